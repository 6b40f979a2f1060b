'use client';
// /seller/content (docs/rules/content.md): the banners by kind, in their order, each with
// Edit (the form below opens on it) and Remove; and New banner. The form offers the
// shop's own banner pictures, or a new one uploaded beside the picker
// (docs/rules/content.md#uploaded-pictures); the server checks everything again.
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { BANNER_KINDS, BANNER_TARGETS, type BannerKind, type BannerTargetKind, type EditableBanner } from '@/lib/content/banner-kinds';
import { fieldErrorsOf, sellerCall } from '@/lib/client/seller/http';
import { toast } from '@/lib/client/toast';
import { sellerTexts } from '@/lib/texts/seller';
import { indiaLocalInput } from '@/lib/orders/dates';
import { PictureUpload } from './picture-upload';

const t = sellerTexts.contentPage;
const inputClass = 'rounded-lg border border-black/25 px-3 py-2 text-base';

/** `label` names the form after the banner as it was when opened (the title may change in it). */
type Form = { label: string; banner_id?: number; kind: BannerKind; name: string; subtitle: string; image: string; mobile_image: string; target: BannerTargetKind; target_value: string; sort_order: string; starts_at: string; ends_at: string };
const formOf = (b: EditableBanner | null, images: string[]): Form =>
  b
    ? { label: t.edit(b.name), banner_id: b.banner_id, kind: b.kind, name: b.name, subtitle: b.subtitle ?? '', image: b.image, mobile_image: b.mobile_image ?? '', target: b.target, target_value: b.target_value ?? '', sort_order: String(b.sort_order), starts_at: indiaLocalInput(b.starts_at), ends_at: indiaLocalInput(b.ends_at) }
    : { label: t.newBanner, kind: 'banner', name: '', subtitle: '', image: images[0] ?? '', mobile_image: '', target: 'none', target_value: '', sort_order: '0', starts_at: '', ends_at: '' };

export function BannersScreen({ initial }: { initial: { banners: EditableBanner[]; images: string[] } }) {
  const [data, setData] = useState(initial);
  const [form, setForm] = useState<Form | null>(null);
  const reload = async () => setData((await sellerCall('contentBanners', {})).payload);
  const save = useMutation({
    mutationFn: (f: Form) =>
      sellerCall('contentSaveBanner', {
        banner_id: f.banner_id, kind: f.kind, name: f.name, subtitle: f.subtitle, image: f.image, mobile_image: f.mobile_image, target: f.target,
        target_value: f.target_value, sort_order: f.sort_order, starts_at: f.starts_at || null, ends_at: f.ends_at || null,
      }),
    onSuccess: async () => {
      toast.success(t.saved);
      setForm(null);
      await reload();
    },
    onError: (error) => toast.error(t.failed, { description: error instanceof Error ? error.message : undefined }),
  });
  const remove = useMutation({
    mutationFn: (id: number) => sellerCall('contentRemoveBanner', { banner_id: id }),
    onSuccess: async () => {
      toast.success(t.removed);
      await reload();
    },
    onError: (error) => toast.error(t.failed, { description: error instanceof Error ? error.message : undefined }),
  });
  const errors = fieldErrorsOf(save.error);
  const field = (key: keyof Form, label: string, control: React.ReactNode) => (
    <div className="flex flex-col gap-1 text-sm">
      <label htmlFor={`banner-${key}`} className="font-semibold">{label}</label>
      {control}
      {errors[key] && <span className="text-red-800">{errors[key]}</span>}
    </div>
  );
  const set = (key: keyof Form) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => setForm({ ...form!, [key]: e.target.value });

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-bold">{t.title}</h1>
        <button type="button" onClick={() => setForm(formOf(null, data.images))} className="rounded-lg bg-primary-strong px-4 py-2 text-sm font-semibold text-white">{t.newBanner}</button>
      </div>
      <p className="text-sm text-neutral-700">{t.note}</p>
      {form && (
        <form
          aria-label={form.label}
          className="grid grid-cols-1 gap-3 rounded-xl border border-black/15 bg-white p-4 desk:grid-cols-3"
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate(form);
          }}
        >
          {field('kind', t.kind, <select id="banner-kind" value={form.kind} onChange={set('kind')} className={inputClass}>{BANNER_KINDS.map((k) => <option key={k} value={k}>{t.kinds[k]}</option>)}</select>)}
          {field('name', t.name, <input id="banner-name" value={form.name} onChange={set('name')} required maxLength={120} className={inputClass} />)}
          {field('subtitle', t.subtitle, <input id="banner-subtitle" value={form.subtitle} onChange={set('subtitle')} maxLength={200} className={inputClass} />)}
          {field('image', t.image, <select id="banner-image" value={form.image} onChange={set('image')} className={inputClass}>{data.images.map((i) => <option key={i} value={i}>{i}</option>)}</select>)}
          <PictureUpload
            id="banner-upload"
            purpose="banner"
            onUploaded={(path) => {
              // Offered in both pickers from now on; chosen as the picture.
              setData((d) => (d.images.includes(path) ? d : { ...d, images: [...d.images, path] }));
              setForm((f) => (f ? { ...f, image: path } : f));
            }}
          />
          {field('mobile_image', t.mobileImage, <select id="banner-mobile_image" value={form.mobile_image} onChange={set('mobile_image')} className={inputClass}><option value="">—</option>{data.images.map((i) => <option key={i} value={i}>{i}</option>)}</select>)}
          {field('sort_order', t.order, <input id="banner-sort_order" value={form.sort_order} onChange={set('sort_order')} inputMode="numeric" className={inputClass} />)}
          {field('target', t.target, <select id="banner-target" value={form.target} onChange={set('target')} className={inputClass}>{BANNER_TARGETS.map((k) => <option key={k} value={k}>{t.targets[k]}</option>)}</select>)}
          {field('target_value', t.targetValue, <input id="banner-target_value" value={form.target_value} onChange={set('target_value')} disabled={form.target === 'none'} className={inputClass} />)}
          <div />
          {field('starts_at', t.startsAt, <input id="banner-starts_at" type="datetime-local" value={form.starts_at} onChange={set('starts_at')} className={inputClass} />)}
          {field('ends_at', t.endsAt, <input id="banner-ends_at" type="datetime-local" value={form.ends_at} onChange={set('ends_at')} className={inputClass} />)}
          <div className="flex items-end gap-3">
            <button type="submit" disabled={save.isPending} className="rounded-lg bg-primary-strong px-4 py-2 font-semibold text-white disabled:opacity-50">{t.save}</button>
          </div>
        </form>
      )}
      {BANNER_KINDS.map((kind) => (
        <section key={kind} aria-labelledby={`kind-${kind}`} className="flex flex-col gap-2">
          <h2 id={`kind-${kind}`} className="font-bold">{t.kinds[kind]}</h2>
          <ul className="divide-y divide-black/10 rounded-xl border border-black/15 bg-white text-sm">
            {data.banners.filter((b) => b.kind === kind).map((b) => (
              <li key={b.banner_id} data-testid="banner-row" className="flex flex-wrap items-center justify-between gap-2 p-3">
                <span>
                  <span className="font-semibold">{b.sort_order}. {b.name}</span>
                  {b.subtitle ? <span className="text-neutral-700"> · {b.subtitle}</span> : null}
                  <span className="text-neutral-600"> · {t.targets[b.target]}{b.target_value ? ` ${b.target_value}` : ''}</span>
                  {(b.starts_at || b.ends_at) && <span className="text-neutral-600"> · {t.scheduled(indiaLocalInput(b.starts_at) || '…', indiaLocalInput(b.ends_at) || '…')}</span>}
                </span>
                <span className="flex gap-3">
                  <button type="button" onClick={() => setForm(formOf(b, data.images))} aria-label={t.edit(b.name)} className="font-semibold underline">{t.edit('').trim()}</button>
                  <button type="button" onClick={() => remove.mutate(b.banner_id)} aria-label={`${t.remove}: ${b.name}`} className="font-semibold text-red-800 underline">{t.remove}</button>
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
