'use client';
// The courier of a manual ship or a remittance, chosen from the seller's list (never
// typed: docs/rules/shipping.md#the-courier-list), and the AWB format hint of the chosen
// courier. The list is read once per page through the console's hook layer.
import { useSellerQuery } from '@/lib/client/seller/hooks';
import type { CourierRow } from '@/lib/shipping/couriers';
import { sellerCourierTexts as t } from '@/lib/texts/seller/couriers';
import { SelectField } from '../kit/field';

/** The couriers staff may choose now (those offered). */
export function useOfferedCouriers(): CourierRow[] {
  return (useSellerQuery('couriersList', {}).data ?? []).filter((c) => c.active);
}

/** The AWB format of the courier of this name, in words, for the AWB field's hint. */
export function awbHintOf(couriers: readonly CourierRow[], name: string): string | undefined {
  const hint = couriers.find((c) => c.name === name)?.awb_hint;
  return hint ? t.awbFormatHint(hint) : undefined;
}

export function CourierSelect({ label, value, onChange, error, couriers, className, required = true }: {
  label: string; value: string; onChange: (name: string) => void; error?: string; couriers: readonly CourierRow[]; className?: string; required?: boolean;
}) {
  const options: [string, string][] = [['', t.chooseCourier], ...couriers.map((c): [string, string] => [c.name, c.name])];
  // A value the list no longer offers (an old remittance's courier) stays choosable.
  if (value !== '' && !couriers.some((c) => c.name === value)) options.push([value, value]);
  return <SelectField label={label} value={value} required={required} error={error} className={className} options={options} onChange={(e) => onChange(e.target.value)} />;
}
