// /track: a shopper not logged in tracks an order by its number and phone number
// (docs/rules/shipping.md#tracking); ?order= fills in the number (the shipped message links
// here). Never indexed: it shows nothing without the order's own phone number.
import type { Metadata } from 'next';
import { TrackOrder } from '@/components/orders/track-order';
import { trackingTexts } from '@/lib/texts/tracking';

export const metadata: Metadata = { title: trackingTexts.pageTitle, robots: { index: false, follow: false } };

export default async function TrackPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const raw = (await searchParams).order;
  const order = typeof raw === 'string' ? raw.trim().slice(0, 40) : '';
  return (
    <div className="mx-auto max-w-xl px-4 py-8">
      <h1 className="mb-2 text-2xl font-bold">{trackingTexts.pageTitle}</h1>
      <p className="mb-4 text-sm text-neutral-700">{trackingTexts.pageIntro}</p>
      <TrackOrder order={order} />
    </div>
  );
}
