'use client';
// The pincode file (docs/rules/delivery.md#pincode-file): choose a CSV, see what it would
// create and change and every bad cell (row and column), then confirm; nothing is
// written before. As the catalogue's import (components/seller/products/catalogue-import.tsx).
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { DeliveryImportPlan } from '@/lib/delivery/csv';
import { sellerCall } from '@/lib/client/seller/http';
import { toast } from '@/lib/client/toast';
import { texts } from '@/lib/texts';

const t = texts.seller.deliveryRangesPage;

export function DeliveryImport({ onImported }: { onImported: () => Promise<void> }) {
  const [csv, setCsv] = useState<string | null>(null);
  const [plan, setPlan] = useState<DeliveryImportPlan | null>(null);
  const fail = (error: Error) => toast.error(t.failed, { description: error.message });
  const previewing = useMutation({
    mutationFn: async (text: string) => (await sellerCall('deliveryImportPreview', { csv: text })).payload,
    onSuccess: setPlan,
    onError: fail,
  });
  const importing = useMutation({
    mutationFn: async () => (await sellerCall('deliveryImport', { csv: csv! })).payload,
    onSuccess: async (done) => {
      toast.success(t.done(done.created, done.updated));
      setPlan(null);
      setCsv(null);
      await onImported();
    },
    onError: fail,
  });

  return (
    <section aria-labelledby="pincode-import" className="flex flex-col gap-3 rounded-xl border border-black/15 bg-white p-4 text-sm">
      <h2 id="pincode-import" className="font-bold">{t.importHeading}</h2>
      <p className="text-neutral-700">{t.importNote}</p>
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
        <div className="flex flex-col gap-2" data-testid="pincode-import-plan">
          <p role="status" className="font-semibold">{t.summary(plan.rows, plan.creates.length, plan.updates.length, plan.unchanged)}</p>
          {plan.errors.length > 0 ? (
            <>
              <p className="font-semibold text-red-800">{t.errorsHeading(plan.errors.length)}</p>
              <ul className="flex flex-col gap-0.5" aria-label={t.errorsHeading(plan.errors.length)}>
                {plan.errors.slice(0, 100).map((e, i) => (
                  <li key={i} data-testid="pincode-import-error" className="text-red-800">{t.errorLine(e.row, e.column, e.message)}</li>
                ))}
              </ul>
            </>
          ) : (
            <>
              <ul className="flex flex-col gap-0.5 text-neutral-700">
                {plan.creates.slice(0, 20).map((c) => <li key={`c${c.row}`}>{t.createLine(c.pincode)}</li>)}
                {plan.updates.slice(0, 20).map((u) => <li key={`u${u.row}`}>{t.updateLine(u.pincode, u.changes.join(', '))}</li>)}
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
