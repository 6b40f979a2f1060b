'use client';
// /seller/content/brands (docs/rules/content.md#brand-focus): the brands in focus in their
// order, each with its offer line; add a brand, move, remove, then Save list (the whole
// list is saved at once).
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { ContentChoice, EditableBrandOffer } from '@/lib/content/content-types';
import { fieldErrorsOf, sellerCall } from '@/lib/client/seller/http';
import { toast } from '@/lib/client/toast';
import { sellerTexts } from '@/lib/texts/seller';
import { OrderedList } from './ordered-list';

const t = sellerTexts.contentEditors;
const inputClass = 'rounded-lg border border-black/25 px-3 py-2 text-base';
type Item = { brand_id: number; brand_name: string; brand_offer: string };

export function BrandFocusScreen({ initial }: { initial: { offers: EditableBrandOffer[]; brands: ContentChoice[] } }) {
  const [items, setItems] = useState<Item[]>(initial.offers);
  const [adding, setAdding] = useState({ brand_id: '', brand_offer: '' });
  const save = useMutation({
    mutationFn: (list: Item[]) => sellerCall('contentSaveBrandOffers', { offers: list.map((i) => ({ brand_id: i.brand_id, brand_offer: i.brand_offer })) }),
    onSuccess: (answer) => {
      toast.success(t.listSaved);
      setItems(answer.payload.offers);
    },
    onError: (error) => toast.error(t.failed, { description: error instanceof Error ? error.message : undefined }),
  });
  const errors = fieldErrorsOf(save.error);
  const free = initial.brands.filter((b) => !items.some((i) => i.brand_id === b.id));
  const add = () => {
    const brand = initial.brands.find((b) => String(b.id) === adding.brand_id);
    if (!brand) return;
    setItems([...items, { brand_id: brand.id, brand_name: brand.name, brand_offer: adding.brand_offer }]);
    setAdding({ brand_id: '', brand_offer: '' });
  };

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-xl font-bold">{t.brandsTitle}</h1>
      <p className="text-sm text-neutral-700">{t.brandsNote}</p>
      <OrderedList items={items} nameOf={(i) => i.brand_name} onChange={setItems} label={t.brandsTitle}>
        {(item, i) => (
          <>
            <input
              aria-label={t.offerLine(item.brand_name)}
              value={item.brand_offer}
              maxLength={60}
              onChange={(e) => setItems(items.map((x, j) => (j === i ? { ...x, brand_offer: e.target.value } : x)))}
              className={inputClass}
            />
            {(errors[`offers.${i}.brand_offer`] || errors[`offers.${i}.brand_id`]) && (
              <span className="text-red-800">{errors[`offers.${i}.brand_offer`] ?? errors[`offers.${i}.brand_id`]}</span>
            )}
          </>
        )}
      </OrderedList>
      <div className="flex flex-wrap items-end gap-3 rounded-xl border border-black/15 bg-white p-4 text-sm">
        <div className="flex flex-col gap-1">
          <label htmlFor="add-brand" className="font-semibold">{t.brand}</label>
          <select id="add-brand" value={adding.brand_id} onChange={(e) => setAdding({ ...adding, brand_id: e.target.value })} className={inputClass}>
            <option value="">—</option>
            {free.map((b) => <option key={b.id} value={b.id}>{b.name}</option>)}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="add-brand-offer" className="font-semibold">{t.offerLine('').trim()}</label>
          <input id="add-brand-offer" value={adding.brand_offer} maxLength={60} onChange={(e) => setAdding({ ...adding, brand_offer: e.target.value })} className={inputClass} />
        </div>
        <button type="button" onClick={add} disabled={!adding.brand_id} className="rounded-lg border border-primary-strong px-4 py-2 font-semibold text-primary-strong disabled:opacity-50">{t.addBrand}</button>
      </div>
      {errors.offers && <p className="text-sm text-red-800">{errors.offers}</p>}
      <div>
        <button type="button" onClick={() => save.mutate(items)} disabled={save.isPending} className="rounded-lg bg-primary-strong px-4 py-2 font-semibold text-white disabled:opacity-50">{t.saveList}</button>
      </div>
    </div>
  );
}
