// /newsletter/unsubscribe?token=: the newsletter mail's unsubscribe link (docs/rules/newsletter.md).
// A button, not the visit itself, unsubscribes: mail scanners open links too.
import type { Metadata } from 'next';
import { texts } from '@/lib/texts';
import { UnsubscribeForm } from '@/components/static/unsubscribe-form';

export const metadata: Metadata = { title: texts.newsletter.unsubscribeTitle, robots: { index: false, follow: false } };

export default async function UnsubscribePage({ searchParams }: { searchParams: Promise<Record<string, string | undefined>> }) {
  const token = (await searchParams).token ?? '';
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <h1 className="mb-4 text-2xl font-bold">{texts.newsletter.unsubscribeTitle}</h1>
      <UnsubscribeForm token={token} />
    </div>
  );
}
