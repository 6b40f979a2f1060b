// The newsletter's list: how many are on it, and its CSV download.
import { sellerTexts } from '@/lib/texts/seller';
import { Card, PageTitle } from '../kit/card';
import { FileLink } from '../kit/button';

const t = sellerTexts.newsletterPage;

export function NewsletterScreen({ counts }: { counts: { subscribed: number; unsubscribed: number } }) {
  return (
    <div className="flex flex-col gap-4">
      <PageTitle>{t.title}</PageTitle>
      <Card>
        <p data-testid="newsletter-counts">{t.counts(counts.subscribed, counts.unsubscribed)}</p>
        <p className="text-sm text-neutral-700">{t.note}</p>
        <FileLink href="/seller/newsletter/subscribers.csv" className="w-fit">{t.export}</FileLink>
      </Card>
    </div>
  );
}
