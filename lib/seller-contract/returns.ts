// Seller calls of returns (lib/returns/returns.ts; docs/rules/seller.md#returns): the
// list, the decision, and receiving the item back.
import { z } from 'zod';
import { zId } from '@/lib/contract';
import { sellerClientCalls as paths } from '@/lib/client/seller/call-table';
import { RETURN_STATUSES, type ReturnRow } from '@/lib/returns/types';
import { MANAGERS, sellerCall } from './call';
import { zCheckedTotp, zOptionalText, zPageNo } from './fields';

export const returnCalls = {
  returnsList: sellerCall<{ returns: ReturnRow[]; total: number; page: number; page_size: number }>()({
    ...paths.returnsList, roles: MANAGERS,
    request: z.object({ status: z.enum(RETURN_STATUSES, 'must be a return status').optional(), order_id: zId.optional(), page: zPageNo }),
  }),
  returnsDecide: sellerCall<{ return: ReturnRow }>()({
    ...paths.returnsDecide, roles: MANAGERS,
    request: z.object({ return_id: zId, decision: z.enum(['approve', 'reject'], 'must be approve or reject'), note: zOptionalText(300) }),
  }),
  // Receiving starts the refund of an online payment: a fresh code, as for any refund.
  returnsReceive: sellerCall<{ return: ReturnRow }>()({
    ...paths.returnsReceive, roles: MANAGERS, freshTotp: true,
    request: z.object({ return_id: zId, outcome: z.enum(['restocked', 'written_off'], 'must be restocked or written_off'), totp: zCheckedTotp }),
  }),
} as const;
