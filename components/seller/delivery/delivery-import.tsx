'use client';
// The pincode file (docs/rules/delivery.md#pincode-file), with the console's CSV import.
import { sellerCall } from '@/lib/client/seller/http';
import { sellerTexts } from '@/lib/texts/seller';
import { CsvImport } from '../kit/csv-import';

const t = sellerTexts.deliveryRangesPage;

export function DeliveryImport({ onImported }: { onImported: () => Promise<void> }) {
  return (
    <CsvImport
      name="pincode-import"
      testIdPrefix="pincode-"
      heading={t.importHeading}
      note={t.importNote}
      confirm={t.confirm}
      preview={async (csv) => (await sellerCall('deliveryImportPreview', { csv })).payload}
      commit={async (csv) => (await sellerCall('deliveryImport', { csv })).payload}
      createLine={(c) => t.createLine(c.pincode)}
      updateLine={(u) => t.updateLine(u.pincode, u.changes.join(', '))}
      onImported={onImported}
    />
  );
}
