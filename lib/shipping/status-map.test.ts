// The one table from Shiprocket's status ids to the shipment's and the order's states
// (docs/rules/shipping.md#tracking): each order state it leads to is reachable from packed by
// legal moves and has a rank, and the ranks never let a later step of a delivery go below an
// earlier one.
import { describe, expect, it } from 'vitest';
import { isLegalMove, ORDER_STATUSES, type OrderStatus } from '@/lib/orders/status-machine';
import { COURIER_STATUS, orderRank, SHIPROCKET_STATUSES, statusMapping } from './status-map';

/** Whether `to` can be reached from `from` by legal moves (never through a cancel). */
function reachable(from: OrderStatus, to: OrderStatus): boolean {
  const seen = new Set<OrderStatus>([from]);
  const queue = [from];
  while (queue.length > 0) {
    const at = queue.shift()!;
    for (const next of ORDER_STATUSES) {
      if (next === 'cancelled' || seen.has(next) || !isLegalMove(at, next)) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  return seen.has(to);
}

describe('the courier status table', () => {
  it('maps the status ids of the issue as it says', () => {
    const table = Object.fromEntries(Object.entries(SHIPROCKET_STATUSES).map(([id, m]) => [id, [m.shipment, m.order]]));
    expect(table).toEqual({
      6: ['in_transit', 'shipped'], 42: ['picked_up', 'shipped'], 18: ['in_transit', null], 38: ['in_transit', null],
      17: ['out_for_delivery', 'out_for_delivery'], 7: ['delivered', 'delivered'], 21: ['undelivered', 'delivery_failed'],
      9: ['rto_initiated', 'rto'], 10: ['rto_delivered', 'rto_received'],
    });
    expect(statusMapping(99)).toBeNull();
  });

  it('every order state it leads to is reachable from packed and ranked', () => {
    for (const mapping of Object.values(SHIPROCKET_STATUSES)) {
      if (mapping.order === null) continue;
      expect(reachable('packed', mapping.order), mapping.name).toBe(true);
      expect(orderRank(mapping.order), mapping.name).not.toBeNull();
    }
  });

  it('a delivery\'s later steps rank higher; a re-attempt and a failure rank alike; cancelled and unpacked orders are not the courier\'s', () => {
    const rank = (id: number) => orderRank(statusMapping(id)!.order!)!;
    const s = COURIER_STATUS;
    expect(rank(s.pickedUp)).toBeLessThan(rank(s.outForDelivery));
    expect(rank(s.outForDelivery)).toBeLessThan(rank(s.delivered));
    expect(rank(s.undelivered)).toBe(rank(s.outForDelivery));
    expect(rank(s.rtoInitiated)).toBeLessThan(rank(s.rtoDelivered));
    expect(orderRank('cancelled')).toBeNull();
    expect(orderRank('confirmed')).toBeNull();
  });
});
