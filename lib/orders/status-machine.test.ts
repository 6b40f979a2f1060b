// Every pair of statuses, legal or not, and the role limits (docs/rules/seller.md#order-statuses).
import { describe, expect, it } from 'vitest';
import { isLegalMove, missingFields, nextStatuses, ORDER_STATUSES, roleMayMove, type OrderStatus } from './status-machine';

const legal: [OrderStatus, OrderStatus][] = [
  ['awaiting_confirmation', 'cancelled'],
  ['placed', 'confirmed'], ['placed', 'cancelled'],
  ['confirmed', 'packed'], ['confirmed', 'cancelled'],
  ['packed', 'shipped'], ['packed', 'cancelled'],
  ['shipped', 'out_for_delivery'], ['shipped', 'delivery_failed'],
  ['out_for_delivery', 'delivered'], ['out_for_delivery', 'delivery_failed'],
  ['delivery_failed', 'out_for_delivery'], ['delivery_failed', 'rto'],
  ['rto', 'rto_received'],
];
const isListed = (from: OrderStatus, to: OrderStatus) => legal.some(([f, t]) => f === from && t === to);

describe('the order status machine', () => {
  for (const from of ORDER_STATUSES) {
    for (const to of ORDER_STATUSES) {
      it(`${from} -> ${to} is ${isListed(from, to) ? 'legal' : 'refused'}`, () => {
        expect(isLegalMove(from, to)).toBe(isListed(from, to));
      });
    }
  }

  it('delivered, RTO received and cancelled are final; an RTO initiated waits to be received', () => {
    for (const end of ['delivered', 'rto_received', 'cancelled'] as const) expect(nextStatuses(end, 'owner')).toEqual([]);
    expect(nextStatuses('rto', 'manager')).toEqual(['rto_received']);
  });

  it('a packer moves orders up to shipped, no further, and cancels nothing', () => {
    expect(['confirmed', 'packed', 'shipped'].every((to) => roleMayMove('packer', to as OrderStatus))).toBe(true);
    for (const to of ['out_for_delivery', 'delivered', 'delivery_failed', 'rto', 'rto_received', 'cancelled'] as const) expect(roleMayMove('packer', to)).toBe(false);
    expect(nextStatuses('placed', 'packer')).toEqual(['confirmed']);
    expect(nextStatuses('placed', 'manager')).toEqual(['confirmed', 'cancelled']);
    expect(nextStatuses('shipped', 'packer')).toEqual([]);
  });

  it('shipping needs the courier and the AWB; a failed delivery and a cancel need a reason', () => {
    expect(missingFields('shipped', {})).toEqual(['courier', 'awb']);
    expect(missingFields('shipped', { courier: 'Delhivery', awb: '  ' })).toEqual(['awb']);
    expect(missingFields('shipped', { courier: 'Delhivery', awb: 'AWB1' })).toEqual([]);
    expect(missingFields('delivery_failed', {})).toEqual(['reason']);
    expect(missingFields('cancelled', { reason: 'Damaged in the warehouse' })).toEqual([]);
    expect(missingFields('confirmed', {})).toEqual([]);
  });
});
