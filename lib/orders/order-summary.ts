// The Order Summary's figures (docs/rules/checkout.md#order-summary) for display. The arithmetic is
// the server's own (lib/orders/totals.ts, in integer paise), fed with the server's
// answers: the cart lines as store/updateTocartMultiple returned them, the payment fees
// of payments/get-company-payment-fees and the delivery charge of store/deliveryCharge.
// So the payable total shown is the amount the order call will charge.
import { orderTotals, type PaymentMode } from '@/lib/orders/totals';
import { onFirstUse } from '@/lib/first-use';

export interface SummaryLine {
  quantity: number;
  selling_price: number;
  mrp: number;
}

export interface SummaryInput {
  lines: SummaryLine[];
  /** null until the shopper picks one: neither fee nor discount applies. */
  mode: PaymentMode | null;
  fees: { digital_discount: number; handling_fee: number } | null;
  /** store/deliveryCharge's answer; null while unknown (a guest, or not fetched yet). */
  delivery: { delivery_charge: number; delivery_upto: number } | null;
  /** store/applyCoupon's couponValue (rupees) for the applied code; 0 without one. */
  couponValue?: number;
}

export interface Summary {
  price: number;
  discount: number;
  subtotal: number;
  delivery: number | null;
  handlingFee: number;
  digitalDiscount: number;
  coupon: number;
  total: number;
  saving: number;
  /** How much more buys free delivery, while delivery_upto exceeds the subtotal; else null. */
  freeDeliveryGap: number | null;
}

const paise = (rupees: number) => Math.round(rupees * 100);
const rupees = (p: number) => p / 100;

export function orderSummary({ lines, mode, fees, delivery, couponValue = 0 }: SummaryInput): Summary {
  const priced = lines.map((l) => ({ quantity: l.quantity, unitPaise: paise(l.selling_price), mrpPaise: paise(l.mrp) }));
  const chargePaise = delivery ? paise(delivery.delivery_charge) : 0;
  // One flat rule reproduces the server's charge for this subtotal.
  const rules = delivery && chargePaise > 0 ? [{ uptoPaise: Number.MAX_SAFE_INTEGER, chargePaise }] : [];
  const feePercents = { digitalDiscount: fees?.digital_discount ?? 0, handlingFee: fees?.handling_fee ?? 0 };
  const t = orderTotals(priced, mode ?? 'cash', mode ? feePercents : { digitalDiscount: 0, handlingFee: 0 }, rules, paise(couponValue));
  const uptoPaise = delivery ? paise(delivery.delivery_upto) : 0;
  return {
    price: rupees(t.mrpTotalPaise),
    discount: rupees(t.mrpTotalPaise - t.subtotalPaise),
    subtotal: rupees(t.subtotalPaise),
    delivery: delivery ? rupees(t.deliveryPaise) : null,
    handlingFee: rupees(t.handlingFeePaise),
    digitalDiscount: rupees(t.digitalDiscountPaise),
    coupon: rupees(t.couponPaise),
    total: rupees(t.totalPaise),
    saving: rupees(t.savingPaise),
    freeDeliveryGap: delivery && uptoPaise > t.subtotalPaise && t.subtotalPaise > 0 ? rupees(uptoPaise - t.subtotalPaise) : null,
  };
}

/** The payable total in en-IN format: ₹1,23,456.50. */
const payableFormat = onFirstUse(() => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 }));
export const payable = (amount: number) => payableFormat().format(amount);
