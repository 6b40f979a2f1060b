import { describe, expect, it } from 'vitest';
import { assertReadyToStart, missingProductionSettings } from './production-check';

describe('production check', () => {
  it('asks nothing of demo mode', () => {
    expect(missingProductionSettings({})).toEqual([]);
    expect(() => assertReadyToStart({ STORE_MODE: 'demo' })).not.toThrow();
  });
  it('names every missing setting in production', () => {
    const missing = missingProductionSettings({ STORE_MODE: 'production', RAZORPAY_KEY_ID: 'rzp_live_x' }).map((r) => r.name);
    expect(missing).toContain('RAZORPAY_KEY_SECRET');
    expect(missing).not.toContain('RAZORPAY_KEY_ID');
    expect(() => assertReadyToStart({ STORE_MODE: 'production' })).toThrow(/SMTP_URL/);
  });
});
