'use client';
// The catalogue's rows (docs/rules/products.md#bulk-edits): each product with its SKU,
// price and stock, a link to edit it and to its page. Owner and manager change prices
// and stock in place and save every changed row at once (products/bulk-update: one
// transaction, nothing written if one row is refused). Archived products list with Restore.
import { useMutation } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { EditableProduct } from '@/lib/products/editor';
import { sellerCall } from '@/lib/client/seller/http';
import { toast } from '@/lib/client/toast';
import { rupees } from '@/lib/pricing';
import { routes } from '@/lib/routes';
import { sellerTexts } from '@/lib/texts/seller';

const t = sellerTexts.productsPage;
const inputClass = 'w-24 rounded-lg border border-black/25 px-2 py-1 text-sm';

export function ProductRows({ products, canEdit }: { products: EditableProduct[]; canEdit: boolean }) {
  const router = useRouter();
  const [edits, setEdits] = useState<Record<number, { price?: string; stock?: string }>>({});
  const changed = products.filter((p) => {
    const e = edits[p.product_id];
    return e && ((e.price !== undefined && Number(e.price) !== p.selling_price) || (e.stock !== undefined && Number(e.stock) !== p.stock));
  });
  const save = useMutation({
    mutationFn: () =>
      sellerCall('productsBulkUpdate', {
        items: changed.map((p) => ({ product_id: p.product_id, selling_price: edits[p.product_id]?.price?.trim() || undefined, stock: edits[p.product_id]?.stock?.trim() || undefined })),
      }),
    onSuccess: (answer) => {
      toast.success(t.changesSaved(answer.payload.updated));
      setEdits({});
      router.refresh();
    },
    onError: (error) => toast.error(t.failed, { description: error instanceof Error ? error.message : undefined }),
  });
  const set = (id: number, key: 'price' | 'stock', value: string) => setEdits({ ...edits, [id]: { ...edits[id], [key]: value } });

  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col divide-y divide-black/10 rounded-xl border border-black/15 bg-white">
        {products.map((p) => (
          <li key={p.product_id} data-testid="product-row" className="flex flex-col gap-2 p-3 text-sm desk:flex-row desk:items-center desk:justify-between">
            <span>
              {canEdit ? (
                <Link href={`/seller/products/${p.product_id}`} aria-label={t.edit(p.name)} className="font-semibold underline">{p.name}</Link>
              ) : (
                <Link href={`/seller/products/${p.product_id}`} className="font-semibold underline">{p.name}</Link>
              )}
              <span className="text-neutral-600"> · {p.sku_no}</span>
            </span>
            <span className="flex flex-wrap items-center gap-3">
              {canEdit ? (
                <>
                  <input aria-label={t.priceOf(p.name)} inputMode="decimal" value={edits[p.product_id]?.price ?? String(p.selling_price)} onChange={(e) => set(p.product_id, 'price', e.target.value)} className={inputClass} />
                  <input aria-label={t.stockOf(p.name)} inputMode="numeric" value={edits[p.product_id]?.stock ?? String(p.stock)} readOnly={p.sold_by_unit} title={p.sold_by_unit ? sellerTexts.units.stockFromUnits : undefined} onChange={(e) => set(p.product_id, 'stock', e.target.value)} className={inputClass} />
                </>
              ) : (
                <>
                  <span>{rupees(p.selling_price)}</span>
                  <span data-testid="product-stock">{t.stock}: {p.stock}</span>
                </>
              )}
              <Link href={routes.product(p.name_url, p.product_id)} prefetch={false} className="underline">{t.view}</Link>
            </span>
          </li>
        ))}
      </ul>
      {canEdit && changed.length > 0 && (
        <button type="button" disabled={save.isPending} onClick={() => save.mutate()} className="w-fit rounded-lg bg-primary-strong px-4 py-2 font-semibold text-white disabled:opacity-50">
          {t.saveChanges(changed.length)}
        </button>
      )}
    </div>
  );
}

/** The archived products, each with Restore (owner and manager; products/restore). */
export function ArchivedRows({ products, canEdit }: { products: EditableProduct[]; canEdit: boolean }) {
  const router = useRouter();
  const restore = useMutation({
    mutationFn: (p: EditableProduct) => sellerCall('productsRestore', { product_id: p.product_id }),
    onSuccess: (_answer, p) => {
      toast.success(t.restoredDone(p.name));
      router.refresh();
    },
    onError: (error) => toast.error(t.failed, { description: error instanceof Error ? error.message : undefined }),
  });
  return (
    <ul className="flex flex-col divide-y divide-black/10 rounded-xl border border-black/15 bg-white">
      {products.map((p) => (
        <li key={p.product_id} data-testid="product-row" className="flex flex-col gap-2 p-3 text-sm desk:flex-row desk:items-center desk:justify-between">
          <span>
            <span className="font-semibold">{p.name}</span>
            <span className="text-neutral-600"> · {p.sku_no} · {rupees(p.selling_price)}</span>
          </span>
          {canEdit && (
            <button type="button" aria-label={t.restoreOf(p.name)} disabled={restore.isPending} onClick={() => restore.mutate(p)} className="w-fit rounded-lg border border-black/30 px-3 py-1.5 font-semibold disabled:opacity-50">
              {t.restore}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
