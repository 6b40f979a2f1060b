'use client';
// The desk's orders with a checkbox each and one move for the selected ones, offering
// only the moves the member's role may make. A move that needs input (courier and AWB,
// a reason) asks for it per selected order. Every order moves on its own; the answer
// says which moved and which were refused, by order number.
import { useState, type FormEvent } from 'react';
import Link from 'next/link';
import { useSellerMutation } from '@/lib/client/seller/hooks';
import { toast } from '@/lib/client/toast';
import { sellerTexts } from '@/lib/texts/seller';
import { rupees } from '@/lib/pricing';
import { showMoment, statusLabel } from '@/lib/orders/display';
import { movesOfRole, type OrderStatus } from '@/lib/orders/status-machine';
import type { DeskOrderRow } from '@/lib/orders/desk-types';
import type { StaffRole } from '@/lib/staff/types';
import { Button } from '../kit/button';
import { Card } from '../kit/card';
import { Field, Select, TextField } from '../kit/field';
import { BookSelected } from './book-shipment-bulk';

const t = sellerTexts.console;
type Details = Record<number, { courier: string; awb: string; reason: string; eway_bill_no?: string }>;

/** What a move asks of each order besides itself. */
const inputOf = (to: OrderStatus): ('courier' | 'awb' | 'reason')[] => (to === 'shipped' ? ['courier', 'awb'] : to === 'delivery_failed' || to === 'cancelled' ? ['reason'] : []);

export function BulkMove({ orders, role }: { orders: DeskOrderRow[]; role: StaffRole }) {
  const moves = movesOfRole(role);
  const [selected, setSelected] = useState<number[]>([]);
  const [to, setTo] = useState<OrderStatus>(moves[0] ?? 'confirmed');
  const [details, setDetails] = useState<Details>({});
  const move = useSellerMutation('ordersBulkTransition', {
    success: false,
    invalidates: ['ordersList', 'dashboard'],
    onSuccess: ({ results }) => {
      const refused = results.filter((r) => !r.moved);
      const title = t.bulkDone(results.length - refused.length, refused.length);
      if (refused.length > 0) toast.error(title, { description: refused.map((r) => `${r.order_string}: ${r.message}`).join(' ') });
      else toast.success(title);
      setSelected(refused.map((r) => r.order_id));
      setDetails({});
    },
  });
  const asks = inputOf(to);
  const chosen = orders.filter((o) => selected.includes(o.order_id));
  const toggle = (id: number) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  const setDetail = (id: number, field: 'courier' | 'awb' | 'reason' | 'eway_bill_no', value: string) =>
    setDetails((d) => ({ ...d, [id]: { ...(d[id] ?? { courier: '', awb: '', reason: '' }), [field]: value } }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    move.mutate({
      order_ids: selected, to,
      ...(asks.length > 0 ? { details: selected.map((id) => ({ order_id: id, ...details[id] })) } : {}),
    });
  };
  const fieldLabel = { courier: t.bulkCourierFor, awb: t.bulkAwbFor, reason: t.bulkReasonFor };
  return (
    <div className="flex flex-col gap-3">
      {moves.length > 0 && (
        <form onSubmit={submit} aria-label={t.bulkForm} className="flex flex-col gap-3">
          <div className="flex flex-wrap items-end gap-2">
            <Field label={t.bulkMove}>
              <Select value={to} onChange={(e) => setTo(e.target.value as OrderStatus)}>
                {moves.map((s) => (
                  <option key={s} value={s}>{statusLabel(s)}</option>
                ))}
              </Select>
            </Field>
            <Button type="submit" disabled={selected.length === 0 || move.isPending}>
              {t.bulkApply} ({selected.length})
            </Button>
            <BookSelected orders={chosen} onDone={setSelected} />
          </div>
          {asks.length > 0 && chosen.length > 0 && (
            <Card title={t.bulkDetails}>
              {chosen.map((o) => (
                <div key={o.order_id} className="grid gap-2 sm:grid-cols-2">
                  {asks.map((field) => (
                    <TextField key={field} required label={fieldLabel[field](o.order_string)} value={details[o.order_id]?.[field] ?? ''} onChange={(e) => setDetail(o.order_id, field, e.target.value)} />
                  ))}
                  {/* Only a consignment above the threshold needs one; the server refuses the others by name. */}
                  {to === 'shipped' && (
                    <TextField label={t.bulkEwayBillFor(o.order_string)} value={details[o.order_id]?.eway_bill_no ?? ''} onChange={(e) => setDetail(o.order_id, 'eway_bill_no', e.target.value)} />
                  )}
                </div>
              ))}
            </Card>
          )}
        </form>
      )}
      <ul className="divide-y rounded-lg border bg-white">
        {orders.map((o) => (
          <li key={o.order_id} className="flex items-start gap-3 p-3">
            <input type="checkbox" aria-label={t.selectOrder(o.order_string)} checked={selected.includes(o.order_id)} onChange={() => toggle(o.order_id)} className="mt-1 h-4 w-4" />
            <div className="grid flex-1 gap-1 text-sm md:grid-cols-6 md:items-start">
              <span className="flex flex-col">
                <Link href={`/seller/orders/${o.order_id}`} className="font-semibold text-blue-800 underline">{o.order_string}</Link>
                <time dateTime={o.created_at} className="text-xs text-neutral-700">{showMoment(o.created_at)}</time>
              </span>
              <span data-testid="order-status">
                {statusLabel(o.status)}
                {o.on_hold && <span className="ml-1 rounded bg-amber-100 px-1.5 text-xs font-semibold text-amber-900">{sellerTexts.codRisk.badge}</span>}
              </span>
              <span>{o.paymentmode === 'cash' ? t.cash : t.online} · {rupees(o.total)}</span>
              <span className="md:col-span-2">{o.lines.map((l) => `${l.quantity} × ${l.name}`).join(', ')}</span>
              <span className="text-neutral-700">
                {o.customer_name} · {o.customer_phone} · {o.city} {o.pincode}{o.awb ? ` · ${o.courier} ${o.awb}` : ''}
              </span>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
