'use client';
// /seller/cod (docs/rules/seller.md#cod-ledger): the cash couriers hold for delivered
// cash orders, per courier and per age since delivery; the orders held longer than the
// due days, flagged; a form to record a remittance by choosing a courier's orders; and
// the remittances recorded. Reads and writes through the seller API with React Query.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { SellerResponseOf } from '@/lib/seller-contract';
import { fieldErrorsOf, sellerCall } from '@/lib/client/seller/http';
import { toast } from '@/lib/client/toast';
import { todayInIndia } from '@/lib/orders/dates';
import { rupees } from '@/lib/pricing';
import { sellerTexts } from '@/lib/texts/seller';

const t = sellerTexts.codPage;
type Outstanding = SellerResponseOf<'codOutstanding'>['payload'];
type Remittances = SellerResponseOf<'codRemittances'>['payload'];
const BUCKETS = ['0-3', '4-7', '8-10', 'over-10'] as const;
const OUTSTANDING_KEY = ['seller', 'codOutstanding'];
const REMITTANCES_KEY = ['seller', 'codRemittances'];

const courierName = (courier: string | null) => courier ?? t.noCourier;

export function CodScreen({ initialOutstanding, initialRemittances }: { initialOutstanding: Outstanding; initialRemittances: Remittances }) {
  const outstanding = useQuery({
    queryKey: OUTSTANDING_KEY,
    queryFn: async () => (await sellerCall('codOutstanding', {})).payload,
    initialData: initialOutstanding,
  }).data;
  const remittances = useQuery({
    queryKey: REMITTANCES_KEY,
    queryFn: async () => (await sellerCall('codRemittances', { page: 1 })).payload,
    initialData: initialRemittances,
  }).data;

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-xl font-bold">{t.title}</h1>
      <section aria-labelledby="cod-outstanding" className="rounded-xl border border-black/15 bg-white p-4">
        <h2 id="cod-outstanding" className="mb-2 font-bold">
          {t.outstanding}: {rupees(outstanding.total.amount)} ({outstanding.total.count})
        </h2>
        {outstanding.couriers.length === 0 ? (
          <p className="text-sm text-neutral-700">{t.nothingOutstanding}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[36rem] text-left text-sm">
              <thead>
                <tr className="border-b border-black/15">
                  <th scope="col" className="py-1 pr-3">{t.courier}</th>
                  <th scope="col" className="py-1 pr-3">{t.orders}</th>
                  <th scope="col" className="py-1 pr-3">{t.amount}</th>
                  {BUCKETS.map((b) => (
                    <th key={b} scope="col" className="py-1 pr-3">{t.buckets[b]}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {outstanding.couriers.map((c) => (
                  <tr key={c.courier ?? ''} data-testid="cod-courier" className="border-b border-black/10">
                    <th scope="row" className="py-1 pr-3 font-semibold">{courierName(c.courier)}</th>
                    <td className="py-1 pr-3">{c.count}</td>
                    <td className="py-1 pr-3">{rupees(c.amount)}</td>
                    {BUCKETS.map((b) => (
                      <td key={b} className={`py-1 pr-3 ${b === 'over-10' && c.buckets[b].count > 0 ? 'font-semibold text-red-800' : ''}`}>
                        {c.buckets[b].count > 0 ? `${rupees(c.buckets[b].amount)} (${c.buckets[b].count})` : '–'}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section aria-labelledby="cod-overdue" className="rounded-xl border border-red-800/30 bg-white p-4">
        <h2 id="cod-overdue" className="mb-2 font-bold text-red-800">{t.overdue(outstanding.due_days)}</h2>
        {outstanding.overdue.length === 0 ? (
          <p className="text-sm text-neutral-700">{t.noneOverdue}</p>
        ) : (
          <ul className="divide-y divide-black/10 text-sm">
            {outstanding.overdue.map((o) => (
              <li key={o.order_id} data-testid="cod-overdue-order" className="flex flex-wrap justify-between gap-2 py-1.5">
                <span className="font-semibold">{o.order_string}</span>
                <span>{courierName(o.courier)}</span>
                <span>{t.ageDays(o.age_days)}</span>
                <span className="font-semibold">{rupees(o.amount)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <RemittanceForm outstanding={outstanding} />

      <section aria-labelledby="cod-history" className="rounded-xl border border-black/15 bg-white p-4">
        <h2 id="cod-history" className="mb-2 font-bold">{t.history}</h2>
        {remittances.remittances.length === 0 ? (
          <p className="text-sm text-neutral-700">{t.noRemittances}</p>
        ) : (
          <ul className="divide-y divide-black/10 text-sm">
            {remittances.remittances.map((r) => (
              <li key={r.remittance_id} data-testid="cod-remittance" className="flex flex-col gap-0.5 py-2 desk:flex-row desk:flex-wrap desk:gap-4">
                <span className="font-semibold">{r.remitted_on}</span>
                <span>{r.courier}</span>
                <span>{r.reference}</span>
                <span className="font-semibold">{rupees(r.amount)}</span>
                <span className="text-neutral-700">{r.orders.map((o) => o.order_string).join(', ')}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

const inputClass = 'rounded-lg border border-black/25 px-3 py-2 text-base';

function RemittanceForm({ outstanding }: { outstanding: Outstanding }) {
  const queryClient = useQueryClient();
  const couriers = outstanding.couriers.map((c) => c.courier).filter((c): c is string => c !== null);
  const [courier, setCourier] = useState('');
  const [remittedOn, setRemittedOn] = useState(() => todayInIndia());
  const [reference, setReference] = useState('');
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [done, setDone] = useState<string | null>(null);
  const orders = useMemo(() => outstanding.orders.filter((o) => o.courier === courier), [outstanding.orders, courier]);
  const chosenOrders = orders.filter((o) => chosen.has(o.order_id));
  const total = Math.round(chosenOrders.reduce((sum, o) => sum + o.amount * 100, 0)) / 100;

  const mutation = useMutation({
    mutationFn: () => sellerCall('codRecordRemittance', { courier, remitted_on: remittedOn, reference, order_ids: chosenOrders.map((o) => o.order_id) }),
    onSuccess: async (answer) => {
      setDone(`${t.recorded} ${answer.payload.remittance.reference}: ${rupees(answer.payload.remittance.amount)}`);
      toast.success(t.recorded);
      setChosen(new Set());
      setReference('');
      await Promise.all([queryClient.invalidateQueries({ queryKey: OUTSTANDING_KEY }), queryClient.invalidateQueries({ queryKey: REMITTANCES_KEY })]);
    },
    onError: (error) => {
      setDone(null);
      toast.error(t.failed, { description: error instanceof Error ? error.message : undefined });
    },
  });
  const errors = fieldErrorsOf(mutation.error);

  const toggle = (orderId: number) => {
    const next = new Set(chosen);
    if (next.has(orderId)) next.delete(orderId);
    else next.add(orderId);
    setChosen(next);
  };

  return (
    <section aria-labelledby="cod-record" className="rounded-xl border border-black/15 bg-white p-4">
      <h2 id="cod-record" className="mb-3 font-bold">{t.recordHeading}</h2>
      <form
        className="flex flex-col gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          mutation.mutate();
        }}
      >
        <div className="grid grid-cols-1 gap-3 desk:grid-cols-3">
          <div className="flex flex-col gap-1 text-sm">
            <label htmlFor="cod-courier" className="font-semibold">{t.courier}</label>
            <select
              id="cod-courier"
              required
              value={courier}
              onChange={(e) => {
                setCourier(e.target.value);
                setChosen(new Set());
              }}
              className={inputClass}
            >
              <option value="">–</option>
              {couriers.map((c) => (
                <option key={c} value={c}>{c}</option>
              ))}
            </select>
            {errors.courier && <p className="text-red-800">{errors.courier}</p>}
          </div>
          <div className="flex flex-col gap-1 text-sm">
            <label htmlFor="cod-date" className="font-semibold">{t.remittedOn}</label>
            <input id="cod-date" type="date" required value={remittedOn} onChange={(e) => setRemittedOn(e.target.value)} className={inputClass} />
            {errors.remitted_on && <p className="text-red-800">{errors.remitted_on}</p>}
          </div>
          <div className="flex flex-col gap-1 text-sm">
            <label htmlFor="cod-reference" className="font-semibold">{t.reference}</label>
            <input id="cod-reference" required value={reference} onChange={(e) => setReference(e.target.value)} className={inputClass} />
            {errors.reference && <p className="text-red-800">{errors.reference}</p>}
          </div>
        </div>
        <fieldset className="text-sm">
          <legend className="mb-1 font-semibold">{t.chooseOrders}</legend>
          {courier === '' ? (
            <p className="text-neutral-700">{t.chooseCourierFirst}</p>
          ) : (
            <ul className="divide-y divide-black/10">
              {orders.map((o) => (
                <li key={o.order_id}>
                  <label className="flex cursor-pointer flex-wrap items-center gap-x-3 gap-y-0.5 py-1.5">
                    <input type="checkbox" checked={chosen.has(o.order_id)} onChange={() => toggle(o.order_id)} className="h-5 w-5" />
                    <span className="font-semibold">{o.order_string}</span>
                    <span>{rupees(o.amount)}</span>
                    <span className={o.overdue ? 'font-semibold text-red-800' : 'text-neutral-700'}>{t.ageDays(o.age_days)}</span>
                  </label>
                </li>
              ))}
            </ul>
          )}
          {errors.order_ids && <p className="text-red-800">{errors.order_ids}</p>}
        </fieldset>
        <div className="flex flex-col gap-2 desk:flex-row desk:items-center desk:gap-4">
          <span className="font-semibold" data-testid="cod-total">{t.total(rupees(total))}</span>
          <button type="submit" disabled={mutation.isPending || chosenOrders.length === 0} className="w-full rounded-lg bg-primary-strong px-4 py-2 font-semibold text-white disabled:opacity-50 desk:w-fit">
            {t.record}
          </button>
        </div>
        <p role="status" className="text-sm">
          {mutation.isError && !Object.keys(errors).length ? <span className="text-red-800">{mutation.error.message}</span> : done}
        </p>
      </form>
    </section>
  );
}
