'use client';
// A CSV import in the console (the catalogue's, docs/rules/products.md#csv; the pincodes',
// docs/rules/delivery.md#pincode-file): choose a file, see what it would create, what it
// would change from what to what, and every bad cell (its spreadsheet row and, where the
// file has one, the row's SKU), then confirm; nothing is written before.
//
// A screen names its two calls (`calls`: the preview's and the import's), which run through
// the console's hook layer.
import { useState, type ReactNode } from 'react';
import type { SellerCallName, SellerRequestOf } from '@/lib/seller-contract';
import { useSellerMutation, type SellerPayloadOf } from '@/lib/client/seller/hooks';
import { sellerTexts } from '@/lib/texts/seller';
import { Button } from './button';
import { Card } from './card';
import { Field } from './field';

const t = sellerTexts.csvImport;
/** A cell's value as a preview names it (lib/csv/import-plan.ts). */
type CsvValue = string | number | boolean | null;
/** Lines of each kind shown in a preview; the rest are counted. */
const SHOWN = 20;

/** What the preview shows: the file's rows that create, those that change (each field before and after), and every bad cell. */
export interface CsvImportPlan<Create extends { row: number } = { row: number }, Update extends { row: number } = { row: number }> {
  rows: number;
  creates: Create[];
  updates: (Update & { changes?: string[]; before?: Record<string, CsvValue>; after?: Record<string, CsvValue> })[];
  unchanged: number;
  errors: { row: number; column: string; message: string; sku?: string }[];
}

/** A call that takes a CSV file (`{ csv }`). */
type CsvCall = { [N in SellerCallName]: SellerRequestOf<N> extends { csv: string } ? N : never }[SellerCallName];
type PlanOfCall<P extends CsvCall> = SellerPayloadOf<P> extends CsvImportPlan<infer C, infer U> ? CsvImportPlan<C, U> : never;

interface CsvImportLook<Create extends { row: number }, Update extends { row: number }> {
  /** Kept for older callers; the section is named by its heading. */
  name?: string;
  /** The prefix of its test ids (`<prefix>import-plan`, `<prefix>import-error`). */
  testIdPrefix?: string;
  heading: string;
  /** A paragraph each. */
  note: string | string[];
  /** Beside the heading (the catalogue's export link). */
  aside?: ReactNode;
  confirm: string;
  createLine: (create: Create) => string;
  /** The line that names a changed row; its fields follow, each before → after. */
  updateLine: (update: Update) => string;
}

type CallsProps<P extends CsvCall> = CsvImportLook<PlanOfCall<P>['creates'][number], PlanOfCall<P>['updates'][number]> & {
  calls: { preview: P; commit: CsvCall };
  /** Fresh views the import's answer carries (the delivery rules as they now stand), put in the cache. */
  put?: (payload: unknown) => [readonly unknown[], unknown][];
  /** Views the import changes that its answer (counts) cannot carry: read again. */
  invalidates?: readonly SellerCallName[];
  onImported?: () => void | Promise<void>;
};

export function CsvImport<P extends CsvCall>(props: CallsProps<P>): ReactNode {
  return <CallsImport {...(props as unknown as CallsProps<CsvCall>)} />;
}

function CallsImport({ calls, put, invalidates, onImported, ...look }: CallsProps<CsvCall>) {
  const [csv, setCsv] = useState<string | null>(null);
  const [plan, setPlan] = useState<CsvImportPlan | null>(null);
  const previewing = useSellerMutation(calls.preview, { success: false, onSuccess: (payload) => setPlan(payload as CsvImportPlan) });
  const importing = useSellerMutation(calls.commit, {
    success: (done) => t.done((done as { created: number }).created, (done as { updated: number }).updated),
    put,
    invalidates,
    onSuccess: async () => {
      setPlan(null);
      setCsv(null);
      await onImported?.();
    },
  });
  return (
    <CsvImportView
      {...(look as CsvImportLook<{ row: number }, { row: number }>)}
      plan={plan}
      checking={previewing.isPending}
      importing={importing.isPending}
      onFile={(text) => {
        setPlan(null);
        setCsv(text);
        if (text !== null) previewing.mutate({ csv: text });
      }}
      onConfirm={() => csv !== null && importing.mutate({ csv })}
    />
  );
}

const shown = (value: CsvValue | undefined) => (value === null || value === undefined || value === '' ? t.emptyValue : String(value));

function CsvImportView(props: CsvImportLook<{ row: number }, { row: number }> & {
  plan: CsvImportPlan | null;
  checking: boolean;
  importing: boolean;
  onFile: (text: string | null) => void;
  onConfirm: () => void;
}) {
  const { testIdPrefix = '', heading, note, aside, confirm, createLine, updateLine, plan, checking, importing, onFile, onConfirm } = props;
  const more = (n: number) => n > SHOWN && <li className="text-neutral-600">{t.more(n - SHOWN)}</li>;
  return (
    <Card title={heading} aside={aside} className="text-sm">
      {(Array.isArray(note) ? note : [note]).map((line) => (
        <p key={line} className="text-neutral-700">{line}</p>
      ))}
      <Field label={t.file}>
        <input
          type="file"
          accept=".csv,text/csv"
          className="mt-1 block"
          onChange={async (e) => {
            const file = e.target.files?.[0];
            onFile(file ? await file.text() : null);
          }}
        />
      </Field>
      {checking && <p>{t.checking}</p>}
      {plan && (
        <div className="flex flex-col gap-2" data-testid={`${testIdPrefix}import-plan`}>
          <p role="status" className="font-semibold">{t.summary(plan.rows, plan.creates.length, plan.updates.length, plan.unchanged)}</p>
          {plan.errors.length > 0 ? (
            <>
              <p className="font-semibold text-red-800">{t.errorsHeading(plan.errors.length)}</p>
              <ul className="flex flex-col gap-0.5" aria-label={t.errorsHeading(plan.errors.length)}>
                {plan.errors.slice(0, 100).map((e, i) => (
                  <li key={i} data-testid={`${testIdPrefix}import-error`} className="text-red-800">{t.errorLine(e.row, e.column, e.message, e.sku)}</li>
                ))}
              </ul>
            </>
          ) : (
            <>
              <ul className="flex flex-col gap-1 text-neutral-700">
                {plan.creates.slice(0, SHOWN).map((c) => <li key={`c${c.row}`}>{createLine(c)}</li>)}
                {more(plan.creates.length)}
                {plan.updates.slice(0, SHOWN).map((u) => (
                  <li key={`u${u.row}`} data-testid={`${testIdPrefix}import-update`}>
                    {updateLine(u)}
                    {u.changes && u.changes.length > 0 && (
                      <ul className="ml-4 list-disc">
                        {u.changes.map((field) => (
                          <li key={field} data-testid={`${testIdPrefix}import-change`}>{t.changeLine(field, shown(u.before?.[field]), shown(u.after?.[field]))}</li>
                        ))}
                      </ul>
                    )}
                  </li>
                ))}
                {more(plan.updates.length)}
              </ul>
              <Button className="w-fit" disabled={importing || plan.creates.length + plan.updates.length === 0} onClick={onConfirm}>
                {confirm}
              </Button>
            </>
          )}
        </div>
      )}
    </Card>
  );
}
