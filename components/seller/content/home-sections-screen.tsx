'use client';
// /seller/content/home-sections (docs/rules/content.md#home-sections): the categories
// with a carousel on the home page, in their order; add, move, remove, then Save list
// (the whole list is saved at once).
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { ContentChoice, EditableHomeSection } from '@/lib/content/content-types';
import { fieldErrorsOf, sellerCall } from '@/lib/client/seller/http';
import { toast } from '@/lib/client/toast';
import { sellerTexts } from '@/lib/texts/seller';
import { OrderedList } from './ordered-list';

const t = sellerTexts.contentEditors;
const inputClass = 'rounded-lg border border-black/25 px-3 py-2 text-base';

export function HomeSectionsScreen({ initial }: { initial: { sections: EditableHomeSection[]; categories: ContentChoice[] } }) {
  const [items, setItems] = useState<EditableHomeSection[]>(initial.sections);
  const [adding, setAdding] = useState('');
  const save = useMutation({
    mutationFn: (list: EditableHomeSection[]) => sellerCall('contentSaveHomeSections', { category_ids: list.map((s) => s.category_id) }),
    onSuccess: (answer) => {
      toast.success(t.listSaved);
      setItems(answer.payload.sections);
    },
    onError: (error) => toast.error(t.failed, { description: error instanceof Error ? error.message : undefined }),
  });
  const errors = fieldErrorsOf(save.error);
  const free = initial.categories.filter((c) => !items.some((i) => i.category_id === c.id));
  const add = () => {
    const category = initial.categories.find((c) => String(c.id) === adding);
    if (!category) return;
    // Named as the list names a section: the category's own name.
    setItems([...items, { category_id: category.id, name: category.name.split(' › ').at(-1)! }]);
    setAdding('');
  };

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-xl font-bold">{t.sectionsTitle}</h1>
      <p className="text-sm text-neutral-700">{t.sectionsNote}</p>
      <OrderedList items={items} nameOf={(s) => s.name} onChange={setItems} label={t.sectionsTitle}>
        {(_item, i) => errors[`category_ids.${i}`] && <span className="text-red-800">{errors[`category_ids.${i}`]}</span>}
      </OrderedList>
      <div className="flex flex-wrap items-end gap-3 rounded-xl border border-black/15 bg-white p-4 text-sm">
        <div className="flex flex-col gap-1">
          <label htmlFor="add-section" className="font-semibold">{t.category}</label>
          <select id="add-section" value={adding} onChange={(e) => setAdding(e.target.value)} className={inputClass}>
            <option value="">—</option>
            {free.map((c) => <option key={c.id} value={c.id}>{c.name}</option>)}
          </select>
        </div>
        <button type="button" onClick={add} disabled={!adding} className="rounded-lg border border-primary-strong px-4 py-2 font-semibold text-primary-strong disabled:opacity-50">{t.addSection}</button>
      </div>
      {errors.category_ids && <p className="text-sm text-red-800">{errors.category_ids}</p>}
      <div>
        <button type="button" onClick={() => save.mutate(items)} disabled={save.isPending} className="rounded-lg bg-primary-strong px-4 py-2 font-semibold text-white disabled:opacity-50">{t.saveList}</button>
      </div>
    </div>
  );
}
