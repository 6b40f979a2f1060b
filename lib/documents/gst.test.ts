// GST maths of the invoice (docs/rules/seller.md#gst-and-place-of-supply).
import { describe, expect, it } from 'vitest';
import { amountInWords, formatRupees, gstState, invoiceLines, numberInWords, proRata, splitTax, taxKindFor } from './gst';

describe('place of supply', () => {
  it('the seller\'s own state is intra-state (CGST + SGST), any other inter-state (IGST)', () => {
    expect(taxKindFor('Haryana', 'Haryana', '06')).toBe('intra');
    expect(taxKindFor('haryana ', 'Haryana', '06')).toBe('intra');
    expect(taxKindFor('Karnataka', 'Haryana', '06')).toBe('inter');
    expect(taxKindFor('Delhi', 'Haryana', '06')).toBe('inter');
  });

  it('knows state codes under their official names and old spellings', () => {
    expect(gstState('Karnataka')).toEqual({ name: 'Karnataka', code: '29' });
    expect(gstState('Orissa')).toEqual({ name: 'Odisha', code: '21' });
    expect(gstState('Jammu & Kashmir')).toEqual({ name: 'Jammu and Kashmir', code: '01' });
    expect(gstState('Atlantis')).toEqual({ name: 'Atlantis', code: null });
  });
});

describe('splitTax', () => {
  it('same state: CGST and SGST half each of the tax inside a GST-inclusive price', () => {
    // ₹1,180.00 at 18% = ₹1,000.00 taxable + ₹180.00 tax.
    expect(splitTax(118_000, 18, 'intra')).toEqual({ value: 118_000, taxable: 100_000, rate: 18, cgst: 9_000, sgst: 9_000, igst: 0 });
  });

  it('other state: all of it IGST', () => {
    expect(splitTax(118_000, 18, 'inter')).toEqual({ value: 118_000, taxable: 100_000, rate: 18, cgst: 0, sgst: 0, igst: 18_000 });
  });

  it('rounds the taxable value to the paisa and gives the odd paisa of tax to SGST', () => {
    // 99.99 × 100 / 118 = 84.737... → 84.74 taxable, 15.25 tax → 7.62 + 7.63.
    const split = splitTax(9_999, 18, 'intra');
    expect(split).toMatchObject({ taxable: 8_474, cgst: 762, sgst: 763 });
    expect(split.taxable + split.cgst + split.sgst).toBe(9_999);
    // 5% on ₹449: 427.619... → 427.62 taxable, 21.38 tax.
    expect(splitTax(44_900, 5, 'inter')).toMatchObject({ taxable: 42_762, igst: 2_138 });
  });

  it('taxable + tax is the value for every amount and rate', () => {
    for (const rate of [0, 5, 12, 18, 28, 40]) {
      for (let value = 1; value < 5_000; value += 37) {
        for (const kind of ['intra', 'inter'] as const) {
          const s = splitTax(value, rate, kind);
          expect(s.taxable + s.cgst + s.sgst + s.igst).toBe(value);
          expect(s.sgst - s.cgst).toBeGreaterThanOrEqual(0);
          expect(s.sgst - s.cgst).toBeLessThanOrEqual(1);
        }
      }
    }
  });
});

describe('invoiceLines', () => {
  const goods = [
    { itemId: 1, description: 'TV', hsn: '8528', quantity: 1, unitPaise: 2_899_900, totalPaise: 2_899_900, rate: 18 },
    { itemId: 2, description: 'Toy car', hsn: '9503', quantity: 3, unitPaise: 44_900, totalPaise: 134_700, rate: 5 },
  ];

  it('goods, delivery and the COD fee add up exactly to what the shopper pays', () => {
    const handling = Math.round(3_034_600 * 0.015);
    const { lines, totals } = invoiceLines({ goods, deliveryPaise: 14_900, handlingFeePaise: handling, discountPaise: 0, kind: 'intra' });
    expect(lines.map((l) => l.hsn)).toEqual(['8528', '9503', '996812', '999799']);
    expect(totals.total).toBe(2_899_900 + 134_700 + 14_900 + handling);
    expect(totals.taxable + totals.cgst + totals.sgst + totals.igst).toBe(totals.total);
    expect(totals.igst).toBe(0);
    expect(lines[2]).toMatchObject({ description: 'Delivery charge', rate: 18, value: 14_900 });
  });

  it('a discount comes off the goods before tax, pro rata, and the totals still add up', () => {
    const discount = Math.round(3_034_600 * 0.02); // the 2% online payment discount
    const { lines, totals } = invoiceLines({ goods, deliveryPaise: 0, handlingFeePaise: 0, discountPaise: discount, kind: 'inter' });
    expect(lines).toHaveLength(2);
    expect(lines[0]!.discountPaise + lines[1]!.discountPaise).toBe(discount);
    expect(lines[0]!.value).toBe(2_899_900 - lines[0]!.discountPaise);
    expect(lines[0]!.taxable).toBe(Math.round(((2_899_900 - lines[0]!.discountPaise) * 100) / 118));
    expect(totals.total).toBe(3_034_600 - discount);
    expect(totals.taxable + totals.igst).toBe(totals.total);
    expect(totals.cgst + totals.sgst).toBe(0);
  });

  it('proRata shares exactly, the odd paise to the largest remainders', () => {
    expect(proRata(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(proRata(7, [10, 0, 30])).toEqual([2, 0, 5]);
    expect(proRata(0, [5, 5])).toEqual([0, 0]);
  });
});

describe('amount in words', () => {
  it('uses the Indian system: thousand, lakh, crore', () => {
    expect(numberInWords(0)).toBe('Zero');
    expect(numberInWords(15)).toBe('Fifteen');
    expect(numberInWords(105)).toBe('One Hundred Five');
    expect(numberInWords(12_340)).toBe('Twelve Thousand Three Hundred Forty');
    expect(numberInWords(1_00_000)).toBe('One Lakh');
    expect(numberInWords(28_99_999)).toBe('Twenty Eight Lakh Ninety Nine Thousand Nine Hundred Ninety Nine');
    expect(numberInWords(1_23_45_678)).toBe('One Crore Twenty Three Lakh Forty Five Thousand Six Hundred Seventy Eight');
    expect(numberInWords(250_00_00_000)).toBe('Two Hundred Fifty Crore');
  });

  it('says rupees and paise', () => {
    expect(amountInWords(1_234_050)).toBe('Rupees Twelve Thousand Three Hundred Forty and Fifty Paise Only');
    expect(amountInWords(2_899_900)).toBe('Rupees Twenty Eight Thousand Nine Hundred Ninety Nine Only');
    expect(amountInWords(7)).toBe('Seven Paise Only');
  });

  it('formats rupees in the Indian grouping with the rupee sign', () => {
    expect(formatRupees(1_234_567_89)).toBe('₹12,34,567.89');
    expect(formatRupees(99)).toBe('₹0.99');
    expect(formatRupees(100_000)).toBe('₹1,000.00');
  });
});
