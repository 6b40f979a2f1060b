'use client';
// /seller/content/stores (docs/rules/content.md#stores): the store locator's stores by
// city, each with Edit (the form opens on it) and Remove; and New store. The picture is
// one of the shop's own store pictures, or a new one uploaded beside the picker
// (docs/rules/content.md#uploaded-pictures); the server checks everything again.
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { EditableStore } from '@/lib/content/content-types';
import { fieldErrorsOf, sellerCall } from '@/lib/client/seller/http';
import { toast } from '@/lib/client/toast';
import { sellerTexts } from '@/lib/texts/seller';
import { PictureUpload } from './picture-upload';

const t = sellerTexts.contentEditors;
const inputClass = 'rounded-lg border border-black/25 px-3 py-2 text-base';
const FIELDS = ['city', 'name', 'address', 'contact', 'email', 'photo', 'map_link'] as const;
type Form = { label: string; store_id?: number } & Record<(typeof FIELDS)[number], string>;

const formOf = (s: EditableStore | null, images: string[]): Form =>
  s
    ? { label: t.editStore(s.name), store_id: s.store_id, city: s.city, name: s.name, address: s.address, contact: s.contact, email: s.email, photo: s.photo, map_link: s.map_link }
    : { label: t.newStore, city: '', name: '', address: '', contact: '', email: '', photo: images[0] ?? '', map_link: '' };

export function StoresScreen({ initial }: { initial: { stores: EditableStore[]; images: string[] } }) {
  const [data, setData] = useState(initial);
  const [form, setForm] = useState<Form | null>(null);
  const reload = async () => setData((await sellerCall('contentStores', {})).payload);
  const onError = (error: unknown) => toast.error(t.failed, { description: error instanceof Error ? error.message : undefined });
  const save = useMutation({
    mutationFn: ({ label: _label, ...f }: Form) => sellerCall('contentSaveStore', f),
    onSuccess: async () => {
      toast.success(t.storeSaved);
      setForm(null);
      await reload();
    },
    onError,
  });
  const remove = useMutation({
    mutationFn: (id: number) => sellerCall('contentRemoveStore', { store_id: id }),
    onSuccess: async () => {
      toast.success(t.storeRemoved);
      await reload();
    },
    onError,
  });
  const errors = fieldErrorsOf(save.error);
  const cities = [...new Set(data.stores.map((s) => s.city))];

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-bold">{t.storesTitle}</h1>
        <button type="button" onClick={() => { save.reset(); setForm(formOf(null, data.images)); }} className="rounded-lg bg-primary-strong px-4 py-2 text-sm font-semibold text-white">{t.newStore}</button>
      </div>
      <p className="text-sm text-neutral-700">{t.storesNote}</p>
      {form && (
        <form
          aria-label={form.label}
          className="grid grid-cols-1 gap-3 rounded-xl border border-black/15 bg-white p-4 desk:grid-cols-2"
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate(form);
          }}
        >
          {FIELDS.map((key) => (
            <div key={key} className="flex flex-col gap-1 text-sm">
              <label htmlFor={`store-${key}`} className="font-semibold">{t.storeFields[key]}</label>
              {key === 'photo' ? (
                <select id="store-photo" value={form.photo} onChange={(e) => setForm({ ...form, photo: e.target.value })} className={inputClass}>
                  {data.images.map((i) => <option key={i} value={i}>{i}</option>)}
                </select>
              ) : (
                <input
                  id={`store-${key}`}
                  value={form[key]}
                  onChange={(e) => setForm({ ...form, [key]: e.target.value })}
                  type={key === 'email' ? 'email' : key === 'contact' ? 'tel' : key === 'map_link' ? 'url' : 'text'}
                  aria-invalid={errors[key] ? true : undefined}
                  aria-describedby={errors[key] ? `store-${key}-error` : undefined}
                  className={inputClass}
                />
              )}
              {errors[key] && <span id={`store-${key}-error`} className="text-red-800">{errors[key]}</span>}
            </div>
          ))}
          <PictureUpload
            id="store-upload"
            purpose="store"
            onUploaded={(path) => {
              setData((d) => (d.images.includes(path) ? d : { ...d, images: [...d.images, path] }));
              setForm((f) => (f ? { ...f, photo: path } : f));
            }}
          />
          <div className="flex items-end gap-3">
            <button type="submit" disabled={save.isPending} className="rounded-lg bg-primary-strong px-4 py-2 font-semibold text-white disabled:opacity-50">{t.saveStore}</button>
          </div>
        </form>
      )}
      {cities.map((city) => (
        <section key={city} aria-label={city} className="flex flex-col gap-2">
          <h2 className="font-bold">{city}</h2>
          <ul className="divide-y divide-black/10 rounded-xl border border-black/15 bg-white text-sm">
            {data.stores.filter((s) => s.city === city).map((s) => (
              <li key={s.store_id} data-testid="store-row" className="flex flex-wrap items-center justify-between gap-2 p-3">
                <span>
                  <span className="font-semibold">{s.name}</span>
                  <span className="text-neutral-700"> · {s.address} · {s.contact} · {s.email}</span>
                </span>
                <span className="flex gap-3">
                  <button type="button" onClick={() => { save.reset(); setForm(formOf(s, data.images)); }} aria-label={t.editStore(s.name)} className="font-semibold underline">{t.editStore('').trim()}</button>
                  <button type="button" onClick={() => remove.mutate(s.store_id)} aria-label={`${t.removeStore}: ${s.name}`} className="font-semibold text-red-800 underline">{t.removeStore}</button>
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
