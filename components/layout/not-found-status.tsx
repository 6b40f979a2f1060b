// Answers 404 without replacing what the page shows. A page that shows the home screen
// for an unknown product or shelf (docs/rules/catalogue.md#unknown-pages) renders this beside
// it: notFound() thrown inside a Suspense boundary sets the status of the response,
// and the boundary's error is swallowed (IgnoreNotFound), so the home stays on screen.
// This replaces the root not-found boundary for those pages: Next renders that
// boundary's content into the payload of EVERY page, and the home in it doubled the
// size of every document.
import { Suspense } from 'react';
import { notFound } from 'next/navigation';
import { IgnoreNotFound } from './ignore-not-found';

function Signal(): never {
  notFound();
}

export function NotFoundStatus() {
  return (
    <Suspense fallback={null}>
      <IgnoreNotFound>
        <Signal />
      </IgnoreNotFound>
    </Suspense>
  );
}
