'use client';
// /seller/returns (docs/rules/seller.md#returns): returns by state, newest first, opening
// on those waiting for a decision. Per return: approve, or reject with the reason the
// shopper will read; once approved, "Item received" back on sale or written off, with a
// fresh code (it starts the refund of an online payment). A cash order's received return
// says what to pay back and where to record it. Cards on a phone and a desktop alike.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useState } from 'react';
import type { SellerResponseOf } from '@/lib/seller-contract';
import type { ReturnRow, ReturnStatus } from '@/lib/returns/types';
import { fieldErrorsOf, sellerCall } from '@/lib/client/seller/http';
import { toast } from '@/lib/client/toast';
import { rupees } from '@/lib/pricing';
import { sellerTexts } from '@/lib/texts/seller';
import { PageNav, StateTabs } from '../list-controls';

const t = sellerTexts.returnsPage;
type ListPayload = SellerResponseOf<'returnsList'>['payload'];
const FILTERS: (ReturnStatus | undefined)[] = ['requested', 'approved', 'received', 'refunded', 'rejected', undefined];
const inputClass = 'rounded-lg border border-black/25 px-3 py-2 text-base';

export function ReturnsScreen({ initial }: { initial: ListPayload }) {
  const [status, setStatus] = useState<ReturnStatus | undefined>('requested');
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: ['seller', 'returnsList', { status, page }],
    queryFn: async () => (await sellerCall('returnsList', { status, page })).payload,
    initialData: status === 'requested' && page === 1 ? initial : undefined,
  });
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-bold">{t.title}</h1>
      <StateTabs label={t.title} states={FILTERS} current={status} labelOf={(s) => t.states[s] ?? s} allLabel={t.filterAll} onChange={(s) => { setStatus(s); setPage(1); }} />
      {!data && <p className="text-sm text-neutral-700">{t.loading}</p>}
      {data && data.returns.length === 0 && <p className="text-sm text-neutral-700">{t.none}</p>}
      {data && data.returns.length > 0 && (
        <ul className="flex flex-col gap-3">
          {data.returns.map((r) => (
            <ReturnCard key={r.return_id} row={r} />
          ))}
        </ul>
      )}
      {data && <PageNav page={page} pages={pages} labels={t} onPage={setPage} />}
    </div>
  );
}

function ReturnCard({ row }: { row: ReturnRow }) {
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const [code, setCode] = useState('');
  const after = async () => {
    toast.success(t.done);
    await queryClient.invalidateQueries({ queryKey: ['seller', 'returnsList'] });
  };
  const fail = (error: Error) => toast.error(t.failed, { description: error.message });
  const decide = useMutation({
    mutationFn: (decision: 'approve' | 'reject') => sellerCall('returnsDecide', { return_id: row.return_id, decision, note: decision === 'reject' ? note : undefined }),
    onSuccess: after,
    onError: fail,
  });
  const receive = useMutation({
    mutationFn: (outcome: 'restocked' | 'written_off') => sellerCall('returnsReceive', { return_id: row.return_id, outcome, totp: code.trim() }),
    onSuccess: after,
    onError: fail,
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
        {t.customer}: {row.customer_name}, {row.customer_phone} · {t.asked} {new Date(row.created_at).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata' })}
      </p>
      {row.decision_note && <p>{t.rejectNote}: {row.decision_note}</p>}
      {row.outcome && <p>{t.outcomes[row.outcome]}</p>}
      {row.refund && <p className="font-semibold" data-testid="return-refund">{t.refundLine(rupees(row.refund.amount), sellerTexts.refundsPage.states[row.refund.status] ?? row.refund.status, sellerTexts.refundsPage.methods[row.refund.method] ?? row.refund.method)}</p>}
      {row.credit_note && <p>{sellerTexts.console.creditNote(row.credit_note.number)}: {rupees(row.credit_note.amount)}</p>}
      {row.status === 'received' && row.paymentmode === 'cash' && !row.refund && <p className="text-amber-900">{t.cashRefundDue(rupees(row.credit_note?.amount ?? row.amount))}</p>}

      {row.status === 'requested' && (
        <div className="flex flex-col gap-2 border-t border-black/10 pt-2 desk:flex-row desk:items-end">
          <button type="button" disabled={decide.isPending} onClick={() => decide.mutate('approve')} className="rounded-lg bg-primary-strong px-4 py-2 font-semibold text-white disabled:opacity-50">
            {t.approve}
          </button>
          <label className="flex flex-1 flex-col gap-1">
            <span className="font-semibold">{t.rejectNote}</span>
            <input value={note} onChange={(e) => setNote(e.target.value)} maxLength={300} className={inputClass} aria-describedby={errors.note ? `${id}-note-error` : undefined} />
            {errors.note && <span id={`${id}-note-error`} className="text-red-800">{errors.note}</span>}
          </label>
          <button type="button" disabled={decide.isPending} onClick={() => decide.mutate('reject')} className="rounded-lg border border-red-700 px-4 py-2 font-semibold text-red-700 disabled:opacity-50">
            {t.reject}
          </button>
        </div>
      )}
      {row.status === 'approved' && (
        <div className="flex flex-col gap-2 border-t border-black/10 pt-2 desk:flex-row desk:items-end">
          <label className="flex flex-col gap-1">
            <span className="font-semibold">{t.freshCode}</span>
            <input value={code} onChange={(e) => setCode(e.target.value)} inputMode="numeric" autoComplete="one-time-code" maxLength={6} className={inputClass} />
            {errors.totp && <span className="text-red-800">{errors.totp}</span>}
          </label>
          <span className="font-semibold desk:self-center">{t.receive}:</span>
          <button type="button" disabled={receive.isPending} onClick={() => receive.mutate('restocked')} className="rounded-lg bg-primary-strong px-4 py-2 font-semibold text-white disabled:opacity-50">
            {t.restocked}
          </button>
          <button type="button" disabled={receive.isPending} onClick={() => receive.mutate('written_off')} className="rounded-lg border border-black/30 px-4 py-2 font-semibold disabled:opacity-50">
            {t.writtenOff}
          </button>
        </div>
      )}
    </li>
  );
}
