// Document numbers (docs/rules/seller.md#document-numbers): one consecutive series per
// company, kind (invoice, credit note) and Indian financial year (1 April to 31 March,
// in IST), e.g. INV/26-27/000001: at most 16 characters of letters, digits, '/' and '-'
// as GST asks of an invoice number. The counter row is bumped inside the caller's
// transaction by one upsert that returns the new value (SQLite 3.35+ and PostgreSQL):
// the row stays locked until that transaction ends, so concurrent issues wait for each
// other (no duplicates) and a rolled-back issue gives its number back (no gaps).
import 'server-only';
import { sql } from 'kysely';
import type { Tx } from '@/lib/db';
import { seller } from '@/lib/config';
import type { DocumentKind } from './types';

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
export const MAX_NUMBER_LENGTH = 16;

/** The financial year a moment falls in, in India's time: '2026-27' from 1 April 2026 00:00 IST. */
export function financialYearOf(at: Date): string {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  const year = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
  return `${year}-${String((year + 1) % 100).padStart(2, '0')}`;
}

/** The calendar date of a moment in India, YYYY-MM-DD (the date printed on a document). */
export function indianDateOf(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

export function prefixOf(kind: DocumentKind): string {
  return kind === 'invoice' ? seller.invoicePrefix : seller.creditNotePrefix;
}

/**
 * 'INV/26-27/000001': six digits of sequence, fewer when a longer prefix leaves less
 * room in 16 characters (a sequence that outgrows them is refused, never cut).
 */
export function formatDocumentNumber(prefix: string, financialYear: string, sequence: number): string {
  if (!/^[A-Za-z0-9-]{1,5}$/.test(prefix)) throw new Error(`document prefix "${prefix}": 1 to 5 letters, digits or '-'`);
  const head = `${prefix}/${financialYear.slice(2)}/`;
  const digits = Math.min(6, MAX_NUMBER_LENGTH - head.length);
  const number = head + String(sequence).padStart(digits, '0');
  if (number.length > MAX_NUMBER_LENGTH) throw new Error(`document number ${number} is longer than ${MAX_NUMBER_LENGTH} characters`);
  return number;
}

export interface NumberedDocument {
  number: string;
  financialYear: string;
  sequence: number;
}

/** The next number of the series, taken inside `tx` (the caller's transaction). */
export async function nextDocumentNumber(tx: Tx, companyId: number, kind: DocumentKind, at: Date = new Date()): Promise<NumberedDocument> {
  const financialYear = financialYearOf(at);
  const row = await tx
    .insertInto('document_counters')
    .values({ company_id: companyId, kind, financial_year: financialYear, last_sequence: 1 })
    .onConflict((oc) => oc.columns(['company_id', 'kind', 'financial_year']).doUpdateSet({ last_sequence: sql<number>`document_counters.last_sequence + 1` }))
    .returning('last_sequence')
    .executeTakeFirstOrThrow();
  const sequence = Number(row.last_sequence);
  return { number: formatDocumentNumber(prefixOf(kind), financialYear, sequence), financialYear, sequence };
}
