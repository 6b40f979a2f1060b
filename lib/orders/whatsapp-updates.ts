// Order updates on WhatsApp: the shopper's consent and when it was given
// (customers.whatsapp_opt_in_at; null: not agreed, or withdrawn). Given at checkout
// (placeOrder records it in the order's own transaction, before the order's messages are
// enqueued, so the first one goes to WhatsApp too) or on the account page, withdrawn
// there. Asked for only while WhatsApp is configured: the shop does not offer what it
// does not send.
import 'server-only';
import type { DB, Tx } from '@/lib/db';
import { ShopError } from '@/lib/errors';
import { whatsappConfigured } from '@/lib/notify/senders';
import { screenTexts } from '@/lib/texts/screens';
import type { WhatsappUpdates } from './types';

/** Records the consent as of `now`; one given before keeps its time. Nothing while WhatsApp is not configured. */
export async function agreeToWhatsappUpdates(db: DB | Tx, customerId: number, now: Date = new Date()): Promise<void> {
  if (!whatsappConfigured()) return;
  await db
    .updateTable('customers')
    .set({ whatsapp_opt_in_at: now.toISOString() })
    .where('id', '=', customerId)
    .where('whatsapp_opt_in_at', 'is', null)
    .execute();
}

export async function whatsappUpdatesOf(db: DB, customerId: number): Promise<WhatsappUpdates> {
  const row = await db.selectFrom('customers').select('whatsapp_opt_in_at').where('id', '=', customerId).executeTakeFirst();
  return { offered: whatsappConfigured(), on_since: row?.whatsapp_opt_in_at ?? null };
}

/** Turns the updates on (refused while WhatsApp is not configured) or off; answers the state after. */
export async function setWhatsappUpdates(db: DB, customerId: number, on: boolean): Promise<WhatsappUpdates> {
  if (on && !whatsappConfigured()) throw new ShopError('conflict', screenTexts.whatsappUpdates.notOffered);
  if (on) await agreeToWhatsappUpdates(db, customerId);
  else await db.updateTable('customers').set({ whatsapp_opt_in_at: null }).where('id', '=', customerId).execute();
  return whatsappUpdatesOf(db, customerId);
}
