// What an order costs (docs/rules/checkout.md#payable-total), in integer paise:
// payable = subtotal + delivery + handling fee (cash) - digital discount (online) - coupon.
// The fee and the discount are percentages of the subtotal, applied once, here; the
// coupon's amount comes from lib/coupons/rules.ts and never takes the goods below zero.
export type PaymentMode = 'cash' | 'online';

export interface PaymentFees {
  /** Percent of the subtotal taken off online payments. */
  digitalDiscount: number;
  /** Percent of the subtotal added to cash on delivery. */
  handlingFee: number;
}

export interface DeliveryRule {
  /** The charge applies while the subtotal is below this; at or above it delivery is free. */
  uptoPaise: number;
  chargePaise: number;
}

export interface PricedLine {
  quantity: number;
  unitPaise: number;
  mrpPaise: number;
}

export interface OrderTotals {
  subtotalPaise: number;
  mrpTotalPaise: number;
  deliveryPaise: number;
  handlingFeePaise: number;
  digitalDiscountPaise: number;
  couponPaise: number;
  totalPaise: number;
  savingPaise: number;
}

export const percentOf = (paise: number, percent: number) => Math.round((paise * percent) / 100);

/**
 * What one item of an order cost the shopper: its price less its share of the order's
 * discounts (the online payment discount and the coupon), in proportion to the subtotal.
 */
export function itemPaidPaise(order: { subtotal_paise: number; digital_discount_paise: number; coupon_value_paise: number }, itemPaise: number): number {
  const subtotal = Number(order.subtotal_paise);
  const discounts = Number(order.digital_discount_paise) + Number(order.coupon_value_paise);
  return subtotal > 0 ? Math.round((itemPaise * Math.max(0, subtotal - discounts)) / subtotal) : 0;
}

/** The delivery charge for a subtotal and the subtotal from which delivery is free. */
export function deliveryFor(subtotalPaise: number, rules: DeliveryRule[]): { chargePaise: number; uptoPaise: number } {
  const sorted = [...rules].sort((a, b) => a.uptoPaise - b.uptoPaise);
  const uptoPaise = sorted.length ? sorted[sorted.length - 1].uptoPaise : 0;
  if (subtotalPaise <= 0) return { chargePaise: 0, uptoPaise };
  const rule = sorted.find((r) => subtotalPaise < r.uptoPaise);
  return { chargePaise: rule ? rule.chargePaise : 0, uptoPaise };
}

export function orderTotals(lines: PricedLine[], mode: PaymentMode, fees: PaymentFees, rules: DeliveryRule[], couponPaise = 0): OrderTotals {
  const subtotalPaise = lines.reduce((sum, l) => sum + l.quantity * l.unitPaise, 0);
  const mrpTotalPaise = lines.reduce((sum, l) => sum + l.quantity * Math.max(l.mrpPaise, l.unitPaise), 0);
  const deliveryPaise = deliveryFor(subtotalPaise, rules).chargePaise;
  const handlingFeePaise = mode === 'cash' ? percentOf(subtotalPaise, fees.handlingFee) : 0;
  const digitalDiscountPaise = mode === 'online' ? percentOf(subtotalPaise, fees.digitalDiscount) : 0;
  const coupon = Math.max(0, Math.min(couponPaise, subtotalPaise - digitalDiscountPaise));
  return {
    subtotalPaise,
    mrpTotalPaise,
    deliveryPaise,
    handlingFeePaise,
    digitalDiscountPaise,
    couponPaise: coupon,
    totalPaise: subtotalPaise + deliveryPaise + handlingFeePaise - digitalDiscountPaise - coupon,
    savingPaise: mrpTotalPaise - subtotalPaise + digitalDiscountPaise + coupon,
  };
}
