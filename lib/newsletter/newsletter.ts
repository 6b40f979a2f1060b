// The footer's newsletter (docs/rules/newsletter.md): an address signs up with its
// consent time; it gets a mail with its unsubscribe link (the token's hash is kept, not
// the token); the link's page unsubscribes it; staff export the list. Signing up again
// renews the consent and the link, and says the same as the first time (nobody learns
// whether an address was on the list).
import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { csvDownload } from '@/lib/csv/export';
import { store } from '@/lib/config';
import type { DB, OpenedDatabase } from '@/lib/db';
import { emailSender, escapeHtml } from '@/lib/notify/email';
import { texts } from '@/lib/texts';

const now = () => new Date().toISOString();
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Where a subscriber's unsubscribe link goes. */
export const unsubscribePath = (token: string) => `/newsletter/unsubscribe?token=${token}`;

/** Signs the address up (or renews it) and mails it the unsubscribe link. */
export async function subscribe(database: OpenedDatabase, email: string, siteUrl: string): Promise<void> {
  const address = email.trim().toLowerCase();
  const token = randomBytes(24).toString('hex');
  const values = { consent_at: now(), source: 'footer', unsubscribe_token_hash: hashOf(token), unsubscribed_at: null, updated_at: now() };
  await database.db
    .insertInto('newsletter_subscribers')
    .values({ company_id: store.companyId, store_id: store.storeId, email: address, ...values })
    .onConflict((oc) => oc.columns(['store_id', 'email']).doUpdateSet(values))
    .execute();
  const link = `${siteUrl.replace(/\/$/, '')}${unsubscribePath(token)}`;
  await emailSender(database.db).send({
    channel: 'email', recipient: address, subject: texts.newsletter.welcomeSubject(store.businessName),
    body: `<p>${escapeHtml(texts.newsletter.welcomeBody)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(texts.newsletter.unsubscribeLink)}</a></p>`,
  });
}

/** Unsubscribes the address of this link's token; false when the link is unknown. */
export async function unsubscribe(db: DB, token: string): Promise<boolean> {
  const changed = await db
    .updateTable('newsletter_subscribers')
    .set({ unsubscribed_at: now(), updated_at: now() })
    .where('store_id', '=', store.storeId)
    .where('unsubscribe_token_hash', '=', hashOf(token))
    .executeTakeFirst();
  return Number(changed.numUpdatedRows) === 1;
}

export async function subscriberCounts(db: DB): Promise<{ subscribed: number; unsubscribed: number }> {
  const count = async (subscribed: boolean) =>
    Number(
      (
        await db
          .selectFrom('newsletter_subscribers')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('store_id', '=', store.storeId)
          .where('unsubscribed_at', subscribed ? 'is' : 'is not', null)
          .executeTakeFirstOrThrow()
      ).n,
    );
  return { subscribed: await count(true), unsubscribed: await count(false) };
}

/**
 * The list as CSV: every address that signed up, with its consent and whether it left.
 * Byte-order mark first (csvDownload), so Excel opens it as UTF-8.
 */
export async function exportSubscribers(db: DB): Promise<string> {
  const rows = await db
    .selectFrom('newsletter_subscribers')
    .select(['email', 'consent_at', 'source', 'unsubscribed_at'])
    .where('store_id', '=', store.storeId)
    .orderBy('id')
    .execute();
  return csvDownload({ fields: ['email', 'consent_at', 'source', 'unsubscribed_at'], data: rows.map((r) => [r.email, r.consent_at, r.source, r.unsubscribed_at ?? '']) });
}
