'use client';
// Importing the catalogue from CSV (docs/rules/products.md#csv), with the console's CSV
// import: each changed product with its fields before and after, each bad cell with its
// spreadsheet row and SKU. The export link gives a file in the same columns.
import { sellerTexts } from '@/lib/texts/seller';
import { FileLink } from '../kit/button';
import { CsvImport } from '../kit/csv-import';

const t = sellerTexts.importPage;

export function CatalogueImport() {
  return (
    <CsvImport
      calls={{ preview: 'productsImportPreview', commit: 'productsImport' }}
      heading={t.heading}
      note={[t.note, sellerTexts.condition.csvNote]}
      aside={<FileLink href="/seller/products/export.csv">{t.export}</FileLink>}
      confirm={t.confirm}
      createLine={(c) => t.createLine(c.sku, c.name)}
      updateLine={(u) => t.updateLine(u.sku, u.name)}
      // The lists, the product pages and the dashboard show the imported products.
      invalidates={['productsList', 'productsGet', 'dashboard']}
    />
  );
}
