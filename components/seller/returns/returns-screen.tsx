'use client';
// /seller/returns (docs/rules/seller.md#returns): returns by state, newest first, opening
// on those waiting for a decision; the state tab and the page are in the URL. Per return:
// approve, or reject with the reason the shopper will read; once approved, "Item
// received" back on sale or written off, with a fresh code (it starts the refund of an
// online payment). A cash order's received return says what to pay back and where to
// record it. Each decision answers the return as it now stands: it takes its new place
// in the list, or leaves a tab it no longer belongs to. Cards on a phone and a desktop alike.
import Link from 'next/link';
import { useState } from 'react';
import type { SellerParsedRequestOf } from '@/lib/seller-contract';
import { sellerKeys, useSellerMutation, useSellerQuery, type SellerPayloadOf, type ServerView } from '@/lib/client/seller/hooks';
import { fieldErrorsOf } from '@/lib/client/seller/http';
import { showMoment } from '@/lib/orders/display';
import { rupees } from '@/lib/pricing';
import type { ReturnRow, ReturnStatus } from '@/lib/returns/types';
import { sellerTexts } from '@/lib/texts/seller';
import { Button } from '../kit/button';
import { PageTitle } from '../kit/card';
import { TextField } from '../kit/field';
import { listHref, Pager, StateTabs } from '../kit/pager';
import { shippingTexts } from '@/lib/texts/seller/shipping';

const t = sellerTexts.returnsPage;
const PATH = '/seller/returns';
type Filter = SellerParsedRequestOf<'returnsList'>;
type ListPayload = SellerPayloadOf<'returnsList'>;
/** The tabs in the order the work goes; the page opens on the first. */
const TABS: readonly ReturnStatus[] = ['requested', 'approved', 'received', 'refunded', 'rejected'];
// "Requested" is the bare path (the console's link to Returns); "All" has a word of its own.
const tabHref = (status: ReturnStatus | undefined, page?: number) => listHref(PATH, { status: status === undefined ? 'all' : status === 'requested' ? undefined : status, page });

/** The list with this return as it now stands: in place while it still belongs to the tab, else gone from it. */
function withReturn(list: ListPayload, filter: Filter, row: ReturnRow): ListPayload {
  const stays = filter.status === undefined || filter.status === row.status;
  const had = list.returns.some((r) => r.return_id === row.return_id);
  if (stays) return { ...list, returns: list.returns.map((r) => (r.return_id === row.return_id ? row : r)) };
  return { ...list, returns: list.returns.filter((r) => r.return_id !== row.return_id), total: had ? list.total - 1 : list.total };
}

export function ReturnsScreen({ filter, initial }: { filter: Filter; initial: ServerView<ListPayload> }) {
  const list = useSellerQuery('returnsList', filter, initial).data ?? initial.payload;
  const pages = Math.max(1, Math.ceil(list.total / list.page_size));
  const put = (row: ReturnRow): [readonly unknown[], unknown][] => [[sellerKeys.of('returnsList', filter), withReturn(list, filter, row)]];

  return (
    <div className="flex flex-col gap-4">
      <PageTitle>{t.title}</PageTitle>
      <StateTabs label={t.title} states={TABS} current={filter.status} labelOf={(s) => t.states[s] ?? s} allLabel={t.filterAll} hrefOf={(s) => tabHref(s)} />
      {list.returns.length === 0 ? (
        <p className="text-sm text-neutral-700">{t.none}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {list.returns.map((r) => (
            <ReturnCard key={r.return_id} row={r} put={put} />
          ))}
        </ul>
      )}
      <Pager page={filter.page} pages={pages} hrefOf={(page) => tabHref(filter.status, page)} />
    </div>
  );
}

function ReturnCard({ row, put }: { row: ReturnRow; put: (row: ReturnRow) => [readonly unknown[], unknown][] }) {
  const [note, setNote] = useState('');
  const [code, setCode] = useState('');
  const decide = useSellerMutation('returnsDecide', {
    success: (_answer, input) => (input.decision === 'approve' ? t.approved(row.return_id) : t.rejected(row.return_id)),
    put: (answer) => put(answer.return),
  });
  const receive = useSellerMutation('returnsReceive', {
    success: (_answer, input) => t.received(row.return_id, t.outcomes[input.outcome] ?? input.outcome),
    put: (answer) => put(answer.return),
  });
  const errors = { ...fieldErrorsOf(decide.error), ...fieldErrorsOf(receive.error) };
  const id = `return-${row.return_id}`;

  return (
    <li data-testid="return-row" aria-labelledby={`${id}-title`} className="flex flex-col gap-2 rounded-xl border border-black/15 bg-white p-4 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${id}-title`} className="font-bold">
          {t.returnId(row.return_id)} · <Link href={`/seller/orders/${row.order_id}`} className="underline">{row.order_string}</Link>
        </h2>
        <span data-testid="return-status" className="rounded-full bg-neutral-900 px-3 py-0.5 text-xs text-white">{t.states[row.status] ?? row.status}</span>
      </div>
      <p>
        <span className="font-semibold">{row.product_name}</span> × {row.quantity} · {rupees(row.amount)} · {row.paymentmode === 'cash' ? sellerTexts.console.cash : sellerTexts.console.online}
      </p>
      <p>{t.reason}: {row.reason}</p>
      <p className="text-neutral-700">
        {t.customer}: {row.customer_name}, {row.customer_phone} · {t.asked} <time dateTime={row.created_at}>{showMoment(row.created_at)}</time>
      </p>
      {row.decision_note && <p>{t.rejectNote}: {row.decision_note}</p>}
      {row.outcome && <p>{t.outcomes[row.outcome]}</p>}
      {row.refund && <p className="font-semibold" data-testid="return-refund">{t.refundLine(rupees(row.refund.amount), sellerTexts.refundsPage.states[row.refund.status] ?? row.refund.status, sellerTexts.refundsPage.methods[row.refund.method] ?? row.refund.method)}</p>}
      {row.credit_note && <p>{sellerTexts.console.creditNote(row.credit_note.number)}: {rupees(row.credit_note.amount)}</p>}
      {row.pickup && (
        <p data-testid="return-pickup">
          <span className="font-semibold">{shippingTexts.returnPickup}:</span> {shippingTexts.returnPickupState[row.pickup.status] ?? row.pickup.status}
          {row.pickup.awb && <> · {row.pickup.courier} · <span className="font-mono">{row.pickup.awb}</span></>}
          {row.pickup.booking_error && <span className="block text-red-800">{row.pickup.booking_error}</span>}
        </p>
      )}
      {row.status === 'received' && row.paymentmode === 'cash' && !row.refund && <p className="text-amber-900">{t.cashRefundDue(rupees(row.credit_note?.amount ?? row.amount))}</p>}

      {row.status === 'requested' && (
        <div className="flex flex-col gap-2 border-t border-black/10 pt-2 desk:flex-row desk:items-end">
          <Button disabled={decide.isPending} onClick={() => decide.mutate({ return_id: row.return_id, decision: 'approve' })}>{t.approve}</Button>
          <TextField label={t.rejectNote} error={errors.note} value={note} onChange={(e) => setNote(e.target.value)} maxLength={300} className="flex-1" />
          <Button kind="danger" disabled={decide.isPending} onClick={() => decide.mutate({ return_id: row.return_id, decision: 'reject', note })}>{t.reject}</Button>
        </div>
      )}
      {row.status === 'approved' && (
        <div className="flex flex-col gap-2 border-t border-black/10 pt-2 desk:flex-row desk:items-end">
          <TextField label={t.freshCode} error={errors.totp} value={code} onChange={(e) => setCode(e.target.value)} inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
          <span className="font-semibold desk:self-center">{t.receive}:</span>
          <Button disabled={receive.isPending} onClick={() => receive.mutate({ return_id: row.return_id, outcome: 'restocked', totp: code.trim() })}>{t.restocked}</Button>
          <Button kind="secondary" disabled={receive.isPending} onClick={() => receive.mutate({ return_id: row.return_id, outcome: 'written_off', totp: code.trim() })}>{t.writtenOff}</Button>
        </div>
      )}
    </li>
  );
}
