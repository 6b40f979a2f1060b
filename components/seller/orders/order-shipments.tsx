// The order's parcels on its console page: courier and AWB, where the parcel is, a failed
// delivery waiting for a decision, and the courier's events (which of them moved the order)
// and scans, newest first (docs/rules/shipping.md#tracking).
import { sellerTexts } from '@/lib/texts/seller';
import { showDate, showMoment } from '@/lib/orders/display';
import type { DeskShipment } from '@/lib/orders/desk-types';
import Link from 'next/link';
import { Card } from '../kit/card';

const t = sellerTexts.console.shipment;

function ShipmentCard({ shipment: s }: { shipment: DeskShipment }) {
  return (
    <Card title={s.direction === 'return' ? t.returnHeading : t.heading} data-testid="order-shipment">
      <p className="text-sm font-semibold">{s.awb ? t.courierAwb(s.courier ?? s.provider, s.awb) : t.noAwb}</p>
      <p className="text-sm">
        {t.state}: <span data-testid="shipment-status" className="font-semibold">{t.states[s.status] ?? s.status}</span>
        {s.current_status && s.current_status.toLowerCase() !== (t.states[s.status] ?? '').toLowerCase() ? ` (${s.current_status})` : ''}
      </p>
      {s.etd && <p className="text-sm">{t.expected(showDate(s.etd))}</p>}
      {s.last_event_at && <p className="text-sm text-neutral-700">{t.lastEvent(showMoment(s.last_event_at))}</p>}
      {s.ndr && (
        <p className="rounded-lg bg-amber-50 p-2 text-sm text-amber-950" data-testid="shipment-ndr">
          {t.ndr(s.ndr.reason ?? '', s.ndr.attempts)}
          {s.ndr.deadline && <span className="block font-semibold">{t.ndrDeadline(showMoment(s.ndr.deadline))}</span>}
        </p>
      )}
      {s.provider === 'test' && <Link href="/seller/shipping/test-courier" className="text-sm text-blue-800 underline">{t.testCourierLink}</Link>}
      <h3 className="font-semibold">{t.events}</h3>
      {s.events.length === 0 ? (
        <p className="text-sm">{t.noEvents}</p>
      ) : (
        <ol className="space-y-1 text-sm" data-testid="shipment-events">
          {s.events.map((e, index) => (
            <li key={index} className="break-words">
              {e.at && <time dateTime={e.at} className="text-neutral-700">{showMoment(e.at)}</time>} {e.status ?? e.status_id} · {t.sources[e.source] ?? e.source}
              {e.applied && <span className="font-semibold"> · {t.movedOrder}</span>}
            </li>
          ))}
        </ol>
      )}
      {s.scans.length > 0 && (
        <>
          <h3 className="font-semibold">{t.scans}</h3>
          <ol className="space-y-1 text-sm" data-testid="shipment-scans">
            {s.scans.map((c, index) => (
              <li key={index} className="break-words">
                <time dateTime={c.at} className="text-neutral-700">{showMoment(c.at)}</time> {c.activity}
                {c.location ? ` · ${c.location}` : ''}
              </li>
            ))}
          </ol>
        </>
      )}
    </Card>
  );
}

export function OrderShipments({ shipments }: { shipments: DeskShipment[] }) {
  return (
    <>
      {shipments.map((s) => (
        <ShipmentCard key={s.shipment_id} shipment={s} />
      ))}
    </>
  );
}
