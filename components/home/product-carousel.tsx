// The slides of a home carousel of product cards (deals of the day, hot deals, new arrivals
// and the home categories, and the product page's three): the shop's ProductCard with only
// the fields it shows, rendered on the server.
import type { ReactNode } from 'react';
import type { ProductCard as Product } from '@/lib/contract';
import { cardProduct } from '@/lib/catalog/product-card';
import { ProductCard } from '@/components/catalog/product-card';

type Decorate = (card: ReactNode, product: Product) => ReactNode;

/** The carousel's slides: one card each (also what a section loaded later receives). */
export function productSlides(products: Product[], decorate?: Decorate): ReactNode[] {
  return products.map((product) => {
    const card = <ProductCard product={cardProduct(product)} />;
    return <div key={product.product_id} className="h-full">{decorate ? decorate(card, product) : card}</div>;
  });
}
