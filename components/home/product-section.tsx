// A titled row of products on the home page, with an optional "View All" link.
import Link from 'next/link';
import type { ProductCard } from '@/lib/contract';
import { ProductGrid } from '@/components/catalog/product-card';

export function ProductSection({ title, products, viewAllHref }: { title: string; products: ProductCard[]; viewAllHref?: string }) {
  if (products.length === 0) return null;
  return (
    <section className="mx-auto max-w-7xl px-4 py-6" aria-label={title}>
      <div className="mb-4 flex items-end justify-between">
        <h2 className="text-xl font-bold">{title}</h2>
        {viewAllHref && (
          <Link href={viewAllHref} className="text-sm font-semibold text-primary-dark hover:underline">
            View All
          </Link>
        )}
      </div>
      <ProductGrid products={products} />
    </section>
  );
}
