// Seller calls of refunds (lib/refunds/refunds.ts; docs/rules/seller.md#refunds): the list,
// an order's refunds, and a manual refund (a cash order paid back by UPI or bank transfer).
import { z } from 'zod';
import { zId } from '@/lib/contract';
import { sellerClientCalls as paths } from '@/lib/client/seller/call-table';
import { REFUND_STATES } from '@/lib/refunds/states';
import type { RefundRow } from '@/lib/refunds/types';
import { MANAGERS, sellerCall } from './call';
import { zCheckedTotp, zOptionalText, zPageNo, zRupees, zText } from './fields';

export const refundCalls = {
  refundsList: sellerCall<{ refunds: RefundRow[]; total: number; page: number; page_size: number }>()({
    ...paths.refundsList, roles: MANAGERS,
    request: z.object({ status: z.enum(REFUND_STATES, `must be ${REFUND_STATES.slice(0, -1).join(', ')} or ${REFUND_STATES.at(-1)}`).optional(), page: zPageNo }),
  }),
  // The order by the number staff see on it (order_string, any case); order_id still
  // works for callers from before the number. One of the two.
  refundsRecordManual: sellerCall<{ refund: RefundRow }>()({
    ...paths.refundsRecordManual, roles: MANAGERS, freshTotp: true,
    request: z
      .object({
        order_string: zOptionalText(40),
        order_id: zId.optional(),
        amount: zRupees({ positive: true, notAmount: 'must be an amount in rupees' }),
        reference: zText(200),
        return_id: zId.optional(),
        reason: zOptionalText(300),
        totp: zCheckedTotp,
      })
      .superRefine((r, ctx) => {
        if (r.order_string === undefined && r.order_id === undefined) ctx.addIssue({ code: 'custom', path: ['order_string'], message: 'is required' });
        if (r.order_string !== undefined && r.order_id !== undefined) ctx.addIssue({ code: 'custom', path: ['order_id'], message: 'give the order number or the order id, not both' });
      }),
  }),
} as const;
