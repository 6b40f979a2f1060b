import { describe, expect, it } from 'vitest';
import { addDays, deliveryWindow, formatDeliveryWindow, pincodeCheckable, pincodeInput } from './window';

describe('expected delivery (docs/rules/addresses.md#delivery-check)', () => {
  it('is today plus min_days up to today plus max_days', () => {
    const today = new Date(2026, 10, 23, 18, 30);
    const window = deliveryWindow(today, 1, 3);
    expect(window.from).toEqual(new Date(2026, 10, 24));
    expect(window.to).toEqual(new Date(2026, 10, 26));
  });

  it('crosses month and year ends', () => {
    expect(addDays(new Date(2026, 11, 30), 5)).toEqual(new Date(2027, 0, 4));
    expect(deliveryWindow(new Date(2027, 1, 26), 2, 4).to).toEqual(new Date(2027, 2, 2));
  });

  it('orders the ends and never goes before today', () => {
    const today = new Date(2026, 0, 10);
    expect(deliveryWindow(today, 5, 2)).toEqual({ from: new Date(2026, 0, 12), to: new Date(2026, 0, 15) });
    expect(deliveryWindow(today, -1, 0)).toEqual({ from: new Date(2026, 0, 10), to: new Date(2026, 0, 10) });
  });

  it('formats as a range of days, or one day', () => {
    expect(formatDeliveryWindow({ from: new Date(2026, 10, 24), to: new Date(2026, 10, 26) })).toBe('Tue, 24 Nov - Thu, 26 Nov');
    expect(formatDeliveryWindow({ from: new Date(2026, 10, 24), to: new Date(2026, 10, 24) })).toBe('Tue, 24 Nov');
  });
});

describe('the pincode box (docs/rules/addresses.md#delivery-check)', () => {
  it('keeps digits only', () => {
    expect(pincodeInput('11 00-01')).toEqual({ ok: true, value: '110001' });
    expect(pincodeInput('abc')).toEqual({ ok: true, value: '' });
  });
  it('refuses more than 6 characters', () => {
    expect(pincodeInput('1100012').ok).toBe(false);
  });
  it('checks only exactly 6 digits', () => {
    expect(pincodeCheckable('110001')).toBe(true);
    expect(pincodeCheckable('11000')).toBe(false);
    expect(pincodeCheckable('1100011')).toBe(false);
    expect(pincodeCheckable('')).toBe(false);
  });
});
