'use client';
// A product's units on its console page (docs/rules/products.md#units): selling by unit
// on or off, the units (serial or IMEI number, grade, note, status and the order it is
// with), adding many at once (one per line) and removing one in stock. Owner and manager
// change them; a packer sees them only. The server checks everything again; a refused
// line is named in the message and the typed list is kept. Each answer is the units'
// fresh view, and its stock is the product's (the form above shows it).
import Link from 'next/link';
import { useRef, useState } from 'react';
import type { EditableProduct, ProductUnits as Units } from '@/lib/products/types';
import type { UnitKind } from '@/lib/products/unit-picks';
import { sellerKeys, useSellerMutation, useSellerQuery, type ServerView } from '@/lib/client/seller/hooks';
import { sellerTexts } from '@/lib/texts/seller';
import { Button } from '../kit/button';
import { Card } from '../kit/card';
import { Field, FormError, SelectField, Textarea, TextField } from '../kit/field';
import { UnitDetailsForm } from './unit-details';

const t = sellerTexts.units;

export function ProductUnits({ productId, initial, canEdit }: { productId: number; initial: ServerView<Units>; canEdit: boolean }) {
  const { data: units = initial.payload } = useSellerQuery('productsUnits', { product_id: productId }, initial);
  const [kind, setKind] = useState<UnitKind>('imei');
  const [lines, setLines] = useState('');
  const [grade, setGrade] = useState('');
  const [note, setNote] = useState('');
  const removing = useRef('');
  const [editing, setEditing] = useState<number | null>(null);
  const gradeName = (grade: string | null) => units.grades?.find((g) => g.key === grade)?.name ?? grade;
  const editingUnit = units.units.find((u) => u.unit_id === editing);

  // The units' view, and the product's stock as they count it.
  const put = (answer: Units): [readonly unknown[], unknown][] => [
    [sellerKeys.of('productsUnits', { product_id: productId }), answer],
    [
      sellerKeys.of('productsGet', { product_id: productId }),
      (view: { product: EditableProduct } | undefined) => view && { product: { ...view.product, stock: answer.stock, sold_by_unit: answer.sold_by_unit } },
    ],
  ];
  const invalidates = ['productsList', 'dashboard'] as const;
  const toggle = useSellerMutation('productsSoldByUnit', { success: (_answer, input) => (input.on ? t.turnedOn : t.turnedOff), put, invalidates });
  const add = useSellerMutation('productsUnitsAdd', {
    success: (_answer, input) => t.added(input.units.length),
    put,
    invalidates,
    // The refused line is named beside the list, which stays as typed.
    quietErrors: true,
    onSuccess: () => setLines(''),
  });
  const remove = useSellerMutation('productsUnitRemove', { success: () => t.removed(removing.current), put, invalidates });

  return (
    <Card title={t.title} aside={canEdit && <Button kind="secondary" disabled={toggle.isPending} onClick={() => toggle.mutate({ product_id: productId, on: !units.sold_by_unit })}>{units.sold_by_unit ? t.turnOff : t.turnOn}</Button>} className="text-sm">
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
            add.mutate({
              product_id: productId,
              units: lines.split('\n').map((l) => l.trim()).filter(Boolean).map((serial) => ({ serial, kind, grade: grade || undefined, note: note || undefined })),
            });
          }}
        >
          <Field label={t.serials} className="desk:col-span-3">
            <Textarea aria-label={t.serials} required rows={4} value={lines} onChange={(e) => setLines(e.target.value)} className="font-mono" aria-invalid={add.error ? true : undefined} />
          </Field>
          <FormError>{add.error?.message}</FormError>
          <SelectField label={t.kind} aria-label={t.kind} value={kind} onChange={(e) => setKind(e.target.value as UnitKind)} options={[['imei', t.kinds.imei!], ['serial', t.kinds.serial!]]} />
          <SelectField label={t.grade} value={grade} onChange={(e) => setGrade(e.target.value)} options={[['', '—'], ...(units.grades ?? []).map((g) => [g.key, g.name] as const)]} />
          <TextField label={t.unitNote} value={note} maxLength={200} onChange={(e) => setNote(e.target.value)} />
          <div className="desk:col-span-3">
            <Button type="submit" disabled={add.isPending}>{t.add}</Button>
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
                <th className="py-1 pr-3">{t.details.columns.price}</th>
                <th className="py-1 pr-3">{t.details.columns.battery}</th>
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
                  <td className="py-1 pr-3">{gradeName(u.grade)}</td>
                  <td className="py-1 pr-3">{u.price === null ? '' : `₹${u.price.toLocaleString('en-IN')}`}</td>
                  <td className="py-1 pr-3">{u.battery_health === null ? '' : `${u.battery_health}%`}</td>
                  <td className="py-1 pr-3">{u.note}</td>
                  <td className="py-1 pr-3">{u.reserved ? t.reserved : t.statuses[u.status]}</td>
                  <td className="py-1 pr-3">
                    {u.order_id !== null && <Link href={`/seller/orders/${u.order_id}`} className="underline">{u.order_string}</Link>}
                  </td>
                  {canEdit && (
                    <td className="flex gap-3 py-1">
                      <Button kind="link" aria-label={t.details.editOf(u.serial)} onClick={() => setEditing(editing === u.unit_id ? null : u.unit_id)}>
                        {t.details.edit}
                      </Button>
                      {u.status === 'in_stock' && !u.reserved && (
                        <Button
                          kind="link" className="text-red-800" disabled={remove.isPending} aria-label={t.removeOf(u.serial)}
                          onClick={() => {
                            removing.current = u.serial;
                            remove.mutate({ unit_id: u.unit_id });
                          }}
                        >
                          {t.remove}
                        </Button>
                      )}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
          {canEdit && editingUnit && <UnitDetailsForm key={editingUnit.unit_id} unit={editingUnit} grades={units.grades} put={put} onClose={() => setEditing(null)} />}
        </div>
      )}
    </Card>
  );
}
