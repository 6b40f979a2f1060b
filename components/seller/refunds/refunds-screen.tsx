'use client';
// /seller/refunds (docs/rules/seller.md#refunds): every refund with its state, filtered by
// state, newest first, the tab and the page in the URL; and the form for a manual refund
// (a cash order returned after delivery, paid back by UPI or bank transfer), which takes
// the order number staff read off the order and asks for a fresh code. Cards on a phone,
// a table-like grid on a desktop.
import { useState, type FormEvent } from 'react';
import type { SellerParsedRequestOf } from '@/lib/seller-contract';
import { sellerKeys, useSellerMutation, useSellerQuery, type SellerPayloadOf, type ServerView } from '@/lib/client/seller/hooks';
import { fieldErrorsOf } from '@/lib/client/seller/http';
import { showMoment } from '@/lib/orders/display';
import { rupees } from '@/lib/pricing';
import { REFUND_STATES } from '@/lib/refunds/states';
import type { RefundRow } from '@/lib/refunds/types';
import { sellerTexts } from '@/lib/texts/seller';
import { Button } from '../kit/button';
import { Card, PageTitle } from '../kit/card';
import { FormError, TextField } from '../kit/field';
import { listHref, Pager, StateTabs } from '../kit/pager';

const t = sellerTexts.refundsPage;
const PATH = '/seller/refunds';
type Filter = SellerParsedRequestOf<'refundsList'>;
type ListPayload = SellerPayloadOf<'refundsList'>;

const stateTone: Record<string, string> = {
  pending: 'bg-amber-100 text-amber-900',
  processed: 'bg-green-100 text-green-900',
  failed: 'bg-red-100 text-red-900',
};

export function RefundsScreen({ filter, initial }: { filter: Filter; initial: ServerView<ListPayload> }) {
  const list = useSellerQuery('refundsList', filter, initial).data ?? initial.payload;
  const pages = Math.max(1, Math.ceil(list.total / list.page_size));

  return (
    <div className="flex flex-col gap-6">
      <PageTitle>{t.title}</PageTitle>
      <ManualRefundForm filter={filter} list={list} />
      <section aria-labelledby="refund-list" className="flex flex-col gap-3">
        <h2 id="refund-list" className="sr-only">{t.listHeading}</h2>
        <StateTabs
          label={t.state}
          states={REFUND_STATES}
          current={filter.status}
          labelOf={(s) => t.states[s] ?? s}
          allLabel={t.filterAll}
          hrefOf={(status) => listHref(PATH, { status })}
        />
        {list.refunds.length === 0 ? (
          <p className="text-sm text-neutral-700">{t.none}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-black/10 rounded-xl border border-black/15 bg-white">
            {list.refunds.map((r) => (
              <RefundLine key={r.refund_id} refund={r} />
            ))}
          </ul>
        )}
        <Pager page={filter.page} pages={pages} hrefOf={(page) => listHref(PATH, { status: filter.status, page })} />
      </section>
    </div>
  );
}

function RefundLine({ refund: r }: { refund: RefundRow }) {
  return (
    <li data-testid="refund-row" className="grid grid-cols-2 gap-x-3 gap-y-1 p-3 text-sm lg:grid-cols-[10rem_7rem_7rem_8rem_1fr_11rem]">
      <span className="font-semibold">{r.order_string}</span>
      <span className="text-right font-semibold lg:text-left">{rupees(r.amount)}</span>
      <span>
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${stateTone[r.status] ?? ''}`}>{t.states[r.status] ?? r.status}</span>
      </span>
      <span className="text-right lg:text-left">{t.methods[r.method] ?? r.method}</span>
      <span className="col-span-2 text-neutral-700 lg:col-span-1">
        {r.reason}
        {r.reference ? ` · ${t.reference}: ${r.reference}` : ''}
        {r.status === 'pending' && r.last_error ? ` · ${t.attempts}: ${r.attempts}` : ''}
      </span>
      <time dateTime={r.created_at} className="col-span-2 text-xs text-neutral-700 lg:col-span-1">{showMoment(r.created_at)}</time>
    </li>
  );
}

const blank = { order_string: '', amount: '', reference: '', return_id: '', totp: '' };

/**
 * The list this refund belongs at the top of: the first page of "All" or "Processed" (a
 * manual refund is processed at once). The same order and reference recorded again
 * answer the refund already listed, which stays where it is.
 */
function withRefund(list: ListPayload, filter: Filter, refund: RefundRow): ListPayload | null {
  if (filter.page !== 1 || (filter.status !== undefined && filter.status !== refund.status)) return null;
  if (list.refunds.some((r) => r.refund_id === refund.refund_id)) return null;
  return { ...list, refunds: [refund, ...list.refunds].slice(0, list.page_size), total: list.total + 1 };
}

function ManualRefundForm({ filter, list }: { filter: Filter; list: ListPayload }) {
  const [form, setForm] = useState(blank);
  const record = useSellerMutation('refundsRecordManual', {
    success: ({ refund }) => t.recorded(refund.order_string, rupees(refund.amount)),
    put: ({ refund }) => {
      const next = withRefund(list, filter, refund);
      return next ? [[sellerKeys.of('refundsList', filter), next]] : [];
    },
    onSuccess: () => setForm(blank),
  });
  const errors = fieldErrorsOf(record.error);
  const set = (key: keyof typeof blank) => (e: React.ChangeEvent<HTMLInputElement>) => setForm({ ...form, [key]: e.target.value });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    record.mutate({
      order_string: form.order_string.trim(),
      amount: form.amount.trim(),
      reference: form.reference,
      return_id: form.return_id.trim() === '' ? undefined : form.return_id.trim(),
      totp: form.totp.trim(),
    });
  };

  return (
    <Card title={t.manualHeading}>
      <p className="text-sm text-neutral-700">{t.manualNote}</p>
      <form className="grid grid-cols-1 gap-3 desk:grid-cols-2 lg:grid-cols-5" onSubmit={submit}>
        <TextField label={t.orderNumber} hint={t.orderNumberHint} error={errors.order_string ?? errors.order_id} required autoCapitalize="characters" autoComplete="off" spellCheck={false} value={form.order_string} onChange={set('order_string')} />
        <TextField label={t.amountRupees} error={errors.amount} inputMode="decimal" required value={form.amount} onChange={set('amount')} />
        <TextField label={t.referenceHint} error={errors.reference} required value={form.reference} onChange={set('reference')} />
        <TextField label={t.returnId} hint={t.returnIdHint} error={errors.return_id} inputMode="numeric" value={form.return_id} onChange={set('return_id')} />
        <TextField label={t.freshCode} error={errors.totp} inputMode="numeric" autoComplete="one-time-code" pattern="\d{6}" maxLength={6} required value={form.totp} onChange={set('totp')} />
        <div className="flex flex-col gap-2 desk:col-span-2 lg:col-span-5">
          <Button type="submit" disabled={record.isPending} className="w-full desk:w-fit">{t.record}</Button>
          {/* A refusal that names no field stays in the form too (the notice goes after 2 s). */}
          <FormError>{record.isError && Object.keys(errors).length === 0 ? record.error.message : null}</FormError>
        </div>
      </form>
    </Card>
  );
}
