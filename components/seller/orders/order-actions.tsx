'use client';
// A button per move the member may make now; shipping asks for the courier and AWB, a
// failed delivery or a cancel for the reason, shipping a consignment above the e-way
// bill threshold for its e-way bill number (`ewayBillHint` set), packing an order with items sold by unit
// for a unit per piece (PackUnits). A move that cannot be undone (delivered, RTO, cancel)
// asks first (ConfirmMove). The server checks all of it again. A move is one
// request: its answer is the order's new view, put in place of the page's.
import { useState, type FormEvent } from 'react';
import { sellerKeys, useSellerMutation } from '@/lib/client/seller/hooks';
import { fieldErrorsOf } from '@/lib/client/seller/http';
import { sellerTexts } from '@/lib/texts/seller';
import { statusLabel } from '@/lib/orders/display';
import { isIrreversibleMove, type OrderStatus } from '@/lib/orders/status-machine';
import type { DeskOrderItem } from '@/lib/orders/desk-types';
import { Button } from '../kit/button';
import { Card } from '../kit/card';
import { TextField } from '../kit/field';
import { CourierSelect, awbHintOf, useOfferedCouriers } from '../couriers/courier-select';
import { PackUnits, piecesToPick, type Picks } from './pack-units';
import { ConfirmMove } from './confirm-move';

const t = sellerTexts.console;
const taking = (to: OrderStatus) => to === 'cancelled' || to === 'rto' || to === 'delivery_failed';

export function OrderActions({ orderId, next, items = [], ewayBillHint }: { orderId: number; next: OrderStatus[]; items?: DeskOrderItem[]; ewayBillHint?: string }) {
  const [open, setOpen] = useState<OrderStatus | null>(null);
  const [asking, setAsking] = useState<OrderStatus | null>(null);
  const [fields, setFields] = useState({ courier: '', awb: '', reason: '', eway_bill_no: '' });
  const [picks, setPicks] = useState<Picks>({});
  const pieces = piecesToPick(items);
  const couriers = useOfferedCouriers();
  const needsForm = (to: OrderStatus) => to === 'shipped' || to === 'delivery_failed' || to === 'cancelled' || (to === 'packed' && pieces.length > 0);
  const move = useSellerMutation('orderTransition', {
    success: (view) => t.moved(statusLabel(view.order.status).toLowerCase()),
    put: (view) => [[sellerKeys.of('orderDetail', { order_id: orderId }), view]],
    invalidates: ['ordersList', 'dashboard'],
    onSuccess: () => {
      setOpen(null);
      setFields({ courier: '', awb: '', reason: '', eway_bill_no: '' });
      setPicks({});
    },
  });
  if (next.length === 0) return null;
  const moveTo = (to: OrderStatus) =>
    move.mutate({
      order_id: orderId, to, ...fields,
      ...(to === 'packed' && pieces.length > 0 ? { units: pieces.map((p) => ({ order_item_id: p.itemId, serial: picks[p.key] ?? p.chosen ?? '' })) } : {}),
    });
  // A move that cannot be undone is made only from the confirmation.
  const tryMove = (to: OrderStatus) => (isIrreversibleMove(to) ? setAsking(to) : moveTo(to));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (open) tryMove(open);
  };
  const errors = fieldErrorsOf(move.error);
  const input = (name: keyof typeof fields, label: string, hint?: string) => (
    <TextField required label={label} hint={hint} value={fields[name]} error={errors[name]} onChange={(e) => setFields({ ...fields, [name]: e.target.value })} />
  );
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        {next.map((to) => (
          <Button key={to} kind={taking(to) ? 'danger' : 'primary'} disabled={move.isPending} onClick={() => (needsForm(to) ? setOpen(to) : tryMove(to))}>
            {t.moveTo(statusLabel(to).toLowerCase())}
          </Button>
        ))}
      </div>
      {open && (
        <form onSubmit={submit} aria-label={t.moveTo(statusLabel(open).toLowerCase())} className="max-w-md">
          <Card>
            {open === 'packed' ? (
              <PackUnits pieces={pieces} picks={picks} onChange={setPicks} error={move.error?.message} orderId={orderId} />
            ) : open === 'shipped' ? (
              <>
                <CourierSelect label={t.courier} value={fields.courier} error={errors.courier} couriers={couriers} onChange={(courier) => setFields({ ...fields, courier })} />
                {input('awb', t.awb, awbHintOf(couriers, fields.courier))}
                {ewayBillHint && input('eway_bill_no', t.ewayBillNo, ewayBillHint)}
              </>
            ) : (
              input('reason', t.reason)
            )}
            <Button type="submit" disabled={move.isPending} className="self-start">
              {t.confirmMove}
            </Button>
          </Card>
        </form>
      )}
      {asking && (
        <ConfirmMove
          title={sellerTexts.labels.confirmTitle(statusLabel(asking).toLowerCase())} status={statusLabel(asking).toLowerCase()} pending={move.isPending}
          onConfirm={() => {
            moveTo(asking);
            setAsking(null);
          }}
          onCancel={() => setAsking(null)}
        />
      )}
    </div>
  );
}
