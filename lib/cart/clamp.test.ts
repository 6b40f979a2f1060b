import { describe, expect, it } from 'vitest';
import { clampLines } from './clamp';
import { increase, type CartLine } from './rules';

function line(productId: number, quantity: number, extra: Partial<CartLine> = {}): CartLine {
  return {
    company_id: 191, store_id: 139, product_id: productId, image: '', product_name: `P${productId}`, name_url: `p-${productId}`,
    no_of_quantity_allowed: 5, is_hot_deals: 0, stock: 10, mrp: 100, selling_price: 80, deal_price: null, quantity, deal_type_id: null,
    ...extra,
  };
}

describe('clampLines', () => {
  it('caps a line at its allowance and at its stock', () => {
    const [a, b] = clampLines([line(1, 9), line(2, 9, { stock: 3 })]);
    expect(a.quantity).toBe(5);
    expect(b.quantity).toBe(3);
  });

  it('drops sold-out lines and lines of zero or less', () => {
    expect(clampLines([line(1, 2, { stock: 0 }), line(2, 0), line(3, -4), line(4, 1)]).map((l) => l.product_id)).toEqual([4]);
  });

  it('keeps deal lines of one deal type within the allowance, each line at least 1', () => {
    const deal = { is_hot_deals: 1, deal_type_id: 2, no_of_quantity_allowed: 3 };
    const lines = clampLines([line(1, 3, deal), line(2, 3, deal), line(3, 2, { ...deal, deal_type_id: 1 })]);
    expect(lines.map((l) => l.quantity)).toEqual([3, 1, 2]);
  });

  it('gives lines the rules would not let a shopper raise any further', () => {
    const clamped = clampLines([line(1, 50), line(2, 50, { stock: 2 })]);
    for (const l of clamped) expect(increase(clamped, l.product_id).ok).toBe(false);
  });

  it('leaves lines within the limits as they are', () => {
    const lines = [line(1, 2), line(2, 1)];
    expect(clampLines(lines)).toEqual(lines);
  });
});
