'use client';
// The console's catalogue (docs/rules/products.md): the CSV import and export, search by
// name or SKU, tabs for the products on sale, those low on stock and the archived ones,
// the products (ProductRows: prices and stock edited in place; ArchivedRows: Restore) and
// the pager. The filter and page are the page's URL, read by the server page.
import Form from 'next/form';
import type { SellerRequestOf } from '@/lib/seller-contract';
import type { ProductList as ProductListView } from '@/lib/products/types';
import { useSellerQuery, type ServerView } from '@/lib/client/seller/hooks';
import { sellerTexts } from '@/lib/texts/seller';
import { Button, ButtonLink } from '../kit/button';
import { PageTitle } from '../kit/card';
import { Field, Input } from '../kit/field';
import { Pager, StateTabs, listHref } from '../kit/pager';
import { CatalogueImport } from './catalogue-import';
import { ArchivedRows, ProductRows } from './product-rows';

const t = sellerTexts.productsPage;
const VIEWS = ['low_stock', 'archived'] as const;
type View = (typeof VIEWS)[number];
type ProductFilter = SellerRequestOf<'productsList'>;

/** What the member's role may do here (the contract's roles, read by the server page). */
export interface ProductListMay {
  edit: boolean;
  add: boolean;
  import: boolean;
  brands: boolean;
  restore: boolean;
}

export function ProductList({ filter, initial, may }: { filter: ProductFilter; initial: ServerView<ProductListView>; may: ProductListMay }) {
  const { data = initial.payload } = useSellerQuery('productsList', filter, initial);
  const { products, total, page, page_size, low_stock_default } = data;
  const view: View | undefined = filter.archived ? 'archived' : filter.low_stock ? 'low_stock' : undefined;
  const href = (to: View | undefined, pageNo = 1) =>
    listHref('/seller/products', { q: filter.q, low_stock: to === 'low_stock' ? 1 : undefined, archived: to === 'archived' ? 1 : undefined, page: pageNo });
  const title = view === 'archived' ? t.archivedTitle : view === 'low_stock' ? t.lowStockTitle : t.title;
  return (
    <div className="flex flex-col gap-4">
      <PageTitle
        aside={
          <span className="flex flex-wrap items-center gap-3">
            {may.brands && <ButtonLink href="/seller/products/brands">{t.brands}</ButtonLink>}
            {may.add && <ButtonLink kind="primary" href="/seller/products/new">{t.newProduct}</ButtonLink>}
          </span>
        }
      >
        {title}
      </PageTitle>
      <StateTabs
        label={t.which} states={VIEWS} current={view} allLabel={t.showOnSale} hrefOf={(to) => href(to)}
        labelOf={(v) => (v === 'archived' ? t.showArchived : t.showLowStock)}
      />
      {may.import && !view && <CatalogueImport />}
      <Form action="/seller/products" className="flex items-end gap-2">
        {view && <input type="hidden" name={view} value="1" />}
        <Field label={t.search} className="min-w-0 flex-1">
          <Input name="q" type="search" defaultValue={filter.q} />
        </Field>
        <Button type="submit" kind="secondary">{t.find}</Button>
      </Form>
      {view === 'low_stock' && <p className="text-sm text-neutral-700">{t.lowStockNote(low_stock_default)}</p>}
      {products.length === 0 ? (
        <p className="text-sm text-neutral-700">{filter.q ? t.none : view === 'archived' ? t.noneArchived : view === 'low_stock' ? t.noneLow : t.none}</p>
      ) : view === 'archived' ? (
        <ArchivedRows products={products} filter={filter} canRestore={may.restore} />
      ) : (
        <ProductRows products={products} filter={filter} canEdit={may.edit} showThreshold={view === 'low_stock'} />
      )}
      <Pager page={page} pages={Math.max(1, Math.ceil(total / page_size))} hrefOf={(n) => href(view, n)} />
    </div>
  );
}
