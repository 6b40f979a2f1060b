'use client';
// An uncaught render error shows 'Unexpected Application Error!'.
import { noticeTexts } from '@/lib/texts/notices';

export default function ErrorScreen({ reset }: { error: Error; reset: () => void }) {
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{noticeTexts.unexpectedError}</h1>
      <button type="button" onClick={reset} className="mt-6 rounded-md bg-primary-strong px-4 py-2 font-semibold text-white">
        {noticeTexts.tryAgain}
      </button>
    </section>
  );
}
