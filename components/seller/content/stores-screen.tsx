'use client';
// /seller/content/stores (docs/rules/content.md#stores): the store locator's stores by
// city, each with Edit (the form opens on it) and Remove; and New store. The picture is
// one of the shop's own store pictures, or a new one uploaded beside the picker
// (docs/rules/content.md#uploaded-pictures); the server checks everything again. Every
// save and removal answers the whole view, which replaces the one shown.
import { useState } from 'react';
import type { EditableStore, StoresView } from '@/lib/content/content-types';
import { sellerKeys, useSellerMutation, useSellerQuery, type ServerView } from '@/lib/client/seller/hooks';
import { fieldErrorsOf } from '@/lib/client/seller/http';
import { sellerTexts } from '@/lib/texts/seller';
import { Button } from '../kit/button';
import { PageTitle } from '../kit/card';
import { SelectField, TextField } from '../kit/field';
import { PictureUpload } from './picture-upload';

const t = sellerTexts.contentEditors;
const viewKey = sellerKeys.of('contentStores', {});
const TEXT_FIELDS = [
  ['city', 'text'],
  ['name', 'text'],
  ['address', 'text'],
  ['contact', 'tel'],
  ['email', 'email'],
  ['map_link', 'url'],
] as const;
type Form = { label: string; store_id?: number } & Record<(typeof TEXT_FIELDS)[number][0] | 'photo', string>;

const formOf = (s: EditableStore | null, images: string[]): Form =>
  s
    ? { label: t.editStore(s.name), store_id: s.store_id, city: s.city, name: s.name, address: s.address, contact: s.contact, email: s.email, photo: s.photo, map_link: s.map_link }
    : { label: t.newStore, city: '', name: '', address: '', contact: '', email: '', photo: images[0] ?? '', map_link: '' };

export function StoresScreen({ initial }: { initial: ServerView<StoresView> }) {
  const view = useSellerQuery('contentStores', {}, initial).data ?? initial.payload;
  const [form, setForm] = useState<Form | null>(null);
  // Pictures uploaded here: offered in the picker until a saved store makes them the shop's own.
  const [uploaded, setUploaded] = useState<string[]>([]);
  const images = [...view.images, ...uploaded.filter((path) => !view.images.includes(path))];
  const save = useSellerMutation('contentSaveStore', {
    success: t.storeSaved,
    put: ({ store: _store, ...fresh }) => [[viewKey, fresh]],
    onSuccess: () => setForm(null),
  });
  const remove = useSellerMutation('contentRemoveStore', { success: t.storeRemoved, put: (fresh) => [[viewKey, fresh]] });
  const errors = fieldErrorsOf(save.error);
  const open = (store: EditableStore | null) => {
    save.reset();
    setForm(formOf(store, images));
  };
  const cities = [...new Set(view.stores.map((s) => s.city))];

  return (
    <div className="flex flex-col gap-6">
      <PageTitle aside={<Button onClick={() => open(null)}>{t.newStore}</Button>}>{t.storesTitle}</PageTitle>
      <p className="text-sm text-neutral-700">{t.storesNote}</p>
      {form && (
        <form
          aria-label={form.label}
          className="grid grid-cols-1 gap-3 rounded-xl border border-black/15 bg-white p-4 desk:grid-cols-2"
          onSubmit={(e) => {
            e.preventDefault();
            const { label: _label, ...store } = form;
            save.mutate(store);
          }}
        >
          {TEXT_FIELDS.map(([key, type]) => (
            <TextField key={key} label={t.storeFields[key]} type={type} value={form[key]} onChange={(e) => setForm({ ...form, [key]: e.target.value })} error={errors[key]} />
          ))}
          {/* Named by aria-label alone: its label holds the options, whose text would join the name. */}
          <SelectField
            label={t.storeFields.photo}
            aria-label={t.storeFields.photo}
            value={form.photo}
            onChange={(e) => setForm({ ...form, photo: e.target.value })}
            options={images.map((path) => [path, path] as const)}
            error={errors.photo}
          />
          <PictureUpload
            purpose="store"
            onUploaded={(path) => {
              setUploaded((list) => (list.includes(path) ? list : [...list, path]));
              setForm((f) => (f ? { ...f, photo: path } : f));
            }}
          />
          <div className="flex items-end gap-3">
            <Button type="submit" disabled={save.isPending}>{t.saveStore}</Button>
          </div>
        </form>
      )}
      {cities.map((city) => (
        <section key={city} aria-label={city} className="flex flex-col gap-2">
          <h2 className="font-bold">{city}</h2>
          <ul className="divide-y divide-black/10 rounded-xl border border-black/15 bg-white text-sm">
            {view.stores.filter((s) => s.city === city).map((s) => (
              <li key={s.store_id} data-testid="store-row" className="flex flex-wrap items-center justify-between gap-2 p-3">
                <span>
                  <span className="font-semibold">{s.name}</span>
                  <span className="text-neutral-700"> · {s.address} · {s.contact} · {s.email}</span>
                </span>
                <span className="flex gap-3">
                  <Button kind="link" onClick={() => open(s)} aria-label={t.editStore(s.name)}>{t.editStore('').trim()}</Button>
                  <Button kind="danger" disabled={remove.isPending} onClick={() => remove.mutate({ store_id: s.store_id })} aria-label={`${t.removeStore}: ${s.name}`}>{t.removeStore}</Button>
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
