// Seller calls of returns (lib/returns/returns.ts; docs/rules/seller.md#returns). Thin:
// the roles and the fresh code are checked by the dispatcher before these run.
import { decideReturn, listReturns, receiveReturn } from '@/lib/returns/returns';
import type { SellerHandlerTable } from '../seller-handler';

export const returnHandlers: SellerHandlerTable = {
  returnsList: async (input, ctx) => ({ payload: await listReturns(ctx.database.db, { status: input.status, orderId: input.order_id, page: input.page }) }),
  returnsDecide: async (input, ctx) => ({
    payload: { return: await decideReturn(ctx.database, ctx.staff, { returnId: input.return_id, decision: input.decision, note: input.note }, ctx.clientIp) },
  }),
  returnsReceive: async (input, ctx) => ({
    payload: { return: await receiveReturn(ctx.database, ctx.staff, { returnId: input.return_id, outcome: input.outcome }, ctx.clientIp) },
  }),
};
