'use client';
// Importing the catalogue from CSV (docs/rules/products.md#csv), with the console's CSV
// import; the export link gives a file in the same columns.
import { useRouter } from 'next/navigation';
import { sellerCall } from '@/lib/client/seller/http';
import { sellerTexts } from '@/lib/texts/seller';
import { CsvImport } from '../kit/csv-import';

const t = sellerTexts.importPage;

export function CatalogueImport() {
  const router = useRouter();
  return (
    <CsvImport
      name="catalogue-import"
      heading={t.heading}
      note={[t.note, sellerTexts.condition.csvNote]}
      aside={<a href="/seller/products/export.csv" className="font-semibold underline">{t.export}</a>}
      confirm={t.confirm}
      preview={async (csv) => (await sellerCall('productsImportPreview', { csv })).payload}
      commit={async (csv) => (await sellerCall('productsImport', { csv })).payload}
      createLine={(c) => t.createLine(c.sku, c.name)}
      updateLine={(u) => t.updateLine(u.sku, u.changes.join(', '))}
      onImported={() => router.refresh()}
    />
  );
}
