'use client';
// The demo's test courier page: each of its parcels with its order and state, and a button
// per event the courier could send next (an undelivered one with its reason). A press answers
// the list as it now stands; the toast says whether the order moved.
import Link from 'next/link';
import { useState } from 'react';
import { sellerKeys, useSellerMutation, useSellerQuery, type SellerPayloadOf, type ServerView } from '@/lib/client/seller/hooks';
import type { TestCourierShipment } from '@/lib/shipping/test-courier-page';
import { statusLabel } from '@/lib/orders/display';
import { sellerTexts } from '@/lib/texts/seller';
import { Button } from '../kit/button';
import { PageTitle } from '../kit/card';
import { SelectField } from '../kit/field';

const t = sellerTexts.testCourier;
type Payload = SellerPayloadOf<'testCourierShipments'>;

export function TestCourierScreen({ initial }: { initial: ServerView<Payload> }) {
  const list = useSellerQuery('testCourierShipments', {}, initial).data ?? initial.payload;
  return (
    <div className="flex flex-col gap-4">
      <PageTitle>{t.title}</PageTitle>
      <p className="text-sm text-neutral-700">{t.intro}</p>
      {list.shipments.length === 0 ? (
        <p className="text-sm">{t.none}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {list.shipments.map((s) => (
            <ParcelCard key={s.awb} shipment={s} />
          ))}
        </ul>
      )}
    </div>
  );
}

function ParcelCard({ shipment: s }: { shipment: TestCourierShipment }) {
  const [reason, setReason] = useState<string>(t.reasons[0]);
  const advance = useSellerMutation('testCourierAdvance', {
    success: (answer, input) => `${t.sent(t.steps[input.status_id as number] ?? String(input.status_id), s.awb)}${answer.moves.length > 0 ? ` ${answer.moves.map((m) => statusLabel(m)).join(' → ')}.` : ` ${t.nothingMoved}`}`,
    put: (answer) => [[sellerKeys.of('testCourierShipments', {}), { shipments: answer.shipments }]],
    invalidates: ['ordersList', 'orderDetail', 'dashboard'],
  });
  const id = `parcel-${s.awb}`;
  return (
    <li aria-labelledby={`${id}-title`} data-testid="test-courier-parcel" className="flex min-w-0 flex-col gap-2 rounded-xl border border-black/15 bg-white p-4 text-sm">
      <h2 id={`${id}-title`} className="break-words font-semibold">
        {t.awb(s.awb)} · {s.is_return ? t.returnPickup : s.order_id ? <Link href={`/seller/orders/${s.order_id}`} className="text-blue-800 underline">{t.order(s.order_string)}</Link> : t.order(s.order_string)}
      </h2>
      <p>{s.courier} · {t.now(s.status_id <= 5 ? t.booked : t.steps[s.status_id] ?? s.status)}</p>
      {s.next.includes(21) && (
        <SelectField label={t.reason} value={reason} onChange={(e) => setReason(e.target.value)} options={t.reasons.map((r) => [r, r] as const)} />
      )}
      {s.next.length === 0 ? (
        <p className="text-neutral-700">{t.finished}</p>
      ) : (
        <div className="flex flex-wrap gap-2">
          {s.next.map((statusId) => (
            <Button key={statusId} kind={statusId === 21 || statusId === 9 ? 'danger' : 'secondary'} disabled={advance.isPending}
              onClick={() => advance.mutate({ awb: s.awb, status_id: statusId, reason: statusId === 21 ? reason : undefined })}>
              {t.steps[statusId]}
            </Button>
          ))}
        </div>
      )}
    </li>
  );
}
