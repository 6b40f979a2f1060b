'use client';
// Confirming a COD order by hand after calling the shopper (owner and manager; a note of
// the call is required and goes in the audit log): orders/confirm-cod. The order is then
// placed as if the shopper had confirmed it from the link.
import { useState, type FormEvent } from 'react';
import { sellerKeys, useSellerMutation } from '@/lib/client/seller/hooks';
import { fieldErrorsOf } from '@/lib/client/seller/http';
import { showMoment } from '@/lib/orders/display';
import { codConfirmTexts } from '@/lib/texts/cod-confirmation';
import { Button } from '../kit/button';
import { Card } from '../kit/card';
import { TextField } from '../kit/field';

const t = codConfirmTexts.seller;

export function ConfirmCod({ orderId, confirmBy }: { orderId: number; confirmBy: string | null }) {
  const [note, setNote] = useState('');
  const confirm = useSellerMutation('orderConfirmCod', {
    success: t.confirmed,
    put: (view) => [[sellerKeys.of('orderDetail', { order_id: orderId }), view]],
    invalidates: ['ordersList', 'dashboard'],
    onSuccess: () => setNote(''),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    confirm.mutate({ order_id: orderId, note });
  };
  return (
    <Card title={t.confirmHeading}>
      {confirmBy && <p className="mb-2 text-sm">{t.expiresAt(showMoment(confirmBy))}</p>}
      <form onSubmit={submit} className="flex flex-col gap-3">
        <TextField required label={t.confirmNote} hint={t.confirmNoteHint} value={note} error={fieldErrorsOf(confirm.error).note} onChange={(e) => setNote(e.target.value)} />
        <div>
          <Button type="submit" disabled={confirm.isPending}>{t.confirmButton}</Button>
        </div>
      </form>
    </Card>
  );
}
