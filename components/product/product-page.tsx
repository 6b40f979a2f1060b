// The product page (docs/rules/catalogue.md#product-page), one responsive layout for desktop
// and mobile, rendered on the server from cached calls: breadcrumb and structured data,
// the gallery, name, category, rating, stock badge, prices, colour variants, the cart
// controls, share, offers, promises, the delivery check, the tabs, ratings and reviews,
// and the deals, similar and featured carousels. Client parts are small islands.
import { Picture } from '@/components/layout/picture';
import Link from 'next/link';
import { cartItemSeed } from '@/lib/cart/rules';
import { limits, store } from '@/lib/config';
import {
  galleryImages, hasDescription, headlinePrice, otherInformationRows, productDescriptionText, productCrumbs, productPath, specificationRows,
} from '@/lib/catalog/product-info';
import type { ProductPageData } from '@/lib/catalog/product-page';
import type { CarouselLayout } from '@/lib/home/carousel-layout';
import { carouselLayouts } from '@/lib/home/carousel-layout';
import { discountPercent, rupees } from '@/lib/pricing';
import { ratingSummary } from '@/lib/reviews/summary';
import { routes } from '@/lib/routes';
import { absoluteUrl } from '@/lib/seo/metadata';
import { productJsonLd } from '@/lib/seo/product-json-ld';
import { texts } from '@/lib/texts';
import { productTexts } from '@/lib/texts/product';
import { alertTexts } from '@/lib/texts/alerts';
import type { EmiOffer as EmiOfferData } from '@/lib/emi/emi';
import { Breadcrumbs, jsonLdText } from '@/components/catalog/breadcrumbs';
import { LazyProductCarousel } from '@/components/home/lazy-product-carousel';
import { MobilePageTitle } from '@/components/layout/mobile-title';
import { BuyBox } from './buy-box';
import { CustomerReviewsButton } from './customer-reviews';
import { EmiOffer } from './emi-offer';
import { NotifyMe } from './notify-me';
import { DeliveryCheck } from './delivery-check';
import { DeliveryProvider } from './delivery-context';
import { ProductCondition } from './product-condition';
import { ProductGallery } from './product-gallery';
import { ProductTabs } from './product-tabs';
import { ReviewForm } from './review-form';
import { ShareButton } from './share-dialog';
import { Stars } from './stars';
import { ChosenWarranty, UnitBuyBox } from './unit-choice';
import { UnitList } from './unit-list';
import { unitTexts } from '@/lib/texts/units';

/** The product page's deals carousel shows 2 on mobile, 5 on desktop. */
const dealsLayout: CarouselLayout = {
  name: 'product-deals',
  gap: 12,
  steps: [
    { minWidth: 0, perView: limits.productDealsMobile },
    { minWidth: limits.mobileBreakpointPx + 1, perView: limits.productDealsDesktop },
  ],
};

const promiseIcons: Record<string, string> = {
  '100% Original': 'M12 2l2.4 4.9 5.4.8-3.9 3.8.9 5.4L12 14.4 7.2 16.9l.9-5.4-3.9-3.8 5.4-.8z',
  'QC Passed': 'M9 12l2 2 4-4M12 3l7 4v5c0 4.4-3 8.2-7 9-4-.8-7-4.6-7-9V7z',
  warranty: 'M12 3a9 9 0 100 18 9 9 0 000-18zm0 4v5l3 3',
  'Home Delivery': 'M3 7h11v9H3zM14 10h4l3 3v3h-7M7 19a2 2 0 100-4 2 2 0 000 4zm10 0a2 2 0 100-4 2 2 0 000 4z',
};

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="mb-3 text-lg font-bold desk:text-xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** `emi`: the EMI offer for the price, computed on the server (lib/emi); null without a plan that applies. */
export function ProductPage({ data, emi }: { data: ProductPageData; emi: EmiOfferData | null }) {
  const { product, variants, deals } = data;
  const path = productPath(product);
  const url = absoluteUrl(path);
  const images = galleryImages(product);
  // Older cached answers have no units: read them as none.
  const units = product.units ?? [];
  const byUnit = units.length > 0;
  const price = headlinePrice(product);
  const off = discountPercent(product.mrp, price);
  const inStock = product.stock > 0;
  const rated = product.review_count > 0 && product.total_rating > 0;
  const summary = ratingSummary(product.ratings);
  const crumbs = productCrumbs(product);
  const specs = specificationRows(product.specifications);
  const other = otherInformationRows(product.other_information, product.barcode);
  const swatches = variants.length > 1 ? variants : [];
  // docs/rules/units.md#the-we-promise-panel: the seller's own warranty (the product's, or the chosen unit's), never a fixed claim.
  const productWarranty = product.warranty_months > 0 ? unitTexts.promiseWarranty(texts.productCondition.warrantyMonths(product.warranty_months), null) : null;
  const showWarranty = productWarranty !== null || units.some((u) => (u.warranty_months ?? 0) > 0);
  const promises: { key: string; label: React.ReactNode }[] = texts.wePromise.map((p) => ({ key: p, label: p }));
  if (showWarranty) {
    promises.splice(2, 0, { key: 'warranty', label: byUnit ? <ChosenWarranty fallback={productWarranty ?? unitTexts.promiseNoWarranty} /> : <span data-testid="promise-warranty">{productWarranty}</span> });
  }

  return (
    <div className="mx-auto max-w-7xl px-4 pb-10 pt-3">
      <MobilePageTitle title={product.name} />
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: jsonLdText(productJsonLd(product, path, images, productDescriptionText(product))) }}
      />
      <Breadcrumbs crumbs={crumbs} />

      <DeliveryProvider storeEmail={store.email}>
        <div className="mt-3 grid gap-6 desk:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] desk:gap-8">
          <div className="desk:sticky desk:top-4 desk:self-start">
            <ProductGallery images={images} alts={images.map((src) => product.picture_alts?.[src] ?? '')} name={product.name} soldOut={!inStock} />
          </div>

          <div className="flex min-w-0 flex-col gap-4">
            <div>
              <p className="text-sm">
                <span className="sr-only">{productTexts.category}: </span>
                <Link href={routes.category(product.category_url)} className="font-semibold text-primary-strong hover:underline">
                  {product.category_name}
                </Link>
                {product.brand && (
                  <>
                    <span aria-hidden="true"> · </span>
                    <span className="sr-only">{productTexts.brand}: </span>
                    {product.brand_id ? (
                      <Link href={routes.brand(product.brand_id)} className="text-muted hover:underline">
                        {product.brand}
                      </Link>
                    ) : (
                      <span className="text-muted">{product.brand}</span>
                    )}
                  </>
                )}
              </p>
              <h1 className="mt-1 text-xl font-bold leading-snug desk:text-2xl">{product.name}</h1>
              <div className="mt-2 flex flex-wrap items-center gap-3 text-sm">
                {rated && (
                  <span className="inline-flex items-center gap-1.5">
                    <span className="rounded bg-primary-strong px-1.5 py-0.5 text-xs font-bold text-white" aria-hidden="true">
                      {product.total_rating.toFixed(1)} ★
                    </span>
                    <span className="text-muted">{texts.ratingLabel(product.total_rating, product.review_count)}</span>
                  </span>
                )}
                <span
                  className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${inStock ? 'bg-primary-soft text-primary-stronger' : 'bg-red-50 text-red-800'}`}
                  data-testid="stock-badge"
                >
                  {inStock ? texts.inStock : texts.outOfStock}
                </span>
              </div>
            </div>

            <div>
              <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                <span className="sr-only">{productTexts.sellingPrice}</span>
                <span className="text-2xl font-extrabold desk:text-3xl" data-testid="selling-price">
                  {byUnit ? unitTexts.priceFrom(rupees(price)) : rupees(product.selling_price)}
                </span>
                {off !== null && (
                  <>
                    <span className="sr-only">{texts.mrpLabel}</span>
                    <s className="text-base text-muted" data-testid="mrp">
                      {rupees(product.mrp)}
                    </s>
                    <span className="text-base font-bold text-primary-strong" data-testid="discount">
                      {texts.percentOff(off)}
                    </span>
                  </>
                )}
              </p>
              <p className="mt-0.5 text-xs text-muted">{productTexts.inclusiveOfTaxes}</p>
              <div className="mt-2">
                <EmiOffer offer={emi} id="product" />
              </div>
            </div>

            <ProductCondition product={product} />

            {swatches.length > 0 && (
              <div>
                <p className="mb-2 text-sm font-semibold">
                  {productTexts.color}: <span className="font-normal">{product.color}</span>
                </p>
                <ul className="flex flex-wrap gap-2" aria-label={productTexts.colorOptions}>
                  {swatches.map((variant) => {
                    const current = variant.product_id === product.product_id;
                    return (
                      <li key={variant.product_id}>
                        <Link
                          href={routes.product(variant.name_url, variant.product_id)}
                          aria-current={current ? 'page' : undefined}
                          aria-label={variant.color ?? variant.name_url}
                          title={variant.color ?? undefined}
                          className={`relative block h-14 w-14 overflow-hidden rounded-md border-2 bg-white ${current ? 'border-primary-strong' : 'border-black/10 hover:border-primary'}`}
                        >
                          <Picture src={variant.image} alt="" width={56} height={56} className="absolute inset-0 h-full w-full object-contain p-1" />
                        </Link>
                      </li>
                    );
                  })}
                </ul>
              </div>
            )}

            {byUnit && <UnitList product={{ units, warranty_months: product.warranty_months }} />}

            <div className="flex flex-wrap items-center gap-3">
              {byUnit ? <UnitBuyBox product={cartItemSeed(product)} /> : <BuyBox product={cartItemSeed(product)} />}
              <ShareButton url={url} name={product.name} image={absoluteUrl(images[0]!)} />
              <NotifyMe productId={product.product_id} soldOut={!inStock} price={product.selling_price} label={alertTexts.notifyMe} />
            </div>

            {product.bank_offer.length > 0 && (
              <section aria-labelledby="offers-heading" className="rounded-xl border border-black/10 bg-white p-4">
                <h2 id="offers-heading" className="mb-3 text-base font-bold">
                  {productTexts.offersAndCoupons}
                </h2>
                <ul className="space-y-3">
                  {product.bank_offer.map((offer, i) => (
                    <li key={i} className="flex items-start gap-3 text-sm">
                      {offer.logo ? (
                        <Picture src={offer.logo} alt="" width={40} height={40} className="h-10 w-10 shrink-0 rounded border border-black/10 bg-white object-contain p-1" />
                      ) : null}
                      <span>{offer.description}</span>
                    </li>
                  ))}
                </ul>
              </section>
            )}

            <section aria-labelledby="promise-heading" className="rounded-xl border border-black/10 bg-white p-4">
              <h2 id="promise-heading" className="mb-3 text-base font-bold">
                {productTexts.wePromiseHeading}
              </h2>
              <ul className="grid grid-cols-2 gap-3 desk:grid-cols-4">
                {promises.map((promise) => (
                  <li key={promise.key} className="flex flex-col items-center gap-1 text-center text-xs font-semibold">
                    <span className="flex h-10 w-10 items-center justify-center rounded-full bg-primary-soft text-primary-strong">
                      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
                        <path d={promiseIcons[promise.key] ?? promiseIcons['QC Passed']} />
                      </svg>
                    </span>
                    {promise.label}
                  </li>
                ))}
              </ul>
            </section>

            <DeliveryCheck address={store.address} phone={store.phone} />
          </div>
        </div>
      </DeliveryProvider>

      <div className="mt-8">
        <ProductTabs descriptionHtml={hasDescription(product) ? product.description : null} specifications={specs} otherInformation={other} />
      </div>

      <section aria-labelledby="ratings-heading" className="mt-8 grid gap-4 desk:grid-cols-2">
        <div className="rounded-xl border border-black/10 bg-white p-4">
          <h2 id="ratings-heading" className="text-lg font-bold">
            {productTexts.ratingsHeading}
          </h2>
          {rated ? (
            <div className="mt-3 flex flex-wrap items-center gap-6">
              <div className="text-center">
                <p className="text-4xl font-extrabold">{product.total_rating.toFixed(1)}</p>
                <Stars rating={product.total_rating} />
                <p className="mt-1 text-xs text-muted">{productTexts.basedOn(product.review_count)}</p>
              </div>
              <ul className="min-w-48 flex-1 space-y-1" aria-label={productTexts.ratingsHeading}>
                {summary.stars.map((row) => (
                  <li key={row.stars} className="flex items-center gap-2 text-xs">
                    <span className="w-8 shrink-0" aria-hidden="true">{row.stars} ★</span>
                    <span className="h-2 flex-1 overflow-hidden rounded-full bg-neutral-200" aria-hidden="true">
                      <span className="block h-full rounded-full bg-primary" style={{ width: `${row.percent}%` }} />
                    </span>
                    <span className="w-8 shrink-0 text-right text-muted" aria-hidden="true">{row.count}</span>
                    <span className="sr-only">{productTexts.starRow(row.stars, row.count)}</span>
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            <p className="mt-2 text-sm text-muted">{texts.noReviews}</p>
          )}
          <div className="mt-4">
            <CustomerReviewsButton productId={product.product_id} count={product.review_count} />
          </div>
        </div>
        <ReviewForm productId={product.product_id} />
      </section>

      {/* Below the fold: the carousels' cards come as the shopper scrolls near them. */}
      {deals.length > 0 && (
        <Section id="hurry-up-heading" title={texts.hurryUp}>
          <LazyProductCarousel label={texts.hurryUp} layout={dealsLayout} section={`product-${product.product_id}-deals`} />
        </Section>
      )}
      {product.similar.length > 0 && (
        <Section id="similar-heading" title={texts.youMayAlsoLike}>
          <LazyProductCarousel label={texts.youMayAlsoLike} layout={carouselLayouts.productRow} section={`product-${product.product_id}-similar`} />
        </Section>
      )}
      {product.featured.length > 0 && (
        <Section id="featured-heading" title={productTexts.featuredProducts}>
          <LazyProductCarousel label={productTexts.featuredProducts} layout={carouselLayouts.productRow} section={`product-${product.product_id}-featured`} />
        </Section>
      )}
    </div>
  );
}
