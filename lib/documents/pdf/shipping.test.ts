// The label's AWB barcode is one a scanner reads (decoded back from the PDF's own bars),
// a label never prints without an AWB, and the packing slip lists every packed piece's
// IMEI or serial with text that never overlaps, however long the names, addresses and
// lists (docs/rules/shipping.md#labels-and-slips).
import { describe, expect, it } from 'vitest';
import { ShopError } from '@/lib/errors';
import { sellerTexts } from '@/lib/texts/seller';
import { code128 } from '../barcode';
import type { ShipmentView } from '../read';
import { labelsPdf, packingSlipsPdf } from './shipping';
import { decodeBars, outside, overlaps, pdfLayout } from '@/tests/api/pdf-layout';
import { pdfPages } from '@/tests/api/pdf-text';

const shipment = (over: Partial<ShipmentView> = {}): ShipmentView => ({
  orderId: 1, orderString: 'OB2611280001', placedAt: '2026-11-28T10:00:00.000Z', name: 'Asha Rao',
  address: ['Flat 12, Palm Court', 'MG Road', 'Gurugram, Haryana'], pincode: '122001', contact: '9876543210',
  courier: 'Delhivery', awb: '1234567890123', codPaise: 1_234_500,
  items: [{ name: 'Samsung 43" Crystal 4K TV', sku: 'TV-SAM-43', quantity: 1, units: [{ kind: 'serial', serial: 'SN-43-0001' }] }],
  ...over,
});

/** The barcode's bars on a label page: the filled rectangles as tall as the symbol. */
const barsOf = (rects: { left: number; right: number; top: number; bottom: number }[]) => rects.filter((r) => r.bottom - r.top > 40 && r.right - r.left < 10);

describe('the AWB as Code 128', () => {
  it('encodes letters and digits into bars that decode back to the AWB', () => {
    for (const awb of ['1234567890123', 'DLV9876543210IN', 'SR-77/AB 12']) {
      const symbol = code128(awb);
      // start (11) + data + check (11) + stop (13) modules, each symbol char 11 modules
      expect((symbol.modules - 13) % 11).toBe(0);
      expect(decodeBars(symbol.bars.map((b) => ({ left: b.x, right: b.x + b.width })))).toBe(awb);
    }
  });

  it('refuses what Code 128 cannot carry, by name', () => {
    expect(() => code128('AWB€1')).toThrow(ShopError);
    expect(() => code128('')).toThrow(sellerTexts.labels.awbNotPrintable(''));
  });
});

describe('the 4 × 6 label', () => {
  it('carries the AWB as a barcode a scanner reads, and as text', async () => {
    const pdf = await labelsPdf([shipment({ awb: 'DLV1234567890IN' }), shipment({ orderString: 'OB2611280002', awb: '77889900112233', codPaise: null })]);
    const pages = await pdfLayout(pdf);
    expect(pages).toHaveLength(2);
    expect(pages[0]!.width).toBeCloseTo(288);
    expect(pages[0]!.height).toBeCloseTo(432);
    expect(decodeBars(barsOf(pages[0]!.rects))).toBe('DLV1234567890IN');
    expect(decodeBars(barsOf(pages[1]!.rects))).toBe('77889900112233');
    const text = await pdfPages(pdf);
    expect(text[0]).toContain('AWB DLV1234567890IN');
    expect(text[0]).toContain('Delhivery');
    expect(text[0]).toContain('COD: COLLECT ₹12,345.00');
    expect(text[1]).toContain('PREPAID');
    expect(text.join('\n')).not.toContain('AWB: -');
    // The symbol keeps its quiet zones inside the label's margins.
    const bars = barsOf(pages[0]!.rects);
    expect(Math.min(...bars.map((b) => b.left))).toBeGreaterThan(14 + 10 * (bars[0]!.right - bars[0]!.left) / 2 - 0.01);
  });

  it('is refused (409) without an AWB: one order by its number, several naming each one without', async () => {
    const one = labelsPdf([shipment({ awb: null, courier: null })]);
    await expect(one).rejects.toMatchObject({ kind: 'conflict', message: sellerTexts.labels.labelNeedsAwb('OB2611280001') });
    const many = labelsPdf([shipment(), shipment({ orderString: 'OB2611280009', awb: '  ' }), shipment({ orderString: 'OB2611280010', awb: null })]);
    await expect(many).rejects.toMatchObject({ kind: 'conflict', message: sellerTexts.labels.labelsNeedAwb(['OB2611280009', 'OB2611280010']) });
  });

  it('keeps a very long address clear of the order block and the return address', async () => {
    const long = shipment({
      name: 'Venkata Subramanya Lakshmi Narasimha Chandrasekhara Raghavendra',
      address: ['House 4-5-67/8/A, Second Floor, Sri Venkateswara Residency Apartments, Opposite Government High School', 'Near Old Bus Stand, Behind Hanuman Temple, Tirupati Road Extension Layout Phase II', 'Chittoor, Andhra Pradesh'],
    });
    const [page] = await pdfLayout(await labelsPdf([long]));
    expect(overlaps(page!)).toEqual([]);
    expect(outside(page!, 10)).toEqual([]);
    expect(page!.boxes.map((b) => b.text).join(' ')).toContain('Narasimha');
  });
});

describe('the packing slip', () => {
  it('lists each packed piece\'s IMEI or serial', async () => {
    const text = (await pdfPages(await packingSlipsPdf([shipment({
      items: [
        { name: 'Apple iPhone 13 (128 GB)', sku: 'PH-IP13', quantity: 2, units: [{ kind: 'imei', serial: '356938035643809' }, { kind: 'imei', serial: '490154203237518' }] },
        { name: 'USB-C cable', sku: null, quantity: 1, units: [] },
      ],
    })]))).join('\n');
    expect(text).toContain('IMEI: 356938035643809');
    expect(text).toContain('IMEI: 490154203237518');
    expect(text).toContain('USB-C cable');
    expect(text).toMatch(/3 units in 2 lines/);
  });

  it('wraps long names and addresses and runs on to more pages without any text overlapping', async () => {
    const items = Array.from({ length: 40 }, (_, i) => ({
      name: `Refurbished open-box appliance number ${i + 1} with a very long descriptive name: double door frost-free refrigerator, 5 star, convertible, inverter compressor, silver finish`,
      sku: `SKU-VERY-LONG-CODE-${i + 1}-ABCDEFGHIJKLMNOP`,
      quantity: i % 3 === 0 ? 3 : 1,
      units: i % 3 === 0 ? [0, 1, 2].map((n) => ({ kind: 'imei' as const, serial: `35${String(i).padStart(4, '0')}${n}00000000`.slice(0, 15) })) : [],
    }));
    const long = shipment({
      name: 'Venkata Subramanya Lakshmi Narasimha Chandrasekhara Raghavendra Swamy Iyengar Family Trust',
      address: ['House 4-5-67/8/A, Second Floor, Sri Venkateswara Residency Apartments, Opposite Government High School, Near Old Bus Stand, Behind Hanuman Temple, Tirupati Road Extension Layout Phase II', 'Chittoor, Andhra Pradesh'],
      items,
    });
    const pdf = await packingSlipsPdf([long, shipment({ orderString: 'OB2611280002' })]);
    const pages = await pdfLayout(pdf);
    expect(pages.length).toBeGreaterThan(2);
    for (const page of pages) {
      expect(overlaps(page)).toEqual([]);
      expect(outside(page, 30)).toEqual([]);
    }
    const text = await pdfPages(pdf);
    // Every piece listed, once; every later page of the long order names it; the second order starts its own page.
    for (const item of items) for (const unit of item.units) expect(text.join('\n').split(`IMEI: ${unit.serial}`)).toHaveLength(2);
    for (const page of text.slice(1, -1)) expect(page).toContain('Order OB2611280001');
    expect(text.at(-1)).toContain('OB2611280002');
    expect(text.at(-1)).not.toContain('OB2611280001');
    expect(text.at(-2)).toMatch(/\d+ units in 40 lines/);
  });
});
