'use client';
// A list in its order with Move up, Move down and Remove on each item (the brand focus
// and home sections editors, docs/rules/content.md): the caller draws each item's body.
import type { ReactNode } from 'react';
import { sellerTexts } from '@/lib/texts/seller';
import { Button } from '../kit/button';

const t = sellerTexts.contentEditors;

export function move<T>(list: T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (to < 0 || to >= list.length) return list;
  const next = [...list];
  [next[index], next[to]] = [next[to], next[index]];
  return next;
}

export function OrderedList<T>({ items, nameOf, onChange, children, label }: {
  items: T[];
  nameOf: (item: T) => string;
  onChange: (items: T[]) => void;
  children: (item: T, index: number) => ReactNode;
  label: string;
}) {
  return (
    <ol aria-label={label} className="divide-y divide-black/10 rounded-xl border border-black/15 bg-white text-sm">
      {items.map((item, i) => (
        <li key={nameOf(item)} data-testid="ordered-item" className="flex flex-wrap items-center justify-between gap-2 p-3">
          <span className="flex flex-1 flex-wrap items-center gap-2">
            <span className="font-semibold">{i + 1}. {nameOf(item)}</span>
            {children(item, i)}
          </span>
          <span className="flex gap-2">
            <Button kind="secondary" disabled={i === 0} onClick={() => onChange(move(items, i, -1))} aria-label={t.moveUp(nameOf(item))}>↑</Button>
            <Button kind="secondary" disabled={i === items.length - 1} onClick={() => onChange(move(items, i, 1))} aria-label={t.moveDown(nameOf(item))}>↓</Button>
            <Button kind="danger" onClick={() => onChange(items.filter((_, j) => j !== i))} aria-label={t.removeItem(nameOf(item))}>✕</Button>
          </span>
        </li>
      ))}
    </ol>
  );
}
