// Placing an order (docs/rules/checkout.md#placing-an-order): one write transaction that locks the
// shopper's cart, re-reads its lines with today's prices, takes the stock through
// lib/stock/moves.ts (a product without enough stock means someone else got there first
// and the whole order rolls back), writes the order and its items, and, for cash on
// delivery, empties the cart. Whatever amounts the client sent are never read: the
// totals come from orderTotals() over our own rows, and a coupon code is priced again
// here against those rows and takes its use in this same transaction (lib/coupons).
//
// The seller's COD rules (lib/cod/rules.ts) are asked after the pincode's, before any
// stock is taken; a COD order with a part to pay upfront (partial COD) waits like an
// online order until that part is paid.
//
// Online orders take their stock here too, when the payment is started, and wait as
// 'pending_payment'. They become 'placed' when the payment is confirmed (the cart is
// emptied then), and give the stock back when the payment fails or the hold expires
// (payment-state.ts).
//
// A cash order waits as 'awaiting_confirmation' when the seller asks shoppers to confirm
// (cod-confirmation.ts): its stock is taken and its cart emptied here all the same; it is
// placed, and the seller told, once confirmed.
import { randomInt } from 'node:crypto';
import { ShopError } from '@/lib/errors';
import { limits } from '@/lib/config';
import { writeTransaction, type DB, type OpenedDatabase } from '@/lib/db';
import { enqueueOrderNotice } from './notices';
import { deliveryEstimate } from '@/lib/delivery/pincodes';
import { emptyCart } from '@/lib/cart/server-cart';
import { takeStock } from '@/lib/stock/moves';
import { checkGradesHold, choiceGone, priceChoice, reserveUnits } from '@/lib/products/unit-choice';
import { texts } from '@/lib/texts';
import { screenTexts } from '@/lib/texts/screens';
import { priceCoupon, takeCouponUse, type PricedCoupon } from '@/lib/coupons/coupons';
import { addDays, DELIVERY_SLOT, todayInIndia } from './dates';
import { readDeliveryRules, readPaymentFees } from './fees';
import { orderTotals, type OrderTotals, type PaymentMode } from './totals';
import type { OrderOwner } from './types';
import { agreeToWhatsappUpdates } from './whatsapp-updates';
import { confirmationApplies, openCodConfirmation, readCodConfirmationSettings } from './cod-confirmation';
import { checkCod, recordCodRefusal } from '@/lib/cod/rules';

export interface PlacedOrder {
  orderId: number;
  orderString: string;
  status: 'placed' | 'pending_payment' | 'awaiting_confirmation';
  totals: OrderTotals;
  /** Partial COD: the part paid online before the order is placed (0: none). */
  upfrontPaise: number;
}

/** A readable, unguessable order number: OB + date + 8 random digits. */
export function newOrderString(now: Date = new Date()): string {
  return `OB${todayInIndia(now).replace(/-/g, '').slice(2)}${randomInt(10_000_000, 100_000_000)}`;
}

/** The cart's lines at today's prices (also read by the COD check, lib/orders/cod-check.ts). */
export async function cartLinesForOrder(tx: DB, owner: OrderOwner) {
  return tx
    .selectFrom('cart_lines')
    .innerJoin('carts', 'carts.id', 'cart_lines.cart_id')
    .innerJoin('products', 'products.id', 'cart_lines.product_id')
    .select([
      'products.id as product_id', 'products.name', 'products.image', 'products.selling_price_paise', 'products.mrp_paise',
      'products.no_of_quantity_allowed', 'products.category_id', 'products.brand_id', 'cart_lines.quantity',
      'cart_lines.unit_id', 'cart_lines.unit_grade',
    ])
    .where('carts.store_id', '=', owner.storeId)
    .where('carts.customer_id', '=', owner.customerId)
    .where('products.store_id', '=', owner.storeId)
    .orderBy('cart_lines.id')
    .execute();
}

/** `whatsappOptIn`: the shopper ticked WhatsApp updates at checkout (unticked withdraws nothing). */
export async function placeOrder(database: OpenedDatabase, owner: OrderOwner, addressId: number, mode: PaymentMode, couponCode?: string, whatsappOptIn = false): Promise<PlacedOrder> {
  const placed = await writeTransaction(database, async (tx): Promise<PlacedOrder | { refused: string }> => {
    // Lock the cart first: a second order from the same cart waits, then finds it empty.
    const locked = await tx
      .updateTable('carts')
      .set({ updated_at: new Date().toISOString() })
      .where('store_id', '=', owner.storeId)
      .where('customer_id', '=', owner.customerId)
      .executeTakeFirst();
    const cartLines = Number(locked.numUpdatedRows) > 0 ? await cartLinesForOrder(tx, owner) : [];
    if (cartLines.length === 0) throw new ShopError('invalid', texts.cartEmpty);
    // docs/rules/units.md#price: a chosen unit (or grade) is priced from the unit rows, never from the client.
    const lines = [];
    for (const l of cartLines) {
      const choice = { unit_id: l.unit_id === null ? null : Number(l.unit_id), unit_grade: l.unit_grade };
      const priced = await priceChoice(tx, Number(l.product_id), choice);
      if (priced === 'gone') throw choiceGone(choice, l.name);
      if (priced?.unit_id && Number(l.quantity) !== 1) throw new ShopError('conflict', texts.quantityLimit);
      lines.push({ ...l, selling_price_paise: priced ? priced.pricePaise : Number(l.selling_price_paise), unit_id: priced?.unit_id ?? null, unit_grade: priced ? priced.unit_grade : null });
    }

    const address = await tx
      .selectFrom('addresses')
      .selectAll()
      .where('id', '=', addressId)
      .where('customer_id', '=', owner.customerId)
      .where('store_id', '=', owner.storeId)
      .executeTakeFirst();
    if (!address) throw new ShopError('not_found', screenTexts.addressNotFound);
    const estimate = await deliveryEstimate(tx, owner.storeId, address.pincode);
    if (!estimate) throw new ShopError('unprocessable', screenTexts.notServiceable);
    // docs/rules/checkout.md#cash-on-delivery-by-pincode: the pincode's rule may take no cash; the screen only helps.
    if (mode === 'cash' && !estimate.cod) throw new ShopError('conflict', texts.codByPincode.refused);

    for (const line of lines) {
      if (line.quantity > Number(line.no_of_quantity_allowed)) throw new ShopError('conflict', texts.quantityLimit);
    }
    // The totals first (they need no stock): the seller's COD rules weigh the order's value.
    const coupon: PricedCoupon | null = couponCode
      ? await priceCoupon(tx, owner, couponCode, lines.map((l) => ({
          categoryId: Number(l.category_id), brandId: l.brand_id === null ? null : Number(l.brand_id), totalPaise: Number(l.quantity) * Number(l.selling_price_paise),
        })))
      : null;
    const totals = orderTotals(
      lines.map((l) => ({ quantity: Number(l.quantity), unitPaise: Number(l.selling_price_paise), mrpPaise: Number(l.mrp_paise) })),
      mode,
      await readPaymentFees(tx, owner.companyId),
      await readDeliveryRules(tx, owner.storeId),
      coupon?.discountPaise ?? 0,
    );
    // docs/rules/cod.md#precedence: the seller's COD rules, before any stock is taken. A
    // refusal is kept for the RTO view and is the only thing this transaction writes.
    let upfrontPaise = 0;
    if (mode === 'cash') {
      const decision = await checkCod(tx, owner, address.pincode, totals.totalPaise);
      if (!decision.allowed) {
        await recordCodRefusal(tx, owner, address.pincode, decision.rule, totals.totalPaise);
        return { refused: decision.reason };
      }
      upfrontPaise = decision.upfrontPaise;
    }

    const short = await takeStock(tx, lines.map((l) => ({ productId: Number(l.product_id), quantity: Number(l.quantity) })));
    if (short !== undefined) throw new ShopError('conflict', screenTexts.notEnoughStock(lines.find((l) => Number(l.product_id) === short)!.name));

    const today = todayInIndia();
    // Partial COD waits for its upfront part like an online order (docs/rules/cod.md#partial-cod);
    // that payment is the shopper's confirmation, so only a cash order with nothing paid
    // upfront may wait for one (docs/rules/orders.md#cash-on-delivery-confirmation).
    const confirmation = mode === 'cash' && upfrontPaise === 0 ? await readCodConfirmationSettings(tx, owner.storeId) : null;
    const status = mode === 'online' || upfrontPaise > 0 ? 'pending_payment' : confirmation && confirmationApplies(confirmation, totals.totalPaise) ? 'awaiting_confirmation' : 'placed';
    const orderString = newOrderString();
    const now = new Date().toISOString();
    const order = await tx
      .insertInto('orders')
      .values({
        company_id: owner.companyId,
        store_id: owner.storeId,
        order_string: orderString,
        customer_id: owner.customerId,
        address_id: Number(address.id),
        delivered_name: address.name,
        delivered_house_no: address.house_no,
        delivered_street: address.street,
        delivered_city: address.city,
        delivered_state: address.state,
        delivered_pincode: address.pincode,
        delivered_contact: address.contact,
        // A business buyer's, copied: its invoice is B2B (docs/rules/addresses.md#business-buyers).
        buyer_gstin: address.gstin ?? null,
        buyer_legal_name: address.gstin ? address.company_name ?? null : null,
        paymentmode: mode,
        status,
        payment_status: mode === 'cash' && upfrontPaise === 0 ? 'cod' : 'pending',
        cod_upfront_paise: upfrontPaise,
        subtotal_paise: totals.subtotalPaise,
        mrp_total_paise: totals.mrpTotalPaise,
        delivery_charge_paise: totals.deliveryPaise,
        handling_fee_paise: totals.handlingFeePaise,
        digital_discount_paise: totals.digitalDiscountPaise,
        coupon_value_paise: totals.couponPaise,
        coupon_code: coupon?.code ?? null,
        total_paid_paise: totals.totalPaise,
        total_saving_paise: totals.savingPaise,
        slot_id: limits.slotId,
        slot_date: addDays(today, estimate.min_days),
        start_time: DELIVERY_SLOT.startTime,
        end_time: DELIVERY_SLOT.endTime,
        delivery_date: addDays(today, estimate.max_days),
        idempotency_key: null,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const orderId = Number(order.id);
    // Before any message of the order is enqueued, so the first one goes to WhatsApp too.
    if (whatsappOptIn) await agreeToWhatsappUpdates(tx, owner.customerId);
    if (coupon) await takeCouponUse(tx, { ...coupon, discountPaise: totals.couponPaise }, orderId, owner.customerId);
    // A cash order is placed now (the shopper and the seller are told); an online one once paid (payment-state.ts).
    if (status === 'placed') await enqueueOrderNotice(tx, orderId, { kind: 'placed' });
    const reservations: { itemId: number; productId: number; unitId: number; name: string }[] = [];
    for (const l of lines) {
      const item = await tx
        .insertInto('order_items')
        .values({
          order_id: orderId,
          product_id: Number(l.product_id),
          product_name: l.name,
          image: l.image,
          quantity: Number(l.quantity),
          unit_price_paise: Number(l.selling_price_paise),
          mrp_paise: Number(l.mrp_paise),
          total_paise: Number(l.quantity) * Number(l.selling_price_paise),
          cancel_status: 0,
          packed_action: 0,
          out_for_delivery_action: 0,
          delivered_action: 0,
          unit_id: l.unit_id,
          unit_grade: l.unit_id === null ? l.unit_grade : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (l.unit_id !== null) reservations.push({ itemId: Number(item.id), productId: Number(l.product_id), unitId: l.unit_id, name: l.name });
    }
    // docs/rules/units.md#reserving: the chosen unit is this item's, or the whole order rolls back.
    await reserveUnits(tx, reservations);
    await checkGradesHold(tx, lines.filter((l) => l.unit_id === null && l.unit_grade).map((l) => ({ productId: Number(l.product_id), grade: l.unit_grade!, name: l.name })));
    if (status === 'placed' || status === 'awaiting_confirmation') await emptyCart(tx, owner);
    if (status === 'awaiting_confirmation') await openCodConfirmation(tx, orderId, confirmation!);
    return { orderId, orderString, status, totals, upfrontPaise };
  });
  if ('refused' in placed) throw new ShopError('conflict', placed.refused);
  return placed;
}
