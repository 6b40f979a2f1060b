// Offers (/offers and /shop-offers, a page with a header titled Offers). Under
// the header we list the cart offers running now, from the offers call: coupons shown
// here, each with the code that applies it in the cart or at checkout.
import Link from 'next/link';
import { store } from '@/lib/config';
import type { Offer } from '@/lib/contract';
import { routes } from '@/lib/routes';
import { texts } from '@/lib/texts';
import { pageTexts } from '@/lib/texts/pages';
import { rupeesRounded } from '@/lib/pricing';
import { pageMetadata } from '@/lib/seo/metadata';
import { getOffers } from '@/lib/catalog/data';
import { showDate } from '@/lib/orders/display';
import { StaticPage } from './static-page';

export const offersMetadata = pageMetadata({
  title: `${pageTexts.staticPages.offers} - ${store.businessName}`,
  description: `Current offers at ${store.businessName}: extra savings on open-box appliances and electronics, on top of discounts of up to 80% on MRP.`,
  path: routes.offers,
});

export async function OffersPage() {
  const offers: Offer[] = await getOffers(store.storeId).catch(() => []);
  const t = pageTexts.offers;
  return (
    <StaticPage title={pageTexts.staticPages.offers}>
      {offers.length === 0 ? (
        <p className="text-muted">{pageTexts.offersEmpty}</p>
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {offers.map((offer) => {
            const conditions = [
              offer.first_order_only ? t.firstOrderOnly : offer.uses_per_customer === 1 ? t.oncePerCustomer : t.usesPerCustomer(offer.uses_per_customer),
              offer.limited ? t.limited : null,
              offer.ends_at ? t.endsOn(showDate(offer.ends_at)) : null,
            ].filter((c): c is string => c !== null);
            return (
              <li key={offer.offer_id}>
                <article className="relative flex h-full flex-col overflow-hidden rounded-xl border border-dashed border-primary/60 bg-white p-6 shadow-sm">
                  <span className="absolute top-0 right-0 rounded-bl-xl bg-add px-3 py-1.5 text-sm font-bold text-secondary">
                    {offer.discount_percent > 0 ? t.percentOff(offer.discount_percent) : t.amountOff(rupeesRounded(offer.max_discount ?? 0))}
                  </span>
                  <h2 className="pr-20 text-lg font-semibold text-secondary">{offer.title}</h2>
                  {offer.description && <p className="mt-2 text-[15px] leading-6 text-muted">{offer.description}</p>}
                  <p className="mt-3 text-sm text-secondary">
                    {t.useCode}{' '}
                    <code className="rounded border border-primary/60 bg-primary-soft px-2 py-0.5 font-mono font-semibold tracking-wide" data-testid="offer-code">
                      {offer.couponcode}
                    </code>
                  </p>
                  <p className="mt-2 text-xs text-muted">{conditions.join(' · ')}</p>
                  <dl className="mt-auto grid grid-cols-2 gap-3 pt-5 text-sm">
                    <div className="rounded-lg bg-primary-soft px-3 py-2">
                      <dt className="text-xs text-muted">{t.minimumCart}</dt>
                      <dd className="font-semibold text-secondary">{rupeesRounded(offer.min_cart_amount)}</dd>
                    </div>
                    {offer.max_discount !== null && (
                      <div className="rounded-lg bg-primary-soft px-3 py-2">
                        <dt className="text-xs text-muted">{t.saveUpTo}</dt>
                        <dd className="font-semibold text-secondary">{rupeesRounded(offer.max_discount)}</dd>
                      </div>
                    )}
                  </dl>
                </article>
              </li>
            );
          })}
        </ul>
      )}
      <p className="mt-8 text-sm text-muted">
        {t.howToUse}{' '}
        <Link href={routes.home} className="font-medium text-(--accent) underline underline-offset-2">
          {texts.continueShopping}
        </Link>
      </p>
    </StaticPage>
  );
}
