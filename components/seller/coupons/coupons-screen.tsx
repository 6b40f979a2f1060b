'use client';
// /seller/coupons (docs/rules/coupons.md#the-console): the form that creates a coupon or
// changes one (coupons/save), and every coupon with its rule and uses (coupons/list, with
// the categories and brands a coupon may be limited to); Edit fills the form with a saved
// coupon, Delete removes one no order used (coupons/delete). The form knows the list: a
// code that belongs to another coupon is replaced only once the member says so (the save
// then carries overwrite), and the server refuses it otherwise, so a list older than
// another member's save asks too. A coupon can be shown on the /offers page with a title,
// and limited to some categories or brands (ticked in two lists; the row says "Only: ...").
import { useRef, useState, type FormEvent } from 'react';
import type { CouponShelves, CouponView } from '@/lib/coupons/types';
import { normaliseCouponCode } from '@/lib/coupons/rules';
import { sellerKeys, useSellerMutation, useSellerQuery, type SellerPayloadOf, type ServerView } from '@/lib/client/seller/hooks';
import { ApiCallError, fieldErrorsOf } from '@/lib/client/seller/http';
import { indiaLocalInput } from '@/lib/orders/dates';
import { showMoment } from '@/lib/orders/display';
import { rupees } from '@/lib/pricing';
import { sellerTexts } from '@/lib/texts/seller';
import { Button } from '../kit/button';
import { Card, PageTitle } from '../kit/card';
import { Checkbox, FormError, SelectField, TextField } from '../kit/field';

const t = sellerTexts.couponsPage;
type List = SellerPayloadOf<'couponsList'>;
const LIST_KEY = sellerKeys.of('couponsList', {});
const CODE_ID = 'coupon-code';
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

/** The list with this coupon saved: in its place when it was there, else first (newest). */
const withCoupon = (list: List, coupon: CouponView): List => ({
  ...list,
  coupons: list.coupons.some((c) => c.coupon_id === coupon.coupon_id) ? list.coupons.map((c) => (c.coupon_id === coupon.coupon_id ? coupon : c)) : [coupon, ...list.coupons],
});

/** A save refused because the code is taken (the server's 409 says so). */
const isCodeTaken = (error: unknown) => error instanceof ApiCallError && error.status === 409 && (error.body as { exists?: boolean } | null)?.exists === true;

export function CouponsScreen({ initial }: { initial: ServerView<List> }) {
  const query = useSellerQuery('couponsList', {}, initial);
  const list = query.data ?? initial.payload;
  const { shelves } = list;
  const [form, setForm] = useState(empty);
  /** The code of the coupon Edit opened: saving it again changes it without asking. */
  const [editing, setEditing] = useState<string | null>(null);
  /** The code the save would replace, waiting for the member's word (with the coupon's rule when the list has it). */
  const [asking, setAsking] = useState<{ code: string; rule: string | null } | null>(null);
  const formBox = useRef<HTMLDivElement>(null);

  const save = useSellerMutation('couponsSave', {
    success: ({ coupon }) => t.saved(coupon.code),
    put: ({ coupon }) => [[LIST_KEY, withCoupon(list, coupon)]],
    // Shown by the form: each field's error under it, the rest above the button.
    quietErrors: true,
    onSuccess: () => {
      setForm(empty);
      setEditing(null);
      setAsking(null);
    },
  });
  const errors = isCodeTaken(save.error) ? {} : fieldErrorsOf(save.error);

  const send = (overwrite: boolean) =>
    save.mutate(
      {
        code: form.code, kind: form.kind, value: form.value.trim(), min_order: optional(form.min_order), max_discount: optional(form.max_discount),
        starts_at: optional(form.starts_at), ends_at: optional(form.ends_at), total_uses: optional(form.total_uses), uses_per_customer: optional(form.uses_per_customer),
        first_order_only: form.first_order_only, active: form.active, on_offers_page: form.on_offers_page, title: optional(form.title), description: optional(form.description),
        // Always sent: an empty list clears a limit, so an edit never drops one unseen.
        category_ids: form.category_ids, brand_ids: form.brand_ids,
        overwrite,
      },
      {
        onError: (error) => {
          // Another member saved this code since the list was read: ask, and read the list again.
          if (isCodeTaken(error)) {
            setAsking({ code: normaliseCouponCode(form.code), rule: null });
            void query.refetch();
          }
        },
      },
    );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const code = normaliseCouponCode(form.code);
    const taken = list.coupons.find((c) => c.code === code);
    if (taken && taken.code !== editing) {
      setAsking({ code, rule: ruleOf(taken, shelves) });
      return;
    }
    setAsking(null);
    send(taken !== undefined);
  };
  const set = (key: keyof Form) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => setForm({ ...form, [key]: e.target.value });
  const field = (key: keyof Form, label: string, props: React.InputHTMLAttributes<HTMLInputElement> = {}) => (
    <TextField label={label} error={errors[key]} value={String(form[key])} onChange={set(key)} {...props} />
  );
  const limits = (key: 'category_ids' | 'brand_ids', label: string, choices: { id: number; name: string }[]) => {
    const fieldError = Object.entries(errors).find(([k]) => k === key || k.startsWith(`${key}.`))?.[1];
    return (
      <fieldset className="flex min-w-0 flex-col gap-1 text-sm">
        <legend className="font-semibold">{label}</legend>
        <div className="flex max-h-48 flex-col gap-1 overflow-y-auto rounded border border-black/25 p-2">
          {choices.map((c) => (
            <Checkbox
              key={c.id}
              label={c.name}
              checked={form[key].includes(c.id)}
              onChange={(e) => setForm({ ...form, [key]: e.target.checked ? [...form[key], c.id] : form[key].filter((id) => id !== c.id) })}
            />
          ))}
        </div>
        {fieldError && <p className="text-xs font-semibold text-red-800">{fieldError}</p>}
      </fieldset>
    );
  };
  const check = (key: 'first_order_only' | 'active' | 'on_offers_page', label: string) => (
    <Checkbox label={label} checked={form[key]} onChange={(e) => setForm({ ...form, [key]: e.target.checked })} />
  );

  return (
    <div className="flex flex-col gap-6">
      <PageTitle>{t.title}</PageTitle>
      <div ref={formBox}>
        <Card title={t.formHeading}>
          <p className="text-sm text-neutral-700">{t.formNote}</p>
          {editing && (
            <p className="flex flex-wrap items-center gap-3 text-sm">
              <span className="font-semibold">{t.editing(editing)}</span>
              <Button
                kind="link"
                onClick={() => {
                  setForm(empty);
                  setEditing(null);
                  setAsking(null);
                }}
              >
                {t.newCoupon}
              </Button>
            </p>
          )}
          <form className="grid grid-cols-1 gap-3 desk:grid-cols-3" onSubmit={submit}>
            <TextField id={CODE_ID} label={t.code} error={errors.code} required maxLength={40} autoCapitalize="characters" value={form.code} onChange={(e) => { setForm({ ...form, code: e.target.value }); setAsking(null); }} />
            <SelectField label={t.kind} value={form.kind} onChange={set('kind')} options={[['flat', t.kinds.flat], ['percent', t.kinds.percent]]} />
            {field('value', form.kind === 'flat' ? t.valueRupees : t.valuePercent, { required: true, inputMode: 'decimal' })}
            {field('min_order', t.minOrderRupees, { inputMode: 'decimal' })}
            {field('max_discount', t.maxDiscountRupees, { inputMode: 'decimal' })}
            {field('total_uses', t.totalUses, { inputMode: 'numeric' })}
            {field('uses_per_customer', t.usesPerCustomer, { inputMode: 'numeric' })}
            {field('starts_at', t.startsAt, { type: 'datetime-local' })}
            {field('ends_at', t.endsAt, { type: 'datetime-local' })}
            <div className="flex flex-col justify-center gap-2">
              {check('first_order_only', t.firstOrderOnly)}
              {check('active', t.active)}
              {check('on_offers_page', t.onOffersPage)}
            </div>
            {field('title', t.offerTitle, { maxLength: 80, required: form.on_offers_page })}
            <div className="desk:col-span-2">{field('description', t.offerDescription, { maxLength: 300 })}</div>
            {limits('category_ids', t.categories, shelves.categories)}
            {limits('brand_ids', t.brands, shelves.brands)}
            <p className="self-center text-sm text-neutral-700">{t.limitsNote}</p>
            <div className="flex flex-col gap-2 desk:col-span-3">
              {asking ? (
                <div role="alert" className="flex flex-col gap-2 rounded-lg border border-amber-700 bg-amber-50 p-3 text-sm">
                  <p className="font-semibold">{t.exists(asking.code, asking.rule)}</p>
                  <div className="flex flex-wrap gap-2">
                    <Button kind="danger" disabled={save.isPending} onClick={() => send(true)}>{t.overwrite(asking.code)}</Button>
                    <Button
                      kind="secondary"
                      onClick={() => {
                        setAsking(null);
                        document.getElementById(CODE_ID)?.focus();
                      }}
                    >
                      {t.keep}
                    </Button>
                  </div>
                </div>
              ) : (
                <Button type="submit" disabled={save.isPending} className="w-full desk:w-fit">{t.save}</Button>
              )}
              <FormError>{save.isError && !isCodeTaken(save.error) ? save.error.message : null}</FormError>
            </div>
          </form>
        </Card>
      </div>
      <section aria-labelledby="coupon-list">
        <h2 id="coupon-list" className="mb-2 text-lg font-bold">{t.listHeading}</h2>
        {list.coupons.length === 0 ? (
          <p className="text-sm text-neutral-700">{t.none}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-black/10 rounded-xl border border-black/15 bg-white">
            {list.coupons.map((c) => (
              <CouponLine
                key={c.coupon_id}
                coupon={c}
                rule={ruleOf(c, shelves)}
                list={list}
                onEdit={() => {
                  setForm(formOf(c));
                  setEditing(c.code);
                  setAsking(null);
                  formBox.current?.scrollIntoView({ block: 'start' });
                }}
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function CouponLine({ coupon: c, rule, list, onEdit }: { coupon: CouponView; rule: string; list: List; onEdit: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useSellerMutation('couponsDelete', {
    success: ({ coupon }) => t.deleted(coupon.code),
    put: ({ coupon }) => [[LIST_KEY, { ...list, coupons: list.coupons.filter((x) => x.coupon_id !== coupon.coupon_id) }]],
    onSuccess: () => setConfirming(false),
  });
  const validity = c.starts_at || c.ends_at ? ` · ${[c.starts_at, c.ends_at].map((d) => (d ? showMoment(d) : '…')).join(' – ')}` : '';

  return (
    <li data-testid="coupon-row" className="flex flex-col gap-2 p-3 text-sm desk:flex-row desk:items-center desk:justify-between">
      <span className="min-w-0 break-words">
        <span className="font-mono font-bold">{c.code}</span> {!c.active && <span className="text-red-800">({t.inactive})</span>} · {rule}
      </span>
      {confirming ? (
        <span role="group" aria-label={t.deleteAsk(c.code)} className="flex flex-wrap items-center gap-2">
          <span className="font-semibold">{t.deleteAsk(c.code)}</span>
          <Button kind="danger" disabled={remove.isPending} onClick={() => remove.mutate({ coupon_id: c.coupon_id }, { onError: () => setConfirming(false) })}>{t.deleteYes}</Button>
          <Button kind="secondary" onClick={() => setConfirming(false)}>{t.deleteNo}</Button>
        </span>
      ) : (
        <span className="flex flex-wrap items-center gap-3 text-neutral-700">
          <span>
            {t.uses(c.used_count, c.total_uses)}
            {validity}
          </span>
          <Button kind="secondary" aria-label={t.edit(c.code)} onClick={onEdit}>{t.editButton}</Button>
          <Button kind="danger" aria-label={t.delete(c.code)} onClick={() => setConfirming(true)}>{t.deleteButton}</Button>
        </span>
      )}
    </li>
  );
}
