'use client';
// A button per move the member may make now; shipping asks for the courier and AWB, a
// failed delivery or a cancel for the reason, packing an order with items sold by unit
// for a unit per piece (PackUnits). The server checks all of it again.
import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useMutation } from '@tanstack/react-query';
import { sellerCall } from '@/lib/client/seller/http';
import { toast } from '@/lib/client/toast';
import { sellerTexts } from '@/lib/texts/seller';
import { statusLabel } from '@/lib/orders/display';
import type { OrderStatus } from '@/lib/orders/status-machine';
import type { DeskOrderItem } from '@/lib/orders/desk-types';
import { PackUnits, piecesToPick, type Picks } from './pack-units';

const t = sellerTexts.console;
export function OrderActions({ orderId, next, items = [] }: { orderId: number; next: OrderStatus[]; items?: DeskOrderItem[] }) {
  const router = useRouter();
  const [open, setOpen] = useState<OrderStatus | null>(null);
  const [fields, setFields] = useState({ courier: '', awb: '', reason: '' });
  const [picks, setPicks] = useState<Picks>({});
  const pieces = piecesToPick(items);
  const needsForm = (to: OrderStatus) => to === 'shipped' || to === 'delivery_failed' || to === 'cancelled' || (to === 'packed' && pieces.length > 0);
  const move = useMutation({
    mutationFn: (to: OrderStatus) =>
      sellerCall('orderTransition', {
        order_id: orderId, to, ...fields,
        ...(to === 'packed' && pieces.length > 0 ? { units: pieces.map((p) => ({ order_item_id: p.itemId, serial: picks[p.key] ?? '' })) } : {}),
      }),
    onSuccess: (_answer, to) => {
      toast.success(t.moved(statusLabel(to).toLowerCase()));
      setOpen(null);
      setFields({ courier: '', awb: '', reason: '' });
      setPicks({});
      router.refresh();
    },
    onError: (error) => toast.error(error.message),
  });
  if (next.length === 0) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (open) move.mutate(open);
  };
  const input = (name: keyof typeof fields, label: string) => (
    <label className="block text-sm font-semibold">
      {label}
      <input required value={fields[name]} onChange={(e) => setFields({ ...fields, [name]: e.target.value })} className="mt-1 block w-full rounded border px-2 py-1.5 font-normal" />
    </label>
  );
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        {next.map((to) => (
          <button
            key={to} type="button" disabled={move.isPending}
            onClick={() => (needsForm(to) ? setOpen(to) : move.mutate(to))}
            className={`rounded px-3 py-2 text-sm font-semibold ${to === 'cancelled' || to === 'rto' || to === 'delivery_failed' ? 'border border-red-700 text-red-700' : 'bg-neutral-900 text-white'}`}
          >
            {t.moveTo(statusLabel(to).toLowerCase())}
          </button>
        ))}
      </div>
      {open && (
        <form onSubmit={submit} aria-label={t.moveTo(statusLabel(open).toLowerCase())} className="max-w-md space-y-2 rounded-lg border bg-white p-4">
          {open === 'packed' ? (
            <PackUnits pieces={pieces} picks={picks} onChange={setPicks} error={move.error?.message} />
          ) : open === 'shipped' ? (
            <>
              {input('courier', t.courier)}
              {input('awb', t.awb)}
            </>
          ) : (
            input('reason', t.reason)
          )}
          <button type="submit" disabled={move.isPending} className="rounded bg-neutral-900 px-3 py-1.5 text-sm font-semibold text-white">
            {t.confirmMove}
          </button>
        </form>
      )}
    </div>
  );
}
