import { describe, expect, it } from 'vitest';
import { itemProgress, rescheduleRange, showDate } from './display';

describe('order screen display rules', () => {
  it('shows calendar dates and timestamps as days', () => {
    expect(showDate('2026-11-25')).toBe('25 Nov 2026');
    expect(showDate('2026-11-24T20:00:00.000Z')).toBe('25 Nov 2026'); // already the 25th in India
    expect(showDate('')).toBe('');
  });
  it('the four-step track: Order placed always, then packed, out for delivery, delivered', () => {
    expect(itemProgress({ packed_action: 0, out_for_delivery_action: 0, delivered_action: 0 })).toEqual([true, false, false, false]);
    expect(itemProgress({ packed_action: 1, out_for_delivery_action: 1, delivered_action: 0 })).toEqual([true, true, true, false]);
  });
  it('reschedule dates run from tomorrow in India', () => {
    expect(rescheduleRange(30, new Date('2026-11-23T20:00:00Z'))).toEqual({ min: '2026-11-25', max: '2026-12-24' });
  });
});

describe('the reschedule window', () => {
  it('is the server\'s', async () => {
    const { RESCHEDULE_MAX_DAYS } = await import('./changes');
    const { RESCHEDULE_DAYS } = await import('./display');
    expect(RESCHEDULE_DAYS).toBe(RESCHEDULE_MAX_DAYS);
  });
});
