'use client';
// Packing an order with items sold by unit (docs/rules/seller.md#packing-with-a-unit): a
// text box per piece for its serial or IMEI number, typed or scanned (a barcode scanner
// types the number and presses Enter). The first box is focused; Enter moves to the
// next one, and on the last one packs. The server checks each unit again.
import { useRef, type KeyboardEvent } from 'react';
import { sellerTexts } from '@/lib/texts/seller';
import type { DeskOrderItem } from '@/lib/orders/desk-types';
import { Field, FormError, Input } from '../kit/field';

const t = sellerTexts.units;

export type Picks = Record<string, string>;
export interface Piece {
  key: string;
  itemId: number;
  label: string;
  /** The serial of the unit the shopper chose: the pick, filled in (docs/rules/units.md#packing). */
  chosen?: string;
  /** What the shopper chose, shown to the packer. */
  hint?: string;
}

/** One piece per unit to pick: the live items sold by unit, each as many times as ordered. */
export function piecesToPick(items: DeskOrderItem[]): Piece[] {
  return items
    .filter((i) => i.sold_by_unit && i.cancel_status === 0)
    .flatMap((i) =>
      Array.from({ length: i.quantity }, (_, n) => ({
        key: `${i.item_id}:${n}`, itemId: i.item_id, label: t.pickFor(i.name, n + 1, i.quantity),
        chosen: i.chosen_unit?.serial,
        hint: i.chosen_unit ? t.chosenUnit(t.picked(i.chosen_unit.kind, i.chosen_unit.serial)) : i.chosen_grade ? t.chosenGrade(i.chosen_grade) : undefined,
      })),
    );
}

export function PackUnits({ pieces, picks, onChange, error }: { pieces: Piece[]; picks: Picks; onChange: (picks: Picks) => void; error?: string }) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const onKey = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || index === pieces.length - 1) return; // the last Enter packs
    event.preventDefault();
    boxes.current[index + 1]?.focus();
  };
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold">{t.pickHeading}</legend>
      <p className="text-sm text-neutral-700">{t.pickHint}</p>
      {pieces.map((piece, index) => (
        <Field key={piece.key} label={piece.label} hint={piece.hint}>
          <Input
            ref={(el) => {
              boxes.current[index] = el;
            }}
            required autoFocus={index === 0} autoComplete="off" spellCheck={false}
            value={picks[piece.key] ?? piece.chosen ?? ''}
            onChange={(e) => onChange({ ...picks, [piece.key]: e.target.value })}
            onKeyDown={onKey(index)}
            className="font-mono"
          />
        </Field>
      ))}
      <FormError>{error}</FormError>
    </fieldset>
  );
}
