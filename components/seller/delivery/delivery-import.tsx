'use client';
// The pincode file (docs/rules/delivery.md#pincode-file), with the console's CSV import.
// The import answers the rules as they now stand, put in place of the ones shown.
import { sellerKeys } from '@/lib/client/seller/hooks';
import type { DeliverySettings } from '@/lib/delivery/types';
import { sellerTexts } from '@/lib/texts/seller';
import { CsvImport } from '../kit/csv-import';

const t = sellerTexts.deliveryRangesPage;

export function DeliveryImport() {
  return (
    <CsvImport
      calls={{ preview: 'deliveryImportPreview', commit: 'deliveryImport' }}
      put={(done) => [[sellerKeys.of('deliveryRules', {}), (done as { rules: DeliverySettings }).rules]]}
      testIdPrefix="pincode-"
      heading={t.importHeading}
      note={t.importNote}
      confirm={t.confirm}
      createLine={(c) => t.createLine(c.pincode)}
      updateLine={(u) => t.updateLine(u.pincode, u.changes.join(', '))}
    />
  );
}
