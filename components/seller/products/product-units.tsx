'use client';
// A product's units on its console page (docs/rules/products.md#units): selling by unit
// on or off, the units (serial or IMEI number, grade, note, status and the order it is
// with), adding many at once (one per line) and removing one in stock. Owner and manager
// change them; a packer sees them only. The server checks everything again; a refused
// line is named in the message and the typed list is kept.
import { useMutation } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { sellerCall } from '@/lib/client/seller/http';
import { toast } from '@/lib/client/toast';
import { sellerTexts } from '@/lib/texts/seller';
import type { ProductUnits as Units, UnitKind } from '@/lib/products/units';

const t = sellerTexts.units;
const inputClass = 'rounded-lg border border-black/25 px-3 py-2 text-base';

export function ProductUnits({ initial, canEdit }: { initial: Units; canEdit: boolean }) {
  const router = useRouter();
  const [units, setUnits] = useState(initial);
  const [kind, setKind] = useState<UnitKind>('imei');
  const [lines, setLines] = useState('');
  const [grade, setGrade] = useState('');
  const [note, setNote] = useState('');
  const productId = units.product_id;
  const failed = (error: Error) => toast.error(error.message);

  const toggle = useMutation({
    mutationFn: (on: boolean) => sellerCall('productsSoldByUnit', { product_id: productId, on }),
    onSuccess: (answer, on) => {
      setUnits(answer.payload);
      toast.success(on ? t.turnedOn : t.turnedOff);
      router.refresh(); // the form above shows its stock as counted from units
    },
    onError: failed,
  });
  const add = useMutation({
    mutationFn: () =>
      sellerCall('productsUnitsAdd', {
        product_id: productId,
        units: lines.split('\n').map((l) => l.trim()).filter(Boolean).map((serial) => ({ serial, kind, grade: grade || undefined, note: note || undefined })),
      }),
    onSuccess: (answer) => {
      toast.success(t.added(lines.split('\n').filter((l) => l.trim()).length));
      setUnits(answer.payload);
      setLines('');
      router.refresh(); // the form above shows the new stock
    },
  });
  const remove = useMutation({
    mutationFn: (unit: { unit_id: number; serial: string }) => sellerCall('productsUnitRemove', { unit_id: unit.unit_id }),
    onSuccess: (answer, unit) => {
      setUnits(answer.payload);
      toast.success(t.removed(unit.serial));
      router.refresh();
    },
    onError: failed,
  });

  return (
    <section aria-labelledby="units-heading" className="flex flex-col gap-3 rounded-xl border border-black/15 bg-white p-4 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="units-heading" className="text-lg font-bold">{t.title}</h2>
        {canEdit && (
          <button
            type="button" disabled={toggle.isPending} onClick={() => toggle.mutate(!units.sold_by_unit)}
            className="rounded-lg border border-black/30 px-3 py-1.5 font-semibold disabled:opacity-50"
          >
            {units.sold_by_unit ? t.turnOff : t.turnOn}
          </button>
        )}
      </div>
      {units.sold_by_unit ? (
        <>
          <p>{t.note}</p>
          <p data-testid="units-stock" className="font-semibold">{t.stockLine(units.stock, units.in_stock, units.waiting)}</p>
        </>
      ) : (
        <p>{t.offNote}</p>
      )}
      {!canEdit && <p className="text-neutral-600">{t.readOnly}</p>}
      {canEdit && units.sold_by_unit && (
        <form
          aria-label={t.add}
          className="grid grid-cols-1 gap-3 desk:grid-cols-3"
          onSubmit={(e) => {
            e.preventDefault();
            add.mutate();
          }}
        >
          <div className="flex flex-col gap-1 desk:col-span-3">
            <label htmlFor="units-lines" className="font-semibold">{t.serials}</label>
            <textarea
              id="units-lines" required rows={4} value={lines} onChange={(e) => setLines(e.target.value)} className={`${inputClass} font-mono`}
              aria-invalid={add.error ? true : undefined} aria-describedby={add.error ? 'units-error' : undefined}
            />
            {add.error && <span id="units-error" role="alert" className="text-red-800">{add.error.message}</span>}
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor="units-kind" className="font-semibold">{t.kind}</label>
            <select id="units-kind" value={kind} onChange={(e) => setKind(e.target.value as UnitKind)} className={inputClass}>
              <option value="imei">{t.kinds.imei}</option>
              <option value="serial">{t.kinds.serial}</option>
            </select>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor="units-grade" className="font-semibold">{t.grade}</label>
            <input id="units-grade" value={grade} maxLength={40} onChange={(e) => setGrade(e.target.value)} className={inputClass} />
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor="units-note" className="font-semibold">{t.unitNote}</label>
            <input id="units-note" value={note} maxLength={200} onChange={(e) => setNote(e.target.value)} className={inputClass} />
          </div>
          <div className="desk:col-span-3">
            <button type="submit" disabled={add.isPending} className="rounded-lg bg-primary-strong px-4 py-2 font-semibold text-white disabled:opacity-50">
              {t.add}
            </button>
          </div>
        </form>
      )}
      {units.units.length === 0 ? (
        units.sold_by_unit && <p>{t.none}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left">
            <thead>
              <tr className="border-b border-black/15">
                <th className="py-1 pr-3">{t.columns.serial}</th>
                <th className="py-1 pr-3">{t.columns.kind}</th>
                <th className="py-1 pr-3">{t.columns.grade}</th>
                <th className="py-1 pr-3">{t.columns.note}</th>
                <th className="py-1 pr-3">{t.columns.status}</th>
                <th className="py-1 pr-3">{t.columns.order}</th>
                {canEdit && <th className="py-1"><span className="sr-only">{t.remove}</span></th>}
              </tr>
            </thead>
            <tbody>
              {units.units.map((u) => (
                <tr key={u.unit_id} data-testid="unit-row" className="border-b border-black/10">
                  <td className="py-1 pr-3 font-mono">{u.serial}</td>
                  <td className="py-1 pr-3">{t.kinds[u.kind]}</td>
                  <td className="py-1 pr-3">{u.grade}</td>
                  <td className="py-1 pr-3">{u.note}</td>
                  <td className="py-1 pr-3">{t.statuses[u.status]}</td>
                  <td className="py-1 pr-3">
                    {u.order_id !== null && <Link href={`/seller/orders/${u.order_id}`} className="underline">{u.order_string}</Link>}
                  </td>
                  {canEdit && (
                    <td className="py-1">
                      {u.status === 'in_stock' && (
                        <button type="button" disabled={remove.isPending} onClick={() => remove.mutate(u)} aria-label={t.removeOf(u.serial)} className="font-semibold text-red-800 underline disabled:opacity-50">
                          {t.remove}
                        </button>
                      )}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
