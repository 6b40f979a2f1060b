'use client';
// Importing the catalogue from CSV (docs/rules/products.md#csv): choose a file, see what
// it would create and change and every bad cell (row and column), then confirm; nothing
// is written before. The export link gives a file in the same columns.
import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { ImportPlan } from '@/lib/products/csv';
import { sellerCall } from '@/lib/client/seller/http';
import { toast } from '@/lib/client/toast';
import { texts } from '@/lib/texts';

const t = texts.seller.importPage;

export function CatalogueImport() {
  const router = useRouter();
  const [csv, setCsv] = useState<string | null>(null);
  const [plan, setPlan] = useState<ImportPlan | null>(null);
  const previewing = useMutation({
    mutationFn: async (text: string) => (await sellerCall('productsImportPreview', { csv: text })).payload,
    onSuccess: setPlan,
    onError: (error) => toast.error(t.failed, { description: error instanceof Error ? error.message : undefined }),
  });
  const importing = useMutation({
    mutationFn: async () => (await sellerCall('productsImport', { csv: csv! })).payload,
    onSuccess: (done) => {
      toast.success(t.done(done.created, done.updated));
      setPlan(null);
      setCsv(null);
      router.refresh();
    },
    onError: (error) => toast.error(t.failed, { description: error instanceof Error ? error.message : undefined }),
  });

  return (
    <section aria-labelledby="catalogue-import" className="flex flex-col gap-3 rounded-xl border border-black/15 bg-white p-4 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="catalogue-import" className="font-bold">{t.heading}</h2>
        <a href="/seller/products/export.csv" className="font-semibold underline">{t.export}</a>
      </div>
      <p className="text-neutral-700">{t.note}</p>
      <p className="text-neutral-700">{texts.seller.condition.csvNote}</p>
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
        <div className="flex flex-col gap-2" data-testid="import-plan">
          <p role="status" className="font-semibold">{t.summary(plan.rows, plan.creates.length, plan.updates.length, plan.unchanged)}</p>
          {plan.errors.length > 0 ? (
            <>
              <p className="font-semibold text-red-800">{t.errorsHeading(plan.errors.length)}</p>
              <ul className="flex flex-col gap-0.5" aria-label={t.errorsHeading(plan.errors.length)}>
                {plan.errors.slice(0, 100).map((e, i) => (
                  <li key={i} data-testid="import-error" className="text-red-800">{t.errorLine(e.row, e.column, e.message)}</li>
                ))}
              </ul>
            </>
          ) : (
            <>
              <ul className="flex flex-col gap-0.5 text-neutral-700">
                {plan.creates.slice(0, 20).map((c) => <li key={`c${c.row}`}>{t.createLine(c.sku, c.name)}</li>)}
                {plan.updates.slice(0, 20).map((u) => <li key={`u${u.row}`}>{t.updateLine(u.sku, u.changes.join(', '))}</li>)}
              </ul>
              <button type="button" disabled={importing.isPending || plan.creates.length + plan.updates.length === 0} onClick={() => importing.mutate()} className="w-fit rounded-lg bg-primary-strong px-4 py-2 font-semibold text-white disabled:opacity-50">
                {t.confirm}
              </button>
            </>
          )}
        </div>
      )}
    </section>
  );
}
