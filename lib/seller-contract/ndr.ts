// Seller calls of the failed-delivery desk (lib/shipping/ndr.ts;
// docs/rules/shipping.md#failed-deliveries): every undelivered shipment (every role may look),
// and the decision for one (owner and manager): a re-attempt on a date, or the return.
import { z } from 'zod';
import { zId } from '@/lib/contract';
import { sellerClientCalls as paths } from '@/lib/client/seller/call-table';
import type { NdrDesk } from '@/lib/shipping/ndr-types';
import { ALL_STAFF, MANAGERS, sellerCall } from './call';
import { zDay, zOptionalText } from './fields';

/** A phone the courier may call instead: 10 digits, with +91 or a leading 0 if written so; blank for none. */
export const zNdrPhone = z
  .string('must be a phone number')
  .trim()
  .refine((v) => v === '' || /^(\+?91[\s-]?)?0?[6-9]\d{9}$/.test(v.replace(/\s/g, '')), 'must be a 10-digit mobile number')
  .optional()
  .transform((v) => (v ? v.replace(/\D/g, '').slice(-10) : undefined));

export const ndrCalls = {
  ndrDesk: sellerCall<NdrDesk>()({
    ...paths.ndrDesk, roles: ALL_STAFF,
    request: z.object({}),
  }),
  // Answers the desk as it now is, so the console needs no second read.
  ndrAction: sellerCall<{ desk: NdrDesk }>()({
    ...paths.ndrAction, roles: MANAGERS,
    request: z
      .object({
        order_id: zId,
        action: z.enum(['reattempt', 'rto'], 'must be reattempt or rto'),
        date: zDay.optional(),
        phone: zNdrPhone,
        landmark: zOptionalText(120),
      })
      .superRefine((v, ctx) => {
        if (v.action === 'reattempt' && !v.date) ctx.addIssue({ code: 'custom', path: ['date'], message: 'is required for a re-attempt' });
      }),
  }),
} as const;
