import { describe, expect, it } from 'vitest';
import { orderTotals } from '@/lib/orders/totals';
import { orderSummary, payable } from './order-summary';

const lines = [
  { quantity: 2, selling_price: 1499.5, mrp: 2999 },
  { quantity: 1, selling_price: 899, mrp: 899 },
];
const fees = { digital_discount: 2, handling_fee: 1.5 };

describe('the Order Summary (docs/rules/checkout.md#order-summary)', () => {
  it('price, discount and subtotal from the lines; nothing else before a payment type', () => {
    const s = orderSummary({ lines, mode: null, fees, delivery: { delivery_charge: 149, delivery_upto: 4999 } });
    expect(s).toMatchObject({ price: 6897, discount: 2999, subtotal: 3898, delivery: 149, handlingFee: 0, digitalDiscount: 0, total: 4047, saving: 2999 });
    expect(s.freeDeliveryGap).toBe(1101);
  });
  it('cash adds the handling fee, online takes the digital discount: one at a time', () => {
    const cash = orderSummary({ lines, mode: 'cash', fees, delivery: { delivery_charge: 149, delivery_upto: 4999 } });
    expect(cash.handlingFee).toBe(58.47);
    expect(cash.digitalDiscount).toBe(0);
    expect(cash.total).toBe(3898 + 149 + 58.47);
    const online = orderSummary({ lines, mode: 'online', fees, delivery: { delivery_charge: 149, delivery_upto: 4999 } });
    expect(online.handlingFee).toBe(0);
    expect(online.digitalDiscount).toBe(77.96);
    expect(online.total).toBe(3898 + 149 - 77.96);
    expect(online.saving).toBe(2999 + 77.96);
  });
  it('equals the server\'s own arithmetic (lib/orders/totals) for the same cart', () => {
    for (const mode of ['cash', 'online'] as const) {
      const server = orderTotals(
        lines.map((l) => ({ quantity: l.quantity, unitPaise: Math.round(l.selling_price * 100), mrpPaise: l.mrp * 100 })),
        mode,
        { digitalDiscount: fees.digital_discount, handlingFee: fees.handling_fee },
        [{ uptoPaise: 499_900, chargePaise: 14_900 }],
      );
      const shown = orderSummary({ lines, mode, fees, delivery: { delivery_charge: 149, delivery_upto: 4999 } });
      expect(Math.round(shown.total * 100)).toBe(server.totalPaise);
    }
  });
  it('free delivery: a zero charge and no hint once the subtotal reaches delivery_upto', () => {
    const s = orderSummary({ lines: [{ quantity: 1, selling_price: 5000, mrp: 6000 }], mode: 'cash', fees: null, delivery: { delivery_charge: 0, delivery_upto: 4999 } });
    expect(s.delivery).toBe(0);
    expect(s.freeDeliveryGap).toBeNull();
    expect(s.total).toBe(5000);
  });
  it('an unknown delivery charge is null and not added', () => {
    const s = orderSummary({ lines, mode: null, fees: null, delivery: null });
    expect(s.delivery).toBeNull();
    expect(s.total).toBe(3898);
  });
  it('payable in en-IN format', () => {
    expect(payable(123456.5)).toBe('₹1,23,456.50');
  });
});
