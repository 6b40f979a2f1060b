import { describe, expect, it } from 'vitest';
import { deliveryFor, orderTotals } from './totals';

const fees = { digitalDiscount: 2, handlingFee: 1.5 };
const rules = [{ uptoPaise: 499_900, chargePaise: 14_900 }];

describe('orderTotals', () => {
  const lines = [
    { quantity: 2, unitPaise: 120_000, mrpPaise: 200_000 },
    { quantity: 1, unitPaise: 49_950, mrpPaise: 49_950 },
  ];

  it('cash: subtotal + delivery + handling fee', () => {
    const t = orderTotals(lines, 'cash', fees, rules);
    expect(t.subtotalPaise).toBe(289_950);
    expect(t.deliveryPaise).toBe(14_900);
    expect(t.handlingFeePaise).toBe(4_349); // 1.5% of 2899.50 = 43.4925 -> 43.49
    expect(t.digitalDiscountPaise).toBe(0);
    expect(t.totalPaise).toBe(289_950 + 14_900 + 4_349);
    expect(t.savingPaise).toBe(449_950 - 289_950);
  });

  it('online: subtotal + delivery - digital discount', () => {
    const t = orderTotals(lines, 'online', fees, rules);
    expect(t.handlingFeePaise).toBe(0);
    expect(t.digitalDiscountPaise).toBe(5_799); // 2% of 2899.50 = 57.99
    expect(t.totalPaise).toBe(289_950 + 14_900 - 5_799);
  });

  it('a coupon comes off the payable total and adds to the saving; delivery is still weighed on the subtotal', () => {
    const t = orderTotals(lines, 'cash', fees, rules, 50_000);
    expect(t.couponPaise).toBe(50_000);
    expect(t.deliveryPaise).toBe(14_900);
    expect(t.handlingFeePaise).toBe(4_349);
    expect(t.totalPaise).toBe(289_950 + 14_900 + 4_349 - 50_000);
    expect(t.savingPaise).toBe(449_950 - 289_950 + 50_000);
  });

  it('a coupon never takes the goods below zero, after the digital discount', () => {
    const t = orderTotals(lines, 'online', fees, rules, 10_000_000);
    expect(t.couponPaise).toBe(289_950 - 5_799);
    expect(t.totalPaise).toBe(14_900);
  });
});

describe('deliveryFor', () => {
  it('charges below the threshold and is free at or above it', () => {
    expect(deliveryFor(499_899, rules)).toEqual({ chargePaise: 14_900, uptoPaise: 499_900 });
    expect(deliveryFor(499_900, rules)).toEqual({ chargePaise: 0, uptoPaise: 499_900 });
  });
  it('an empty cart costs nothing to deliver; no rules means free delivery', () => {
    expect(deliveryFor(0, rules).chargePaise).toBe(0);
    expect(deliveryFor(10_000, [])).toEqual({ chargePaise: 0, uptoPaise: 0 });
  });
  it('with several rules the lowest threshold above the subtotal applies', () => {
    const tiers = [{ uptoPaise: 100_000, chargePaise: 9_900 }, { uptoPaise: 500_000, chargePaise: 4_900 }];
    expect(deliveryFor(50_000, tiers).chargePaise).toBe(9_900);
    expect(deliveryFor(200_000, tiers)).toEqual({ chargePaise: 4_900, uptoPaise: 500_000 });
  });
});
