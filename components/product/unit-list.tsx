// The units of a product sold by unit, as they are (docs/rules/units.md#choosing): grouped
// by grade, best first, each grade with its meaning, an "any unit of this grade" choice at
// its lowest price, and each unit with its price, battery, notes, box, warranty, IMEI
// check and photos. Rendered on the server; the choice is plain radio buttons whose
// data attributes the small client part (./unit-choice.tsx) reads.
import { Picture } from '@/components/layout/picture';
import type { ProductDetail } from '@/lib/catalog/types';
import { rupees } from '@/lib/pricing';
import { groupByGrade, UNIT_CHOICE_NAME, type UnitForSale } from '@/lib/products/unit-grades';
import { texts } from '@/lib/texts';
import { unitTexts } from '@/lib/texts/units';

/** "6 months seller warranty" (or the months alone when nobody is named). */
export function warrantyText(months: number, by: string | null): string {
  return unitTexts.warrantyLine(texts.productCondition.warrantyMonths(months), by ? (unitTexts.warrantyBy[by] ?? null) : null);
}

/** What the "We Promise" panel says of a unit's warranty, or '' (the product's then). */
const promiseOf = (unit: UnitForSale) =>
  unit.warranty_months ? unitTexts.promiseWarranty(texts.productCondition.warrantyMonths(unit.warranty_months), unit.warranty_by ? (unitTexts.warrantyBy[unit.warranty_by] ?? null) : null) : '';

function UnitDetails({ unit, productWarranty }: { unit: UnitForSale; productWarranty: number }) {
  const warranty = unit.warranty_months ?? productWarranty;
  const rows: [string, React.ReactNode][] = [];
  if (unit.battery_health !== null) rows.push([unitTexts.battery, unitTexts.batteryValue(unit.battery_health)]);
  if (unit.cosmetic_notes) rows.push([unitTexts.cosmetic, unit.cosmetic_notes]);
  if (unit.in_box.length > 0) rows.push([unitTexts.inBox, unit.in_box.join(', ')]);
  if (warranty > 0) rows.push([unitTexts.warranty, warrantyText(warranty, unit.warranty_months ? unit.warranty_by : null)]);
  if (unit.imei_checked_on) rows.push([unitTexts.imeiChecked, unit.imei_checked_on]);
  if (rows.length === 0 && unit.photos.length === 0) return null;
  return (
    <div className="mt-2 pl-7">
      {rows.length > 0 && (
        <dl className="grid grid-cols-[max-content_1fr] gap-x-3 gap-y-0.5 text-xs">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted">{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {unit.photos.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-2">
          {unit.photos.map((src, i) => (
            <li key={src}>
              <a href={src} target="_blank" rel="noopener" className="block overflow-hidden rounded border border-black/10">
                <Picture src={src} alt={unitTexts.photosOf(unit.unit_id, i + 1)} width={64} height={64} className="h-16 w-16 object-cover" />
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function UnitList({ product }: { product: Pick<ProductDetail, 'units' | 'warranty_months'> }) {
  const groups = groupByGrade(product.units);
  if (groups.length === 0) return null;
  return (
    <section aria-labelledby="units-heading" className="rounded-xl border border-black/10 bg-white p-4" data-testid="unit-list">
      <h2 id="units-heading" className="text-base font-bold">
        {unitTexts.heading}
      </h2>
      <p className="mt-1 text-xs text-muted">{unitTexts.intro}</p>
      {groups.map((group) => {
        const name = group.name ?? unitTexts.notGraded;
        return (
          <fieldset key={group.grade ?? ''} className="mt-4" data-grade={group.grade ?? ''}>
            <legend className="text-sm font-bold">
              {unitTexts.gradeHeading(name, group.units.length)} <span className="font-normal text-muted">{unitTexts.from(rupees(group.from_price))}</span>
            </legend>
            {group.meaning && <p className="text-xs text-muted">{group.meaning}</p>}
            <ul className="mt-2 space-y-2">
              {group.grade !== null && (
                <li>
                  <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-black/10 px-3 py-2 text-sm has-[:checked]:border-primary-strong has-[:checked]:bg-primary-soft">
                    <input
                      type="radio" name={UNIT_CHOICE_NAME} value={`g:${group.grade}`} className="h-4 w-4 shrink-0 accent-primary-strong"
                      data-price={group.from_price} data-available={group.units.length} data-label={unitTexts.cartChoiceGrade(name)}
                    />
                    <span className="font-semibold">{unitTexts.anyOfGrade(name, rupees(group.from_price))}</span>
                  </label>
                </li>
              )}
              {group.units.map((unit) => (
                <li key={unit.unit_id} className="rounded-lg border border-black/10 px-3 py-2 has-[:checked]:border-primary-strong has-[:checked]:bg-primary-soft" data-testid="unit-option">
                  <label className="flex min-h-7 cursor-pointer items-center gap-3 text-sm">
                    <input
                      type="radio" name={UNIT_CHOICE_NAME} value={`u:${unit.unit_id}`} className="h-4 w-4 shrink-0 accent-primary-strong"
                      aria-label={unitTexts.chooseUnit(unit.unit_id, name, rupees(unit.price))}
                      data-price={unit.price} data-available={1} data-label={unitTexts.cartChoiceUnit(unit.unit_id, group.name)} data-warranty={promiseOf(unit)}
                    />
                    <span className="flex flex-1 flex-wrap items-baseline justify-between gap-x-3">
                      <span className="font-semibold">{unitTexts.unitLabel(unit.unit_id)}</span>
                      <span className="font-bold">{rupees(unit.price)}</span>
                    </span>
                  </label>
                  <UnitDetails unit={unit} productWarranty={product.warranty_months} />
                </li>
              ))}
            </ul>
          </fieldset>
        );
      })}
    </section>
  );
}
