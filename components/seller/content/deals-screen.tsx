'use client';
// /seller/content/deals (docs/rules/content.md#hot-deals): every product with a deal,
// with its kind, deal price and end, each changed or ended here (the server checks them
// by the product editor's deal rules); the name opens the product's editor. A save or an
// end answers every deal, which replaces the list shown.
import Link from 'next/link';
import { useState } from 'react';
import { DEAL_KINDS, type DealRow, type DealsView } from '@/lib/content/content-types';
import { sellerKeys, useSellerMutation, useSellerQuery, type ServerView } from '@/lib/client/seller/hooks';
import { fieldErrorsOf } from '@/lib/client/seller/http';
import { indiaLocalInput } from '@/lib/orders/dates';
import { rupees } from '@/lib/pricing';
import { sellerTexts } from '@/lib/texts/seller';
import { Button } from '../kit/button';
import { PageTitle } from '../kit/card';
import { SelectField, TextField } from '../kit/field';

const t = sellerTexts.contentEditors;
const viewKey = sellerKeys.of('contentDeals', {});
const kindOptions = DEAL_KINDS.map((k) => [String(k), t.dealKinds[k]] as const);

function DealForm({ deal }: { deal: DealRow }) {
  const [form, setForm] = useState({ deal_type_id: String(deal.deal_type_id), deal_price: String(deal.deal_price), deal_ends_at: indiaLocalInput(deal.deal_ends_at) });
  const save = useSellerMutation('contentSaveDeal', { success: t.dealSaved, put: ({ deal: _deal, ...fresh }) => [[viewKey, fresh]] });
  const end = useSellerMutation('contentEndDeal', { success: t.dealEnded, put: (fresh) => [[viewKey, fresh]] });
  const errors = fieldErrorsOf(save.error);
  return (
    <form
      aria-label={deal.name}
      data-testid="deal-row"
      className="flex flex-wrap items-end gap-3 p-3 text-sm"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({ product_id: deal.product_id, ...form });
      }}
    >
      <span className="flex min-w-56 flex-1 flex-col">
        <Link href={`/seller/products/${deal.product_id}`} aria-label={t.openProduct(deal.name)} className="font-semibold underline">{deal.name}</Link>
        <span className="text-neutral-700">{t.sellingPrice(rupees(deal.selling_price))}</span>
      </span>
      <SelectField label={t.dealKind} value={form.deal_type_id} onChange={(e) => setForm({ ...form, deal_type_id: e.target.value })} options={kindOptions} error={errors.deal_type_id} />
      <TextField label={t.dealPrice} value={form.deal_price} inputMode="decimal" onChange={(e) => setForm({ ...form, deal_price: e.target.value })} error={errors.deal_price} className="w-32" />
      <TextField label={t.dealEnds} type="datetime-local" value={form.deal_ends_at} onChange={(e) => setForm({ ...form, deal_ends_at: e.target.value })} error={errors.deal_ends_at} />
      <Button type="submit" disabled={save.isPending} aria-label={t.saveDeal(deal.name)}>{t.saveDealButton}</Button>
      <Button kind="danger" disabled={end.isPending} onClick={() => end.mutate({ product_id: deal.product_id })} aria-label={t.endDeal(deal.name)}>{t.endDealButton}</Button>
    </form>
  );
}

export function DealsScreen({ initial }: { initial: ServerView<DealsView> }) {
  const { deals } = useSellerQuery('contentDeals', {}, initial).data ?? initial.payload;
  return (
    <div className="flex flex-col gap-6">
      <PageTitle>{t.dealsTitle}</PageTitle>
      <p className="text-sm text-neutral-700">{t.dealsNote}</p>
      {DEAL_KINDS.map((kind) => (
        <section key={kind} aria-labelledby={`deal-kind-${kind}`} className="flex flex-col gap-2">
          <h2 id={`deal-kind-${kind}`} className="font-bold">{t.dealKinds[kind]}</h2>
          <div className="divide-y divide-black/10 rounded-xl border border-black/15 bg-white">
            {deals.filter((d) => d.deal_type_id === kind).map((d) => (
              // Keyed by the deal's values: a saved deal's form starts again from what was saved.
              <DealForm key={`${d.product_id}-${d.deal_type_id}-${d.deal_price}-${d.deal_ends_at}`} deal={d} />
            ))}
          </div>
        </section>
      ))}
      {deals.length === 0 && <p className="text-sm">{t.noDeals}</p>}
    </div>
  );
}
