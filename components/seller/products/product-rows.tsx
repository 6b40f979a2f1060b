'use client';
// The catalogue's rows (docs/rules/products.md#bulk-edits): each product with its SKU,
// price and stock, a link to edit it and to its page. Owner and manager change prices
// and stock in place and save every changed row at once (products/bulk-update: one
// transaction, nothing written if one row is refused); the answer's rows replace the
// list's. Archived products list with Restore.
import Link from 'next/link';
import { useState } from 'react';
import type { SellerRequestOf } from '@/lib/seller-contract';
import type { EditableProduct, ProductList } from '@/lib/products/types';
import { sellerKeys, useSellerMutation } from '@/lib/client/seller/hooks';
import { rupees } from '@/lib/pricing';
import { routes } from '@/lib/routes';
import { sellerTexts } from '@/lib/texts/seller';
import { Button } from '../kit/button';
import { Input } from '../kit/field';
import { WaitingBadge } from './waiting-badge';

const t = sellerTexts.productsPage;

type Edits = Record<number, { price?: string; stock?: string }>;
/** The list's filter, whose cached view a write changes. */
type ProductFilter = SellerRequestOf<'productsList'>;

export function ProductRows({ products, filter, canEdit, showThreshold }: { products: EditableProduct[]; filter: ProductFilter; canEdit: boolean; showThreshold: boolean }) {
  const [edits, setEdits] = useState<Edits>({});
  const changed = products.filter((p) => {
    const e = edits[p.product_id];
    return e && ((e.price !== undefined && Number(e.price) !== p.selling_price) || (e.stock !== undefined && Number(e.stock) !== p.stock));
  });
  const save = useSellerMutation('productsBulkUpdate', {
    success: (answer) => t.changesSaved(answer.updated),
    put: (answer) => {
      const fresh = new Map(answer.products.map((p) => [p.product_id, p]));
      const update = (list: ProductList | undefined) => list && { ...list, products: list.products.map((p) => fresh.get(p.product_id) ?? p) };
      return [[sellerKeys.of('productsList', filter), update]];
    },
    // The dashboard's counts and each product's own page.
    invalidates: ['dashboard', 'productsGet'],
    onSuccess: () => setEdits({}),
  });
  const set = (id: number, key: 'price' | 'stock', value: string) => setEdits({ ...edits, [id]: { ...edits[id], [key]: value } });

  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col divide-y divide-black/10 rounded-xl border border-black/15 bg-white">
        {products.map((p) => (
          <li key={p.product_id} data-testid="product-row" className="flex flex-col gap-2 p-3 text-sm desk:flex-row desk:items-center desk:justify-between">
            <span>
              <Link href={`/seller/products/${p.product_id}`} aria-label={canEdit ? t.edit(p.name) : undefined} className="font-semibold underline">{p.name}</Link>
              <span className="text-neutral-600"> · {p.sku_no}</span>
            </span>
            <span className="flex flex-wrap items-center gap-3">
              <WaitingBadge count={p.waiting_alerts} />
              {canEdit ? (
                <>
                  <span className="w-24">
                    <Input aria-label={t.priceOf(p.name)} inputMode="decimal" value={edits[p.product_id]?.price ?? String(p.selling_price)} onChange={(e) => set(p.product_id, 'price', e.target.value)} />
                  </span>
                  <span className="w-24">
                    <Input
                      aria-label={t.stockOf(p.name)} inputMode="numeric" value={edits[p.product_id]?.stock ?? String(p.stock)} readOnly={p.sold_by_unit}
                      title={p.sold_by_unit ? sellerTexts.units.stockFromUnits : undefined} onChange={(e) => set(p.product_id, 'stock', e.target.value)}
                    />
                  </span>
                </>
              ) : (
                <>
                  <span>{rupees(p.selling_price)}</span>
                  <span data-testid="product-stock">{t.stock}: {p.stock}</span>
                </>
              )}
              {showThreshold && p.low_stock_at !== null && <span className="text-neutral-600">{t.alertAt(p.low_stock_at)}</span>}
              <Link href={routes.product(p.name_url, p.product_id)} prefetch={false} className="underline">{t.view}</Link>
            </span>
          </li>
        ))}
      </ul>
      {canEdit && changed.length > 0 && (
        <Button
          className="w-fit" disabled={save.isPending}
          onClick={() =>
            save.mutate({
              items: changed.map((p) => ({ product_id: p.product_id, selling_price: edits[p.product_id]?.price?.trim() || undefined, stock: edits[p.product_id]?.stock?.trim() || undefined })),
            })
          }
        >
          {t.saveChanges(changed.length)}
        </Button>
      )}
    </div>
  );
}

/** The archived products, each with Restore (owner and manager; products/restore): a restored one leaves this list. */
export function ArchivedRows({ products, filter, canRestore }: { products: EditableProduct[]; filter: ProductFilter; canRestore: boolean }) {
  const restore = useSellerMutation('productsRestore', {
    success: (answer) => t.restoredDone(answer.name),
    put: (answer) => [
      [
        sellerKeys.of('productsList', filter),
        (list: ProductList | undefined) => list && { ...list, total: list.total - 1, products: list.products.filter((p) => p.product_id !== answer.product_id) },
      ],
    ],
    // The lists of products on sale, and the dashboard's, hold it again.
    invalidates: ['dashboard'],
  });
  return (
    <ul className="flex flex-col divide-y divide-black/10 rounded-xl border border-black/15 bg-white">
      {products.map((p) => (
        <li key={p.product_id} data-testid="product-row" className="flex flex-col gap-2 p-3 text-sm desk:flex-row desk:items-center desk:justify-between">
          <span>
            <span className="font-semibold">{p.name}</span>
            <span className="text-neutral-600"> · {p.sku_no} · {rupees(p.selling_price)}</span>
          </span>
          {canRestore && (
            <Button kind="secondary" className="w-fit" aria-label={t.restoreOf(p.name)} disabled={restore.isPending} onClick={() => restore.mutate({ product_id: p.product_id })}>
              {t.restore}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
