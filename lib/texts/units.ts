// What a shopper reads about the units of a product sold by unit (docs/rules/units.md):
// the product page's unit list and choice, the cart's line, the refusals. A module of its
// own, so the small client part of the choice ships only these words.

export const unitTexts = {
  heading: 'Choose your unit',
  intro: 'Each unit is open-box and checked; pick the one you want, or any unit of a grade.',
  gradeHeading: (name: string, count: number) => `${name} · ${count} ${count === 1 ? 'unit' : 'units'}`,
  notGraded: 'Not graded',
  from: (price: string) => `from ${price}`,
  priceFrom: (price: string) => `From ${price}`,
  anyOfGrade: (name: string, price: string) => `Any ${name} unit · ${price}`,
  unitLabel: (unitId: number) => `Unit #${unitId}`,
  chooseUnit: (unitId: number, grade: string, price: string) => `Unit #${unitId}, ${grade}, ${price}`,
  battery: 'Battery health',
  batteryValue: (percent: number) => `${percent}%`,
  cosmetic: 'Condition notes',
  inBox: 'In the box',
  warranty: 'Warranty',
  imeiChecked: 'IMEI checked (clean)',
  photosOf: (unitId: number, index: number) => `Unit #${unitId}, photo ${index}`,
  warrantyBy: { brand: 'brand warranty', seller: 'seller warranty' } as Record<string, string>,
  warrantyLine: (months: string, by: string | null) => (by ? `${months} ${by}` : months),
  chosen: 'Your choice',
  chooseFirst: 'Choose a unit or a grade first.',
  cartChoiceUnit: (unitId: number, grade: string | null) => (grade ? `Unit #${unitId} (${grade})` : `Unit #${unitId}`),
  cartChoiceGrade: (grade: string) => `Any ${grade} unit`,
  // Refusals (the server's messages).
  unitGone: (name: string) => `Sorry, the unit of ${name} you chose has just been bought by someone else. Please choose another unit.`,
  gradeGone: (name: string) => `Sorry, no unit of ${name} in the grade you chose is left. Please choose another grade or unit.`,
  notSoldByUnit: 'This product is not sold by unit: add it without choosing a unit.',
  // The "We Promise" panel's warranty, from the seller's records (never a fixed claim).
  promiseWarranty: (months: string, by: string | null) => (by ? `${months} ${by}` : `${months} Warranty`),
  promiseNoWarranty: 'Warranty as listed',
} as const;
