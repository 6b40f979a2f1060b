// The HSN and GST rate rule (docs/rules/products.md#hsn-codes-and-gst-rates).
import { describe, expect, it } from 'vitest';
import { GST_RATES, isGstRate, isHsnCode } from './gst-fields';
import { sellerTexts } from '@/lib/texts/seller';

describe('isHsnCode', () => {
  it('takes digits only, at least the turnover band\'s digits, at most 8', () => {
    expect(isHsnCode('8516', 4)).toBe(true);
    expect(isHsnCode('85166000', 4)).toBe(true);
    expect(isHsnCode('851', 4)).toBe(false);
    expect(isHsnCode('851660001', 4)).toBe(false);
    expect(isHsnCode('85 16', 4)).toBe(false);
    expect(isHsnCode('85A6', 4)).toBe(false);
    expect(isHsnCode('', 4)).toBe(false);
    // Above ₹5 crore turnover: 6 digits at least.
    expect(isHsnCode('8516', 6)).toBe(false);
    expect(isHsnCode('851660', 6)).toBe(true);
  });
});

describe('isGstRate', () => {
  it('takes the rates in force and nothing else', () => {
    for (const rate of [0, 0.1, 0.25, 1.5, 3, 5, 12, 18, 28, 40]) expect(isGstRate(rate)).toBe(true);
    for (const rate of [7, 2.5, 9, 14, 20, -5, 100, Number.NaN]) expect(isGstRate(rate)).toBe(false);
  });

  it('names every rate in its message', () => {
    expect(sellerTexts.csv.gstRate(GST_RATES)).toBe('must be a GST rate in force: 0, 0.1, 0.25, 1.5, 3, 5, 12, 18, 28 or 40 (%)');
    expect(sellerTexts.csv.hsn(4)).toBe('must be 4 to 8 digits, numbers only (your turnover band needs at least 4)');
  });
});
