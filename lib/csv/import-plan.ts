// A seller's CSV import, as the catalogue's (lib/products/csv.ts) and the pincode file's
// (lib/delivery/csv.ts) work: the file is planned first (what it would create, what it
// would change and from what to what, every bad cell), nothing is written while any row
// is bad, and a good file is written in one transaction with one audit line, so a file
// goes in whole or not at all.
//
// Rows are numbered as the seller's spreadsheet numbers them, so an error can be found
// there: the header is row 1, the first data row is row 2, and blank rows count though
// they are skipped. Row 0 is the file as a whole (a missing or unknown column, too many
// rows), which the console shows as the header.
import 'server-only';
import Papa from 'papaparse';
import { writeTransaction, type DB, type OpenedDatabase, type Tx } from '@/lib/db';
import { ShopError } from '@/lib/errors';
import { recordAudit, type AuditEntry } from '@/lib/staff/audit';
import type { StaffMember } from '@/lib/staff/types';

/** A bad cell (column '' when the whole row is bad, row 0 when the whole file is). */
export interface CsvRowError {
  /** The row as the seller's spreadsheet numbers it: the header is row 1. */
  row: number;
  column: string;
  message: string;
}

/** A field's value as the preview shows it. */
export type CsvValue = string | number | boolean | null;

/** One field a row would change, with its value now and after the import. */
export interface FieldChange {
  field: string;
  before: CsvValue;
  after: CsvValue;
}

/** The fields a row would change (`changes`, in the file's column order), each from `before` to `after`. */
export interface CsvChanges {
  changes: string[];
  before: Record<string, CsvValue>;
  after: Record<string, CsvValue>;
}

/** What importing a file would do; `errors` empty means it may be imported. */
export interface CsvImportPlan<Summary, RowError extends CsvRowError = CsvRowError> {
  /** Data rows in the file (blank rows not counted). */
  rows: number;
  creates: ({ row: number } & Summary)[];
  updates: ({ row: number } & Summary & CsvChanges)[];
  unchanged: number;
  errors: RowError[];
}

export interface ImportCounts {
  created: number;
  updated: number;
  unchanged: number;
}

/** One data row of the file, as a row check reads it. */
export interface CsvRow<Column extends string> {
  /** Its number in the seller's spreadsheet. */
  readonly row: number;
  /** The cell's text, trimmed ('' where the row has no such cell). */
  cell(column: Column): string;
  /** Records a bad cell of this row; null, so a check may `return row.fail(...)`. */
  fail(column: Column, message: string): null;
  /** Whether a cell of this row has failed. */
  readonly failed: boolean;
}

export interface CsvImportRules<Column extends string, Planned extends { row: number }, Summary, Tag extends object> {
  columns: readonly Column[];
  /** Without one of these in the header no row is read: the header's errors say why. */
  required: readonly Column[];
  maxRows: number;
  texts: {
    missingColumn(column: string): string;
    unknownColumn(column: string): string;
    tooManyRows(max: number): string;
    /** The error of a row whose key an earlier row had. */
    duplicate(firstRow: number): string;
  };
  /** What each error of a row carries besides its row and column (the catalogue: the row's SKU). */
  tagOf?(row: CsvRow<Column>): Tag;
  /** The row as it would be written, or null when a cell of it failed. */
  check(row: CsvRow<Column>): Planned | null;
  /** The column whose value names what a row writes, and that value: one file names a thing once. */
  keyColumn: Column;
  keyOf(planned: Planned): string;
  /** Checks between rows, after each row's own (the pincode ranges must not overlap). */
  across?(planned: readonly Planned[], keys: ReadonlySet<string>, fail: (row: number, column: Column, message: string) => void): void;
  /** What the preview names a row by (the catalogue: its SKU and name). */
  summary(planned: Planned): Summary;
  /** The fields a row would change on what the shop holds (none: unchanged), or null where the shop has none: the row creates it. */
  changes(planned: Planned): FieldChange[] | null;
}

export interface PlannedImport<Planned, Summary, RowError extends CsvRowError> {
  plan: CsvImportPlan<Summary, RowError>;
  /** The rows that create, and those that change, in file order; both empty while the file has errors. */
  creating: Planned[];
  updating: Planned[];
}

/** At most this many errors of the file's own form (quotes, cells per row) are listed. */
const MAX_FORM_ERRORS = 50;

/** The header as papaparse names it: trimmed, lower case, a repeated name as name_1, name_2, ... */
function headerNames(cells: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return cells.map((cell) => {
    const name = cell.trim().toLowerCase();
    const times = seen.get(name) ?? 0;
    seen.set(name, times + 1);
    return times === 0 ? name : `${name}_${times}`;
  });
}

/** Plans the import of `text`: every row checked, the good ones compared with the shop's. Writes nothing. */
export function planCsvImport<Column extends string, Planned extends { row: number }, Summary, Tag extends object = Record<never, never>>(
  text: string,
  rules: CsvImportRules<Column, Planned, Summary, Tag>,
): PlannedImport<Planned, Summary, CsvRowError & Partial<Tag>> {
  const errors: CsvRowError[] = [];
  const body = text.replace(/^\uFEFF/, '');
  // The delimiter is guessed with blank lines left out (as a file of a European Excel uses
  // `;`); the file is then read with them, so that every row keeps its spreadsheet number.
  const delimiter = Papa.parse(body, { preview: 1, skipEmptyLines: 'greedy' }).meta.delimiter;
  const parsed = Papa.parse<string[]>(body, { delimiter, skipEmptyLines: false });
  const [headerCells = [], ...records] = parsed.data;
  const header = headerNames(headerCells);
  const formErrors: CsvRowError[] = parsed.errors.map((e) => ({ row: e.row === undefined ? 0 : e.row + 1, column: '', message: e.message }));

  for (const column of rules.required) if (!header.includes(column)) errors.push({ row: 0, column, message: rules.texts.missingColumn(column) });
  for (const column of header) if (!(rules.columns as readonly string[]).includes(column)) errors.push({ row: 0, column, message: rules.texts.unknownColumn(column) });
  const readable = rules.required.every((column) => header.includes(column));

  const at = new Map(header.map((name, index) => [name, index] as const).reverse());
  const dataRows = records.flatMap((cells, index) => (cells.every((cell) => cell.trim() === '') ? [] : [{ row: index + 2, cells }]));
  if (dataRows.length > rules.maxRows) errors.push({ row: 0, column: '', message: rules.texts.tooManyRows(rules.maxRows) });

  const planned: Planned[] = [];
  const seen = new Map<string, number>();
  for (const { row, cells } of readable ? dataRows.slice(0, rules.maxRows) : []) {
    let failed = false;
    const csvRow: CsvRow<Column> = {
      row,
      cell: (column) => (cells[at.get(column) ?? -1] ?? '').trim(),
      fail(column, message) {
        failed = true;
        errors.push({ row, column, message, ...rules.tagOf?.(csvRow) });
        return null;
      },
      get failed() {
        return failed;
      },
    };
    if (cells.length !== header.length) {
      const message = `Too ${cells.length < header.length ? 'few' : 'many'} fields: expected ${header.length} fields but parsed ${cells.length}`;
      formErrors.push({ row, column: '', message, ...rules.tagOf?.(csvRow) });
    }
    const p = rules.check(csvRow);
    if (!p) continue;
    const key = rules.keyOf(p);
    const first = seen.get(key);
    if (first !== undefined) {
      csvRow.fail(rules.keyColumn, rules.texts.duplicate(first));
      continue;
    }
    seen.set(key, row);
    planned.push(p);
  }
  rules.across?.(planned, new Set(seen.keys()), (row, column, message) => errors.push({ row, column, message }));
  errors.push(...formErrors.sort((a, b) => a.row - b.row).slice(0, MAX_FORM_ERRORS));

  // Each error's own fields are its row's tag: what the caller's type says they are.
  const rowErrors = errors.sort((a, b) => a.row - b.row) as (CsvRowError & Partial<Tag>)[];
  const plan: CsvImportPlan<Summary, CsvRowError & Partial<Tag>> = { rows: dataRows.length, creates: [], updates: [], unchanged: 0, errors: rowErrors };
  const creating: Planned[] = [];
  const updating: Planned[] = [];
  for (const p of planned) {
    const changes = rules.changes(p);
    if (changes === null) {
      plan.creates.push({ row: p.row, ...rules.summary(p) });
      creating.push(p);
    } else if (changes.length === 0) plan.unchanged++;
    else {
      plan.updates.push({ row: p.row, ...rules.summary(p), ...changesOf(changes) });
      updating.push(p);
    }
  }
  return plan.errors.length ? { plan, creating: [], updating: [] } : { plan, creating, updating };
}

function changesOf(list: readonly FieldChange[]): CsvChanges {
  return {
    changes: list.map((c) => c.field),
    before: Object.fromEntries(list.map((c) => [c.field, c.before])),
    after: Object.fromEntries(list.map((c) => [c.field, c.after])),
  };
}

/** Text as the preview shows it: a long one (a description) cut, as the preview is for reading, not for copying back. */
export function shownText(text: string | null, max = 120): string | null {
  return text !== null && text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/**
 * Imports a planned file in one transaction: planned again inside it (what the shop holds
 * may have changed since the preview), refused whole while any row is bad (400 with the
 * rows' errors), otherwise written with one audit line.
 */
export async function commitCsvImport<P extends { plan: { errors: CsvRowError[] } }>(
  database: OpenedDatabase,
  staff: StaffMember,
  clientIp: string,
  steps: {
    /** Taken first, inside the transaction (the pincode rules' lock against a concurrent edit). */
    lock?(tx: Tx): Promise<void>;
    plan(db: DB | Tx): Promise<P>;
    hasErrors(count: number): string;
    /** Writes the planned rows; answers the counts and what the audit line says. */
    write(tx: Tx, planned: P): Promise<{ counts: ImportCounts; audit: Omit<AuditEntry, 'staff' | 'clientIp'> }>;
  },
): Promise<ImportCounts> {
  return writeTransaction(database, async (tx) => {
    await steps.lock?.(tx);
    const planned = await steps.plan(tx);
    const { errors } = planned.plan;
    if (errors.length > 0) throw new ShopError('invalid', steps.hasErrors(errors.length), { row_errors: errors.slice(0, 200) });
    const { counts, audit } = await steps.write(tx, planned);
    await recordAudit(tx, { ...audit, staff, clientIp });
    return counts;
  });
}
