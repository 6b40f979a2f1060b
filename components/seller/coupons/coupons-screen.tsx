'use client';
// /seller/coupons (docs/rules/coupons.md): the form that creates a coupon or changes the
// one with the same code (coupons/save), and every coupon with its rule and uses
// (coupons/list); Edit fills the form with a saved coupon. A coupon can be shown on the
// /offers page with a title, and limited to some categories or brands (ticked in two
// lists; the row says "Only: ..."); Edit keeps or changes those limits.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CouponShelves, CouponView } from '@/lib/coupons/coupons';
import { fieldErrorsOf, sellerCall } from '@/lib/client/seller/http';
import { toast } from '@/lib/client/toast';
import { indiaLocalInput } from '@/lib/orders/dates';
import { rupees } from '@/lib/pricing';
import { sellerTexts } from '@/lib/texts/seller';

const t = sellerTexts.couponsPage;
const inputClass = 'rounded-lg border border-black/25 px-3 py-2 text-base';
const empty = {
  code: '', kind: 'flat' as 'flat' | 'percent', value: '', min_order: '', max_discount: '', starts_at: '', ends_at: '', total_uses: '', uses_per_customer: '1',
  first_order_only: false, active: true, on_offers_page: false, title: '', description: '', category_ids: [] as number[], brand_ids: [] as number[],
};
type Form = typeof empty;
const shown = (n: number | null) => (n === null ? '' : String(n));

/** The form filled with a saved coupon, to change it. */
function formOf(c: CouponView): Form {
  return {
    code: c.code, kind: c.kind, value: String(c.value), min_order: c.min_order ? String(c.min_order) : '', max_discount: shown(c.max_discount),
    starts_at: c.starts_at ? indiaLocalInput(c.starts_at) : '', ends_at: c.ends_at ? indiaLocalInput(c.ends_at) : '', total_uses: shown(c.total_uses),
    uses_per_customer: String(c.uses_per_customer), first_order_only: c.first_order_only, active: c.active, on_offers_page: c.on_offers_page,
    title: c.title ?? '', description: c.description ?? '', category_ids: c.category_ids ?? [], brand_ids: c.brand_ids ?? [],
  };
}
const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' }) : null);
const optional = (v: string) => (v.trim() === '' ? undefined : v.trim());

/** "Only: Televisions, Samsung" for a limited coupon (an id no longer in the shop shows as #id). */
function limitOf(c: CouponView, shelves: CouponShelves): string | null {
  const named = (ids: number[] | null, list: { id: number; name: string }[]) => (ids ?? []).map((id) => list.find((x) => x.id === id)?.name ?? `#${id}`);
  const names = [...named(c.category_ids, shelves.categories), ...named(c.brand_ids, shelves.brands)];
  return names.length ? t.only(names) : null;
}

function ruleOf(c: CouponView, shelves: CouponShelves): string {
  const off = c.kind === 'flat' ? t.flatOff(rupees(c.value)) : t.percentOff(c.value, c.max_discount === null ? null : rupees(c.max_discount));
  const parts = [off];
  if (c.min_order > 0) parts.push(t.minOrder(rupees(c.min_order)));
  if (c.first_order_only) parts.push(t.firstOrderOnlyRule);
  const limit = limitOf(c, shelves);
  if (limit) parts.push(limit);
  if (c.on_offers_page) parts.push(t.onOffersPageRule);
  return parts.join(' · ');
}

export function CouponsScreen({ initial, shelves }: { initial: CouponView[]; shelves: CouponShelves }) {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: ['seller', 'couponsList'], queryFn: async () => (await sellerCall('couponsList', {})).payload.coupons, initialData: initial });
  const [form, setForm] = useState(empty);
  const save = useMutation({
    mutationFn: () =>
      sellerCall('couponsSave', {
        code: form.code, kind: form.kind, value: form.value.trim(), min_order: optional(form.min_order), max_discount: optional(form.max_discount),
        starts_at: optional(form.starts_at), ends_at: optional(form.ends_at), total_uses: optional(form.total_uses), uses_per_customer: optional(form.uses_per_customer),
        first_order_only: form.first_order_only, active: form.active, on_offers_page: form.on_offers_page, title: optional(form.title), description: optional(form.description),
        // Always sent: an empty list clears a limit, so an edit never drops one unseen.
        category_ids: form.category_ids, brand_ids: form.brand_ids,
      }),
    onSuccess: async (answer) => {
      toast.success(t.saved(answer.payload.coupon.code));
      setForm(empty);
      await queryClient.invalidateQueries({ queryKey: ['seller', 'couponsList'] });
    },
    onError: (error) => toast.error(t.failed, { description: error instanceof Error ? error.message : undefined }),
  });
  const errors = fieldErrorsOf(save.error);
  const text = (key: keyof typeof form, label: string, props: React.InputHTMLAttributes<HTMLInputElement> = {}) => (
    <label className="flex flex-col gap-1 text-sm">
      <span className="font-semibold">{label}</span>
      <input value={String(form[key])} onChange={(e) => setForm({ ...form, [key]: e.target.value })} className={inputClass} aria-invalid={errors[key] ? true : undefined} {...props} />
      {errors[key] && <span className="text-red-800">{errors[key]}</span>}
    </label>
  );
  const limits = (key: 'category_ids' | 'brand_ids', label: string, choices: { id: number; name: string }[]) => {
    const fieldError = Object.entries(errors).find(([k]) => k === key || k.startsWith(`${key}.`))?.[1];
    return (
      <fieldset className="flex flex-col gap-1 text-sm">
        <legend className="font-semibold">{label}</legend>
        <div className="flex max-h-48 flex-col gap-1 overflow-y-auto rounded-lg border border-black/25 p-2">
          {choices.map((c) => (
            <label key={c.id} className="flex items-center gap-2">
              <input
                type="checkbox"
                checked={form[key].includes(c.id)}
                onChange={(e) => setForm({ ...form, [key]: e.target.checked ? [...form[key], c.id] : form[key].filter((id) => id !== c.id) })}
                className="h-4 w-4"
              />
              {c.name}
            </label>
          ))}
        </div>
        {fieldError && <span className="text-red-800">{fieldError}</span>}
      </fieldset>
    );
  };
  const check = (key: 'first_order_only' | 'active' | 'on_offers_page', label: string) => (
    <label className="flex items-center gap-2 text-sm">
      <input type="checkbox" checked={form[key]} onChange={(e) => setForm({ ...form, [key]: e.target.checked })} className="h-4 w-4" />
      {label}
    </label>
  );

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-xl font-bold">{t.title}</h1>
      <section aria-labelledby="coupon-form" className="rounded-xl border border-black/15 bg-white p-4">
        <h2 id="coupon-form" className="mb-1 font-bold">{t.formHeading}</h2>
        <p className="mb-3 text-sm text-neutral-700">{t.formNote}</p>
        <form
          className="grid grid-cols-1 gap-3 desk:grid-cols-3"
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate();
          }}
        >
          {text('code', t.code, { required: true, maxLength: 40, autoCapitalize: 'characters' })}
          <label className="flex flex-col gap-1 text-sm">
            <span className="font-semibold">{t.kind}</span>
            <select value={form.kind} onChange={(e) => setForm({ ...form, kind: e.target.value as 'flat' | 'percent' })} className={inputClass}>
              <option value="flat">{t.kinds.flat}</option>
              <option value="percent">{t.kinds.percent}</option>
            </select>
          </label>
          {text('value', form.kind === 'flat' ? t.valueRupees : t.valuePercent, { required: true, inputMode: 'decimal' })}
          {text('min_order', t.minOrderRupees, { inputMode: 'decimal' })}
          {text('max_discount', t.maxDiscountRupees, { inputMode: 'decimal' })}
          {text('total_uses', t.totalUses, { inputMode: 'numeric' })}
          {text('uses_per_customer', t.usesPerCustomer, { inputMode: 'numeric' })}
          {text('starts_at', t.startsAt, { type: 'datetime-local' })}
          {text('ends_at', t.endsAt, { type: 'datetime-local' })}
          <div className="flex flex-col justify-center gap-2">
            {check('first_order_only', t.firstOrderOnly)}
            {check('active', t.active)}
            {check('on_offers_page', t.onOffersPage)}
          </div>
          {text('title', t.offerTitle, { maxLength: 80, required: form.on_offers_page })}
          <div className="desk:col-span-2">{text('description', t.offerDescription, { maxLength: 300 })}</div>
          {limits('category_ids', t.categories, shelves.categories)}
          {limits('brand_ids', t.brands, shelves.brands)}
          <p className="self-center text-sm text-neutral-700">{t.limitsNote}</p>
          <div className="desk:col-span-3">
            <button type="submit" disabled={save.isPending} className="w-full rounded-lg bg-primary-strong px-4 py-2 font-semibold text-white disabled:opacity-50 desk:w-fit">
              {t.save}
            </button>
          </div>
        </form>
      </section>
      <section aria-labelledby="coupon-list">
        <h2 id="coupon-list" className="mb-2 font-bold">{t.listHeading}</h2>
        {query.data.length === 0 ? (
          <p className="text-sm text-neutral-700">{t.none}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-black/10 rounded-xl border border-black/15 bg-white">
            {query.data.map((c) => (
              <li key={c.coupon_id} data-testid="coupon-row" className="flex flex-col gap-1 p-3 text-sm desk:flex-row desk:items-center desk:justify-between">
                <span>
                  <span className="font-mono font-bold">{c.code}</span> {!c.active && <span className="text-red-800">({t.inactive})</span>} · {ruleOf(c, shelves)}
                </span>
                <span className="flex items-center gap-3 text-neutral-700">
                  <span>
                    {t.uses(c.used_count, c.total_uses)}
                    {c.starts_at || c.ends_at ? ` · ${[when(c.starts_at), when(c.ends_at)].map((d) => d ?? '…').join(' – ')}` : ''}
                  </span>
                  <button
                    type="button"
                    aria-label={t.edit(c.code)}
                    className="rounded-lg border border-black/25 px-3 py-1 font-semibold text-secondary"
                    onClick={() => {
                      setForm(formOf(c));
                      document.getElementById('coupon-form')?.scrollIntoView({ block: 'start' });
                    }}
                  >
                    {t.editButton}
                  </button>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
