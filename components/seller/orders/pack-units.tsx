'use client';
// Packing an order with items sold by unit (docs/rules/seller.md#packing-with-a-unit,
// docs/rules/shipping.md#packing-a-unit): for each piece the packer taps one of the
// product's units in stock (its IMEI or serial and grade), scans its barcode with the
// phone's camera (BarcodeScanner), or types the number (a hand-held scanner types it and
// presses Enter: Enter moves to the next box, and on the last one packs). A unit the
// shopper chose is the pick, shown and fixed. The server checks each unit again.
import { useRef, type KeyboardEvent } from 'react';
import { useSellerQuery } from '@/lib/client/seller/hooks';
import { sellerTexts } from '@/lib/texts/seller';
import { unitGradeOf } from '@/lib/products/unit-grades';
import type { DeskOrderItem } from '@/lib/orders/desk-types';
import { unitsToOffer } from '@/lib/products/unit-picks';
import { Field, FormError, Input } from '../kit/field';
import { BarcodeScanner } from './barcode-scanner';

const t = sellerTexts.units;
const l = sellerTexts.labels;

export type Picks = Record<string, string>;
export interface Piece {
  key: string;
  itemId: number;
  productId: number;
  label: string;
  /** The serial of the unit the shopper chose: the pick, fixed (docs/rules/units.md#packing). */
  chosen?: string;
  /** The grade the shopper chose: only units of it may be picked. */
  grade?: string;
  /** What the shopper chose, shown to the packer. */
  hint?: string;
}

/** One piece per unit to pick: the live items sold by unit, each as many times as ordered. */
export function piecesToPick(items: DeskOrderItem[]): Piece[] {
  return items
    .filter((i) => i.sold_by_unit && i.cancel_status === 0)
    .flatMap((i) =>
      Array.from({ length: i.quantity }, (_, n) => ({
        key: `${i.item_id}:${n}`, itemId: i.item_id, productId: i.product_id, label: t.pickFor(i.name, n + 1, i.quantity),
        chosen: i.chosen_unit?.serial, grade: i.chosen_grade ?? undefined,
        hint: i.chosen_unit ? t.chosenUnit(t.picked(i.chosen_unit.kind, i.chosen_unit.serial)) : i.chosen_grade ? t.chosenGrade(i.chosen_grade) : undefined,
      })),
    );
}

/** The product's units in stock as radio buttons: a tap picks one. */
function UnitList({ piece, number, orderId, picks, fixed, onPick }: { piece: Piece; number: number; orderId: number; picks: Picks; fixed: string[]; onPick: (serial: string) => void }) {
  const { data } = useSellerQuery('productsUnits', { product_id: piece.productId });
  if (!data) return null;
  const units = unitsToOffer(data.units, orderId, piece.grade);
  const current = picks[piece.key] ?? '';
  // A unit picked for another piece of this order (or the shopper's chosen one) is not offered again.
  const elsewhere = new Set([...fixed, ...Object.entries(picks).filter(([key]) => key !== piece.key).map(([, serial]) => serial)]);
  if (units.length === 0) return <p className="text-sm text-neutral-700">{l.noUnitsInStock}</p>;
  return (
    <div role="radiogroup" aria-label={l.unitsInStockFor(number)} className="flex max-h-64 flex-col gap-1 overflow-y-auto">
      {units.map((u) => {
        const taken = elsewhere.has(u.serial);
        return (
          <label key={u.unit_id} className={`flex min-h-11 items-center gap-3 rounded-lg border px-3 py-2 text-sm ${current === u.serial ? 'border-primary-strong bg-primary-strong/10' : 'border-black/15 bg-white'} ${taken ? 'opacity-50' : ''}`}>
            <input type="radio" name={`unit-${piece.key}`} value={u.serial} checked={current === u.serial} disabled={taken} onChange={() => onPick(u.serial)} className="h-4 w-4 shrink-0" />
            <span className="break-all font-mono">{l.unitLine(u.serial, unitGradeOf(u.grade)?.name ?? u.grade)}</span>
          </label>
        );
      })}
    </div>
  );
}

export function PackUnits({ pieces, picks, onChange, error, orderId }: { pieces: Piece[]; picks: Picks; onChange: (picks: Picks) => void; error?: string; orderId: number }) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const onKey = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || index === pieces.length - 1) return; // the last Enter packs
    event.preventDefault();
    boxes.current[index + 1]?.focus();
  };
  const pick = (key: string, serial: string) => onChange({ ...picks, [key]: serial });
  const fixed = pieces.flatMap((p) => (p.chosen ? [p.chosen] : []));
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold">{t.pickHeading}</legend>
      <p className="text-sm text-neutral-700">{l.pickHint}</p>
      {pieces.map((piece, index) => (
        <div key={piece.key} className="flex flex-col gap-2 rounded-lg border border-black/10 p-3" data-testid="pack-piece">
          {/* The typed box: the fallback, and what a hand-held scanner types into. */}
          <Field label={piece.label} hint={piece.chosen ? `${piece.hint ?? ''} ${l.fixedChoice}`.trim() : piece.hint}>
            <Input
              ref={(el) => {
                boxes.current[index] = el;
              }}
              required autoFocus={index === 0} autoComplete="off" spellCheck={false}
              readOnly={piece.chosen !== undefined}
              placeholder={piece.chosen ? undefined : l.typed}
              value={piece.chosen ?? picks[piece.key] ?? ''}
              onChange={(e) => pick(piece.key, e.target.value)}
              onKeyDown={onKey(index)}
              className="font-mono"
            />
          </Field>
          {!piece.chosen && (
            <>
              <UnitList piece={piece} number={index + 1} orderId={orderId} picks={picks} fixed={fixed} onPick={(serial) => pick(piece.key, serial)} />
              <BarcodeScanner piece={index + 1} onScan={(serial) => pick(piece.key, serial)} />
            </>
          )}
        </div>
      ))}
      <FormError>{error}</FormError>
    </fieldset>
  );
}
