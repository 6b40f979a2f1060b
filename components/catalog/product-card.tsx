'use client';
// A product in a list or carousel (docs/rules/catalogue.md#product-card): pictures cycling every
// 2000 ms, name linking to the product page, rupee prices rounded, discount percent
// (only when the MRP is above the selling price), and Add to cart (or the stepper once
// in the cart); at stock 0 or below a 'Sold Out' label and a disabled 'Sold out!'
// button. A client component fed only the card's fields (cardProduct): a server-rendered
// card would put its whole element tree into the page's RSC payload, several times the
// size of its fields. It is in the HTML all the same.
import Link from 'next/link';
import type { CardProduct as Product } from '@/lib/catalog/product-card';
import { discountPercent, rupeesRounded } from '@/lib/pricing';
import { routes } from '@/lib/routes';
import { cardTexts } from '@/lib/texts/cards';
import { AddToCart } from '@/components/cart/add-to-cart';
import { CardGallery } from './card-gallery';

/** The card's pictures: the gallery, or the main image when there is none. */
function cardImages(product: Pick<Product, 'gallery_images' | 'image'>): string[] {
  const gallery = (product.gallery_images ?? []).filter((src) => typeof src === 'string' && src !== '');
  if (gallery.length > 0) return gallery;
  const main = product.image;
  return main ? [main] : ['/img/placeholder.webp'];
}

export function ProductCard({ product, priority = false }: { product: Product; priority?: boolean }) {
  const href = routes.product(product.name_url, product.product_id);
  const off = discountPercent(product.mrp, product.selling_price);
  const soldOut = product.stock <= 0;
  const rated = product.review_count > 0 && product.total_rating > 0;
  // Class names of styles/globals.css (.card...): the card repeats up to a hundred times a page.
  return (
    <article className="card">
      <div className="card-pics">
        {/* A sold-out product's pictures are dimmed under the label. */}
        <CardGallery images={cardImages(product)} name={product.name} priority={priority} dimmed={soldOut} />
        {soldOut && (
          <span className="absolute left-2 top-2 rounded bg-secondary/90 px-2 py-0.5 text-xs font-bold uppercase tracking-wide text-white">
            {cardTexts.soldOutLabel}
          </span>
        )}
      </div>
      <div className="card-body">
        {/* The link itself holds the two clamped lines, so it is a 40 px tall target even for a one-line name. */}
        <h3 className="text-sm font-medium leading-snug">
          <Link href={href} className="card-name">
            {product.name}
          </Link>
        </h3>
        {rated && (
          <p className="flex items-center gap-1 text-xs text-muted">
            <span className="sr-only">{cardTexts.ratingLabel(product.total_rating, product.review_count)}</span>
            <span className={`rounded bg-primary-strong px-1 py-px font-semibold text-white`} aria-hidden="true">
              {product.total_rating.toFixed(1)} ★
            </span>
            <span aria-hidden="true">({product.review_count})</span>
          </p>
        )}
        <p className="card-prices">
          <span className="sr-only">{cardTexts.priceLabel}</span>
          <span className="text-base font-bold">{rupeesRounded(product.selling_price)}</span>
          {off !== null && (
            <>
              <span className="sr-only">{cardTexts.mrpLabel}</span>
              <s className="text-xs text-muted">{rupeesRounded(product.mrp)}</s>
              <span className={`text-xs font-bold text-primary-strong`}>{cardTexts.percentOff(off)}</span>
            </>
          )}
        </p>
        {/* Above the name link's full-card click area. */}
        <div className="relative z-10 flex justify-center pt-1">
          <AddToCart product={product} variant="card" className="w-full" />
        </div>
      </div>
    </article>
  );
}
