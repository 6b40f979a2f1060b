// Seller calls of refunds (lib/refunds/refunds.ts; docs/rules/seller.md#refunds). Thin:
// the roles and the fresh code are checked by the dispatcher before these run.
import { paiseFromRupees } from '@/lib/catalog/money';
import { listRefunds, recordManualRefund } from '@/lib/refunds/refunds';
import type { SellerHandlerTable } from '../seller-handler';

export const refundHandlers: SellerHandlerTable = {
  refundsList: async (input, ctx) => ({ payload: await listRefunds(ctx.database.db, { status: input.status, page: input.page }) }),
  refundsRecordManual: async (input, ctx) => ({
    payload: {
      refund: await recordManualRefund(
        ctx.database,
        ctx.staff,
        { orderString: input.order_string, orderId: input.order_id, amountPaise: paiseFromRupees(input.amount), reference: input.reference, returnId: input.return_id, reason: input.reason },
        ctx.clientIp,
      ),
    },
  }),
};
