// The COD ledger's overdue flag, told (docs/rules/seller.md#cod-ledger): once a day the
// job queue's schedule (lib/jobs/kinds.ts) e-mails the seller how many delivered cash
// orders couriers have held past seller.codRemittanceDueDays, and how much, while any
// are. One e-mail per India day, whatever the number of instances (its key is the day).
import 'server-only';
import { seller } from '@/lib/config';
import { writeTransaction, type OpenedDatabase } from '@/lib/db';
import { rupees } from '@/lib/pricing';
import { enqueueMessage } from '@/lib/notify/messages';
import { todayInIndia } from '@/lib/orders/dates';
import { codOutstanding } from './ledger';

/** Answers how many orders are overdue (0: no e-mail). */
export async function tellSellerOfOverdueCod(database: OpenedDatabase, now: Date = new Date()): Promise<number> {
  const { overdue } = await codOutstanding(database.db, now);
  if (overdue.length === 0) return 0;
  const amount = overdue.reduce((sum, order) => sum + Math.round(order.amount * 100), 0) / 100;
  await writeTransaction(database, (tx) =>
    enqueueMessage(tx, {
      orderId: null,
      event: 'sellerCodOverdue',
      channel: 'email',
      recipient: seller.ordersEmail,
      key: `cod-overdue:${todayInIndia(now)}`,
      vars: { count: String(overdue.length), amount: rupees(amount), days: String(seller.codRemittanceDueDays) },
    }, now),
  );
  return overdue.length;
}
