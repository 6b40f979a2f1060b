'use client';
// One unit as it is, edited on its product's console page (docs/rules/units.md#the-fields):
// grade on the store's scale, battery health, cosmetic notes, what is in its box, warranty
// and who gives it, the IMEI check's date, its own price, and up to four photos through
// the picture pipeline. The server checks everything again and names a refused field
// beside it; each answer is the product's units afresh.
import { useState, type FormEvent } from 'react';
import type { ProductUnits, UnitView } from '@/lib/products/types';
import { MAX_UNIT_PHOTOS } from '@/lib/products/unit-grades';
import { fieldErrorsOf } from '@/lib/client/seller/http';
import { useSellerMutation } from '@/lib/client/seller/hooks';
import { pictureData } from '@/lib/client/seller/picture-file';
import { toast } from '@/lib/client/toast';
import { sellerTexts } from '@/lib/texts/seller';
import { Button } from '../kit/button';
import { FormError, SelectField, Textarea, TextField, Field } from '../kit/field';

const t = sellerTexts.units;
const d = t.details;

type Put = (answer: ProductUnits) => [readonly unknown[], unknown][];

const text = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));

export function UnitDetailsForm({ unit, grades, put, onClose }: { unit: UnitView; grades: ProductUnits['grades']; put: Put; onClose: () => void }) {
  const [form, setForm] = useState({
    grade: grades.some((g) => g.key === unit.grade) ? unit.grade! : grades[0]!.key,
    battery_health: text(unit.battery_health),
    cosmetic_notes: text(unit.cosmetic_notes),
    in_box: text(unit.in_box),
    warranty_months: text(unit.warranty_months),
    warranty_by: text(unit.warranty_by),
    imei_checked_on: text(unit.imei_checked_on),
    price: text(unit.price),
  });
  const save = useSellerMutation('productsUnitDetails', { success: () => d.saved(unit.serial), put, quietErrors: true, onSuccess: onClose });
  const addPhoto = useSellerMutation('productsUnitPhotoAdd', { success: d.photoAdded, put });
  const removePhoto = useSellerMutation('productsUnitPhotoRemove', { success: d.photoRemoved, put });
  const errors = fieldErrorsOf(save.error);
  const set = (name: keyof typeof form) => (e: { target: { value: string } }) => setForm({ ...form, [name]: e.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ unit_id: unit.unit_id, ...form } as never);
  };
  return (
    <form onSubmit={submit} aria-label={d.editOf(unit.serial)} className="mt-3 grid grid-cols-1 gap-3 rounded-lg border border-black/15 p-3 desk:grid-cols-2">
      <p className="font-semibold desk:col-span-2">{d.heading(unit.serial)}</p>
      <SelectField label={d.grade} value={form.grade} onChange={set('grade')} error={errors.grade} options={grades.map((g) => [g.key, `${g.name}: ${g.meaning}`] as const)} />
      <TextField label={d.battery} inputMode="numeric" value={form.battery_health} onChange={set('battery_health')} error={errors.battery_health} />
      <Field label={d.cosmetic} error={errors.cosmetic_notes}>
        <Textarea rows={2} maxLength={500} value={form.cosmetic_notes} onChange={set('cosmetic_notes')} />
      </Field>
      <Field label={d.inBox} error={errors.in_box}>
        <Textarea rows={2} maxLength={500} value={form.in_box} onChange={set('in_box')} />
      </Field>
      <TextField label={d.warrantyMonths} inputMode="numeric" value={form.warranty_months} onChange={set('warranty_months')} error={errors.warranty_months} />
      <SelectField label={d.warrantyBy} value={form.warranty_by} onChange={set('warranty_by')} error={errors.warranty_by} options={[['', d.warrantyByNone], ['brand', d.warrantyByOptions.brand!], ['seller', d.warrantyByOptions.seller!]]} />
      <TextField label={d.imeiCheckedOn} type="date" value={form.imei_checked_on} onChange={set('imei_checked_on')} error={errors.imei_checked_on} />
      <TextField label={d.price} inputMode="decimal" value={form.price} onChange={set('price')} error={errors.price} />
      <div className="desk:col-span-2">
        <p className="text-sm font-semibold">{d.photos}</p>
        <ul className="mt-1 flex flex-wrap gap-2">
          {unit.photos.map((src, i) => (
            <li key={src} className="flex flex-col items-center gap-1">
              <img src={src} alt="" width={64} height={64} className="h-16 w-16 rounded border border-black/10 object-cover" />
              <Button kind="link" className="text-red-800" disabled={removePhoto.isPending} onClick={() => removePhoto.mutate({ unit_id: unit.unit_id, src })}>
                {d.removePhoto(i + 1)}
              </Button>
            </li>
          ))}
        </ul>
        {unit.photos.length < MAX_UNIT_PHOTOS && (
          <label className="mt-2 inline-block text-sm">
            {d.addPhoto}{' '}
            <input
              type="file" accept="image/jpeg,image/png,image/webp,image/avif" disabled={addPhoto.isPending}
              onChange={async (e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (!file) return;
                try {
                  addPhoto.mutate({ unit_id: unit.unit_id, data: await pictureData(file) });
                } catch (error) {
                  toast.error((error as Error).message);
                }
              }}
            />
          </label>
        )}
      </div>
      <FormError>{save.error?.message}</FormError>
      <div className="flex gap-2 desk:col-span-2">
        <Button type="submit" disabled={save.isPending}>{d.save}</Button>
        <Button kind="secondary" onClick={onClose}>{d.close}</Button>
      </div>
    </form>
  );
}
