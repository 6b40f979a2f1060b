// store/codCheck (docs/rules/cod.md#the-checkout): whether the session's cart may be paid
// in cash to one of the shopper's addresses, why not, and how a partial-COD order splits
// between online and cash, so the Payment step can say so before the shopper clicks.
// It reads what placeOrder reads and asks the same rules; it writes nothing (a refusal
// is counted only when an order is refused). placeOrder stays the authority.
import 'server-only';
import { ShopError } from '@/lib/errors';
import type { DB } from '@/lib/db';
import { rupeesFromPaise } from '@/lib/catalog/money';
import { checkCod } from '@/lib/cod/rules';
import type { CodCheck } from '@/lib/cod/rules-types';
import { priceCoupon } from '@/lib/coupons/coupons';
import { deliveryEstimate } from '@/lib/delivery/pincodes';
import { texts } from '@/lib/texts';
import { screenTexts } from '@/lib/texts/screens';
import { readDeliveryRules, readPaymentFees } from './fees';
import { cartLinesForOrder } from './place-order';
import { orderTotals } from './totals';
import type { OrderOwner } from './types';

export async function codCheckForCart(db: DB, owner: OrderOwner, addressId: number, couponCode?: string): Promise<CodCheck> {
  const lines = await cartLinesForOrder(db, owner);
  if (lines.length === 0) throw new ShopError('invalid', texts.cartEmpty);
  const address = await db.selectFrom('addresses').select('pincode').where('id', '=', addressId).where('customer_id', '=', owner.customerId).where('store_id', '=', owner.storeId).executeTakeFirst();
  if (!address) throw new ShopError('not_found', screenTexts.addressNotFound);
  // A coupon the order would refuse is the coupon box's business: weigh the cart without it.
  const coupon = couponCode
    ? await priceCoupon(db, owner, couponCode, lines.map((l) => ({ categoryId: Number(l.category_id), brandId: l.brand_id === null ? null : Number(l.brand_id), totalPaise: Number(l.quantity) * Number(l.selling_price_paise) }))).catch(() => null)
    : null;
  const totals = orderTotals(
    lines.map((l) => ({ quantity: Number(l.quantity), unitPaise: Number(l.selling_price_paise), mrpPaise: Number(l.mrp_paise) })),
    'cash', await readPaymentFees(db, owner.companyId), await readDeliveryRules(db, owner.storeId), coupon?.discountPaise ?? 0,
  );
  const total = rupeesFromPaise(totals.totalPaise);
  const refused = (reason: string): CodCheck => ({ allowed: false, reason, total, upfront: 0, cash: total });
  const estimate = await deliveryEstimate(db, owner.storeId, address.pincode);
  if (!estimate) return refused(screenTexts.notServiceable);
  if (!estimate.cod) return refused(texts.codByPincode.refused);
  const decision = await checkCod(db, owner, address.pincode, totals.totalPaise);
  if (!decision.allowed) return refused(decision.reason);
  return { allowed: true, reason: null, total, upfront: rupeesFromPaise(decision.upfrontPaise), cash: rupeesFromPaise(totals.totalPaise - decision.upfrontPaise) };
}
