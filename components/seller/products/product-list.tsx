// The console's catalogue (docs/rules/products.md): the CSV import and export, search by
// name or SKU, the products (ProductRows: prices and stock edited in place) and pages;
// or the archived products, each with Restore.
import Link from 'next/link';
import type { EditableProduct } from '@/lib/products/editor';
import { sellerTexts } from '@/lib/texts/seller';
import { CatalogueImport } from './catalogue-import';
import { ArchivedRows, ProductRows } from './product-rows';

const t = sellerTexts.productsPage;

type Props = { products: EditableProduct[]; total: number; page: number; page_size: number; q: string; archived: boolean; canEdit: boolean };

export function ProductList({ products, total, page, page_size, q, archived, canEdit }: Props) {
  const pages = Math.max(1, Math.ceil(total / page_size));
  const pageLink = (n: number) => `/seller/products?${new URLSearchParams({ ...(q ? { q } : {}), ...(archived ? { archived: '1' } : {}), page: String(n) })}`;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-bold">{archived ? t.archivedTitle : t.title}</h1>
        <span className="flex flex-wrap items-center gap-3">
          <Link href={archived ? '/seller/products' : '/seller/products?archived=1'} className="text-sm font-semibold underline">
            {archived ? t.showOnSale : t.showArchived}
          </Link>
          {canEdit && !archived && (
            <Link href="/seller/products/new" className="rounded-lg bg-primary-strong px-4 py-2 text-sm font-semibold text-white">
              {t.newProduct}
            </Link>
          )}
        </span>
      </div>
      {canEdit && !archived && <CatalogueImport />}
      <form action="/seller/products" className="flex gap-2">
        {archived && <input type="hidden" name="archived" value="1" />}
        <label htmlFor="product-search" className="sr-only">{t.search}</label>
        <input id="product-search" name="q" defaultValue={q} placeholder={t.search} className="min-w-0 flex-1 rounded-lg border border-black/25 px-3 py-2 text-base" />
        <button type="submit" className="rounded-lg border border-black/30 px-4 py-2 text-sm font-semibold">{t.find}</button>
      </form>
      {products.length === 0 ? (
        <p className="text-sm text-neutral-700">{archived && !q ? t.noneArchived : t.none}</p>
      ) : archived ? (
        <ArchivedRows products={products} canEdit={canEdit} />
      ) : (
        <ProductRows products={products} canEdit={canEdit} />
      )}
      {pages > 1 && (
        <nav className="flex items-center gap-3 text-sm" aria-label={t.pageOf(page, pages)}>
          {page > 1 && <Link href={pageLink(page - 1)} className="rounded border px-3 py-1">{t.previous}</Link>}
          <span>{t.pageOf(page, pages)}</span>
          {page < pages && <Link href={pageLink(page + 1)} className="rounded border px-3 py-1">{t.next}</Link>}
        </nav>
      )}
    </div>
  );
}
