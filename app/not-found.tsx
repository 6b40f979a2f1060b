// SPEC: any unmatched path shows the Home screen. It is answered with status 404 and
// noindex so search engines do not index duplicates of the home page.
import HomePage from './page';

export default function NotFound() {
  return (
    <>
      <meta name="robots" content="noindex" />
      <HomePage />
    </>
  );
}
