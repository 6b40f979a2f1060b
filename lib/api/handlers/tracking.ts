// The shopper's tracking calls (docs/rules/shipping.md#tracking): a re-attempt of a failed
// delivery asked for by the order's own shopper, and the public tracking lookup by order
// number and phone (rate limited per address and per order number).
import { enforceLimits } from '@/lib/auth/rate-limit';
import { decideNdr } from '@/lib/shipping/ndr';
import { shipmentViewOfOrder, trackOrder } from '@/lib/shipping/tracking-view';
import { trackingTexts } from '@/lib/texts/tracking';
import { ownerOf, type HandlerTable } from '../handler';

export const trackingHandlers: HandlerTable = {
  async orderReattempt({ order_id, date, phone, landmark }, ctx) {
    await decideNdr(ctx.database, { kind: 'shopper', owner: ownerOf(ctx.customer) }, { orderId: order_id, action: 'reattempt', date, phone, landmark });
    return { payload: { shipment: await shipmentViewOfOrder(ctx.database.db, order_id) } };
  },
  async trackOrder({ order, phone }, ctx) {
    await enforceLimits([['trackLookupPerClient', ctx.clientIp], ['trackLookupPerOrder', order.toUpperCase()]], trackingTexts.tooMany);
    return { payload: await trackOrder(ctx.database.db, order, phone) };
  },
};
