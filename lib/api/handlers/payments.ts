// payments/*: the provider's public key, the payment fees, and the delivery charge of
// the session's cart (docs/rules/api.md#calls). All from the database and the configuration.
import { readCart } from '@/lib/cart/server-cart';
import { readPaymentFees, deliveryChargeFor } from '@/lib/orders/fees';
import { activeProvider } from '@/lib/payments/active-provider';
import { ownerOf, type HandlerTable } from '../handler';

export const paymentHandlers: HandlerTable = {
  async publicActiveKeys(_input, ctx) {
    const provider = activeProvider(ctx.database);
    return { payload: { key: provider.publicKey, provider: provider.name } };
  },
  async paymentFees({ company_id }, { database }) {
    const fees = await readPaymentFees(database.db, company_id);
    return { digital_discount: fees.digitalDiscount, handling_fee: fees.handlingFee };
  },
  async deliveryCharge(_input, ctx) {
    // The subtotal is the session cart's, at today's prices; a sub_total sent by the client is ignored.
    const owner = ownerOf(ctx.customer);
    const cart = await readCart(ctx.database.db, owner);
    const subtotalPaise = (cart?.lines ?? []).reduce((sum, l) => sum + l.quantity * Math.round(l.selling_price * 100), 0);
    return { payload_deliveryCharge: await deliveryChargeFor(ctx.database.db, owner.storeId, subtotalPaise) };
  },
};
