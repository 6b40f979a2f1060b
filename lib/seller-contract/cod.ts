// Seller calls of the cash-on-delivery ledger (lib/cod/ledger.ts;
// docs/rules/seller.md#cod-ledger): what couriers hold, and the remittances recorded.
import { z } from 'zod';
import { zId } from '@/lib/contract';
import { sellerClientCalls as paths } from '@/lib/client/seller/call-table';
import type { CodOutstanding, RemittanceRow } from '@/lib/cod/types';
import { isCalendarDate } from '@/lib/orders/dates';
import { MANAGERS, sellerCall } from './call';
import { zAmount, zDay, zPageNo, zText } from './fields';

export const codCalls = {
  codOutstanding: sellerCall<CodOutstanding>()({
    ...paths.codOutstanding, roles: MANAGERS,
    request: z.object({}),
  }),
  // Answers what the couriers still hold too, so the console shows it without a second read.
  codRecordRemittance: sellerCall<{ remittance: RemittanceRow; outstanding: CodOutstanding }>()({
    ...paths.codRecordRemittance, roles: MANAGERS,
    request: z.object({
      courier: zText(80), // a courier of the list (lib/shipping/couriers.ts), else 400
      remitted_on: z.string({ error: 'is required' }).pipe(zDay).refine(isCalendarDate, 'must be a real date'),
      reference: zText(100),
      order_ids: z
        .array(zId, 'must be a list of order ids')
        .min(1, 'choose at least one order')
        .max(500, 'at most 500 orders at once')
        .refine((ids) => new Set(ids).size === ids.length, 'lists an order twice'),
      // The courier's deductions in rupees; together not above the orders' cash (lib/cod/ledger.ts checks).
      freight: zAmount.default(0),
      cod_charges: zAmount.default(0),
    }),
  }),
  codRemittances: sellerCall<{ remittances: RemittanceRow[]; total: number; page: number; page_size: number }>()({
    ...paths.codRemittances, roles: MANAGERS,
    request: z.object({ page: zPageNo }),
  }),
} as const;
