import { describe, expect, it } from 'vitest';
import { toast, toasterReady } from './toast';

describe('notices before and after the toaster loads', () => {
  it('keeps the notices given before the toaster listens, in order, then shows later ones directly', () => {
    toast.error('Order failed', { description: 'Payment was declined.' });
    toast.success('Address saved');
    const shown: unknown[] = [];
    toasterReady((kind, title, options) => shown.push([kind, title, options]));
    expect(shown).toEqual([
      ['error', 'Order failed', { description: 'Payment was declined.' }],
      ['success', 'Address saved', undefined],
    ]);
    toast.success('Logged out');
    expect(shown).toHaveLength(3);
    expect(shown[2]).toEqual(['success', 'Logged out', undefined]);
  });
});
