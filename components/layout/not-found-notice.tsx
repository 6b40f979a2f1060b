// "Page not found" with a way back to the home: what a page's notFound() shows.
import Link from 'next/link';
import { routes } from '@/lib/routes';
import { texts } from '@/lib/texts';

export function NotFoundNotice() {
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{texts.pageNotFound}</h1>
      <Link href={routes.home} className="mt-6 inline-block rounded-md bg-primary-strong px-4 py-2 font-semibold text-white">
        {texts.continueShopping}
      </Link>
    </section>
  );
}
