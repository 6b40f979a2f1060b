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
