// HSN codes and GST rates of the demo catalogue, by product kind (docs/rules/seller.md#gst-and-place-of-supply).
// Rates as we understand them after the rate changes in force from 22 September 2025
// (televisions and air conditioners down from 28% to 18%, toys and board games from 12%
// to 5%, footwear up to ₹2,500 a pair at 5%). Four-digit headings, as a B2C invoice of a
// seller under ₹5 crore turnover needs. A real seller must check each code and rate with
// their tax adviser: the demo data is our best reading, not advice.

export interface GstCode {
  hsn: string;
  rate: number;
}

const byCategory: Record<string, GstCode> = {
  'led-tvs': { hsn: '8528', rate: 18 },
  'smart-tvs': { hsn: '8528', rate: 18 },
  'android-tvs': { hsn: '8528', rate: 18 },
  'single-door-refrigerators': { hsn: '8418', rate: 18 },
  'double-door-refrigerators': { hsn: '8418', rate: 18 },
  'side-by-side-refrigerators': { hsn: '8418', rate: 18 },
  'mini-fridges': { hsn: '8418', rate: 18 },
  'front-load-washing-machines': { hsn: '8450', rate: 18 },
  'top-load-washing-machines': { hsn: '8450', rate: 18 },
  'semi-automatic-washing-machines': { hsn: '8450', rate: 18 },
  'clothes-dryers': { hsn: '8451', rate: 18 },
  'air-conditioners': { hsn: '8415', rate: 18 },
  'air-coolers': { hsn: '8479', rate: 18 }, // evaporative air coolers
  'air-purifiers': { hsn: '8421', rate: 18 },
  fans: { hsn: '8414', rate: 18 },
  'kitchen-appliances': { hsn: '8516', rate: 18 }, // microwaves, induction, kettles, toasters (mixers: 8509 below)
  'water-purifiers': { hsn: '8421', rate: 18 },
  'kitchen-chimneys': { hsn: '8414', rate: 18 },
  irons: { hsn: '8516', rate: 18 },
  'vacuum-cleaners': { hsn: '8508', rate: 18 },
  watches: { hsn: '9102', rate: 18 },
  'bags-luggage': { hsn: '4202', rate: 18 },
  sunglasses: { hsn: '9004', rate: 18 },
  footwear: { hsn: '6404', rate: 18 }, // up to ₹2,500 a pair: 5% (below)
  smartphones: { hsn: '8517', rate: 18 },
  laptops: { hsn: '8471', rate: 18 },
  tablets: { hsn: '8471', rate: 18 },
  smartwatches: { hsn: '8517', rate: 18 },
  soundbars: { hsn: '8518', rate: 18 },
  'bluetooth-speakers': { hsn: '8518', rate: 18 },
  headphones: { hsn: '8518', rate: 18 },
  earbuds: { hsn: '8518', rate: 18 },
  'party-speakers': { hsn: '8518', rate: 18 },
  'remote-control-toys': { hsn: '9503', rate: 5 },
  'building-blocks': { hsn: '9503', rate: 5 },
  'soft-toys': { hsn: '9503', rate: 5 },
  'puzzles-board-games': { hsn: '9503', rate: 5 }, // jigsaw puzzles; board games: 9504 below
  'ride-ons': { hsn: '9503', rate: 5 },
};

const bySubcategory: Record<string, GstCode> = {
  'mixer-grinders': { hsn: '8509', rate: 18 },
  'board-games': { hsn: '9504', rate: 5 },
  'flip-flops': { hsn: '6402', rate: 18 },
};

/** Footwear at or below this price a pair pays 5%. */
const FOOTWEAR_LOW_RATE_UPTO_RUPEES = 2_500;

/** The HSN code and GST rate of a demo product; 18% and no code for a kind not listed. */
export function gstCodeFor(category: string, subcategory: string | null | undefined, sellingPriceRupees: number): GstCode {
  const code = (subcategory ? bySubcategory[subcategory] : undefined) ?? byCategory[category];
  if (!code) return { hsn: '', rate: 18 };
  if (category === 'footwear' && sellingPriceRupees <= FOOTWEAR_LOW_RATE_UPTO_RUPEES) return { ...code, rate: 5 };
  return code;
}
