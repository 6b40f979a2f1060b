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

export function CourierSelect({ label, value, onChange, error, couriers, also = [], className, required = true }: {
  label: string; value: string; onChange: (name: string) => void; error?: string; couriers: readonly CourierRow[];
  /** Names to offer besides the list's (a courier taken off the list that still holds cash). */
  also?: readonly string[];
  className?: string; required?: boolean;
}) {
  const names = [...couriers.map((c) => c.name), ...also.filter((name) => !couriers.some((c) => c.name === name))];
  const options: [string, string][] = [['', t.chooseCourier], ...names.map((name): [string, string] => [name, name])];
  return (
    <SelectField
      label={label} value={value} required={required} error={error} className={className} options={options} onChange={(e) => onChange(e.target.value)}
      hint={names.length === 0 ? t.emptyList : undefined}
    />
  );
}
