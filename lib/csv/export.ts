// A CSV file the console hands out (the catalogue's export, lib/products/csv.ts). It
// starts with a UTF-8 byte-order mark: without one Excel reads the file in the machine's
// legacy code page and garbles ₹ and names in Indian scripts. The imports skip the mark,
// so an exported file still imports back unchanged.
import 'server-only';
import Papa from 'papaparse';

/** The header and rows as CSV text, byte-order mark first. */
export function csvDownload(table: { fields: string[]; data: unknown[][] }): string {
  return `\uFEFF${Papa.unparse(table)}`;
}
