// GST on a tax invoice (docs/rules/seller.md#gst-and-place-of-supply). Pure: amounts in
// integer paise, no database. The shop's prices include GST, so tax is worked out
// backwards from what the shopper pays, per line:
//   taxable = round(value × 100 / (100 + rate)), tax = value − taxable
// and the lines add up exactly to the amount paid. Place of supply is the delivery
// state: the seller's own state → CGST + SGST (half each), any other → IGST.

/** GST state codes (the first two digits of a GSTIN), by official name. */
export const GST_STATE_CODES: Record<string, string> = {
  'Jammu and Kashmir': '01', 'Himachal Pradesh': '02', Punjab: '03', Chandigarh: '04', Uttarakhand: '05',
  Haryana: '06', Delhi: '07', Rajasthan: '08', 'Uttar Pradesh': '09', Bihar: '10', Sikkim: '11',
  'Arunachal Pradesh': '12', Nagaland: '13', Manipur: '14', Mizoram: '15', Tripura: '16', Meghalaya: '17',
  Assam: '18', 'West Bengal': '19', Jharkhand: '20', Odisha: '21', Chhattisgarh: '22', 'Madhya Pradesh': '23',
  Gujarat: '24', 'Dadra and Nagar Haveli and Daman and Diu': '26', Maharashtra: '27', Karnataka: '29', Goa: '30',
  Lakshadweep: '31', Kerala: '32', 'Tamil Nadu': '33', Puducherry: '34', 'Andaman and Nicobar Islands': '35',
  Telangana: '36', 'Andhra Pradesh': '37', Ladakh: '38',
};

/** Older or looser spellings an address may carry. */
const STATE_ALIASES: Record<string, string> = {
  orissa: 'Odisha', pondicherry: 'Puducherry', uttaranchal: 'Uttarakhand', nctofdelhi: 'Delhi', newdelhi: 'Delhi',
  chattisgarh: 'Chhattisgarh', andamanandnicobar: 'Andaman and Nicobar Islands', dadraandnagarhaveli: 'Dadra and Nagar Haveli and Daman and Diu',
  damananddiu: 'Dadra and Nagar Haveli and Daman and Diu',
};

const squeeze = (name: string) => name.toLowerCase().replace(/&/g, 'and').replace(/^the\s+/, '').replace(/[^a-z]/g, '');
const byKey = new Map(Object.keys(GST_STATE_CODES).map((name) => [squeeze(name), name]));

/** The official name and GST code of a state as an address spells it; code null when unknown. */
export function gstState(name: string): { name: string; code: string | null } {
  const key = squeeze(name);
  const official = byKey.get(key) ?? STATE_ALIASES[key];
  return official ? { name: official, code: GST_STATE_CODES[official]! } : { name: name.trim(), code: null };
}

export type TaxKind = 'intra' | 'inter';

/**
 * CGST + SGST when the place of supply is the seller's state, else IGST. Compared by
 * GST state code when both are known, else by name.
 */
export function taxKindFor(placeOfSupply: string, sellerState: string, sellerStateCode?: string): TaxKind {
  const place = gstState(placeOfSupply);
  const own = gstState(sellerState);
  const ownCode = sellerStateCode ?? own.code;
  if (place.code && ownCode) return place.code === ownCode ? 'intra' : 'inter';
  return squeeze(place.name) === squeeze(own.name) ? 'intra' : 'inter';
}

export interface TaxSplit {
  /** The value of the line, GST included (what the shopper pays for it). */
  value: number;
  taxable: number;
  rate: number;
  cgst: number;
  sgst: number;
  igst: number;
}

/** One line's GST, backwards from its GST-inclusive value. */
export function splitTax(valuePaise: number, ratePercent: number, kind: TaxKind): TaxSplit {
  if (!Number.isInteger(valuePaise)) throw new Error(`splitTax: ${valuePaise} is not a whole number of paise`);
  const taxable = Math.round((valuePaise * 100) / (100 + ratePercent));
  const tax = valuePaise - taxable;
  if (kind === 'inter') return { value: valuePaise, taxable, rate: ratePercent, cgst: 0, sgst: 0, igst: tax };
  // Half each; an odd paisa goes to SGST, so CGST + SGST is exactly the tax.
  const cgst = Math.floor(tax / 2);
  return { value: valuePaise, taxable, rate: ratePercent, cgst, sgst: tax - cgst, igst: 0 };
}

/**
 * Shares `amount` out over `weights` in proportion, in whole paise, the shares adding
 * up exactly to `amount` (largest remainders get the odd paise; earlier lines win ties).
 */
export function proRata(amount: number, weights: number[]): number[] {
  const total = weights.reduce((sum, w) => sum + w, 0);
  if (total <= 0 || amount === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (amount * w) / total);
  const shares = exact.map(Math.floor);
  let left = amount - shares.reduce((sum, s) => sum + s, 0);
  const order = exact.map((x, i) => ({ i, rest: x - Math.floor(x) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}

/** Services on the invoice besides the goods (SAC codes, docs/rules/seller.md#gst-and-place-of-supply). */
export const SERVICE_LINES = {
  delivery: { description: 'Delivery charge', hsn: '996812', rate: 18 },
  handling: { description: 'Cash on delivery handling fee', hsn: '999799', rate: 18 },
} as const;

export interface GoodsInput {
  itemId: number;
  description: string;
  hsn: string | null;
  quantity: number;
  /** GST-inclusive price of one unit, as sold. */
  unitPaise: number;
  /** quantity × unitPaise as the order recorded it. */
  totalPaise: number;
  rate: number;
}

export interface InvoiceInput {
  goods: GoodsInput[];
  deliveryPaise: number;
  handlingFeePaise: number;
  /** Digital payment discount and coupon: taken off the goods before tax, pro rata. */
  discountPaise: number;
  kind: TaxKind;
}

export interface InvoiceLine extends TaxSplit {
  itemId: number | null;
  description: string;
  hsn: string | null;
  quantity: number;
  unitPaise: number;
  /** quantity × unit price, before the discount. */
  grossPaise: number;
  discountPaise: number;
}

export interface InvoiceTotals {
  gross: number;
  discount: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  /** What the shopper pays: taxable + all tax. */
  total: number;
}

export function invoiceTotals(lines: InvoiceLine[]): InvoiceTotals {
  const sum = (pick: (l: InvoiceLine) => number) => lines.reduce((s, l) => s + pick(l), 0);
  return {
    gross: sum((l) => l.grossPaise),
    discount: sum((l) => l.discountPaise),
    taxable: sum((l) => l.taxable),
    cgst: sum((l) => l.cgst),
    sgst: sum((l) => l.sgst),
    igst: sum((l) => l.igst),
    total: sum((l) => l.value),
  };
}

/**
 * The lines of an invoice (or credit note): each item, then delivery and the COD
 * handling fee as service lines. The discount is shared over the goods in proportion to
 * their value and taken off before tax (GST is due on the value after a discount shown
 * on the invoice), so the taxable value falls with it.
 */
export function invoiceLines(input: InvoiceInput): { lines: InvoiceLine[]; totals: InvoiceTotals } {
  const goodsTotal = input.goods.reduce((sum, g) => sum + g.totalPaise, 0);
  const discount = Math.min(input.discountPaise, goodsTotal);
  const shares = proRata(discount, input.goods.map((g) => g.totalPaise));
  const lines: InvoiceLine[] = input.goods.map((g, i) => ({
    itemId: g.itemId,
    description: g.description,
    hsn: g.hsn,
    quantity: g.quantity,
    unitPaise: g.unitPaise,
    grossPaise: g.totalPaise,
    discountPaise: shares[i]!,
    ...splitTax(g.totalPaise - shares[i]!, g.rate, input.kind),
  }));
  for (const [amount, service] of [[input.deliveryPaise, SERVICE_LINES.delivery], [input.handlingFeePaise, SERVICE_LINES.handling]] as const) {
    if (amount <= 0) continue;
    lines.push({ itemId: null, description: service.description, hsn: service.hsn, quantity: 1, unitPaise: amount, grossPaise: amount, discountPaise: 0, ...splitTax(amount, service.rate, input.kind) });
  }
  return { lines, totals: invoiceTotals(lines) };
}

// ----- amount in words, Indian system (lakh, crore) -----

const ONES = ['', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve', 'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen'];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  return n < 20 ? ONES[n]! : [TENS[Math.floor(n / 10)]!, ONES[n % 10]!].filter(Boolean).join(' ');
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', belowHundred(n % 100)].filter(Boolean).join(' ');
}

/** A whole number in words, Indian grouping: 1,23,45,678 → One Crore Twenty Three Lakh ... */
export function numberInWords(n: number): string {
  if (!Number.isInteger(n) || n < 0) throw new Error(`numberInWords: ${n} is not a whole number`);
  if (n === 0) return 'Zero';
  const crore = Math.floor(n / 10_000_000);
  const rest = n % 10_000_000;
  const parts = [
    crore ? `${numberInWords(crore)} Crore` : '',
    Math.floor(rest / 100_000) ? `${belowHundred(Math.floor(rest / 100_000))} Lakh` : '',
    Math.floor((rest % 100_000) / 1000) ? `${belowHundred(Math.floor((rest % 100_000) / 1000))} Thousand` : '',
    belowThousand(rest % 1000),
  ];
  return parts.filter(Boolean).join(' ');
}

/** "Rupees Twelve Thousand Three Hundred Forty and Fifty Paise Only". */
export function amountInWords(paise: number): string {
  if (!Number.isInteger(paise) || paise < 0) throw new Error(`amountInWords: ${paise} is not a whole number of paise`);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  if (rest === 0) return `Rupees ${numberInWords(rupees)} Only`;
  if (rupees === 0) return `${numberInWords(rest)} Paise Only`;
  return `Rupees ${numberInWords(rupees)} and ${numberInWords(rest)} Paise Only`;
}

/** ₹12,345.67 in the Indian grouping. */
export function formatRupees(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  const rupees = Math.floor(abs / 100).toString();
  const last3 = rupees.slice(-3);
  const head = rupees.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${sign}₹${head ? `${head},${last3}` : last3}.${String(abs % 100).padStart(2, '0')}`;
}
