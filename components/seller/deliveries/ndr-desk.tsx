'use client';
// /seller/deliveries (docs/rules/shipping.md#failed-deliveries): every parcel the courier
// could not deliver, the least time left first, with the courier's reason, the attempts, the
// time left to decide and what the customer asked for. Owners and managers decide: a
// re-attempt (a date within the courier's window, an added phone or landmark) or the return,
// which asks for a confirmation first as it cannot be undone. Packers see the list only.
// Each decision answers the desk as it now is, put in place of the page's.
import { useState, type FormEvent } from 'react';
import type { NdrDesk, NdrDeskRow } from '@/lib/shipping/ndr-types';
import { sellerKeys, useSellerMutation, useSellerQuery, type ServerView } from '@/lib/client/seller/hooks';
import { fieldErrorsOf } from '@/lib/client/seller/http';
import { showDate, showMoment } from '@/lib/orders/display';
import { rupees } from '@/lib/pricing';
import { sellerTexts } from '@/lib/texts/seller';
import { Button, ButtonLink } from '../kit/button';
import { Card, PageTitle } from '../kit/card';
import { FormError, TextField } from '../kit/field';

const t = sellerTexts.ndrDesk;

/** "5 h 20 min" until the deadline, or null once it has passed. */
function timeLeft(deadline: string, now: number): string | null {
  const ms = Date.parse(deadline) - now;
  if (!(ms > 0)) return null;
  const minutes = Math.floor(ms / 60_000);
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${hours} h ${minutes % 60} min` : `${minutes} min`;
}

function Decision({ row }: { row: NdrDeskRow }) {
  const d = row.decision;
  if (!d) return null;
  const by = t.by[d.by] ?? d.by;
  return (
    <div className="rounded-lg bg-neutral-100 p-2 text-sm" data-testid="ndr-decision">
      <p className="font-semibold">{d.action === 'return' ? t.decided.return(by) : t.decided['re-attempt'](showDate(d.date ?? ''), by)}</p>
      {(d.phone || d.landmark) && <p>{[d.phone, d.landmark].filter(Boolean).join(' · ')}</p>}
      <p className={d.sent === 'failed' ? 'font-semibold text-red-800' : 'text-neutral-700'}>{t.sent[d.sent]}</p>
    </div>
  );
}

function DecideForm({ row, onDone }: { row: NdrDeskRow; onDone: () => void }) {
  const [mode, setMode] = useState<'reattempt' | 'rto' | null>(null);
  const [fields, setFields] = useState({ date: row.requested_date ?? '', phone: '', landmark: '' });
  const decide = useSellerMutation('ndrAction', {
    success: (_payload, input) => (input.action === 'rto' ? t.returnSent : t.reattemptSent),
    put: (payload) => [[sellerKeys.of('ndrDesk', {}), payload.desk]],
    invalidates: ['ordersList', 'dashboard'],
    quietErrors: true,
    onSuccess: () => {
      setMode(null);
      onDone();
    },
  });
  const errors = fieldErrorsOf(decide.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mode === 'reattempt') decide.mutate({ order_id: row.order_id, action: 'reattempt', ...fields });
    if (mode === 'rto') decide.mutate({ order_id: row.order_id, action: 'rto' });
  };
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        <Button kind={mode === 'reattempt' ? 'primary' : 'secondary'} aria-expanded={mode === 'reattempt'} onClick={() => setMode(mode === 'reattempt' ? null : 'reattempt')} aria-label={t.reattemptOf(row.order_string)}>
          {t.reattempt}
        </Button>
        <Button kind="danger" aria-expanded={mode === 'rto'} onClick={() => setMode(mode === 'rto' ? null : 'rto')} aria-label={t.returnOf(row.order_string)}>
          {t.returnParcel}
        </Button>
      </div>
      {mode === 'reattempt' && (
        <form onSubmit={submit} noValidate aria-label={t.reattemptOf(row.order_string)} className="flex max-w-md flex-col gap-2">
          <TextField
            type="date" required label={t.date} min={row.window.from} max={row.window.to} value={fields.date}
            hint={t.dateHint(showDate(row.window.from), showDate(row.window.to))} error={errors.date}
            onChange={(e) => setFields({ ...fields, date: e.target.value })}
          />
          <TextField type="tel" inputMode="tel" autoComplete="off" label={t.phone} value={fields.phone} error={errors.phone} onChange={(e) => setFields({ ...fields, phone: e.target.value })} />
          <TextField label={t.landmark} maxLength={120} value={fields.landmark} error={errors.landmark} onChange={(e) => setFields({ ...fields, landmark: e.target.value })} />
          <FormError>{decide.error && !errors.date && !errors.phone && !errors.landmark ? decide.error.message : undefined}</FormError>
          <Button type="submit" disabled={decide.isPending} className="self-start">{t.send}</Button>
        </form>
      )}
      {mode === 'rto' && (
        <form onSubmit={submit} aria-label={t.returnOf(row.order_string)} role="alertdialog" aria-describedby={`rto-${row.shipment_id}`} className="flex max-w-md flex-col gap-2 rounded-lg border border-red-700 bg-red-50 p-3">
          <p id={`rto-${row.shipment_id}`} className="text-sm font-semibold">{t.confirmReturn(row.order_string)}</p>
          <FormError>{decide.error?.message}</FormError>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" kind="danger" disabled={decide.isPending}>{t.confirmReturnYes}</Button>
            <Button kind="secondary" onClick={() => setMode(null)}>{t.cancel}</Button>
          </div>
        </form>
      )}
    </div>
  );
}

function DeskRow({ row, mayDecide, now }: { row: NdrDeskRow; mayDecide: boolean; now: number }) {
  const left = row.act_by ? timeLeft(row.act_by, now) : null;
  return (
    <li className="rounded-xl border border-black/15 bg-white p-4" aria-label={`${t.order} ${row.order_string}`} data-testid="ndr-row">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <ButtonLink kind="link" href={`/seller/orders/${row.order_id}`}>{row.order_string}</ButtonLink>
        <span className={`text-sm font-semibold ${row.act_by && !left ? 'text-red-800' : ''}`} data-testid="ndr-time-left">
          {row.act_by ? (left ? `${t.actBy} ${showMoment(row.act_by)} · ${t.timeLeft(left)}` : t.windowClosedShort) : `${t.actBy} ${t.noDeadline}`}
        </span>
      </div>
      <dl className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
        <div className="flex gap-2"><dt className="text-neutral-700">{t.reason}:</dt><dd className="font-semibold break-words">{row.reason ?? t.noReason}</dd></div>
        <div className="flex gap-2"><dt className="text-neutral-700">{t.attempts}:</dt><dd className="font-semibold">{row.attempts}</dd></div>
        <div className="flex gap-2"><dt className="text-neutral-700">{t.courier}:</dt><dd>{row.courier ?? '–'} · <span className="whitespace-nowrap font-mono">{t.awb} {row.awb}</span></dd></div>
        <div className="flex gap-2"><dt className="text-neutral-700">{t.customer}:</dt><dd className="break-words">{row.customer_name}, {row.customer_phone}, {row.city} {row.pincode}</dd></div>
        <div className="flex gap-2"><dt className="text-neutral-700">{t.payment}:</dt><dd>{t.paymentModes[row.paymentmode] ?? row.paymentmode} · {rupees(row.amount)}</dd></div>
      </dl>
      {row.requested_date && <p className="mt-2 text-sm font-semibold text-primary-strong" data-testid="ndr-requested">{t.shopperAsked(showDate(row.requested_date))}</p>}
      <div className="mt-3">
        <Decision row={row} />
        {row.open && mayDecide && <DecideForm row={row} onDone={() => undefined} />}
      </div>
    </li>
  );
}

export function NdrDeskScreen({ initial, mayDecide }: { initial: ServerView<NdrDesk>; mayDecide: boolean }) {
  const desk = useSellerQuery('ndrDesk', {}, initial).data ?? initial.payload;
  // The time left is counted from the page's server read, so the server's and the browser's first render agree.
  const now = initial.at;
  return (
    <div className="flex flex-col gap-4">
      <PageTitle>{t.title}</PageTitle>
      <p className="max-w-2xl text-sm text-neutral-700">{t.intro}</p>
      {!mayDecide && <p className="text-sm font-semibold">{t.packerNote}</p>}
      {desk.rows.length === 0 ? (
        <Card><p className="text-sm">{t.none}</p></Card>
      ) : (
        <ul className="flex flex-col gap-3">
          {desk.rows.map((row) => <DeskRow key={row.shipment_id} row={row} mayDecide={mayDecide} now={now} />)}
        </ul>
      )}
    </div>
  );
}
