// Seller calls of COD confirmation (lib/orders/cod-confirmation.ts). Thin: roles are
// checked by the dispatcher (and confirmCodByStaff checks again).
import { paiseFromRupees, rupeesFromPaise } from '@/lib/catalog/money';
import { store } from '@/lib/config';
import { confirmCodByStaff, readCodConfirmationSettings, saveCodConfirmationSettings, type CodConfirmationSettings } from '@/lib/orders/cod-confirmation';
import type { CodConfirmationSettingsView } from '@/lib/seller-contract/cod-confirmation';
import type { SellerHandlerTable } from '../seller-handler';
import { orderView } from './orders';

function view(s: CodConfirmationSettings): CodConfirmationSettingsView {
  return {
    enabled: s.enabled, min_order: rupeesFromPaise(s.minOrderPaise), window_hours: s.windowHours, prepay_discount_kind: s.prepayDiscountKind,
    prepay_discount_value: s.prepayDiscountKind === 'amount' ? rupeesFromPaise(s.prepayDiscountValue) : s.prepayDiscountValue,
  };
}

export const codConfirmationHandlers: SellerHandlerTable = {
  codConfirmationSettings: async (_input, ctx) => ({ payload: view(await readCodConfirmationSettings(ctx.database.db, store.storeId)) }),
  codSaveConfirmationSettings: async (input, ctx) => {
    const saved = await saveCodConfirmationSettings(ctx.database, ctx.staff, {
      enabled: input.enabled, minOrderPaise: paiseFromRupees(input.min_order), windowHours: input.window_hours, prepayDiscountKind: input.prepay_discount_kind,
      prepayDiscountValue: input.prepay_discount_kind === 'amount' ? paiseFromRupees(input.prepay_discount_value) : input.prepay_discount_value,
    }, ctx.clientIp);
    return { payload: view(saved) };
  },
  orderConfirmCod: async (input, ctx) => {
    await confirmCodByStaff(ctx.database, ctx.staff, input.order_id, input.note, ctx.clientIp);
    return { payload: await orderView(ctx.database.db, input.order_id, ctx.staff.role) };
  },
};
