// Alerts and EMI, the shopper's calls (docs/rules/alerts.md): saving, listing and stopping
// the logged-in shopper's alerts, the message link's unsubscribe, and the cart's EMI quote.
import { alertsOf, saveAlert, stopAlert, stopAlertsByToken } from '@/lib/alerts/alerts';
import { emiQuote } from '@/lib/emi/plans';
import type { HandlerTable } from '../handler';

export const alertHandlers: HandlerTable = {
  async alertsSave({ product_id, kind, price }, ctx) {
    return { payload: await saveAlert(ctx.database, ctx.customer.customer_id, { productId: product_id, kind, price }) };
  },
  async alertsList(_input, ctx) {
    return { payload: await alertsOf(ctx.database.db, ctx.customer.customer_id) };
  },
  async alertsDelete({ alert_id }, ctx) {
    return { payload: await stopAlert(ctx.database.db, ctx.customer.customer_id, alert_id) };
  },
  async alertsUnsubscribe({ token }, ctx) {
    return { payload: await stopAlertsByToken(ctx.database.db, token) };
  },
  async emiQuote({ lines }, ctx) {
    return { payload: await emiQuote(ctx.database.db, lines) };
  },
};
