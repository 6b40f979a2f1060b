'use client';
// The desk's orders with a checkbox each and one move for the selected ones; every order
// moves on its own, and the answer says how many moved and which were refused.
import { useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useMutation } from '@tanstack/react-query';
import { sellerCall } from '@/lib/client/seller/http';
import { toast } from '@/lib/client/toast';
import { sellerTexts } from '@/lib/texts/seller';
import { rupees } from '@/lib/pricing';
import { statusLabel } from '@/lib/orders/display';
import { ORDER_STATUSES, type OrderStatus } from '@/lib/orders/status-machine';
import type { DeskOrderRow } from '@/lib/orders/desk-types';

const t = sellerTexts.console;

export function BulkMove({ orders }: { orders: DeskOrderRow[] }) {
  const router = useRouter();
  const [selected, setSelected] = useState<number[]>([]);
  const [to, setTo] = useState<OrderStatus>('confirmed');
  const move = useMutation({
    mutationFn: () => sellerCall('ordersBulkTransition', { order_ids: selected, to }),
    onSuccess: (answer) => {
      const results = answer.payload.results;
      const refused = results.filter((r) => !r.moved);
      toast.success(t.bulkDone(results.length - refused.length, refused.length), { description: refused.map((r) => `#${r.order_id}: ${r.message}`).join(' ') || undefined });
      setSelected([]);
      router.refresh();
    },
    onError: (error) => toast.error(error.message),
  });
  const toggle = (id: number) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <label className="flex items-center gap-2">
          {t.bulkMove}
          <select value={to} onChange={(e) => setTo(e.target.value as OrderStatus)} className="rounded border px-2 py-1">
            {ORDER_STATUSES.filter((s) => s !== 'placed').map((s) => (
              <option key={s} value={s}>{statusLabel(s)}</option>
            ))}
          </select>
        </label>
        <button type="button" disabled={selected.length === 0 || move.isPending} onClick={() => move.mutate()} className="rounded bg-neutral-900 px-3 py-1 font-semibold text-white disabled:opacity-50">
          {t.bulkApply} ({selected.length})
        </button>
      </div>
      <ul className="divide-y rounded-lg border bg-white">
        {orders.map((o) => (
          <li key={o.order_id} className="flex items-start gap-3 p-3">
            <input type="checkbox" aria-label={t.selectOrder(o.order_string)} checked={selected.includes(o.order_id)} onChange={() => toggle(o.order_id)} className="mt-1" />
            <div className="grid flex-1 gap-1 text-sm md:grid-cols-6 md:items-center">
              <Link href={`/seller/orders/${o.order_id}`} className="font-semibold text-blue-800 underline">{o.order_string}</Link>
              <span data-testid="order-status">{statusLabel(o.status)}</span>
              <span>{o.paymentmode === 'cash' ? t.cash : t.online}</span>
              <span>{rupees(o.total)}</span>
              <span>{o.customer_name} · {o.customer_phone}</span>
              <span className="text-neutral-500">{o.city} {o.pincode}{o.awb ? ` · ${o.courier} ${o.awb}` : ''}</span>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
