'use client';
// /seller/refunds (docs/rules/seller.md#refunds): every refund with its state, filtered by
// state, newest first; and the form for a manual refund (a cash order returned after
// delivery, paid back by UPI or bank transfer), which asks for a fresh code. Reads and
// writes through the seller API (sellerCall) with React Query; cards on a phone, a
// table-like grid on a desktop.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { SellerResponseOf } from '@/lib/seller-contract';
import { fieldErrorsOf, sellerCall } from '@/lib/client/seller/http';
import { toast } from '@/lib/client/toast';
import { rupees } from '@/lib/pricing';
import { REFUND_STATES, type RefundState } from '@/lib/refunds/states';
import { sellerTexts } from '@/lib/texts/seller';
import { PageNav, StateTabs } from '../list-controls';

const t = sellerTexts.refundsPage;
type ListPayload = SellerResponseOf<'refundsList'>['payload'];
type Status = RefundState;
const STATES: (Status | undefined)[] = [undefined, ...REFUND_STATES];

const stateTone: Record<string, string> = {
  pending: 'bg-amber-100 text-amber-900',
  processed: 'bg-green-100 text-green-900',
  failed: 'bg-red-100 text-red-900',
};

export function RefundsScreen({ initial }: { initial: ListPayload }) {
  const [status, setStatus] = useState<Status | undefined>(undefined);
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: ['seller', 'refundsList', { status, page }],
    queryFn: async () => (await sellerCall('refundsList', { status, page })).payload,
    initialData: status === undefined && page === 1 ? initial : undefined,
  });
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-xl font-bold">{t.title}</h1>
      <ManualRefundForm />
      <section aria-labelledby="refund-list" className="flex flex-col gap-3">
        <h2 id="refund-list" className="sr-only">{t.title}</h2>
        <StateTabs label={t.state} states={STATES} current={status} labelOf={(s) => t.states[s] ?? s} allLabel={t.filterAll} onChange={(s) => { setStatus(s); setPage(1); }} />
        {!data && <p className="text-sm text-neutral-700">{t.loading}</p>}
        {data && data.refunds.length === 0 && <p className="text-sm text-neutral-700">{t.none}</p>}
        {data && data.refunds.length > 0 && (
          <ul className="flex flex-col divide-y divide-black/10 rounded-xl border border-black/15 bg-white">
            {data.refunds.map((r) => (
              <li key={r.refund_id} data-testid="refund-row" className="grid grid-cols-2 gap-x-3 gap-y-1 p-3 text-sm lg:grid-cols-[8rem_7rem_7rem_8rem_1fr_10rem]">
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
                <span className="col-span-2 text-xs text-neutral-700 lg:col-span-1">{new Date(r.created_at).toLocaleString('en-IN')}</span>
              </li>
            ))}
          </ul>
        )}
        {data && <PageNav page={page} pages={pages} labels={t} onPage={setPage} />}
      </section>
    </div>
  );
}

function Field({ id, label, error, children }: { id: string; label: string; error?: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-1 text-sm">
      <label htmlFor={id} className="font-semibold">{label}</label>
      {children}
      {error && <p id={`${id}-error`} className="text-red-800">{error}</p>}
    </div>
  );
}

const inputClass = 'rounded-lg border border-black/25 px-3 py-2 text-base';

function ManualRefundForm() {
  const queryClient = useQueryClient();
  const [form, setForm] = useState({ order_id: '', amount: '', reference: '', return_id: '', totp: '' });
  const [done, setDone] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: () =>
      sellerCall('refundsRecordManual', {
        order_id: form.order_id.trim(),
        amount: form.amount.trim(),
        reference: form.reference,
        return_id: form.return_id.trim() === '' ? undefined : form.return_id.trim(),
        totp: form.totp.trim(),
      }),
    onSuccess: async (answer) => {
      setDone(`${t.recorded} ${answer.payload.refund.order_string}: ${rupees(answer.payload.refund.amount)}`);
      toast.success(t.recorded);
      setForm({ order_id: '', amount: '', reference: '', return_id: '', totp: '' });
      await queryClient.invalidateQueries({ queryKey: ['seller', 'refundsList'] });
    },
    onError: (error) => {
      setDone(null);
      toast.error(t.failed, { description: error instanceof Error ? error.message : undefined });
    },
  });
  const errors = fieldErrorsOf(mutation.error);
  const set = (key: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) => setForm({ ...form, [key]: e.target.value });

  return (
    <section aria-labelledby="manual-refund" className="rounded-xl border border-black/15 bg-white p-4">
      <h2 id="manual-refund" className="font-bold">{t.manualHeading}</h2>
      <p className="mb-3 text-sm text-neutral-700">{t.manualNote}</p>
      <form
        className="grid grid-cols-1 gap-3 desk:grid-cols-2 lg:grid-cols-5"
        onSubmit={(e) => {
          e.preventDefault();
          mutation.mutate();
        }}
      >
        <Field id="refund-order" label={t.orderId} error={errors.order_id}>
          <input id="refund-order" inputMode="numeric" required value={form.order_id} onChange={set('order_id')} className={inputClass} />
        </Field>
        <Field id="refund-amount" label={t.amountRupees} error={errors.amount}>
          <input id="refund-amount" inputMode="decimal" required value={form.amount} onChange={set('amount')} className={inputClass} />
        </Field>
        <Field id="refund-reference" label={t.referenceHint} error={errors.reference}>
          <input id="refund-reference" required value={form.reference} onChange={set('reference')} className={inputClass} />
        </Field>
        <Field id="refund-return" label={t.returnId} error={errors.return_id}>
          <input id="refund-return" inputMode="numeric" value={form.return_id} onChange={set('return_id')} className={inputClass} />
        </Field>
        <Field id="refund-totp" label={t.freshCode} error={errors.totp}>
          <input id="refund-totp" inputMode="numeric" autoComplete="one-time-code" pattern="\d{6}" maxLength={6} required value={form.totp} onChange={set('totp')} className={inputClass} />
        </Field>
        <div className="flex flex-col gap-2 desk:col-span-2 lg:col-span-5">
          <button type="submit" disabled={mutation.isPending} className="w-full rounded-lg bg-primary-strong px-4 py-2 font-semibold text-white disabled:opacity-50 desk:w-fit">
            {t.record}
          </button>
          <p role="status" className="text-sm">
            {mutation.isError && !Object.keys(errors).length ? <span className="text-red-800">{mutation.error.message}</span> : done}
          </p>
        </div>
      </form>
    </section>
  );
}
