// Seller calls of COD confirmation (lib/orders/cod-confirmation.ts;
// docs/rules/orders.md#cash-on-delivery-confirmation): its settings, and confirming a
// waiting order by hand after a call (owner and manager, with a note).
import { z } from 'zod';
import { zId } from '@/lib/contract';
import { sellerClientCalls as paths } from '@/lib/client/seller/call-table';
import type { DeskOrderView } from '@/lib/orders/desk-types';
import { codConfirmTexts } from '@/lib/texts/cod-confirmation';
import { MANAGERS, sellerCall } from './call';
import { zAmount, zBoolean, zPercent, zText } from './fields';

/** The settings as the console reads and writes them: money in rupees. */
export interface CodConfirmationSettingsView {
  enabled: boolean;
  min_order: number;
  window_hours: number;
  prepay_discount_kind: 'percent' | 'amount';
  /** A percent, or rupees. */
  prepay_discount_value: number;
}

const t = codConfirmTexts.seller;

export const codConfirmationCalls = {
  codConfirmationSettings: sellerCall<CodConfirmationSettingsView>()({
    ...paths.codConfirmationSettings, roles: MANAGERS,
    request: z.object({}),
  }),
  codSaveConfirmationSettings: sellerCall<CodConfirmationSettingsView>()({
    ...paths.codSaveConfirmationSettings, roles: MANAGERS,
    request: z
      .object({
        enabled: zBoolean,
        min_order: zAmount,
        window_hours: z.union([z.number(), z.string().trim().regex(/^\d{1,3}$/, t.windowRange)]).transform(Number).pipe(z.number().int(t.windowRange).min(1, t.windowRange).max(168, t.windowRange)),
        prepay_discount_kind: z.enum(['percent', 'amount'], 'must be percent or amount'),
        prepay_discount_value: zAmount,
      })
      .superRefine((v, ctx) => {
        if (v.prepay_discount_kind === 'percent' && (!zPercent.safeParse(v.prepay_discount_value).success || !Number.isInteger(v.prepay_discount_value))) ctx.addIssue({ code: 'custom', path: ['prepay_discount_value'], message: t.percentRange });
      }),
  }),
  orderConfirmCod: sellerCall<DeskOrderView>()({
    ...paths.orderConfirmCod, roles: MANAGERS,
    request: z.object({ order_id: zId, note: zText(300) }),
  }),
} as const;
