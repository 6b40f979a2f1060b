// What the packer is offered to tap for a piece (docs/rules/shipping.md#packing-a-unit).
import { describe, expect, it } from 'vitest';
import type { UnitView } from './types';
import { unitsToOffer } from './unit-picks';

const unit = (id: number, over: Partial<UnitView> = {}): UnitView => ({
  unit_id: id, serial: `SN${id}`, kind: 'serial', grade: 'good', note: null, status: 'in_stock', order_id: null, order_string: null,
  created_at: '2026-11-28T00:00:00Z', reserved: false, battery_health: null, photos: [], cosmetic_notes: null, in_box: null,
  warranty_months: null, warranty_by: null, imei_checked_on: null, price: null, ...over,
});

describe('units offered at packing', () => {
  const units = [
    unit(1),
    unit(2, { status: 'sold', order_id: 7 }),
    unit(3, { reserved: true, order_id: 8 }), // reserved for another order
    unit(4, { reserved: true, order_id: 9 }), // reserved for this one
    unit(5, { grade: 'fair' }),
    unit(6, { status: 'written_off' }),
  ];

  it('are the units in stock that are free or reserved for this order', () => {
    expect(unitsToOffer(units, 9).map((u) => u.serial)).toEqual(['SN1', 'SN4', 'SN5']);
  });

  it('are only of the grade the shopper chose, when they chose one', () => {
    expect(unitsToOffer(units, 9, 'fair').map((u) => u.serial)).toEqual(['SN5']);
    expect(unitsToOffer(units, 9, 'superb')).toEqual([]);
  });
});
