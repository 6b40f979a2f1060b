// store/cashOnDelivery, the online payment calls and the order pages' calls. Every
// amount is computed in lib/orders; the customer is the session's.
import { calls, type CallName } from '@/lib/contract';
import { requireCustomer } from '@/lib/auth/session';
import { store } from '@/lib/config';
import { cancelOrder, cancelOrderItem, rescheduleOrder } from '@/lib/orders/changes';
import { releaseStaleHolds } from '@/lib/orders/payment-state';
import { placeOrder } from '@/lib/orders/place-order';
import { listOrders, orderDetail, placedOrderView } from '@/lib/orders/queries';
import { confirmOnlinePayment, startOnlinePayment } from '@/lib/payments/checkout';
import { expireStockCache } from '../cache';
import type { HandlerTable } from '../handler';
import { cartOwner as customerOwner } from './cart';

const message = (name: CallName) => calls[name].message!;

export const orderHandlers: HandlerTable = {
  async cashOnDelivery({ customer_id, address_id }, ctx) {
    const owner = await customerOwner(ctx, customer_id);
    await releaseStaleHolds(ctx.database);
    const placed = await placeOrder(ctx.database, owner, address_id, 'cash');
    await expireStockCache();
    return { message: message('cashOnDelivery'), payload: placedOrderView({ orderId: placed.orderId, orderString: placed.orderString, totalPaise: placed.totals.totalPaise, paymentmode: 'cash' }) };
  },
  async onlinePaymentProcess({ customer_id, address_id }, ctx) {
    const customer = await requireCustomer(ctx, customer_id);
    const owner = { companyId: store.companyId, storeId: store.storeId, customerId: customer.customer_id };
    const started = await startOnlinePayment(ctx.database, owner, address_id, customer);
    await expireStockCache(); // the order holds its stock while the shopper pays
    return { message: message('onlinePaymentProcess'), payload_onlinePaymentProcess: started };
  },
  async onlinePaymentSuccess({ customer_id, order_id, transection_id, razorpay_signature }, ctx) {
    const owner = await customerOwner(ctx, customer_id);
    const paid = await confirmOnlinePayment(ctx.database, owner, { providerOrderId: order_id, paymentId: transection_id, signature: razorpay_signature });
    return { message: message('onlinePaymentSuccess'), payload: placedOrderView({ orderId: paid.order_id, orderString: paid.order_string, totalPaise: paid.total_paid_paise, paymentmode: 'online' }) };
  },
  async orderList({ customer_id }, ctx) {
    return { message: message('orderList'), payload_orderList: await listOrders(ctx.database.db, await customerOwner(ctx, customer_id)) };
  },
  async orderDetails({ customer_id, order_id }, ctx) {
    return { message: message('orderDetails'), payload_orderDetails: await orderDetail(ctx.database.db, await customerOwner(ctx, customer_id), order_id) };
  },
  async orderItemCancel({ customer_id, order_id, item_id }, ctx) {
    await cancelOrderItem(ctx.database, await customerOwner(ctx, customer_id), order_id, item_id);
    await expireStockCache();
    return { message: message('orderItemCancel') };
  },
  async orderCancelled({ customer_id, order_id }, ctx) {
    await cancelOrder(ctx.database, await customerOwner(ctx, customer_id), order_id);
    await expireStockCache();
    return { message: message('orderCancelled') };
  },
  async orderReschedule({ customer_id, order_id, slot_date }, ctx) {
    const payload = await rescheduleOrder(ctx.database, await customerOwner(ctx, customer_id), order_id, slot_date);
    return { message: message('orderReschedule'), payload };
  },
};
