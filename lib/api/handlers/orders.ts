// store/cashOnDelivery, the online payment calls, the order pages' calls and the
// shopper's WhatsApp updates. Every amount is computed in lib/orders; the customer is
// the session's.
import { cancelOrder, cancelOrderItem, rescheduleOrder } from '@/lib/orders/changes';
import { codCheckForCart } from '@/lib/orders/cod-check';
import { listOrders, orderDetail, placedOrderView } from '@/lib/orders/queries';
import { setWhatsappUpdates, whatsappUpdatesOf } from '@/lib/orders/whatsapp-updates';
import { confirmOnlinePayment, placeCashOrder, startOnlinePayment } from '@/lib/payments/online-payment';
import { requestReturn } from '@/lib/returns/returns';
import { quoteCoupon } from '@/lib/coupons/coupons';
import { rupeesFromPaise } from '@/lib/catalog/money';
import { ownerOf, type HandlerTable } from '../handler';

export const orderHandlers: HandlerTable = {
  async applyCoupon({ couponcode }, ctx) {
    const priced = await quoteCoupon(ctx.database.db, ownerOf(ctx.customer), couponcode);
    return { payload: { couponcode: priced.code, couponValue: rupeesFromPaise(priced.discountPaise) } };
  },
  async cashOnDelivery({ address_id, couponcode, whatsapp_opt_in }, ctx) {
    const { placed, upfront } = await placeCashOrder(ctx.database, ownerOf(ctx.customer), address_id, ctx.customer, couponcode, whatsapp_opt_in);
    const view = placedOrderView({ orderId: placed.orderId, orderString: placed.orderString, totalPaise: placed.totals.totalPaise, paymentmode: 'cash', status: placed.status });
    return { payload: upfront ? { ...view, upfront_payment: upfront } : view };
  },
  async codCheck({ address_id, couponcode }, ctx) {
    return { payload: await codCheckForCart(ctx.database.db, ownerOf(ctx.customer), address_id, couponcode) };
  },
  async onlinePaymentProcess({ address_id, couponcode, whatsapp_opt_in }, ctx) {
    const customer = ctx.customer;
    const owner = ownerOf(customer);
    const started = await startOnlinePayment(ctx.database, owner, address_id, customer, undefined, couponcode, whatsapp_opt_in);
    return { payload_onlinePaymentProcess: started };
  },
  async onlinePaymentSuccess({ order_id, transection_id, razorpay_signature }, ctx) {
    const owner = ownerOf(ctx.customer);
    const paid = await confirmOnlinePayment(ctx.database, owner, { providerOrderId: order_id, paymentId: transection_id, signature: razorpay_signature });
    return { payload: placedOrderView({ orderId: paid.order_id, orderString: paid.order_string, totalPaise: paid.total_paid_paise, paymentmode: paid.paymentmode }) };
  },
  async orderList(_input, ctx) {
    return { payload_orderList: await listOrders(ctx.database.db, ownerOf(ctx.customer)) };
  },
  async orderDetails({ order_id }, ctx) {
    return { payload_orderDetails: await orderDetail(ctx.database.db, ownerOf(ctx.customer), order_id) };
  },
  async orderItemCancel({ order_id, item_id }, ctx) {
    await cancelOrderItem(ctx.database, ownerOf(ctx.customer), order_id, item_id);
    return {};
  },
  async orderCancelled({ order_id }, ctx) {
    await cancelOrder(ctx.database, ownerOf(ctx.customer), order_id);
    return {};
  },
  async orderReturn({ order_id, item_id, reason }, ctx) {
    return { payload: { return: await requestReturn(ctx.database, ownerOf(ctx.customer), { orderId: order_id, itemId: item_id, reason }) } };
  },
  async orderReschedule({ order_id, slot_date }, ctx) {
    const payload = await rescheduleOrder(ctx.database, ownerOf(ctx.customer), order_id, slot_date);
    return { payload };
  },
  async whatsappUpdates({ on }, ctx) {
    const customerId = ctx.customer.customer_id;
    return { payload: on === undefined ? await whatsappUpdatesOf(ctx.database.db, customerId) : await setWhatsappUpdates(ctx.database.db, customerId, on) };
  },
};
