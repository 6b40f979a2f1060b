// A home carousel of product cards (deals of the day, hot deals, new arrivals and
// the home categories). The cards are the shop's ProductCard with only the fields it
// shows, rendered on the server too, so names and prices are in the HTML.
import type { ReactNode } from 'react';
import type { ProductCard as Product } from '@/lib/contract';
import type { CarouselLayout } from '@/lib/home/carousel-layout';
import { cardProduct } from '@/lib/catalog/product-card';
import { ProductCard } from '@/components/catalog/product-card';
import { Carousel } from './carousel';

type Decorate = (card: ReactNode, product: Product) => ReactNode;

/** The carousel's slides: one card each (also what a section loaded later receives). */
export function productSlides(products: Product[], decorate?: Decorate): ReactNode[] {
  return products.map((product) => {
    const card = <ProductCard product={cardProduct(product)} />;
    return <div key={product.product_id} className="h-full">{decorate ? decorate(card, product) : card}</div>;
  });
}

export function ProductCarousel({
  label, products, layout, decorate,
}: {
  label: string;
  products: Product[];
  layout: CarouselLayout;
  /** Wraps each card (hot deals add their 'Limited time' label). */
  decorate?: Decorate;
}) {
  return (
    <Carousel label={label} layout={layout} arrowTop="38%">
      {productSlides(products, decorate)}
    </Carousel>
  );
}
