// store/confirmCod, store/cancelCod and store/prepayCod: a COD order's confirmation link
// (lib/orders/cod-confirmation.ts). The first two need no login: the link's token is the key.
import { cancelCodByToken, confirmCodByToken, type CodAnswer } from '@/lib/orders/cod-confirmation';
import { startCodPrepay } from '@/lib/payments/online-payment';
import { ownerOf, type HandlerTable } from '../handler';

const view = (answer: CodAnswer) => ({ changed: answer.changed, text: answer.message, order_id: answer.order_id, order_string: answer.order_string, status: answer.status });

export const codConfirmationHandlers: HandlerTable = {
  async confirmCod({ token, order_id }, ctx) {
    return { payload: view(await confirmCodByToken(ctx.database, token, { orderId: order_id })) };
  },
  async cancelCod({ token, order_id }, ctx) {
    return { payload: view(await cancelCodByToken(ctx.database, token, { orderId: order_id })) };
  },
  async prepayCod({ token }, ctx) {
    return { payload_onlinePaymentProcess: await startCodPrepay(ctx.database, ownerOf(ctx.customer), token, ctx.customer) };
  },
};
