'use client';
// Last resort when the root layout itself fails to render.
import { errorTexts } from '@/lib/texts/errors';

export default function GlobalError() {
  return (
    <html lang="en-IN">
      <body style={{ fontFamily: 'system-ui, sans-serif', textAlign: 'center', padding: '4rem 1rem' }}>
        <h1>{errorTexts.unexpectedError}</h1>
      </body>
    </html>
  );
}
