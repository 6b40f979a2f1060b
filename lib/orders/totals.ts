// What an order costs (SPEC section 9, DESIGN "Orders and money"), in integer paise:
// payable = subtotal + delivery + handling fee (cash) - digital discount (online).
// The fee and the discount are percentages of the subtotal, applied once, here.
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
  totalPaise: number;
  savingPaise: number;
}

export const percentOf = (paise: number, percent: number) => Math.round((paise * percent) / 100);

/** The delivery charge for a subtotal and the subtotal from which delivery is free. */
export function deliveryFor(subtotalPaise: number, rules: DeliveryRule[]): { chargePaise: number; uptoPaise: number } {
  const sorted = [...rules].sort((a, b) => a.uptoPaise - b.uptoPaise);
  const uptoPaise = sorted.length ? sorted[sorted.length - 1].uptoPaise : 0;
  if (subtotalPaise <= 0) return { chargePaise: 0, uptoPaise };
  const rule = sorted.find((r) => subtotalPaise < r.uptoPaise);
  return { chargePaise: rule ? rule.chargePaise : 0, uptoPaise };
}

export function orderTotals(lines: PricedLine[], mode: PaymentMode, fees: PaymentFees, rules: DeliveryRule[]): OrderTotals {
  const subtotalPaise = lines.reduce((sum, l) => sum + l.quantity * l.unitPaise, 0);
  const mrpTotalPaise = lines.reduce((sum, l) => sum + l.quantity * Math.max(l.mrpPaise, l.unitPaise), 0);
  const deliveryPaise = deliveryFor(subtotalPaise, rules).chargePaise;
  const handlingFeePaise = mode === 'cash' ? percentOf(subtotalPaise, fees.handlingFee) : 0;
  const digitalDiscountPaise = mode === 'online' ? percentOf(subtotalPaise, fees.digitalDiscount) : 0;
  return {
    subtotalPaise,
    mrpTotalPaise,
    deliveryPaise,
    handlingFeePaise,
    digitalDiscountPaise,
    totalPaise: subtotalPaise + deliveryPaise + handlingFeePaise - digitalDiscountPaise,
    savingPaise: mrpTotalPaise - subtotalPaise + digitalDiscountPaise,
  };
}
