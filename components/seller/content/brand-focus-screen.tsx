'use client';
// /seller/content/brands (docs/rules/content.md#brand-focus): the brands in focus in their
// order, each with its offer line; add a brand, move, remove, then Save list (the whole
// list is saved at once, and its answer is the fresh view).
import { useState } from 'react';
import type { BrandFocusView } from '@/lib/content/content-types';
import { sellerKeys, useSellerMutation, useSellerQuery, type ServerView } from '@/lib/client/seller/hooks';
import { fieldErrorsOf } from '@/lib/client/seller/http';
import { sellerTexts } from '@/lib/texts/seller';
import { Button } from '../kit/button';
import { Card, PageTitle } from '../kit/card';
import { FormError, SelectField, TextField } from '../kit/field';
import { OrderedList } from './ordered-list';

const t = sellerTexts.contentEditors;
const viewKey = sellerKeys.of('contentBrandOffers', {});
type Item = { brand_id: number; brand_name: string; brand_offer: string };

export function BrandFocusScreen({ initial }: { initial: ServerView<BrandFocusView> }) {
  const view = useSellerQuery('contentBrandOffers', {}, initial).data ?? initial.payload;
  // The list as the member is arranging it, until saved.
  const [items, setItems] = useState<Item[]>(view.offers);
  const [adding, setAdding] = useState({ brand_id: '', brand_offer: '' });
  const save = useSellerMutation('contentSaveBrandOffers', {
    success: t.listSaved,
    put: (fresh) => [[viewKey, fresh]],
    onSuccess: (fresh) => setItems(fresh.offers),
  });
  const errors = fieldErrorsOf(save.error);
  const free = view.brands.filter((b) => !items.some((i) => i.brand_id === b.id));
  const add = () => {
    const brand = view.brands.find((b) => String(b.id) === adding.brand_id);
    if (!brand) return;
    setItems([...items, { brand_id: brand.id, brand_name: brand.name, brand_offer: adding.brand_offer }]);
    setAdding({ brand_id: '', brand_offer: '' });
  };

  return (
    <div className="flex flex-col gap-6">
      <PageTitle>{t.brandsTitle}</PageTitle>
      <p className="text-sm text-neutral-700">{t.brandsNote}</p>
      <OrderedList items={items} nameOf={(i) => i.brand_name} onChange={setItems} label={t.brandsTitle}>
        {(item, i) => (
          <TextField
            label={<span className="sr-only">{t.offerLine(item.brand_name)}</span>}
            value={item.brand_offer}
            maxLength={60}
            onChange={(e) => setItems(items.map((x, j) => (j === i ? { ...x, brand_offer: e.target.value } : x)))}
            error={errors[`offers.${i}.brand_offer`] ?? errors[`offers.${i}.brand_id`]}
            className="min-w-64 flex-1"
          />
        )}
      </OrderedList>
      <Card className="desk:flex-row desk:flex-wrap desk:items-end">
        <SelectField
          label={t.brand}
          value={adding.brand_id}
          onChange={(e) => setAdding({ ...adding, brand_id: e.target.value })}
          options={[['', '—'], ...free.map((b) => [String(b.id), b.name] as const)]}
        />
        <TextField label={t.offer} value={adding.brand_offer} maxLength={60} onChange={(e) => setAdding({ ...adding, brand_offer: e.target.value })} />
        <Button kind="secondary" onClick={add} disabled={!adding.brand_id} className="w-fit">{t.addBrand}</Button>
      </Card>
      <FormError>{errors.offers}</FormError>
      <div>
        <Button onClick={() => save.mutate({ offers: items.map((i) => ({ brand_id: i.brand_id, brand_offer: i.brand_offer })) })} disabled={save.isPending}>{t.saveList}</Button>
      </div>
    </div>
  );
}
