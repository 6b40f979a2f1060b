// /seller/newsletter: how many addresses are on the newsletter, and the list as CSV (owner and manager).
import type { Metadata } from 'next';
import { getDb } from '@/lib/db';
import { subscriberCounts } from '@/lib/newsletter/newsletter';
import { requireStaffPage } from '@/lib/staff/page-session';
import { sellerTexts } from '@/lib/texts/seller';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: sellerTexts.newsletterPage.title, robots: { index: false, follow: false } };

export default async function SellerNewsletterPage() {
  await requireStaffPage(['owner', 'manager']);
  const counts = await subscriberCounts(await getDb());
  const t = sellerTexts.newsletterPage;
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-bold">{t.title}</h1>
      <p data-testid="newsletter-counts">{t.counts(counts.subscribed, counts.unsubscribed)}</p>
      <p className="text-sm text-neutral-700">{t.note}</p>
      <a href="/seller/newsletter/subscribers.csv" className="w-fit font-semibold underline">{t.export}</a>
    </div>
  );
}
