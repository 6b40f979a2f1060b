'use client';
// /seller/content (docs/rules/content.md): the banners by kind, in their order, each with
// Edit (the form above the lists opens on it) and Remove; and New banner. The form offers
// the shop's own banner pictures, or a new one uploaded beside the picker
// (docs/rules/content.md#uploaded-pictures); the server checks everything again. Every
// save and removal answers the whole view, which replaces the one shown.
import { useState, type ChangeEvent } from 'react';
import { BANNER_KINDS, BANNER_TARGETS, type BannerKind, type BannerTargetKind, type BannersView, type EditableBanner } from '@/lib/content/banner-kinds';
import { sellerKeys, useSellerMutation, useSellerQuery, type ServerView } from '@/lib/client/seller/hooks';
import { fieldErrorsOf } from '@/lib/client/seller/http';
import { indiaLocalInput } from '@/lib/orders/dates';
import { showMoment } from '@/lib/orders/display';
import { sellerTexts } from '@/lib/texts/seller';
import { Button } from '../kit/button';
import { PageTitle } from '../kit/card';
import { SelectField, TextField } from '../kit/field';
import { PictureUpload } from './picture-upload';

const t = sellerTexts.contentPage;
const viewKey = sellerKeys.of('contentBanners', {});

/** `label` names the form after the banner as it was when opened (the title may change in it). */
type Form = { label: string; banner_id?: number; kind: BannerKind; name: string; subtitle: string; image: string; mobile_image: string; target: BannerTargetKind; target_value: string; sort_order: string; starts_at: string; ends_at: string };
const formOf = (b: EditableBanner | null, images: string[]): Form =>
  b
    ? { label: t.edit(b.name), banner_id: b.banner_id, kind: b.kind, name: b.name, subtitle: b.subtitle ?? '', image: b.image, mobile_image: b.mobile_image ?? '', target: b.target, target_value: b.target_value ?? '', sort_order: String(b.sort_order), starts_at: indiaLocalInput(b.starts_at), ends_at: indiaLocalInput(b.ends_at) }
    : { label: t.newBanner, kind: 'banner', name: '', subtitle: '', image: images[0] ?? '', mobile_image: '', target: 'none', target_value: '', sort_order: '0', starts_at: '', ends_at: '' };

const kindOptions = BANNER_KINDS.map((k) => [k, t.kinds[k]] as const);
const targetOptions = BANNER_TARGETS.map((k) => [k, t.targets[k]] as const);

export function BannersScreen({ initial }: { initial: ServerView<BannersView> }) {
  const view = useSellerQuery('contentBanners', {}, initial).data ?? initial.payload;
  const [form, setForm] = useState<Form | null>(null);
  // Pictures uploaded here: offered in both pickers until a saved banner makes them the shop's own.
  const [uploaded, setUploaded] = useState<string[]>([]);
  const images = [...view.images, ...uploaded.filter((path) => !view.images.includes(path))];
  const save = useSellerMutation('contentSaveBanner', {
    success: t.saved,
    put: ({ banner: _banner, ...fresh }) => [[viewKey, fresh]],
    onSuccess: () => setForm(null),
  });
  const remove = useSellerMutation('contentRemoveBanner', { success: t.removed, put: (fresh) => [[viewKey, fresh]] });
  const errors = fieldErrorsOf(save.error);
  const open = (banner: EditableBanner | null) => {
    save.reset();
    setForm(formOf(banner, images));
  };
  const set = (key: keyof Form) => (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => setForm({ ...form!, [key]: e.target.value });
  const pictureOptions = images.map((path) => [path, path] as const);

  return (
    <div className="flex flex-col gap-6">
      <PageTitle aside={<Button onClick={() => open(null)}>{t.newBanner}</Button>}>{t.title}</PageTitle>
      <p className="text-sm text-neutral-700">{t.note}</p>
      {form && (
        <form
          aria-label={form.label}
          className="grid grid-cols-1 gap-3 rounded-xl border border-black/15 bg-white p-4 desk:grid-cols-3"
          onSubmit={(e) => {
            e.preventDefault();
            const { label: _label, ...banner } = form;
            save.mutate({ ...banner, starts_at: banner.starts_at || null, ends_at: banner.ends_at || null });
          }}
        >
          <SelectField label={t.kind} value={form.kind} onChange={set('kind')} options={kindOptions} error={errors.kind} />
          <TextField label={t.name} value={form.name} onChange={set('name')} required maxLength={120} error={errors.name} />
          <TextField label={t.subtitle} value={form.subtitle} onChange={set('subtitle')} maxLength={200} error={errors.subtitle} />
          {/* The pickers are named by aria-label alone: their label holds the options, whose text would join the name. */}
          <SelectField label={t.image} aria-label={t.image} value={form.image} onChange={set('image')} options={pictureOptions} error={errors.image} />
          <PictureUpload
            purpose="banner"
            onUploaded={(path) => {
              setUploaded((list) => (list.includes(path) ? list : [...list, path]));
              setForm((f) => (f ? { ...f, image: path } : f));
            }}
          />
          <SelectField label={t.mobileImage} aria-label={t.mobileImage} value={form.mobile_image} onChange={set('mobile_image')} options={[['', '—'], ...pictureOptions]} error={errors.mobile_image} />
          <TextField label={t.order} value={form.sort_order} onChange={set('sort_order')} inputMode="numeric" error={errors.sort_order} />
          <SelectField label={t.target} value={form.target} onChange={set('target')} options={targetOptions} error={errors.target} />
          <TextField label={t.targetValue} value={form.target_value} onChange={set('target_value')} disabled={form.target === 'none'} error={errors.target_value} />
          <div />
          <TextField label={t.startsAt} type="datetime-local" value={form.starts_at} onChange={set('starts_at')} error={errors.starts_at} />
          <TextField label={t.endsAt} type="datetime-local" value={form.ends_at} onChange={set('ends_at')} error={errors.ends_at} />
          <div className="flex items-end gap-3">
            <Button type="submit" disabled={save.isPending}>{t.save}</Button>
          </div>
        </form>
      )}
      {BANNER_KINDS.map((kind) => (
        <section key={kind} aria-labelledby={`kind-${kind}`} className="flex flex-col gap-2">
          <h2 id={`kind-${kind}`} className="font-bold">{t.kinds[kind]}</h2>
          <ul className="divide-y divide-black/10 rounded-xl border border-black/15 bg-white text-sm">
            {view.banners.filter((b) => b.kind === kind).map((b) => (
              <li key={b.banner_id} data-testid="banner-row" className="flex flex-wrap items-center justify-between gap-2 p-3">
                <span>
                  <span className="font-semibold">{b.sort_order}. {b.name}</span>
                  {b.subtitle ? <span className="text-neutral-700"> · {b.subtitle}</span> : null}
                  <span className="text-neutral-600"> · {t.targets[b.target]}{b.target_value ? ` ${b.target_value}` : ''}</span>
                  {(b.starts_at || b.ends_at) && <span className="text-neutral-600"> · {t.scheduled(showMoment(b.starts_at) || '…', showMoment(b.ends_at) || '…')}</span>}
                </span>
                <span className="flex gap-3">
                  <Button kind="link" onClick={() => open(b)} aria-label={t.edit(b.name)}>{t.edit('').trim()}</Button>
                  <Button kind="danger" disabled={remove.isPending} onClick={() => remove.mutate({ banner_id: b.banner_id })} aria-label={`${t.remove}: ${b.name}`}>{t.remove}</Button>
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
