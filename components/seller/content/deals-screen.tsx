'use client';
// /seller/content/deals (docs/rules/content.md#hot-deals): every product with a deal,
// with its kind, deal price and end, each changed or ended here (the server checks them
// by the product editor's deal rules); the name opens the product's editor.
import { useMutation } from '@tanstack/react-query';
import Link from 'next/link';
import { useState } from 'react';
import { DEAL_KINDS, type DealRow } from '@/lib/content/content-types';
import { fieldErrorsOf, sellerCall } from '@/lib/client/seller/http';
import { toast } from '@/lib/client/toast';
import { indiaLocalInput } from '@/lib/orders/dates';
import { rupees } from '@/lib/pricing';
import { sellerTexts } from '@/lib/texts/seller';

const t = sellerTexts.contentEditors;
const inputClass = 'rounded-lg border border-black/25 px-2 py-1 text-base';
const onError = (error: unknown) => toast.error(t.failed, { description: error instanceof Error ? error.message : undefined });

function DealForm({ deal, onChanged }: { deal: DealRow; onChanged: () => Promise<void> }) {
  const [form, setForm] = useState({ deal_type_id: String(deal.deal_type_id), deal_price: String(deal.deal_price), deal_ends_at: indiaLocalInput(deal.deal_ends_at) });
  const save = useMutation({
    mutationFn: () => sellerCall('contentSaveDeal', { product_id: deal.product_id, ...form }),
    onSuccess: async () => {
      toast.success(t.dealSaved);
      await onChanged();
    },
    onError,
  });
  const end = useMutation({
    mutationFn: () => sellerCall('contentEndDeal', { product_id: deal.product_id }),
    onSuccess: async () => {
      toast.success(t.dealEnded);
      await onChanged();
    },
    onError,
  });
  const errors = fieldErrorsOf(save.error);
  const id = (key: string) => `deal-${deal.product_id}-${key}`;
  const field = (key: keyof typeof form, label: string, control: React.ReactNode) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={id(key)} className="text-xs font-semibold">{label}</label>
      {control}
      {errors[key] && <span className="text-red-800">{errors[key]}</span>}
    </div>
  );
  return (
    <form
      aria-label={deal.name}
      data-testid="deal-row"
      className="flex flex-wrap items-end gap-3 p-3 text-sm"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      <span className="flex min-w-56 flex-1 flex-col">
        <Link href={`/seller/products/${deal.product_id}`} aria-label={t.openProduct(deal.name)} className="font-semibold underline">{deal.name}</Link>
        <span className="text-neutral-700">{t.sellingPrice(rupees(deal.selling_price))}</span>
      </span>
      {field('deal_type_id', t.dealKind, (
        <select id={id('deal_type_id')} value={form.deal_type_id} onChange={(e) => setForm({ ...form, deal_type_id: e.target.value })} className={inputClass}>
          {DEAL_KINDS.map((k) => <option key={k} value={k}>{t.dealKinds[k]}</option>)}
        </select>
      ))}
      {field('deal_price', t.dealPrice, <input id={id('deal_price')} value={form.deal_price} inputMode="decimal" onChange={(e) => setForm({ ...form, deal_price: e.target.value })} className={`${inputClass} w-28`} />)}
      {field('deal_ends_at', t.dealEnds, <input id={id('deal_ends_at')} type="datetime-local" value={form.deal_ends_at} onChange={(e) => setForm({ ...form, deal_ends_at: e.target.value })} className={inputClass} />)}
      <button type="submit" disabled={save.isPending} aria-label={t.saveDeal(deal.name)} className="rounded-lg bg-primary-strong px-3 py-1.5 font-semibold text-white disabled:opacity-50">{t.saveDealButton}</button>
      <button type="button" disabled={end.isPending} onClick={() => end.mutate()} aria-label={t.endDeal(deal.name)} className="font-semibold text-red-800 underline">{t.endDealButton}</button>
    </form>
  );
}

export function DealsScreen({ initial }: { initial: { deals: DealRow[] } }) {
  const [deals, setDeals] = useState(initial.deals);
  const reload = async () => setDeals((await sellerCall('contentDeals', {})).payload.deals);
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-xl font-bold">{t.dealsTitle}</h1>
      <p className="text-sm text-neutral-700">{t.dealsNote}</p>
      {DEAL_KINDS.map((kind) => (
        <section key={kind} aria-labelledby={`deal-kind-${kind}`} className="flex flex-col gap-2">
          <h2 id={`deal-kind-${kind}`} className="font-bold">{t.dealKinds[kind]}</h2>
          <div className="divide-y divide-black/10 rounded-xl border border-black/15 bg-white">
            {deals.filter((d) => d.deal_type_id === kind).map((d) => (
              <DealForm key={`${d.product_id}-${d.deal_type_id}-${d.deal_price}-${d.deal_ends_at}`} deal={d} onChanged={reload} />
            ))}
          </div>
        </section>
      ))}
      {deals.length === 0 && <p className="text-sm">{t.noDeals}</p>}
    </div>
  );
}
