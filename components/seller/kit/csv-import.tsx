'use client';
// A CSV import in the console (the catalogue's, docs/rules/products.md#csv; the pincodes',
// docs/rules/delivery.md#pincode-file): choose a file, see what it would create and change
// and every bad cell (row and column), then confirm; nothing is written before.
import { useMutation } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { toast } from '@/lib/client/toast';
import { sellerTexts } from '@/lib/texts/seller';

const t = sellerTexts.csvImport;

export interface CsvImportPlan<Create, Update> {
  rows: number;
  creates: Create[];
  updates: Update[];
  unchanged: number;
  errors: { row: number; column: string; message: string }[];
}

interface CsvImportProps<Create extends { row: number }, Update extends { row: number }> {
  /** The section's heading id, and the prefix of its test ids (`<prefix>import-plan`). */
  name: string;
  testIdPrefix?: string;
  heading: string;
  /** A paragraph each. */
  note: string | string[];
  /** Beside the heading (the catalogue's export link). */
  aside?: ReactNode;
  confirm: string;
  preview: (csv: string) => Promise<CsvImportPlan<Create, Update>>;
  commit: (csv: string) => Promise<{ created: number; updated: number }>;
  createLine: (create: Create) => string;
  updateLine: (update: Update) => string;
  onImported: () => void | Promise<void>;
}

export function CsvImport<Create extends { row: number }, Update extends { row: number }>(props: CsvImportProps<Create, Update>) {
  const { name, testIdPrefix = '', heading, note, aside, confirm, preview, commit, createLine, updateLine, onImported } = props;
  const [csv, setCsv] = useState<string | null>(null);
  const [plan, setPlan] = useState<CsvImportPlan<Create, Update> | null>(null);
  const fail = (error: Error) => toast.error(t.failed, { description: error.message });
  const previewing = useMutation({ mutationFn: preview, onSuccess: setPlan, onError: fail });
  const importing = useMutation({
    mutationFn: () => commit(csv!),
    onSuccess: async (done) => {
      toast.success(t.done(done.created, done.updated));
      setPlan(null);
      setCsv(null);
      await onImported();
    },
    onError: fail,
  });

  return (
    <section aria-labelledby={name} className="flex flex-col gap-3 rounded-xl border border-black/15 bg-white p-4 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={name} className="font-bold">{heading}</h2>
        {aside}
      </div>
      {(Array.isArray(note) ? note : [note]).map((line) => (
        <p key={line} className="text-neutral-700">{line}</p>
      ))}
      <label className="flex flex-col gap-1">
        <span className="font-semibold">{t.file}</span>
        <input
          type="file"
          accept=".csv,text/csv"
          onChange={async (e) => {
            const file = e.target.files?.[0];
            setPlan(null);
            if (!file) return;
            const text = await file.text();
            setCsv(text);
            previewing.mutate(text);
          }}
        />
      </label>
      {previewing.isPending && <p>{t.checking}</p>}
      {plan && (
        <div className="flex flex-col gap-2" data-testid={`${testIdPrefix}import-plan`}>
          <p role="status" className="font-semibold">{t.summary(plan.rows, plan.creates.length, plan.updates.length, plan.unchanged)}</p>
          {plan.errors.length > 0 ? (
            <>
              <p className="font-semibold text-red-800">{t.errorsHeading(plan.errors.length)}</p>
              <ul className="flex flex-col gap-0.5" aria-label={t.errorsHeading(plan.errors.length)}>
                {plan.errors.slice(0, 100).map((e, i) => (
                  <li key={i} data-testid={`${testIdPrefix}import-error`} className="text-red-800">{t.errorLine(e.row, e.column, e.message)}</li>
                ))}
              </ul>
            </>
          ) : (
            <>
              <ul className="flex flex-col gap-0.5 text-neutral-700">
                {plan.creates.slice(0, 20).map((c) => <li key={`c${c.row}`}>{createLine(c)}</li>)}
                {plan.updates.slice(0, 20).map((u) => <li key={`u${u.row}`}>{updateLine(u)}</li>)}
              </ul>
              <button type="button" disabled={importing.isPending || plan.creates.length + plan.updates.length === 0} onClick={() => importing.mutate()} className="w-fit rounded-lg bg-primary-strong px-4 py-2 font-semibold text-white disabled:opacity-50">
                {confirm}
              </button>
            </>
          )}
        </div>
      )}
    </section>
  );
}
