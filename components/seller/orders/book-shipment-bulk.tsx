'use client';
// "Book selected" on the desk's list: each selected packed order booked by the seller's
// courier rule, one after another; the notice says how many were booked and why the others
// were refused, by order number; and the manifest for the courier's pickup
// (docs/rules/shipping.md#booking).
import { useSellerMutation } from '@/lib/client/seller/hooks';
import { toast } from '@/lib/client/toast';
import type { DeskOrderRow } from '@/lib/orders/desk-types';
import { shippingTexts as t } from '@/lib/texts/seller/shipping';
import { Button } from '../kit/button';

export function BookSelected({ orders, onDone }: { orders: DeskOrderRow[]; onDone: (refused: number[]) => void }) {
  const packed = orders.filter((o) => o.status === 'packed');
  const book = useSellerMutation('shippingBookBulk', {
    success: false,
    invalidates: ['ordersList', 'dashboard', 'orderDetail', 'shippingShipment'],
    onSuccess: ({ results }) => {
      const refused = results.filter((r) => !r.booked);
      const title = t.bulkResult(results.length - refused.length, refused.length);
      const number = (id: number) => orders.find((o) => o.order_id === id)?.order_string ?? String(id);
      if (refused.length > 0) toast.error(title, { description: refused.map((r) => `${number(r.order_id)}: ${r.message}`).join(' ') });
      else toast.success(title);
      onDone(refused.map((r) => r.order_id));
    },
  });
  return (
    <>
      {packed.length > 0 && (
        <Button kind="secondary" disabled={book.isPending} onClick={() => book.mutate({ order_ids: packed.map((o) => o.order_id) })}>
          {t.bookSelected} ({packed.length})
        </Button>
      )}
      <ManifestButton />
    </>
  );
}

/** The manifest of every parcel waiting for the courier's pickup, opened in a new tab (one per courier account). */
function ManifestButton() {
  const manifest = useSellerMutation('shippingManifest', {
    success: false,
    onSuccess: ({ manifests }) => {
      for (const m of manifests) window.open(m.manifest_url, '_blank', 'noopener');
    },
  });
  return (
    <Button kind="secondary" disabled={manifest.isPending} onClick={() => manifest.mutate({})}>
      {t.manifest}
    </Button>
  );
}
