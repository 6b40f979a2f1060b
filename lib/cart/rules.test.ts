import { describe, expect, it } from 'vitest';
import { addLine, decrease, increase, maxQuantity, removeLine, subtotal, type CartLine } from './rules';

const line = (over: Partial<CartLine> = {}): CartLine => ({
  company_id: 191, store_id: 139, product_id: 1, image: '/a.webp', product_name: 'Fan', name_url: 'fan',
  no_of_quantity_allowed: 3, is_hot_deals: 0, stock: 10, mrp: 2000, selling_price: 1499.5, deal_price: null,
  quantity: 1, deal_type_id: null, ...over,
});

describe('cart rules', () => {
  it('adds with quantity 1 and skips a product already present', () => {
    const first = addLine([], line({ quantity: 4 }));
    expect(first.ok && first.lines).toEqual([expect.objectContaining({ product_id: 1, quantity: 1 })]);
    const again = addLine(first.lines, line());
    expect(again).toMatchObject({ ok: false, reason: 'already-in-cart' });
    expect(again.lines).toHaveLength(1);
  });

  it('refuses a sold-out product', () => {
    expect(addLine([], line({ stock: 0 }))).toMatchObject({ ok: false, reason: 'sold-out' });
  });

  it('raises up to the allowance and the stock, not beyond', () => {
    let lines = [line({ no_of_quantity_allowed: 2, stock: 10 })];
    const up = increase(lines, 1);
    expect(up.ok).toBe(true);
    lines = up.lines;
    expect(increase(lines, 1)).toMatchObject({ ok: false, reason: 'limit' });
    expect(maxQuantity(line({ no_of_quantity_allowed: 5, stock: 2 }))).toBe(2);
    expect(increase([line({ quantity: 2, no_of_quantity_allowed: 5, stock: 2 })], 1)).toMatchObject({ ok: false, reason: 'limit' });
  });

  it('keeps the deal total within the allowance', () => {
    const lines = [
      line({ product_id: 1, is_hot_deals: 1, deal_type_id: 2, quantity: 1, no_of_quantity_allowed: 2 }),
      line({ product_id: 2, is_hot_deals: 1, deal_type_id: 2, quantity: 1, no_of_quantity_allowed: 2 }),
    ];
    expect(increase(lines, 1)).toMatchObject({ ok: false, reason: 'limit' });
    // A non-deal line does not count towards the deal total.
    const mixed = [lines[0], line({ product_id: 3, quantity: 2 })];
    expect(increase(mixed, 1).ok).toBe(true);
  });

  it('lowers, and removes the line at zero', () => {
    const two = [line({ quantity: 2 })];
    expect(decrease(two, 1).lines[0].quantity).toBe(1);
    expect(decrease([line()], 1).lines).toEqual([]);
    expect(removeLine([line()], 1).lines).toEqual([]);
    expect(removeLine([line()], 9)).toMatchObject({ ok: false, reason: 'not-in-cart' });
  });

  it('sums quantity times selling price', () => {
    expect(subtotal([line({ quantity: 3, selling_price: 1499.5 }), line({ product_id: 2, quantity: 1, selling_price: 999.1, is_hot_deals: 1, deal_price: 899, deal_type_id: 1 })])).toBe(5497.6);
  });
});
