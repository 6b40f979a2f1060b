// The 404 answer of an unknown product, shelf or keyword: the Home screen (SPEC: any
// unmatched path shows Home) with status 404. Pages render it in place of notFound(),
// whose root boundary would put a copy of the home into every page's payload.
import Home from '@/app/page';
import { NotFoundStatus } from '@/components/layout/not-found-status';

export function HomeAsNotFound() {
  return (
    <>
      <Home />
      <NotFoundStatus />
    </>
  );
}
