import { describe, expect, it } from 'vitest';
import { discountPercent, rupees, rupeesRounded } from './pricing';

describe('discountPercent', () => {
  it('rounds the percentage up', () => {
    expect(discountPercent(1000, 667)).toBe(34); // 33.3 -> 34
    expect(discountPercent(64990, 38990)).toBe(41); // 40.006 -> 41
  });
  it('keeps an exact percentage exact', () => {
    expect(discountPercent(1000, 700)).toBe(30);
    expect(discountPercent(100, 90)).toBe(10);
  });
  it('shows nothing unless MRP exceeds the selling price', () => {
    expect(discountPercent(500, 500)).toBeNull();
    expect(discountPercent(400, 500)).toBeNull();
    expect(discountPercent(0, 0)).toBeNull();
  });
});

describe('rupee formats', () => {
  it('rounds card prices and groups digits the Indian way', () => {
    expect(rupeesRounded(123456.6)).toBe('₹1,23,457');
  });
  it('shows two decimals elsewhere', () => {
    expect(rupees(64990)).toBe('₹64,990.00');
    expect(rupees(1234567.5)).toBe('₹12,34,567.50');
  });
});

describe('rupee formats match Intl en-IN', () => {
  const card = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
  const exact = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  // Edges of each digit group, halves that round either way, and a spread of amounts.
  const amounts = [0, 0.5, 0.994, 0.995, 1, 9.999, 99, 100, 999, 999.5, 1000, 1000.005, 9999, 10000, 99999, 100000,
    123456.785, 999999, 1000000, 9999999.99, 10000000, 123456789.125, 2.675, 1.005, 5e9, -1, -1234.5, -999.995];
  for (let i = 0; i < 300; i++) amounts.push(Math.round(Math.random() * 10 ** (1 + (i % 9)) * 100) / 100 + (i % 7) / 1000);
  it.each(amounts)('%s', (amount) => {
    expect(rupees(amount)).toBe(`₹${exact.format(amount)}`);
    expect(rupeesRounded(amount)).toBe(`₹${card.format(Math.round(amount))}`);
  });
});
