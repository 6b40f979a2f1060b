// Seller calls of the cash-on-delivery ledger (lib/cod/ledger.ts;
// docs/rules/seller.md#cod-ledger). Thin: roles are checked by the dispatcher.
import { codOutstanding, listRemittances, recordRemittance } from '@/lib/cod/ledger';
import type { SellerHandlerTable } from '../seller-handler';

export const codHandlers: SellerHandlerTable = {
  codOutstanding: async (_input, ctx) => ({ payload: await codOutstanding(ctx.database.db) }),
  codRecordRemittance: async (input, ctx) => ({
    payload: {
      remittance: await recordRemittance(
        ctx.database,
        ctx.staff,
        { courier: input.courier, remittedOn: input.remitted_on, reference: input.reference, orderIds: input.order_ids, freight: input.freight, codCharges: input.cod_charges },
        ctx.clientIp,
      ),
      outstanding: await codOutstanding(ctx.database.db),
    },
  }),
  codRemittances: async (input, ctx) => ({ payload: await listRemittances(ctx.database.db, input.page) }),
};
