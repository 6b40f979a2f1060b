// SPEC: any unmatched path shows the Home screen. It is answered with status 404, and
// Next.js adds <meta name="robots" content="noindex"> to every 404 answer (and to a
// notFound() raised after streaming began), so search engines do not index duplicates
// of the home page. e2e/seo.e2e.ts checks both.
import HomePage from './page';

export default function NotFound() {
  return <HomePage />;
}
