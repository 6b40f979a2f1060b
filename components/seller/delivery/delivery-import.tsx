'use client';
// The pincode file (docs/rules/delivery.md#pincode-file), with the console's CSV import.
// The import answers the rules as they now stand, put in place of the ones shown; the
// CSV import tells of its own outcome (the counts, or why the file was refused), so the
// calls here add no notice of their own.
import { sellerKeys, useSellerMutation } from '@/lib/client/seller/hooks';
import { sellerTexts } from '@/lib/texts/seller';
import { CsvImport } from '../kit/csv-import';

const t = sellerTexts.deliveryRangesPage;

export function DeliveryImport() {
  const preview = useSellerMutation('deliveryImportPreview', { success: false, quietErrors: true });
  const commit = useSellerMutation('deliveryImport', {
    success: false,
    quietErrors: true,
    put: (done) => [[sellerKeys.of('deliveryRules', {}), done.rules]],
  });
  return (
    <CsvImport
      name="pincode-import"
      testIdPrefix="pincode-"
      heading={t.importHeading}
      note={t.importNote}
      confirm={t.confirm}
      preview={async (csv) => (await preview.mutateAsync({ csv })).payload}
      commit={async (csv) => (await commit.mutateAsync({ csv })).payload}
      createLine={(c) => t.createLine(c.pincode)}
      updateLine={(u) => t.updateLine(u.pincode, u.changes.join(', '))}
      onImported={() => {}}
    />
  );
}
