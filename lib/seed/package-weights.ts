// The demo catalogue's package facts (docs/rules/shipping.md#package-facts): each product's
// carton is its shelf's box (lib/seed/products.ts, cm), and its boxed weight the carton's
// volume times a density typical of the kind of product, in kg per litre, chosen so the
// usual models come out at their usual shipping weights: a phone about 0.4 kg, a 43" TV
// about 9 kg, a front-load washing machine about 70 kg, a side-by-side fridge about 115 kg.
const KG_PER_LITRE: Record<string, number> = {
  'tv': 0.085, 'tv-large': 0.09,
  'refrigerator': 0.07, 'refrigerator-double': 0.085,
  'washing-machine-front': 0.21, 'washing-machine-top': 0.11,
  'air-conditioner': 0.12, 'air-cooler': 0.06, 'air-purifier': 0.09, 'ceiling-fan': 0.12, 'table-fan': 0.06,
  'microwave': 0.15, 'mixer-grinder': 0.13, 'induction': 0.18, 'kettle': 0.1, 'toaster': 0.13, 'iron': 0.18,
  'water-purifier': 0.15, 'chimney': 0.09, 'vacuum-cleaner': 0.17,
  'watch': 0.3, 'trolley-bag': 0.04, 'backpack': 0.05, 'sunglasses': 0.3, 'shoes': 0.15,
  'smartphone': 0.5, 'laptop': 0.28, 'tablet': 0.25, 'smartwatch': 0.35,
  'soundbar': 0.06, 'bluetooth-speaker': 0.13, 'headphones': 0.17, 'earbuds': 0.3, 'party-speaker': 0.09,
  'toy-car': 0.1, 'building-blocks': 0.15, 'teddy-bear': 0.03, 'puzzle': 0.2, 'board-game': 0.2, 'ride-on': 0.1,
};

/**
 * The package facts of a product of this kind in a carton of these sides (cm); its weight
 * from the shelf's usual carton (`nominal`), so a model's carton a few cm larger does not
 * make a phone weigh twice as much.
 */
export function demoPackage(kind: string, nominal: readonly number[], [length, breadth, height]: readonly number[]) {
  const litres = (nominal[0]! * nominal[1]! * nominal[2]!) / 1000;
  const kg = litres * (KG_PER_LITRE[kind] ?? 0.1);
  // Light parcels to 10 g, heavy ones to 100 g, as a courier's scale reads them.
  const weight = kg < 2 ? Math.max(0.05, Math.round(kg * 100) / 100) : Math.round(kg * 10) / 10;
  return { package_weight_kg: weight, package_length_cm: length!, package_breadth_cm: breadth!, package_height_cm: height! };
}
