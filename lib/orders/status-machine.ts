// The one place an order's status moves (docs/rules/seller.md#order-statuses).
// Statuses and their legal moves; the move itself (guards, side effects) is
// transitionOrder, built on this table.
export const ORDER_STATUSES = [
  'awaiting_confirmation', 'placed', 'confirmed', 'packed', 'shipped', 'out_for_delivery', 'delivered', 'delivery_failed', 'rto', 'rto_received', 'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * An online order before it is paid (checkout's own, docs/rules/orders.md#order-statuses):
 * not on the desk, and no staff move leads into or out of them.
 */
export const UNPAID_STATUSES = ['pending_payment', 'payment_failed'] as const;

/** From each status, where staff may move an order next. */
export const LEGAL_MOVES: Record<OrderStatus, readonly OrderStatus[]> = {
  // A cash order waiting for its shopper's confirmation (lib/orders/cod-confirmation.ts): staff
  // may cancel it; confirming it (to placed) is its own call, with a note of the call.
  awaiting_confirmation: ['cancelled'],
  placed: ['confirmed', 'cancelled'],
  confirmed: ['packed', 'cancelled'],
  packed: ['shipped', 'cancelled'],
  shipped: ['out_for_delivery', 'delivery_failed'],
  out_for_delivery: ['delivered', 'delivery_failed'],
  delivery_failed: ['out_for_delivery', 'rto'],
  delivered: [],
  // RTO in two steps (docs/rules/shipping.md#return-to-origin): `rto` while the parcel is on
  // its way back, `rto_received` once it is at the seller's (staff, or the courier's event);
  // the stock, the unit and the money come back at the second.
  rto: ['rto_received'],
  rto_received: [],
  cancelled: [],
};

export function isLegalMove(from: OrderStatus, to: OrderStatus): boolean {
  return LEGAL_MOVES[from].includes(to);
}

/** Packers move orders up to shipped; owners and managers make every legal move. */
export const PACKER_MOVES: readonly OrderStatus[] = ['confirmed', 'packed', 'shipped'];

export function roleMayMove(role: 'owner' | 'manager' | 'packer', to: OrderStatus): boolean {
  return role !== 'packer' || PACKER_MOVES.includes(to);
}

/** The moves a member of this role may make from `from` (the console's buttons). */
export function nextStatuses(from: OrderStatus, role: 'owner' | 'manager' | 'packer'): OrderStatus[] {
  return LEGAL_MOVES[from].filter((to) => roleMayMove(role, to));
}

/** The moves a member of this role may make from some status: what a bulk move offers. */
export function movesOfRole(role: 'owner' | 'manager' | 'packer'): OrderStatus[] {
  return ORDER_STATUSES.filter((to) => to !== 'placed' && roleMayMove(role, to) && ORDER_STATUSES.some((from) => LEGAL_MOVES[from].includes(to)));
}

/**
 * Orders whose stock is taken and whose pieces are not picked yet, before packing: an unpaid
 * online order holds its stock, and so does a COD order waiting for its shopper's confirmation.
 */
export const HOLDING_BEFORE_PACKING = ['pending_payment', 'awaiting_confirmation', 'placed', 'confirmed'] as const;

/** The shopper may still cancel or reschedule until the order has shipped. */
export const SHOPPER_CHANGEABLE: readonly OrderStatus[] = ['awaiting_confirmation', 'placed', 'confirmed', 'packed'];

/** The statuses an RTO has reached: counted as one RTO wherever RTOs are counted. */
export const RTO_STATUSES = ['rto', 'rto_received'] as const;

/** A status past which no move leads (nothing comes after). */
export const FINAL_STATUSES: readonly OrderStatus[] = ORDER_STATUSES.filter((s) => LEGAL_MOVES[s].length === 0);

export const isOrderStatus = (status: string): status is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(status);

/** Moves that cannot be undone (docs/rules/shipping.md#confirmations): the desk asks before making them. */
export const IRREVERSIBLE_MOVES: readonly OrderStatus[] = ['delivered', 'rto', 'rto_received', 'cancelled'];

export const isIrreversibleMove = (to: OrderStatus): boolean => IRREVERSIBLE_MOVES.includes(to);

/** What a move needs besides the order: courier and AWB to ship; a reason for a failed delivery or a cancel. */
export function missingFields(to: OrderStatus, fields: { courier?: string; awb?: string; reason?: string }): ('courier' | 'awb' | 'reason')[] {
  const missing: ('courier' | 'awb' | 'reason')[] = [];
  if (to === 'shipped') {
    if (!fields.courier?.trim()) missing.push('courier');
    if (!fields.awb?.trim()) missing.push('awb');
  }
  if ((to === 'delivery_failed' || to === 'cancelled') && !fields.reason?.trim()) missing.push('reason');
  return missing;
}
