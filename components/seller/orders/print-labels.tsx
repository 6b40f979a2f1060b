'use client';
// Labels and packing slips of the orders selected on the desk, each set in one PDF
// (docs/rules/shipping.md#labels-and-slips): the labels of the orders with an AWB, one
// 4 × 6 page each, and the orders without one named as not printed (the label route
// refuses them too, so none is ever printed blank).
import { sellerTexts } from '@/lib/texts/seller';
import type { DeskOrderRow } from '@/lib/orders/desk-types';
import { FileLink } from '../kit/button';

const t = sellerTexts.labels;

/** The bulk PDF routes (app/(console)/seller/documents/). */
const bulkUrl = (document: 'labels' | 'packing-slips', orders: DeskOrderRow[]) => `/seller/documents/${document}.pdf?order_ids=${orders.map((o) => o.order_id).join(',')}`;

export function PrintLabels({ orders }: { orders: DeskOrderRow[] }) {
  if (orders.length === 0) return null;
  const ready = orders.filter((o) => o.awb);
  const skipped = orders.filter((o) => !o.awb).map((o) => o.order_string);
  return (
    <div className="flex flex-col gap-1" data-testid="print-labels">
      <div className="flex flex-wrap items-center gap-3">
        {ready.length > 0 && (
          <FileLink kind="secondary" href={bulkUrl('labels', ready)} target="_blank" rel="noopener">
            {t.printLabels} ({ready.length})
          </FileLink>
        )}
        <FileLink kind="secondary" href={bulkUrl('packing-slips', orders)} target="_blank" rel="noopener">
          {t.printSlips} ({orders.length})
        </FileLink>
      </div>
      {skipped.length > 0 && (
        <p role="status" className="text-sm text-amber-900">
          {ready.length > 0 ? t.skippedNoAwb(skipped) : t.noneWithAwb}
        </p>
      )}
    </div>
  );
}
