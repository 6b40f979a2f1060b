'use client';
// /seller/content/home-sections (docs/rules/content.md#home-sections): the categories
// with a carousel on the home page, in their order; add, move, remove, then Save list
// (the whole list is saved at once, and its answer is the fresh view).
import { useState } from 'react';
import type { EditableHomeSection, HomeSectionsView } from '@/lib/content/content-types';
import { sellerKeys, useSellerMutation, useSellerQuery, type ServerView } from '@/lib/client/seller/hooks';
import { fieldErrorsOf } from '@/lib/client/seller/http';
import { sellerTexts } from '@/lib/texts/seller';
import { Button } from '../kit/button';
import { Card, PageTitle } from '../kit/card';
import { FormError, SelectField } from '../kit/field';
import { OrderedList } from './ordered-list';

const t = sellerTexts.contentEditors;
const viewKey = sellerKeys.of('contentHomeSections', {});

export function HomeSectionsScreen({ initial }: { initial: ServerView<HomeSectionsView> }) {
  const view = useSellerQuery('contentHomeSections', {}, initial).data ?? initial.payload;
  // The list as the member is arranging it, until saved.
  const [items, setItems] = useState<EditableHomeSection[]>(view.sections);
  const [adding, setAdding] = useState('');
  const save = useSellerMutation('contentSaveHomeSections', {
    success: t.listSaved,
    put: (fresh) => [[viewKey, fresh]],
    onSuccess: (fresh) => setItems(fresh.sections),
  });
  const errors = fieldErrorsOf(save.error);
  const free = view.categories.filter((c) => !items.some((i) => i.category_id === c.id));
  const add = () => {
    const category = view.categories.find((c) => String(c.id) === adding);
    if (!category) return;
    // Named as the list names a section: the category's own name.
    setItems([...items, { category_id: category.id, name: category.name.split(' › ').at(-1)! }]);
    setAdding('');
  };

  return (
    <div className="flex flex-col gap-6">
      <PageTitle>{t.sectionsTitle}</PageTitle>
      <p className="text-sm text-neutral-700">{t.sectionsNote}</p>
      <OrderedList items={items} nameOf={(s) => s.name} onChange={setItems} label={t.sectionsTitle}>
        {(_item, i) => errors[`category_ids.${i}`] && <span className="font-semibold text-red-800">{errors[`category_ids.${i}`]}</span>}
      </OrderedList>
      <Card className="desk:flex-row desk:flex-wrap desk:items-end">
        <SelectField label={t.category} value={adding} onChange={(e) => setAdding(e.target.value)} options={[['', '—'], ...free.map((c) => [String(c.id), c.name] as const)]} />
        <Button kind="secondary" onClick={add} disabled={!adding} className="w-fit">{t.addSection}</Button>
      </Card>
      <FormError>{errors.category_ids}</FormError>
      <div>
        <Button onClick={() => save.mutate({ category_ids: items.map((s) => s.category_id) })} disabled={save.isPending}>{t.saveList}</Button>
      </div>
    </div>
  );
}
