// Home (docs/rules/pages.md#home): server-rendered from the cached catalogue reads and
// regenerated at most every response-cache lifetime (500 s).
import { HomePage } from '@/components/home/home-page';
import { SiteJsonLd } from '@/lib/seo/json-ld';

export const revalidate = 500;

export default function Home() {
  return (
    <>
      <SiteJsonLd />
      <HomePage />
    </>
  );
}
