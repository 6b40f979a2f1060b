'use client';
// /seller/coupons (docs/rules/coupons.md): the form that creates a coupon or changes the
// one with the same code (coupons/save), and every coupon with its rule and uses
// (coupons/list). Limits to categories or brands are set through the API for now.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CouponView } from '@/lib/coupons/coupons';
import { fieldErrorsOf, sellerCall } from '@/lib/client/seller/http';
import { toast } from '@/lib/client/toast';
import { rupees } from '@/lib/pricing';
import { texts } from '@/lib/texts';

const t = texts.seller.couponsPage;
const inputClass = 'rounded-lg border border-black/25 px-3 py-2 text-base';
const empty = { code: '', kind: 'flat' as 'flat' | 'percent', value: '', min_order: '', max_discount: '', starts_at: '', ends_at: '', total_uses: '', uses_per_customer: '1', first_order_only: false, active: true };
const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' }) : null);
const optional = (v: string) => (v.trim() === '' ? undefined : v.trim());

function ruleOf(c: CouponView): string {
  const off = c.kind === 'flat' ? t.flatOff(rupees(c.value)) : t.percentOff(c.value, c.max_discount === null ? null : rupees(c.max_discount));
  const parts = [off];
  if (c.min_order > 0) parts.push(t.minOrder(rupees(c.min_order)));
  if (c.first_order_only) parts.push(t.firstOrderOnlyRule);
  if (c.category_ids || c.brand_ids) parts.push(t.limited);
  return parts.join(' · ');
}

export function CouponsScreen({ initial }: { initial: CouponView[] }) {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: ['seller', 'couponsList'], queryFn: async () => (await sellerCall('couponsList', {})).payload.coupons, initialData: initial });
  const [form, setForm] = useState(empty);
  const save = useMutation({
    mutationFn: () =>
      sellerCall('couponsSave', {
        code: form.code, kind: form.kind, value: form.value.trim(), min_order: optional(form.min_order), max_discount: optional(form.max_discount),
        starts_at: optional(form.starts_at), ends_at: optional(form.ends_at), total_uses: optional(form.total_uses), uses_per_customer: optional(form.uses_per_customer),
        first_order_only: form.first_order_only, active: form.active,
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
  const check = (key: 'first_order_only' | 'active', label: string) => (
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
          </div>
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
                  <span className="font-mono font-bold">{c.code}</span> {!c.active && <span className="text-red-800">({t.inactive})</span>} · {ruleOf(c)}
                </span>
                <span className="text-neutral-700">
                  {t.uses(c.used_count, c.total_uses)}
                  {c.starts_at || c.ends_at ? ` · ${[when(c.starts_at), when(c.ends_at)].map((d) => d ?? '…').join(' – ')}` : ''}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
