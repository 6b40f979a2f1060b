// A product in a list or carousel: picture, name, rounded rupee prices and discount.
import Link from 'next/link';
import Image from 'next/image';
import type { ProductCard as Product } from '@/lib/contract';
import { discountPercent, rupeesRounded } from '@/lib/pricing';
import { routes } from '@/lib/routes';
import { texts } from '@/lib/texts';

export function ProductCard({ product, priority = false }: { product: Product; priority?: boolean }) {
  const href = routes.product(product.name_url, product.product_id);
  const off = discountPercent(product.mrp, product.selling_price);
  const soldOut = product.stock <= 0;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-lg border border-black/10 bg-white transition hover:shadow-md">
      <div className="relative aspect-square bg-neutral-50">
        <Image
          src={product.image}
          alt=""
          fill
          sizes="(max-width: 560px) 50vw, (max-width: 1024px) 33vw, 20vw"
          className="object-contain p-3"
          priority={priority}
        />
        {off !== null && (
          <span className="absolute left-2 top-2 rounded bg-add px-1.5 py-0.5 text-xs font-bold text-white">{off}% off</span>
        )}
        {soldOut && (
          <span className="absolute right-2 top-2 rounded bg-secondary px-1.5 py-0.5 text-xs font-bold text-white">{texts.soldOutLabel}</span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h3 className="line-clamp-2 text-sm font-medium leading-snug">
          <Link href={href} className="after:absolute after:inset-0 hover:text-primary-dark">
            {product.name}
          </Link>
        </h3>
        <p className="mt-auto flex flex-wrap items-baseline gap-x-2">
          <span className="text-base font-bold">{rupeesRounded(product.selling_price)}</span>
          {off !== null && <s className="text-xs text-muted">{rupeesRounded(product.mrp)}</s>}
        </p>
      </div>
    </article>
  );
}

export function ProductGrid({ products, priorityCount = 0 }: { products: Product[]; priorityCount?: number }) {
  return (
    <ul className="grid grid-cols-2 gap-3 desk:grid-cols-3 lg:grid-cols-5">
      {products.map((p, i) => (
        <li key={p.product_id}>
          <ProductCard product={p} priority={i < priorityCount} />
        </li>
      ))}
    </ul>
  );
}
