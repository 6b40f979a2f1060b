'use client';
// An uncaught render error shows 'Unexpected Application Error!'.
import { errorTexts } from '@/lib/texts/errors';

export function ErrorScreen({ reset }: { error: Error; reset: () => void }) {
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{errorTexts.unexpectedError}</h1>
      <button type="button" onClick={reset} className="mt-6 rounded-md bg-primary-strong px-4 py-2 font-semibold text-white">
        {errorTexts.tryAgain}
      </button>
    </section>
  );
}
