// The demo catalogue: real brands, model-style names and Indian MRPs (in rupees here;
// product-rows.ts turns them into paise, open-box prices, stock and deals).
// Products are listed by shelf (a category or subcategory) so that brands sit only
// where they really sell: no LEGO fridges.
import type { ageGroupNames, brandNames } from './catalog-names';
import type { ProductImageKind } from './image-kinds';

export type BrandSlug = (typeof brandNames)[number]['slug'];
export type AgeGroupSlug = (typeof ageGroupNames)[number]['slug'];
/** Toys use Boys/Girls/Unisex, lifestyle goods Men/Women/Unisex: both are list filters. */
export type Gender = 'Boys' | 'Girls' | 'Men' | 'Women' | 'Unisex';

export interface ProductLine {
  brand: BrandSlug;
  /** The name after the brand, e.g. '138 cm (55 inch) Crystal 4K Ultra HD Smart LED TV'. */
  title: string;
  model: string;
  /** MRP in rupees. */
  mrp: number;
  /** One product per colour, sharing a variant group. */
  colors?: string[];
  /** Shown in brackets after the colour: '8GB RAM, 128GB Storage'. */
  details?: string;
  /** Soft toys and the like don't carry a model number in their name. */
  hideModel?: boolean;
  age?: AgeGroupSlug;
  gender?: Gender;
}

export interface Shelf {
  category: string;
  subcategory?: string;
  kind: ProductImageKind;
  /** Large appliances: delivered by a crew, 1-year warranty, at most 1-2 per order. */
  bulky?: boolean;
  /** Completes the sentence "The <product name> ..." in the description. */
  pitch: string;
  /** A pool of highlights; each product shows four of them. */
  highlights: string[];
  /** Carton size in cm: length, width, height. */
  box: [number, number, number];
  /** Country of origin when it differs from the brand's usual one. */
  origin?: string;
  lines: ProductLine[];
}

type Extra = Omit<ProductLine, 'brand' | 'title' | 'model' | 'mrp'>;
const p = (brand: BrandSlug, title: string, model: string, mrp: number, extra: Extra = {}): ProductLine => ({
  brand, title, model, mrp, ...extra,
});
/** A toy: age group and gender are list filters. */
const toy = (brand: BrandSlug, title: string, model: string, mrp: number, age: AgeGroupSlug, gender: Gender, hideModel = false) =>
  p(brand, title, model, mrp, { age, gender, hideModel });

const tvHighlights = [
  'Dolby Audio with 20 W output',
  'Three HDMI ports and two USB ports',
  'Netflix, Prime Video, YouTube and Disney+ Hotstar built in',
  'Screen mirroring from your phone',
  'Slim bezel design with table-top stand included',
  'Auto low latency mode for gaming',
];
const fridgeHighlights = [
  'Inverter compressor: quiet and saves power',
  'Toughened glass shelves hold up to 150 kg',
  'Runs on home inverter during power cuts',
  'Large vegetable box with humidity control',
  'Stabiliser-free operation (135 V to 290 V)',
  'Anti-bacterial gasket keeps food fresh longer',
];
const washerHighlights = [
  'Inverter motor for quiet, energy-saving washes',
  'Quick wash cycle in under 30 minutes',
  'Child lock and delay-end timer',
  'Hard water wash programme',
  'Stainless steel drum, gentle on fabrics',
  'In-built heater for hygienic hot washes',
];
const acHighlights = [
  '100% copper condenser coil for better cooling and easy maintenance',
  'Cools even at 52 °C outside temperature',
  'PM 2.5 filter for cleaner air',
  'Stabiliser-free operation',
  'Auto restart after a power cut',
  'Low-noise indoor unit, sleep mode',
];

export const shelves: Shelf[] = [
  // ---------- Televisions ----------
  {
    category: 'led-tvs', subcategory: 'hd-ready-tvs', kind: 'tv', bulky: true, box: [82, 14, 52],
    pitch: 'is a compact, bright HD Ready screen for the bedroom, kitchen or a small living room.',
    highlights: tvHighlights,
    lines: [
      p('samsung', '80 cm (32 inch) HD Ready LED TV', 'UA32T4010', 18900),
      p('lg', '80 cm (32 inch) HD Ready Smart LED TV', '32LM563BPTC', 21990),
      p('panasonic', '80 cm (32 inch) HD Ready Smart LED TV', 'TH-32MS550DX', 20990),
      p('haier', '80 cm (32 inch) HD Ready LED TV', 'LE32B9500', 18990),
      p('xiaomi', '80 cm (32 inch) HD Ready Smart Android LED TV', 'L32M8-A2IN', 24999),
    ],
  },
  {
    category: 'led-tvs', subcategory: 'full-hd-tvs', kind: 'tv', bulky: true, box: [106, 15, 66],
    pitch: 'gives sharp Full HD pictures and smart apps at a price that suits a first big-screen TV.',
    highlights: tvHighlights,
    lines: [
      p('samsung', '108 cm (43 inch) Full HD Smart LED TV', 'UA43T5450', 41900),
      p('sony', 'Bravia 108 cm (43 inch) Full HD Smart LED TV', 'KD-43W880K', 49900),
      p('lg', '108 cm (43 inch) Full HD Smart LED TV', '43LM5650PTA', 37990),
      p('panasonic', '100 cm (40 inch) Full HD Smart LED TV', 'TH-40LS670DX', 31990),
    ],
  },
  {
    category: 'smart-tvs', subcategory: '4k-ultra-hd-tvs', kind: 'tv-large', bulky: true, box: [136, 16, 84],
    pitch: 'brings crisp 4K Ultra HD pictures, HDR colour and every streaming app to the living room.',
    highlights: [...tvHighlights, 'HDR10 and HLG support', '4K upscaling of HD channels'],
    lines: [
      p('samsung', '138 cm (55 inch) Crystal 4K Ultra HD Smart LED TV', 'UA55CU8000', 64990),
      p('samsung', '108 cm (43 inch) Crystal iSmart 4K Ultra HD Smart LED TV', 'UA43CUE60', 41900),
      p('lg', '139 cm (55 inch) UR75 4K Ultra HD Smart LED TV', '55UR7500PSC', 74990),
      p('lg', '164 cm (65 inch) UR75 4K Ultra HD Smart LED TV', '65UR7500PSC', 119990),
      p('sony', 'Bravia 126 cm (50 inch) X74K 4K Ultra HD Smart LED TV', 'KD-50X74K', 69900),
      p('panasonic', '139 cm (55 inch) 4K Ultra HD Smart LED TV', 'TH-55MX650DX', 77990),
      p('xiaomi', '138 cm (55 inch) X Series 4K Ultra HD Smart LED TV', 'L55M7-A2IN', 59999),
      p('haier', '126 cm (50 inch) 4K Ultra HD Smart LED TV', 'LE50K6600GA', 54990),
    ],
  },
  {
    category: 'smart-tvs', subcategory: 'qled-tvs', kind: 'tv-large', bulky: true, box: [138, 16, 86],
    pitch: 'uses quantum-dot colour for a brighter, more vivid 4K picture that stays sharp in a sunlit room.',
    highlights: [...tvHighlights, 'Quantum dot colour with a billion shades', 'Dolby Vision and HDR10+'],
    lines: [
      p('samsung', '138 cm (55 inch) Neo QLED 4K Smart TV', 'QA55QN90C', 219900),
      p('samsung', '108 cm (43 inch) QLED 4K Smart TV', 'QA43Q60C', 59900),
      p('oneplus', '164 cm (65 inch) Q2 Pro 4K QLED Smart Google TV', '65Q2PRO', 119999),
      p('xiaomi', '138 cm (55 inch) X Pro QLED 4K Smart Google TV', 'L55M9-QIN', 64999),
    ],
  },
  {
    category: 'smart-tvs', subcategory: 'oled-tvs', kind: 'tv-large', bulky: true, box: [136, 17, 84],
    pitch: 'lights every pixel on its own, for perfect blacks and cinema-grade contrast at home.',
    highlights: [...tvHighlights, 'Self-lit OLED pixels with perfect black', '120 Hz panel with VRR for consoles'],
    origin: 'Indonesia',
    lines: [
      p('lg', '139 cm (55 inch) OLED evo C3 4K Smart TV', 'OLED55C3PSA', 239990),
      p('lg', '121 cm (48 inch) OLED A2 4K Smart TV', 'OLED48A2PSA', 149990),
      p('sony', 'Bravia XR 139 cm (55 inch) A80L 4K OLED Google TV', 'XR-55A80L', 279900),
      p('panasonic', '139 cm (55 inch) OLED 4K Smart TV', 'TH-55MZ1500DX', 199990),
    ],
  },
  {
    category: 'android-tvs', subcategory: 'google-tvs', kind: 'tv', bulky: true, box: [106, 15, 66],
    pitch: 'runs Google TV, so apps, live channels and recommendations sit on one home screen, with Google Assistant on the remote.',
    highlights: [...tvHighlights, 'Google Assistant voice remote', 'Chromecast built in'],
    lines: [
      p('sony', 'Bravia 108 cm (43 inch) 4K Ultra HD Smart LED Google TV', 'KD-43X64L', 59900),
      p('xiaomi', '108 cm (43 inch) A Series 4K Ultra HD LED Smart Google TV', 'L43M8-A2IN', 42999),
      p('haier', '108 cm (43 inch) 4K Ultra HD Smart LED Google TV', '43P7GT', 46990),
      p('panasonic', '108 cm (43 inch) 4K Ultra HD Smart LED Google TV', 'TH-43MX650DX', 49990),
    ],
  },
  {
    category: 'android-tvs', subcategory: 'android-tv-classic', kind: 'tv', bulky: true, box: [82, 14, 52],
    pitch: 'runs Android TV with the Play Store, so you can add the apps you watch every day.',
    highlights: [...tvHighlights, 'Google Play Store with 5000+ apps', 'Chromecast built in'],
    lines: [
      p('oneplus', '108 cm (43 inch) Y1S Full HD Smart Android LED TV', '43Y1S', 29999),
      p('oneplus', '80 cm (32 inch) Y1S HD Ready Smart Android LED TV', '32Y1S', 19999),
      p('realme', '80 cm (32 inch) HD Ready Smart Android LED TV', 'RMV2004', 17999),
      p('xiaomi', '100 cm (40 inch) 5A Full HD Smart Android LED TV', 'L40M7-EAIN', 29999),
    ],
  },

  // ---------- Refrigerator ----------
  {
    category: 'single-door-refrigerators', subcategory: 'single-door-up-to-200-l', kind: 'refrigerator', bulky: true, box: [58, 62, 128],
    pitch: 'is a direct cool single door refrigerator sized for a couple or a small family, with a freezer that makes ice fast.',
    highlights: [...fridgeHighlights.slice(1), 'Base stand drawer for onions and potatoes'],
    lines: [
      p('godrej', '180 L 2 Star Direct Cool Single Door Refrigerator', 'RD 1802 EW 2.2', 17990),
      p('whirlpool', '184 L 3 Star Direct Cool Single Door Refrigerator', '205 IMPC PRM 3S', 19350, { colors: ['Wine Mulia', 'Sapphire Mulia'] }),
      p('samsung', '183 L 4 Star Digital Inverter Direct Cool Single Door Refrigerator', 'RR20C1724CU', 20999, { colors: ['Camellia Blue', 'Elegant Inox'] }),
      p('lg', '185 L 4 Star Smart Inverter Direct Cool Single Door Refrigerator', 'GL-D201ABEU', 21199),
      p('haier', '165 L 2 Star Direct Cool Single Door Refrigerator', 'HED-171RS-P', 15990),
    ],
  },
  {
    category: 'single-door-refrigerators', subcategory: 'single-door-above-200-l', kind: 'refrigerator', bulky: true, box: [60, 66, 140],
    pitch: 'gives a bigger family more room in a single door body, with an inverter compressor that keeps the bill low.',
    highlights: fridgeHighlights,
    lines: [
      p('lg', '215 L 5 Star Smart Inverter Direct Cool Single Door Refrigerator', 'GL-D241ABEY', 26199),
      p('samsung', '215 L 5 Star Digital Inverter Direct Cool Single Door Refrigerator', 'RR23C2F25SA', 25990),
      p('godrej', '223 L 5 Star Inverter Direct Cool Single Door Refrigerator', 'RD EDGE PRO 240E', 27200),
      p('whirlpool', '215 L 5 Star Inverter Direct Cool Single Door Refrigerator', '230 IMPRO ROY 5S INV', 25650),
    ],
  },
  {
    category: 'double-door-refrigerators', subcategory: 'top-mount-refrigerators', kind: 'refrigerator-double', bulky: true, box: [62, 70, 165],
    pitch: 'is a frost free double door refrigerator: no manual defrosting, and a separate freezer on top.',
    highlights: [...fridgeHighlights, 'Frost free: no manual defrosting', 'Multi air-flow cooling reaches every shelf'],
    lines: [
      p('lg', '242 L 3 Star Smart Inverter Frost Free Double Door Refrigerator', 'GL-I292RPZX', 32999, { colors: ['Shiny Steel', 'Ebony Regal'] }),
      p('whirlpool', '265 L 3 Star Frost Free Double Door Refrigerator', 'IF INV CNV 278', 33650),
      p('godrej', '244 L 2 Star Frost Free Double Door Refrigerator', 'RF EON 244B 25 HI', 29990),
      p('haier', '258 L 3 Star Frost Free Double Door Refrigerator', 'HRF-2783PSG-E', 34990),
      p('panasonic', '307 L 3 Star Inverter Frost Free Double Door Refrigerator', 'NR-TG321CUSN', 42990),
    ],
  },
  {
    category: 'double-door-refrigerators', subcategory: 'bottom-mount-refrigerators', kind: 'refrigerator-double', bulky: true, box: [64, 72, 180],
    pitch: 'puts the fresh food compartment at eye level and the freezer below, so the shelves you use most need no bending.',
    highlights: [...fridgeHighlights, 'Frost free: no manual defrosting', 'Bottom freezer with pull-out drawers'],
    lines: [
      p('lg', '343 L 3 Star Smart Inverter Frost Free Double Door Bottom Freezer Refrigerator', 'GL-B382PESX', 52990),
      p('bosch', '280 L 3 Star Inverter Frost Free Double Door Bottom Mount Refrigerator', 'CMC29K03NI', 44490),
      p('haier', '237 L 3 Star Frost Free Double Door Bottom Freezer Refrigerator', 'HRB-2872BMS-P', 37690),
    ],
  },
  {
    category: 'double-door-refrigerators', subcategory: 'convertible-refrigerators', kind: 'refrigerator-double', bulky: true, box: [62, 70, 170],
    pitch: 'turns its freezer into extra fridge space when you need it: handy for festivals, parties and stocking up on vegetables.',
    highlights: [...fridgeHighlights, 'Convertible freezer: 5 modes', 'Frost free: no manual defrosting'],
    lines: [
      p('samsung', '236 L 3 Star Convertible 5 in 1 Digital Inverter Double Door Refrigerator', 'RT28C3053S8', 31490, { colors: ['Elegant Inox', 'Luxe Black'] }),
      p('samsung', '415 L 3 Star Convertible 5 in 1 Double Door Refrigerator', 'RT42C5C38S9', 56990),
      p('whirlpool', '235 L 2 Star Convertible Frost Free Double Door Refrigerator', 'IF INV CNV 258', 31350),
      p('godrej', '265 L 3 Star Convertible Frost Free Double Door Refrigerator', 'RF EON 265C 35 RCIF', 34590),
    ],
  },
  {
    category: 'side-by-side-refrigerators', subcategory: 'two-door-side-by-side', kind: 'refrigerator-double', bulky: true, box: [95, 78, 185],
    pitch: 'gives a large family a full-height fridge and freezer side by side, with door bins for bottles and a door alarm.',
    highlights: [...fridgeHighlights.slice(0, 3), 'Door alarm if left open', 'Twin cooling: no smell transfer', 'LED lighting on every shelf'],
    lines: [
      p('lg', '655 L Frost Free Side by Side Refrigerator', 'GL-B257HDSY', 97999),
      p('samsung', '653 L Frost Free Side by Side Refrigerator with Curd Maestro', 'RS76CG8003S9', 122990),
      p('whirlpool', '570 L Frost Free Side by Side Refrigerator', 'WS SBS 570 STEEL', 79990),
      p('haier', '596 L Frost Free Side by Side Refrigerator', 'HRS-682KS', 89990),
      p('godrej', '564 L Frost Free Side by Side Refrigerator', 'RS EONVELVET 579 RFD', 85990),
    ],
  },
  {
    category: 'side-by-side-refrigerators', subcategory: 'multi-door-refrigerators', kind: 'refrigerator-double', bulky: true, box: [92, 80, 190],
    pitch: 'is a French door refrigerator with separate zones for fresh food, drinks and frozen food.',
    highlights: [...fridgeHighlights.slice(0, 3), 'Separate convertible drawer', 'Wi-Fi control from the phone app', 'Door-in-door for quick access to drinks'],
    lines: [
      p('lg', '594 L Frost Free French Door Refrigerator with InstaView', 'GR-X22MBSD', 189990),
      p('bosch', '560 L Frost Free French Door Refrigerator', 'KMF56A32YI', 139990),
      p('haier', '531 L Frost Free 4 Door Convertible Refrigerator', 'HRB-550KG', 99990),
    ],
  },
  {
    category: 'mini-fridges', kind: 'refrigerator', box: [50, 48, 58],
    pitch: 'fits under a desk, in a bedroom or an office cabin, and keeps drinks and snacks cold.',
    highlights: ['Compact enough for a bedroom or office cabin', 'Adjustable thermostat', 'Quiet operation', 'Door rack holds tall bottles', 'Low power use'],
    lines: [
      p('haier', '53 L 2 Star Direct Cool Mini Fridge', 'HR-65KS', 13990),
      p('godrej', '30 L Qube Thermoelectric Mini Fridge', 'TEC QUBE 30', 9990),
      p('lg', '45 L Direct Cool Mini Fridge', 'GL-M051RSWC', 14990),
    ],
  },

  // ---------- Washing Machines ----------
  {
    category: 'front-load-washing-machines', subcategory: 'front-load-6-7-kg', kind: 'washing-machine-front', bulky: true, box: [64, 58, 88],
    pitch: 'is a fully automatic front load washer for a family of 3 to 4, gentle on clothes and sparing with water.',
    highlights: [...washerHighlights, '1200 rpm spin for faster drying'],
    lines: [
      p('lg', '7 kg 5 Star Inverter Fully Automatic Front Load Washing Machine with In-Built Heater', 'FHM1207SDM', 38990),
      p('samsung', '7 kg 5 Star Hygiene Steam Inverter Fully Automatic Front Load Washing Machine', 'WW70T4020EE', 35300),
      p('ifb', '6 kg 5 Star Fully Automatic Front Load Washing Machine with 2X Power Steam', 'Diva Aqua SXS 6008', 29290),
      p('bosch', '7 kg 5 Star Inverter Fully Automatic Front Load Washing Machine', 'WAJ2416SIN', 37590),
      p('whirlpool', '7 kg 5 Star Fully Automatic Front Load Washing Machine', 'XS7010BYW22E', 35990),
      p('haier', '7 kg 5 Star Inverter Fully Automatic Front Load Washing Machine', 'HW70-IM12929CS3', 34990),
    ],
  },
  {
    category: 'front-load-washing-machines', subcategory: 'front-load-8-kg-above', kind: 'washing-machine-front', bulky: true, box: [66, 62, 90],
    pitch: 'handles big family loads, bed sheets and blankets, with steam programmes that remove allergens.',
    highlights: [...washerHighlights, 'Steam wash removes 99.9% of allergens', 'Wi-Fi: start and monitor from the phone'],
    lines: [
      p('lg', '8 kg 5 Star AI Direct Drive Fully Automatic Front Load Washing Machine with Steam', 'FHP1208Z5M', 52990),
      p('samsung', '8 kg 5 Star AI Ecobubble Fully Automatic Front Load Washing Machine', 'WW80T504DAX', 52500),
      p('ifb', '8 kg 5 Star Fully Automatic Front Load Washing Machine with Wi-Fi', 'Executive ZXS 8014', 47990),
      p('bosch', '9 kg 5 Star Fully Automatic Front Load Washing Machine', 'WGA244ASIN', 53490),
      p('panasonic', '8 kg 5 Star Fully Automatic Front Load Washing Machine', 'NA-148MF1L01', 42990),
      p('godrej', '8 kg 5 Star Fully Automatic Front Load Washing Machine', 'WFEON ART 8014', 40990),
    ],
  },
  {
    category: 'front-load-washing-machines', subcategory: 'washer-dryers', kind: 'washing-machine-front', bulky: true, box: [66, 64, 90],
    pitch: 'washes and dries in one go, so clothes come out ready to wear even in the monsoon.',
    highlights: [...washerHighlights.slice(0, 4), 'Wash and dry in one cycle', 'Sensor dry stops when clothes are dry'],
    lines: [
      p('lg', '9/6 kg 5 Star Inverter Wi-Fi Fully Automatic Front Load Washer Dryer', 'FHD0905SWS', 72990),
      p('samsung', '9/6 kg Fully Automatic Front Load Washer Dryer', 'WD90T654DBN', 84000),
      p('ifb', '8.5/6 kg Fully Automatic Front Load Washer Dryer', 'Executive MXS ID 8514', 61990),
    ],
  },
  {
    category: 'top-load-washing-machines', subcategory: 'top-load-6-7-kg', kind: 'washing-machine-top', bulky: true, box: [58, 60, 98],
    pitch: 'is a fully automatic top load washer: load from the top without bending, add a forgotten sock mid-wash.',
    highlights: washerHighlights.filter((h) => !h.includes('heater')).concat('Soft-closing toughened glass lid'),
    lines: [
      p('whirlpool', '7 kg 5 Star Fully Automatic Top Load Washing Machine', 'WHITEMAGIC ROYAL PLUS 7.0', 21650),
      p('lg', '7 kg 5 Star Inverter Fully Automatic Top Load Washing Machine', 'T70SKSF1Z', 25990),
      p('samsung', '7 kg 5 Star Fully Automatic Top Load Washing Machine', 'WA70A4002GS', 20400),
      p('godrej', '6.5 kg 5 Star Fully Automatic Top Load Washing Machine', 'WTEON ALR 65 5.0', 19990),
      p('panasonic', '6.5 kg 5 Star Fully Automatic Top Load Washing Machine', 'NA-F65L9CRB', 21990),
    ],
  },
  {
    category: 'top-load-washing-machines', subcategory: 'top-load-8-kg-above', kind: 'washing-machine-top', bulky: true, box: [62, 64, 104],
    pitch: 'takes a large family load in one wash, with an inverter motor that stays quiet at night.',
    highlights: washerHighlights.filter((h) => !h.includes('heater')).concat('Soft-closing toughened glass lid'),
    lines: [
      p('lg', '8 kg 5 Star Inverter Fully Automatic Top Load Washing Machine', 'T80SJSF1Z', 29990),
      p('samsung', '9 kg 5 Star Ecobubble Inverter Fully Automatic Top Load Washing Machine', 'WA90BG4686BR', 36900),
      p('haier', '8 kg 5 Star Fully Automatic Top Load Washing Machine', 'HWM80-H826S6', 26990),
      p('ifb', '8 kg 5 Star Fully Automatic Top Load Washing Machine', 'TL-SDG 8.0', 29990),
    ],
  },
  {
    category: 'semi-automatic-washing-machines', kind: 'washing-machine-top', bulky: true, box: [82, 50, 96],
    pitch: 'has separate wash and spin tubs: it uses little water, needs no tap connection and suits areas with irregular water supply.',
    highlights: ['Separate wash and spin tubs', 'Works without a continuous water supply', 'Rust-proof plastic body', 'Collar scrubber for shirt collars', 'Lint filter keeps clothes clean'],
    lines: [
      p('whirlpool', '7.5 kg 5 Star Semi Automatic Top Load Washing Machine', 'ACE 7.5 TURBO DRY', 15100),
      p('lg', '8 kg 5 Star Semi Automatic Top Load Washing Machine', 'P8030SGAZ', 17490),
      p('samsung', '7.5 kg 5 Star Semi Automatic Top Load Washing Machine', 'WT75M3200HL', 14300),
      p('godrej', '8 kg 5 Star Semi Automatic Top Load Washing Machine', 'WSEDGE ALP 80 5.0', 15990),
      p('haier', '7 kg 5 Star Semi Automatic Top Load Washing Machine', 'HTW70-186S', 13990),
    ],
  },
  {
    category: 'clothes-dryers', kind: 'washing-machine-front', bulky: true, box: [65, 64, 88],
    pitch: 'dries a full wash load indoors in about two hours, whatever the weather.',
    highlights: ['Sensor drying stops when clothes are dry', 'Anti-crease programme', 'Wool and delicates programmes', 'Stackable on a front load washer', 'Large door opening'],
    lines: [
      p('bosch', '9 kg Heat Pump Tumble Dryer', 'WTX87KH0IN', 89990),
      p('ifb', '7 kg Front Load Vented Dryer', 'Maxi Dry Ex', 29990),
      p('lg', '8 kg Heat Pump Dryer', 'RH80V9AVHN', 99990),
    ],
  },

  // ---------- Air Care ----------
  {
    category: 'air-conditioners', subcategory: 'split-ac', kind: 'air-conditioner', bulky: true, box: [98, 32, 40],
    pitch: 'is a fixed speed split AC that cools a medium room quickly, with a sturdy outdoor unit built for Indian summers.',
    highlights: acHighlights,
    lines: [
      p('voltas', '1.5 Ton 3 Star Fixed Speed Split AC', '183 CZT', 47990),
      p('blue-star', '1.5 Ton 3 Star Fixed Speed Split AC', 'FS318AATU', 50500),
      p('godrej', '1 Ton 3 Star Split AC', 'GIC 12TTC3-WTA', 35990),
    ],
  },
  {
    category: 'air-conditioners', subcategory: 'window-ac', kind: 'air-conditioner', bulky: true, box: [72, 78, 50],
    pitch: 'is a window AC: one unit, simple installation, and strong cooling for a room up to 150 sq ft.',
    highlights: acHighlights.filter((h) => !h.includes('indoor')),
    lines: [
      p('voltas', '1.5 Ton 5 Star Window AC', '185 LZH', 41990),
      p('lg', '1.5 Ton 5 Star Dual Inverter Window AC', 'RW-Q18WUZA', 52990),
      p('blue-star', '1.5 Ton 3 Star Window AC', 'WFA318LN', 39990),
      p('godrej', '1.5 Ton 3 Star Window AC', 'GWC 18TTC3-WSA', 36990),
    ],
  },
  {
    category: 'air-conditioners', subcategory: 'inverter-ac', kind: 'air-conditioner', bulky: true, box: [100, 34, 42],
    pitch: 'adjusts its compressor speed to the heat in the room, so it cools fast and then sips power all night.',
    highlights: [...acHighlights, 'Convertible modes: run at 40% to 110% capacity', 'Wi-Fi control and voice assistants'],
    lines: [
      p('daikin', '1.5 Ton 5 Star Inverter Split AC', 'FTKM50U', 67200),
      p('daikin', '1 Ton 3 Star Inverter Split AC', 'FTKL35U', 46700),
      p('lg', '1.5 Ton 5 Star AI Dual Inverter Split AC with 6 in 1 Convertible Cooling', 'RS-Q19YNZE', 75990),
      p('samsung', '1.5 Ton 5 Star WindFree Inverter Split AC', 'AR18CY5ARWK', 69990),
      p('voltas', '1.5 Ton 3 Star Inverter Split AC', '183V Vectra CAR', 64990),
      p('blue-star', '1.5 Ton 5 Star Inverter Split AC', 'IC518DNUR', 72000),
      p('panasonic', '1.5 Ton 5 Star Wi-Fi Smart Inverter Split AC', 'CS-CU-NU18ZKY5W', 69400),
      p('haier', '1.6 Ton 3 Star Inverter Split AC', 'HSU19C-TFW3B', 56990),
    ],
  },
  {
    category: 'air-coolers', subcategory: 'desert-coolers', kind: 'air-cooler', box: [70, 55, 125],
    pitch: 'throws strong air across a large room or hall and is at its best in dry north Indian heat.',
    highlights: ['Honeycomb cooling pads', 'Large tank: runs all night on one fill', 'Inverter compatible', 'Ice chamber for extra cooling', 'Castor wheels for easy movement', 'Auto louvres for wide air spread'],
    lines: [
      p('bajaj', '90 L Desert Air Cooler', 'DMH90 Neo', 14999),
      p('havells', '70 L Desert Air Cooler', 'Celia 70', 13490),
      p('voltas', '70 L Desert Air Cooler', 'VA-D70MH', 13990),
    ],
  },
  {
    category: 'air-coolers', subcategory: 'personal-coolers', kind: 'air-cooler', box: [42, 36, 70],
    pitch: 'is a compact personal cooler for a bedroom or study, light enough to move from room to room.',
    highlights: ['Honeycomb cooling pads', 'Inverter compatible', 'Castor wheels for easy movement', 'Three speed settings', 'Low power use'],
    lines: [
      p('bajaj', '20 L Personal Air Cooler', 'PX97 Torque', 7999),
      p('voltas', '23 L Personal Air Cooler', 'VP-P23EH', 7490),
    ],
  },
  {
    category: 'air-coolers', subcategory: 'tower-coolers', kind: 'air-cooler', box: [38, 38, 110],
    pitch: 'is a slim tower cooler that fits a corner and spreads cool air evenly across the room.',
    highlights: ['Slim tower design', 'Remote control with timer', 'Inverter compatible', 'Honeycomb cooling pads', 'Auto swing'],
    lines: [
      p('bajaj', '36 L Tower Air Cooler', 'TC2007', 10999),
      p('havells', '40 L Tower Air Cooler', 'Frost 40', 11990),
    ],
  },
  {
    category: 'air-purifiers', kind: 'air-purifier', box: [36, 36, 70],
    pitch: 'pulls dust, smoke and pollen out of the air with a true HEPA filter: a relief in the winter smog season.',
    highlights: ['True HEPA filter captures 99.97% of particles', 'Real-time AQI display', 'Covers rooms up to 400 sq ft', 'Quiet sleep mode', 'Filter change reminder', 'App control'],
    lines: [
      p('philips', 'Series 2000i Air Purifier with HEPA Filter', 'AC2939/63', 36995),
      p('dyson', 'Purifier Cool Autoreact Air Purifier and Fan', 'TP7A', 55900),
      p('xiaomi', 'Smart Air Purifier 4', 'AC-M16-SC', 16999),
      p('havells', 'Freshia Air Purifier with HEPA Filter', 'AP-40', 19999),
      p('lg', 'PuriCare 360 Air Purifier', 'AS65GDWH0', 44990),
    ],
  },
  {
    category: 'fans', subcategory: 'ceiling-fans', kind: 'ceiling-fan', box: [68, 24, 24],
    pitch: 'is a 1200 mm ceiling fan that moves plenty of air and runs quietly through the night.',
    highlights: ['1200 mm sweep for medium and large rooms', 'Runs longer on an inverter', 'Dust-resistant finish', 'Remote control with timer', 'Two-year manufacturer warranty'],
    lines: [
      p('havells', '1200 mm Stealth Air BLDC Ceiling Fan', 'Stealth Air', 8900, { colors: ['Pearl White', 'Bronze'] }),
      p('bajaj', '1200 mm Frore Ceiling Fan', 'Frore', 2490),
      p('havells', '1200 mm Efficiencia Neo BLDC Ceiling Fan with Remote', 'Efficiencia Neo', 5990),
    ],
  },
  {
    category: 'fans', subcategory: 'table-fans', kind: 'table-fan', box: [44, 26, 50],
    pitch: 'sits on a desk or bedside table and gives a strong, direct breeze.',
    highlights: ['400 mm sweep', 'Three speed settings', 'Wide-angle oscillation', 'Tilt adjustment', 'Low power use'],
    lines: [
      p('bajaj', '400 mm Esteem Table Fan', 'Esteem', 3290),
      p('havells', '400 mm Swing LX Table Fan', 'Swing LX', 3390),
    ],
  },
  {
    category: 'fans', subcategory: 'pedestal-fans', kind: 'table-fan', box: [50, 30, 60],
    pitch: 'stands on the floor with an adjustable height, so the breeze reaches you on the sofa or the bed.',
    highlights: ['Adjustable height', 'Wide-angle oscillation', 'Three speed settings', 'Sturdy base', 'Low power use'],
    lines: [
      p('bajaj', '400 mm Victor Pedestal Fan', 'Victor', 3990),
      p('havells', '400 mm Sprint Pedestal Fan', 'Sprint', 4190),
      p('dyson', 'Cool Bladeless Tower Fan', 'AM07', 35900),
    ],
  },

  // ---------- Home Appliances ----------
  {
    category: 'kitchen-appliances', subcategory: 'microwave-ovens', kind: 'microwave', box: [56, 46, 36],
    pitch: 'reheats, defrosts and, in convection mode, bakes and grills: one box for everyday cooking.',
    highlights: ['Auto-cook menus for Indian dishes', 'Child lock', 'Express cooking and defrost', 'Stainless steel cavity, easy to clean', 'Deodorisation mode', 'Touch key pad with display'],
    lines: [
      p('samsung', '28 L Convection Microwave Oven with SlimFry', 'MC28A5013AK', 17490),
      p('lg', '28 L Charcoal Convection Microwave Oven', 'MJ2886BFUM', 21999),
      p('ifb', '25 L Convection Microwave Oven', '25SC4', 14190),
      p('panasonic', '20 L Solo Microwave Oven', 'NN-ST26JMFDG', 7490),
      p('godrej', '20 L Solo Microwave Oven', 'GMX 20 SA2', 7190),
      p('whirlpool', '30 L Magicook Pro Convection Microwave Oven', '32SE', 18990),
    ],
  },
  {
    category: 'kitchen-appliances', subcategory: 'mixer-grinders', kind: 'mixer-grinder', box: [42, 28, 30],
    pitch: 'grinds masalas, chutneys and idli batter, with jars for dry, wet and chutney grinding.',
    highlights: ['Stainless steel jars with leak-proof lids', 'Three speed control with pulse', 'Overload protection', 'Strong copper motor', 'Anti-skid feet'],
    lines: [
      p('bajaj', 'Rex 500 W Mixer Grinder with 3 Jars', 'Rex', 3599),
      p('prestige', 'Iris 750 W Mixer Grinder with 4 Jars', 'Iris', 4499),
      p('philips', '750 W Mixer Grinder with 3 Jars', 'HL7756/00', 6595),
      p('havells', 'Silencio 750 W Mixer Grinder with 4 Jars', 'Silencio', 7995),
      p('bosch', '1000 W TrueMixx Pro Mixer Grinder with 4 Jars', 'MGM8842MIN', 9999),
    ],
  },
  {
    category: 'kitchen-appliances', subcategory: 'induction-cooktops', kind: 'induction', box: [38, 32, 12],
    pitch: 'cooks quickly on induction with no open flame, and works with flat-bottom steel and iron cookware.',
    highlights: ['Preset Indian menus', 'Auto shut-off and timer', 'Crystal glass top, easy to clean', 'Power saving technology', 'Works with induction-base cookware'],
    lines: [
      p('prestige', '1600 W PIC 20 Induction Cooktop', 'PIC 20', 3195),
      p('philips', '2100 W Induction Cooktop with Sensor Touch', 'HD4938/01', 5295),
      p('bajaj', '1900 W Majesty Induction Cooktop', 'ICX 7', 3490),
      p('havells', '2000 W Insta Cook PT Induction Cooktop', 'Insta Cook PT', 4995),
    ],
  },
  {
    category: 'kitchen-appliances', subcategory: 'electric-kettles', kind: 'kettle', box: [24, 18, 26],
    pitch: 'boils water for tea, coffee or instant noodles in a few minutes and switches itself off.',
    highlights: ['Auto shut-off when water boils', 'Boil-dry protection', '360° swivel base', 'Stainless steel body', 'Concealed element, easy to clean'],
    lines: [
      p('philips', '1.5 L Electric Kettle', 'HD9306/06', 2195),
      p('prestige', 'PKOSS 1.5 L Stainless Steel Electric Kettle', 'PKOSS', 1795),
      p('havells', '1.5 L Aqua Plus Electric Kettle', 'Aqua Plus', 2195, { colors: ['Black', 'White'] }),
      p('bajaj', '1.7 L Majesty Electric Kettle', 'KTX 17', 1990),
    ],
  },
  {
    category: 'kitchen-appliances', subcategory: 'toasters', kind: 'toaster', box: [30, 20, 22],
    pitch: 'makes two golden slices at a time, with browning control for the way you like your toast.',
    highlights: ['Seven browning settings', 'Reheat and defrost functions', 'Removable crumb tray', 'Bun warming rack', 'Cool-touch body'],
    lines: [
      p('philips', '830 W 2 Slice Pop-up Toaster', 'HD2582/00', 2795),
      p('bajaj', '750 W 2 Slice Pop-up Toaster', 'ATX 4', 1850),
      p('prestige', '800 W 2 Slice Pop-up Toaster', 'PPTPKB', 2245),
      p('havells', '800 W Crisp Plus Pop-up Toaster', 'Crisp Plus', 2690),
    ],
  },
  {
    category: 'water-purifiers', subcategory: 'ro-water-purifiers', kind: 'water-purifier', box: [44, 32, 58],
    pitch: 'purifies borewell, tanker and municipal water, and keeps the essential minerals with its TDS controller.',
    highlights: ['RO + UV + UF multi-stage purification', 'TDS controller retains essential minerals', 'Storage tank of 8 L', 'Wall-mountable', 'Filter change alert', 'Free installation'],
    lines: [
      p('kent', 'Grand Plus RO + UV + UF + TDS Water Purifier', 'Grand Plus', 21500),
      p('kent', 'Supreme Extra RO + UF + TDS Water Purifier', 'Supreme Extra', 23500),
      p('eureka-forbes', 'Aquaguard Aura RO + UV + UF + Active Copper Water Purifier', 'Aura', 21999),
      p('havells', 'Fab Alkaline RO + UV Water Purifier', 'Fab Alkaline', 26990),
    ],
  },
  {
    category: 'water-purifiers', subcategory: 'uv-water-purifiers', kind: 'water-purifier', box: [40, 28, 50],
    pitch: 'makes low-TDS municipal water safe to drink with UV and UF purification, without wasting any water.',
    highlights: ['UV + UF purification', 'No water wastage', 'Wall-mountable', 'Filter change alert', 'Free installation'],
    lines: [
      p('kent', 'Maxx UV + UF Water Purifier', 'Maxx', 9100),
      p('eureka-forbes', 'Aquaguard Sure Delight UV + UF Water Purifier', 'Sure Delight', 11999),
      p('havells', 'UTS UV Water Purifier', 'UTS', 13490),
    ],
  },
  {
    category: 'kitchen-chimneys', subcategory: 'wall-mounted-chimneys', kind: 'chimney', box: [68, 52, 38],
    pitch: 'pulls smoke and oily fumes out of the kitchen while you cook tadka and fry.',
    highlights: ['Baffle filters, washable', 'Touch and gesture control', 'LED lamps over the hob', 'Low noise motor', 'Free installation kit'],
    lines: [
      p('prestige', '60 cm 1200 m³/h Baffle Filter Wall Mounted Chimney', 'GKH 600', 15999),
      p('bosch', '60 cm 710 m³/h Wall Mounted Chimney', 'DWB067A50I', 27990),
    ],
  },
  {
    category: 'kitchen-chimneys', subcategory: 'auto-clean-chimneys', kind: 'chimney', box: [70, 54, 40],
    pitch: 'cleans itself with a heated auto-clean cycle, so there are no filters to scrub after heavy Indian cooking.',
    highlights: ['Filterless auto-clean technology', 'Touch and gesture control', 'LED lamps over the hob', 'Oil collector cup', 'Free installation kit'],
    lines: [
      p('kent', '60 cm 1200 m³/h Filterless Auto Clean Smart Chimney', 'Ultra Sense', 34000),
      p('bosch', '90 cm 1050 m³/h Auto Clean Angular Chimney', 'DWK098G61I', 59990),
      p('havells', '60 cm 1350 m³/h Auto Clean Chimney', 'Fusion HC 60', 32990),
    ],
  },
  {
    category: 'irons', subcategory: 'dry-irons', kind: 'iron', box: [28, 14, 16],
    pitch: 'is a light dry iron that heats up fast for everyday cottons and office shirts.',
    highlights: ['Non-stick coated soleplate', 'Adjustable temperature control', 'Swivel cord', 'Light weight, easy on the wrist', 'Thermal fuse for safety'],
    lines: [
      p('bajaj', '1000 W Dry Iron', 'DX 6', 990),
      p('philips', '1000 W Dry Iron with American Heritage Soleplate', 'GC1905', 1295),
      p('havells', '1000 W Plato Dry Iron', 'Plato', 1395),
    ],
  },
  {
    category: 'irons', subcategory: 'steam-irons', kind: 'iron', box: [30, 15, 17],
    pitch: 'uses a burst of steam to take out stubborn creases from linen and thick cottons.',
    highlights: ['Continuous steam and vertical steam', 'Ceramic soleplate glides smoothly', 'Anti-drip and anti-calc', 'Self-clean function', 'Swivel cord'],
    lines: [
      p('philips', '2200 W Steam Iron with Ceramic Soleplate', 'GC1920/28', 2895),
      p('panasonic', '1850 W Steam Iron', 'NI-S530', 3290),
      p('bajaj', '1250 W Steam Iron', 'MX 35N', 1990),
    ],
  },
  {
    category: 'irons', subcategory: 'garment-steamers', kind: 'iron', box: [30, 20, 34],
    pitch: 'freshens kurtas, sarees and suits on the hanger, with no ironing board needed.',
    highlights: ['Ready to steam in under a minute', 'Safe on all ironable fabrics', 'Detachable water tank', 'Brush attachment for thick fabrics', 'Compact for travel'],
    lines: [
      p('philips', 'Handheld Garment Steamer 3000 Series', 'STH3020/10', 4495),
      p('havells', '1600 W Vertical Garment Steamer', 'GS 1600', 7990),
    ],
  },
  {
    category: 'vacuum-cleaners', subcategory: 'canister-vacuum-cleaners', kind: 'vacuum-cleaner', box: [46, 32, 32],
    pitch: 'picks up dust from floors, sofas, curtains and car seats with its set of attachments.',
    highlights: ['Bagless dust container', 'HEPA exhaust filter', 'Crevice, upholstery and floor tools', 'Blower function', 'Auto cord winder'],
    lines: [
      p('eureka-forbes', 'Quick Clean DX 1200 W Vacuum Cleaner', 'Quick Clean DX', 7990),
      p('philips', 'PowerPro Compact 1900 W Bagless Vacuum Cleaner', 'FC9352/01', 12995),
      p('kent', 'Force Cyclonic Vacuum Cleaner', 'Force', 9000),
    ],
  },
  {
    category: 'vacuum-cleaners', subcategory: 'stick-vacuum-cleaners', kind: 'vacuum-cleaner', box: [72, 26, 22],
    pitch: 'is cordless: grab it for a quick clean of the floor, the stairs or the car, with no plug to move.',
    highlights: ['Cordless, up to 60 minutes run time', 'Converts to a handheld', 'Wall-mounted charging dock', 'Whole-machine filtration', 'LCD screen shows run time'],
    lines: [
      p('dyson', 'V12 Detect Slim Cordless Vacuum Cleaner', 'V12 Detect Slim', 58900),
      p('dyson', 'V8 Absolute Cordless Vacuum Cleaner', 'V8 Absolute', 36900),
      p('eureka-forbes', 'Supervac Cordless Handheld Vacuum Cleaner', 'Supervac Cordless', 12999),
    ],
  },
  {
    category: 'vacuum-cleaners', subcategory: 'robotic-vacuum-cleaners', kind: 'vacuum-cleaner', box: [44, 44, 14],
    pitch: 'vacuums and mops the floors on its own while you are at work, and returns to its dock to charge.',
    highlights: ['Vacuums and mops in one pass', 'Laser navigation maps every room', 'Schedules from the phone app', 'Auto-recharge and resume', 'Works with Alexa and Google Assistant'],
    lines: [
      p('xiaomi', 'Robot Vacuum Mop 2i', '2i', 29999),
      p('eureka-forbes', 'Robo Vac and Mop LVAC Voice Pro', 'LVAC Voice Pro', 39999),
    ],
  },

  // ---------- Lifestyle ----------
  {
    category: 'watches', subcategory: 'mens-watches', kind: 'watch', box: [12, 10, 8],
    pitch: 'is an analog watch with a clean dial that goes as well with office wear as with a weekend outfit.',
    highlights: ['Water resistant to 50 m', 'Mineral glass', 'Quartz movement', 'Stainless steel case', 'Comes in the original gift box'],
    lines: [
      p('titan', 'Neo Analog Watch for Men', '1805SM03', 5495, { gender: 'Men' }),
      p('titan', 'Karishma Analog Watch for Men', '1774SM01', 2895, { gender: 'Men' }),
      p('fastrack', 'Casual Analog Watch for Men', '3120SL01', 1995, { gender: 'Men' }),
      p('fastrack', 'Tees Analog Watch for Men', '3224NL01', 2195, { gender: 'Men', colors: ['Black', 'Blue'] }),
    ],
  },
  {
    category: 'watches', subcategory: 'womens-watches', kind: 'watch', box: [12, 10, 8],
    pitch: 'is a slim analog watch for women, elegant enough for a wedding and light enough for every day.',
    highlights: ['Water resistant to 30 m', 'Mineral glass', 'Quartz movement', 'Brass case with rose-gold finish', 'Comes in the original gift box'],
    lines: [
      p('titan', 'Raga Analog Watch for Women', '2606WM08', 9995, { gender: 'Women' }),
      p('titan', 'Lagan Analog Watch for Women', '2480YM07', 4495, { gender: 'Women' }),
      p('fastrack', 'Minimalists Analog Watch for Women', '6218SL01', 1695, { gender: 'Women' }),
    ],
  },
  {
    category: 'bags-luggage', subcategory: 'backpacks', kind: 'backpack', box: [48, 32, 12],
    pitch: 'carries a laptop, a lunch box and a water bottle, with padded straps for long commutes.',
    highlights: ['Padded laptop sleeve up to 15.6 inch', 'Water-repellent fabric', 'Two side bottle pockets', 'Padded, breathable back panel', 'Front organiser pocket'],
    lines: [
      p('skybags', 'Brat 46 cm 28 L Casual Backpack', 'Brat', 2100, { gender: 'Unisex', colors: ['Black', 'Navy Blue', 'Red'] }),
      p('american-tourister', 'Valex 28 L Laptop Backpack', 'Valex', 2900, { gender: 'Unisex' }),
      p('fastrack', '25 L Laptop Backpack', 'A0763NBL01', 1995, { gender: 'Unisex' }),
      p('skybags', 'Komet 30 L Laptop Backpack', 'Komet', 2400, { gender: 'Unisex' }),
    ],
  },
  {
    category: 'bags-luggage', subcategory: 'trolley-bags', kind: 'trolley-bag', box: [72, 48, 30],
    pitch: 'rolls smoothly on four spinner wheels and keeps clothes safe in a tough hard shell.',
    highlights: ['Four 360° spinner wheels', 'TSA number lock', 'Polypropylene hard shell', 'Cross straps inside', 'Telescopic trolley handle'],
    lines: [
      p('american-tourister', 'Ivy 68 cm Medium Hard Trolley Bag', 'Ivy 68', 8400, { gender: 'Unisex', colors: ['Black', 'Wine Red'] }),
      p('american-tourister', 'Linex 55 cm Cabin Hard Trolley Bag', 'Linex 55', 7700, { gender: 'Unisex' }),
      p('skybags', 'Trooper 79 cm Large Hard Trolley Bag', 'Trooper 79', 9450, { gender: 'Unisex' }),
      p('skybags', 'Mint 55 cm Cabin Soft Trolley Bag', 'Mint 55', 4500, { gender: 'Unisex' }),
    ],
  },
  {
    category: 'bags-luggage', subcategory: 'duffle-bags', kind: 'backpack', box: [55, 30, 12],
    pitch: 'is a roomy duffle for a weekend trip or the gym, with a shoe compartment and a shoulder strap.',
    highlights: ['Separate shoe compartment', 'Detachable shoulder strap', 'Water-repellent fabric', 'Heavy-duty zips'],
    lines: [
      p('american-tourister', 'Bon Voyage 52 cm Duffle Bag', 'Bon Voyage', 3100, { gender: 'Unisex' }),
      p('skybags', 'Zerk 55 cm Travel Duffle Bag', 'Zerk 55', 2800, { gender: 'Unisex' }),
    ],
  },
  {
    category: 'sunglasses', subcategory: 'aviator-sunglasses', kind: 'sunglasses', box: [18, 8, 6],
    pitch: 'are classic aviators with UV400 lenses that cut the glare of a bright Indian afternoon.',
    highlights: ['100% UV400 protection', 'Metal frame with adjustable nose pads', 'Scratch-resistant lenses', 'Hard case and cleaning cloth included'],
    lines: [
      p('fastrack', 'UV Protected Aviator Sunglasses for Men', 'M165GR1', 1299, { gender: 'Men' }),
      p('titan', 'Polarized Aviator Sunglasses for Men', 'GC312BK1P', 3499, { gender: 'Men' }),
      p('fastrack', 'Gradient Aviator Sunglasses for Women', 'P357BR3F', 1399, { gender: 'Women' }),
    ],
  },
  {
    category: 'sunglasses', subcategory: 'wayfarer-sunglasses', kind: 'sunglasses', box: [18, 8, 6],
    pitch: 'are everyday wayfarers with UV400 lenses in a light, durable frame.',
    highlights: ['100% UV400 protection', 'Light acetate frame', 'Scratch-resistant lenses', 'Hard case and cleaning cloth included'],
    lines: [
      p('fastrack', 'UV Protected Wayfarer Sunglasses', 'P357BK1', 1199, { gender: 'Unisex' }),
      p('titan', 'Polarized Wayfarer Sunglasses for Women', 'GL275BR1P', 2999, { gender: 'Women' }),
    ],
  },
  {
    category: 'footwear', subcategory: 'sneakers', kind: 'shoes', box: [33, 22, 12],
    pitch: 'are comfortable everyday sneakers with a cushioned sole, easy to pair with jeans or chinos.',
    highlights: ['Cushioned insole', 'Breathable upper', 'Anti-slip rubber sole', 'Lace-up closure'],
    lines: [
      p('fastrack', 'Canvas Low Top Sneakers for Men', 'FS5040', 1999, { gender: 'Men', colors: ['White', 'Black', 'Navy'] }),
      p('fastrack', 'Chunky Sneakers for Women', 'FW2231', 2299, { gender: 'Women' }),
    ],
  },
  {
    category: 'footwear', subcategory: 'sports-shoes', kind: 'shoes', box: [33, 22, 12],
    pitch: 'are light sports shoes for morning walks, runs and the gym.',
    highlights: ['Lightweight EVA midsole', 'Breathable mesh upper', 'Anti-slip rubber sole', 'Padded collar'],
    lines: [
      p('fastrack', 'Running Shoes for Men', 'FR3012', 2499, { gender: 'Men' }),
      p('fastrack', 'Walking Shoes for Women', 'FW3120', 1999, { gender: 'Women' }),
    ],
  },
  {
    category: 'footwear', subcategory: 'flip-flops', kind: 'shoes', box: [30, 12, 6],
    pitch: 'are soft, water-friendly flip flops for home, the beach and the monsoon.',
    highlights: ['Soft, cushioned footbed', 'Water-friendly', 'Anti-slip sole'],
    lines: [p('fastrack', 'Flip Flops for Men', 'FF1001', 599, { gender: 'Men', colors: ['Black', 'Blue'] })],
  },

  // ---------- Mobiles & Laptops ----------
  {
    category: 'smartphones', subcategory: 'android-phones', kind: 'smartphone', box: [18, 9, 6],
    pitch: 'is a 5G Android smartphone with a bright display, an all-day battery and a capable camera.',
    highlights: ['5G ready', 'AMOLED display with 120 Hz refresh rate', '50 MP main camera with OIS', '5000 mAh battery with fast charging', 'In-display fingerprint sensor', 'Two years of Android updates'],
    origin: 'India',
    lines: [
      p('samsung', 'Galaxy S23 FE 5G', 'SM-S711B', 79999, { details: '8GB RAM, 128GB Storage', colors: ['Mint', 'Graphite', 'Purple'] }),
      p('samsung', 'Galaxy M34 5G', 'SM-M346B', 24499, { details: '6GB RAM, 128GB Storage', colors: ['Midnight Blue', 'Prism Silver'] }),
      p('samsung', 'Galaxy A54 5G', 'SM-A546E', 45999, { details: '8GB RAM, 256GB Storage', colors: ['Awesome Violet'] }),
      p('oneplus', 'Nord CE 3 Lite 5G', 'CPH2467', 19999, { details: '8GB RAM, 128GB Storage', colors: ['Pastel Lime', 'Chromatic Gray'] }),
      p('oneplus', '11R 5G', 'CPH2487', 39999, { details: '8GB RAM, 128GB Storage', colors: ['Sonic Black', 'Galactic Silver'] }),
      p('xiaomi', 'Redmi Note 13 Pro 5G', '2312DRA50I', 28999, { details: '8GB RAM, 128GB Storage', colors: ['Midnight Black', 'Arctic White'] }),
      p('xiaomi', 'Redmi 13C 5G', '23124RN87I', 12999, { details: '4GB RAM, 128GB Storage', colors: ['Starlight Black'] }),
      p('realme', '11 Pro 5G', 'RMX3771', 27999, { details: '8GB RAM, 128GB Storage', colors: ['Sunrise Beige', 'Astral Black'] }),
      p('realme', 'narzo 60 5G', 'RMX3750', 19999, { details: '8GB RAM, 128GB Storage', colors: ['Cosmic Black'] }),
    ],
  },
  {
    category: 'smartphones', subcategory: 'iphones', kind: 'smartphone', box: [17, 9, 5],
    pitch: 'runs iOS on an Apple A-series chip, with a dual camera system and Face ID.',
    highlights: ['Super Retina XDR OLED display', 'Advanced dual-camera system', 'Face ID', 'Ceramic Shield front', 'Water resistant (IP68)', 'Five or more years of iOS updates'],
    origin: 'India',
    lines: [
      p('apple', 'iPhone 15', 'MTP43HN/A', 79900, { details: '128 GB', colors: ['Black', 'Blue', 'Pink'] }),
      p('apple', 'iPhone 14', 'MPVN3HN/A', 69900, { details: '128 GB', colors: ['Midnight', 'Starlight'] }),
      p('apple', 'iPhone 13', 'MLPF3HN/A', 59900, { details: '128 GB', colors: ['Midnight'] }),
      p('apple', 'iPhone 15 Pro', 'MTUX3HN/A', 144900, { details: '256 GB', colors: ['Natural Titanium'] }),
    ],
  },
  {
    category: 'laptops', subcategory: 'thin-and-light-laptops', kind: 'laptop', box: [46, 32, 8],
    pitch: 'is a thin and light laptop for office work, online classes and streaming, with a full-size keyboard.',
    highlights: ['Full HD anti-glare display', 'Backlit keyboard', 'Fast charge: 50% in 45 minutes', 'Wi-Fi 6 and Bluetooth 5.2', 'MS Office Home and Student preinstalled', 'Weighs about 1.6 kg'],
    origin: 'China',
    lines: [
      p('hp', '15s Thin and Light Laptop Intel Core i5 12th Gen (16 GB/512 GB SSD/Windows 11 Home)', '15s-fq5111TU', 66450),
      p('dell', 'Inspiron 3520 Laptop Intel Core i5 12th Gen (8 GB/512 GB SSD/Windows 11 Home)', 'D560871WIN9B', 68990),
      p('lenovo', 'IdeaPad Slim 3 Laptop AMD Ryzen 5 7520U (16 GB/512 GB SSD/Windows 11 Home)', '82XQ00BBIN', 64890),
      p('samsung', 'Galaxy Book3 Laptop Intel Core i5 13th Gen (16 GB/512 GB SSD/Windows 11 Home)', 'NP750XFG-KB2IN', 89990),
      p('hp', 'Pavilion 14 Laptop Intel Core i5 13th Gen (16 GB/512 GB SSD/Windows 11 Home)', '14-dv2014TU', 79990),
    ],
  },
  {
    category: 'laptops', subcategory: 'gaming-laptops', kind: 'laptop', box: [50, 34, 10],
    pitch: 'is a gaming laptop with a dedicated NVIDIA graphics card and a high refresh rate screen, equally good for video editing.',
    highlights: ['NVIDIA GeForce RTX graphics', '144 Hz Full HD display', 'Dual-fan cooling', 'Backlit gaming keyboard', 'Wi-Fi 6'],
    origin: 'China',
    lines: [
      p('hp', 'Victus Gaming Laptop AMD Ryzen 5 (16 GB/512 GB SSD/RTX 3050/Windows 11 Home)', '15-fb0157AX', 76999),
      p('lenovo', 'LOQ Gaming Laptop Intel Core i5 12th Gen (16 GB/512 GB SSD/RTX 3050/Windows 11 Home)', '83GS0034IN', 93990),
      p('dell', 'G15 5530 Gaming Laptop Intel Core i7 13th Gen (16 GB/1 TB SSD/RTX 4050/Windows 11 Home)', 'G15-5530', 142990),
    ],
  },
  {
    category: 'laptops', subcategory: 'macbooks', kind: 'laptop', box: [40, 28, 7],
    pitch: 'runs macOS on Apple silicon: silent, cool and with a battery that lasts a full working day and more.',
    highlights: ['Liquid Retina display', 'Up to 18 hours of battery life', 'Fanless, silent design (Air)', 'Magic Keyboard with Touch ID', '1080p FaceTime HD camera'],
    origin: 'China',
    lines: [
      p('apple', 'MacBook Air Laptop Apple M2 chip 13.6 inch', 'MLY33HN/A', 114900, { details: '8 GB/256 GB SSD', colors: ['Midnight', 'Starlight'] }),
      p('apple', 'MacBook Pro 14 inch Apple M3 chip', 'MTL73HN/A', 169900, { details: '8 GB/512 GB SSD', colors: ['Space Grey'] }),
    ],
  },
  {
    category: 'tablets', subcategory: 'android-tablets', kind: 'tablet', box: [30, 20, 6],
    pitch: 'is an Android tablet for movies, online classes and video calls, with speakers loud enough for the whole family.',
    highlights: ['Large 11 inch class display', 'Quad speakers with Dolby Atmos', 'All-day battery', 'Kids mode with parental controls', 'Expandable storage'],
    origin: 'China',
    lines: [
      p('samsung', 'Galaxy Tab S9 FE Wi-Fi Tablet 10.9 inch', 'SM-X510', 44999, { details: '6 GB RAM, 128 GB', colors: ['Gray', 'Mint'] }),
      p('samsung', 'Galaxy Tab A9+ Wi-Fi Tablet 11 inch', 'SM-X210', 20999, { details: '4 GB RAM, 64 GB', colors: ['Graphite'] }),
      p('lenovo', 'Tab M10 Plus 3rd Gen Tablet 10.6 inch', 'TB-128XU', 26000, { details: '4 GB RAM, 128 GB', colors: ['Storm Grey'] }),
      p('xiaomi', 'Pad 6 Tablet 11 inch', '23043RP34I', 30999, { details: '8 GB RAM, 256 GB', colors: ['Graphite Gray'] }),
      p('oneplus', 'Pad Go Tablet 11.35 inch', 'OPD2304', 21999, { details: '8 GB RAM, 128 GB', colors: ['Twin Mint'] }),
      p('realme', 'Pad 2 Tablet 11.5 inch', 'RMP2204', 19999, { details: '6 GB RAM, 128 GB', colors: ['Imagination Grey'] }),
    ],
  },
  {
    category: 'tablets', subcategory: 'ipads', kind: 'tablet', box: [29, 21, 5],
    pitch: 'runs iPadOS on an Apple chip: great for notes with Apple Pencil, drawing, reading and streaming.',
    highlights: ['Liquid Retina display', 'Works with Apple Pencil', 'All-day battery life', 'Landscape front camera for video calls', 'USB-C'],
    origin: 'China',
    lines: [
      p('apple', 'iPad 10th Gen Wi-Fi 10.9 inch', 'MPQ03HN/A', 44900, { details: '64 GB', colors: ['Blue', 'Silver'] }),
      p('apple', 'iPad Air 5th Gen Wi-Fi 10.9 inch', 'MM9C3HN/A', 59900, { details: '64 GB', colors: ['Space Grey'] }),
    ],
  },
  {
    category: 'smartwatches', subcategory: 'smart-watches', kind: 'smartwatch', box: [14, 10, 8],
    pitch: 'tracks steps, heart rate, sleep and workouts, and shows calls and messages on your wrist.',
    highlights: ['Always-on display', 'Heart rate and SpO2 tracking', 'Bluetooth calling', '100+ sports modes', 'Water resistant (5 ATM)', 'Multi-day battery life'],
    lines: [
      p('apple', 'Watch SE GPS 44 mm', 'MRE93HN/A', 32900, { colors: ['Midnight', 'Starlight'] }),
      p('samsung', 'Galaxy Watch6 Bluetooth 44 mm', 'SM-R940', 32999, { colors: ['Graphite', 'Silver'] }),
      p('boat', 'Wave Call Smartwatch with 1.69 inch Display', 'Wave Call', 7990, { colors: ['Active Black', 'Deep Blue'] }),
      p('fastrack', 'Reflex Play Smartwatch with AMOLED Display', 'Reflex Play', 7995),
      p('titan', 'Smart Pro Smartwatch with AMOLED Display', 'Smart Pro', 13995),
      p('oneplus', 'Watch 2 with Wear OS', 'W502', 24999),
    ],
  },
  {
    category: 'smartwatches', subcategory: 'fitness-bands', kind: 'smartwatch', box: [12, 8, 6],
    pitch: 'is a light fitness band that counts steps, tracks sleep and lasts two weeks on a charge.',
    highlights: ['Two weeks of battery life', 'Heart rate and SpO2 tracking', 'Sleep tracking', 'Water resistant (5 ATM)', 'Call and message alerts'],
    lines: [
      p('xiaomi', 'Smart Band 8 Active', 'M2302B1', 3999),
      p('realme', 'Band 2 Fitness Tracker', 'RMA183', 2999),
      p('samsung', 'Galaxy Fit3 Fitness Band', 'SM-R390', 5999),
    ],
  },

  // ---------- Sound systems ----------
  {
    category: 'soundbars', subcategory: 'soundbars-2-1-channel', kind: 'soundbar', box: [96, 40, 30],
    pitch: 'adds a soundbar and a subwoofer to your TV, for clear dialogue and bass you can feel.',
    highlights: ['Wireless subwoofer', 'HDMI ARC and optical input', 'Bluetooth music streaming', 'Wall-mountable', 'Night mode and voice enhancement'],
    lines: [
      p('sony', 'HT-S400 2.1 Channel Soundbar with Wireless Subwoofer', 'HT-S400', 29990),
      p('samsung', '2.1 Channel Soundbar with Wireless Subwoofer', 'HW-T450/XL', 25990),
      p('lg', '2.1 Channel Soundbar with Wireless Subwoofer', 'SQC2', 22990),
      p('jbl', 'Cinema SB241 2.1 Channel Soundbar with Wired Subwoofer', 'Cinema SB241', 14999),
      p('boat', 'Aavante Bar 1700D 2.1 Channel Soundbar', 'Aavante Bar 1700D', 21990),
      p('philips', 'TAB5706 2.1 Channel Soundbar with Wireless Subwoofer', 'TAB5706', 19990),
    ],
  },
  {
    category: 'soundbars', subcategory: 'dolby-atmos-soundbars', kind: 'soundbar', box: [110, 42, 32],
    pitch: 'decodes Dolby Atmos, so sound comes from above as well as around you: a home theatre without the wires.',
    highlights: ['Dolby Atmos and DTS:X', 'HDMI eARC', 'Room calibration', 'Wi-Fi, AirPlay and Chromecast', 'Voice assistant support'],
    lines: [
      p('sony', 'HT-S2000 Dolby Atmos 3.1 Channel Soundbar', 'HT-S2000', 54990),
      p('samsung', 'Q-Series 5.1.2 Channel Dolby Atmos Soundbar', 'HW-Q700C/XL', 64990),
      p('bose', 'Smart Soundbar 600 with Dolby Atmos', 'Smart Soundbar 600', 59900),
      p('jbl', 'Bar 500 5.1 Channel Dolby Atmos Soundbar', 'Bar 500', 69999),
      p('lg', 'S75Q 3.1.2 Channel Dolby Atmos Soundbar', 'S75Q', 49990),
    ],
  },
  {
    category: 'bluetooth-speakers', subcategory: 'portable-speakers', kind: 'bluetooth-speaker', box: [24, 12, 12],
    pitch: 'is a portable Bluetooth speaker that goes from the balcony to the beach, with a battery that lasts the party.',
    highlights: ['IP67 dust and waterproof', 'Up to 12 hours of playtime', 'Pair two speakers for stereo', 'USB-C charging', 'Built-in mic for calls'],
    lines: [
      p('jbl', 'Flip 6 Portable Bluetooth Speaker', 'Flip 6', 14999, { colors: ['Black', 'Blue', 'Red'] }),
      p('jbl', 'Go 3 Portable Bluetooth Speaker', 'Go 3', 3999),
      p('sony', 'SRS-XB13 Extra Bass Portable Bluetooth Speaker', 'SRS-XB13', 4990),
      p('boat', 'Stone 1200 14 W Bluetooth Speaker', 'Stone 1200', 7990),
      p('bose', 'SoundLink Flex Bluetooth Speaker', 'SoundLink Flex', 15900),
    ],
  },
  {
    category: 'bluetooth-speakers', subcategory: 'smart-speakers', kind: 'bluetooth-speaker', box: [20, 20, 22],
    pitch: 'is a smart speaker you talk to: play music, set reminders and control smart home devices by voice.',
    highlights: ['Voice assistant built in', 'Controls smart home devices', 'Wi-Fi and Bluetooth', 'Room-filling sound'],
    lines: [
      p('bose', 'Home Speaker 500 Smart Speaker', 'Home Speaker 500', 45000),
      p('xiaomi', 'Smart Speaker with IR Control', 'L05G', 4999),
    ],
  },
  {
    category: 'headphones', subcategory: 'wireless-headphones', kind: 'headphones', box: [24, 20, 10],
    pitch: 'are wireless headphones with long battery life, made for the metro commute, flights and work calls.',
    highlights: ['Active noise cancellation', 'Up to 30 hours of battery', 'Quick charge: 3 hours of play in 10 minutes', 'Multipoint connection', 'Soft, foldable design'],
    lines: [
      p('sony', 'WH-1000XM5 Wireless Noise Cancelling Headphones', 'WH-1000XM5', 34990, { colors: ['Black', 'Silver'] }),
      p('sony', 'WH-CH520 Wireless On Ear Headphones', 'WH-CH520', 4990, { colors: ['Black', 'Blue'] }),
      p('bose', 'QuietComfort 45 Wireless Headphones', 'QuietComfort 45', 32900),
      p('jbl', 'Tune 760NC Wireless Over Ear Headphones', 'Tune 760NC', 7999),
      p('boat', 'Rockerz 450 Bluetooth On Ear Headphones with Mic', 'Rockerz 450', 3990, { colors: ['Luscious Black', 'Aqua Blue'] }),
      p('sennheiser', 'Momentum 4 Wireless Headphones', 'Momentum 4', 34990),
    ],
  },
  {
    category: 'headphones', subcategory: 'wired-headphones', kind: 'headphones', box: [22, 18, 8],
    pitch: 'are wired headphones: no charging, no lag, just plug in and listen.',
    highlights: ['3.5 mm jack', 'Closed-back design', 'Lightweight headband', 'Tangle-free cable'],
    lines: [
      p('sennheiser', 'HD 206 Wired Over Ear Headphones', 'HD 206', 2990),
      p('sony', 'MDR-ZX110A Wired On Ear Headphones', 'MDR-ZX110A', 1390),
      p('boat', 'BassHeads 900 Wired Over Ear Headphones', 'BassHeads 900', 1990),
    ],
  },
  {
    category: 'earbuds', subcategory: 'true-wireless-earbuds', kind: 'earbuds', box: [12, 10, 5],
    pitch: 'are true wireless earbuds with a pocket-size charging case and clear calls.',
    highlights: ['Active noise cancellation', 'Up to 30 hours with the case', 'IPX4 sweat and splash resistant', 'Touch controls', 'Low-latency gaming mode'],
    lines: [
      p('apple', 'AirPods Pro (2nd generation) with MagSafe Case (USB-C)', 'MTJV3HN/A', 24900),
      p('samsung', 'Galaxy Buds2 Pro', 'SM-R510', 17999, { colors: ['Graphite', 'Bora Purple'] }),
      p('oneplus', 'Buds 3 True Wireless Earbuds', 'E509A', 5499, { colors: ['Metallic Gray', 'Splendid Blue'] }),
      p('boat', 'Airdopes 141 True Wireless Earbuds', 'Airdopes 141', 4490),
      p('jbl', 'Tune 230NC True Wireless Earbuds', 'Tune 230NC', 7999),
      p('sony', 'WF-1000XM5 Noise Cancelling True Wireless Earbuds', 'WF-1000XM5', 24990),
      p('realme', 'Buds Air 5 True Wireless Earbuds', 'RMA2301', 4999),
    ],
  },
  {
    category: 'earbuds', subcategory: 'neckbands', kind: 'earbuds', box: [16, 12, 5],
    pitch: 'is a Bluetooth neckband you can wear all day, with magnetic buds that never get lost.',
    highlights: ['Up to 30 hours of playtime', 'Fast charging: 10 minutes for 10 hours', 'Magnetic earbuds', 'IPX5 sweat resistant', 'Dual pairing'],
    lines: [
      p('boat', 'Rockerz 255 Pro+ Bluetooth Neckband', 'Rockerz 255 Pro+', 3990),
      p('oneplus', 'Bullets Wireless Z2 Bluetooth Neckband', 'Bullets Wireless Z2', 2299),
      p('realme', 'Buds Wireless 3 Bluetooth Neckband', 'RMA2208', 2299),
    ],
  },
  {
    category: 'party-speakers', kind: 'party-speaker', box: [48, 44, 82],
    pitch: 'is a party speaker with big bass, light effects and a mic input for karaoke nights.',
    highlights: ['Karaoke mic and guitar input', 'Party lights synced to the music', 'Up to 12 hours of playtime', 'Wheels and a handle', 'Connect several speakers'],
    lines: [
      p('sony', 'SRS-XV800 Party Speaker', 'SRS-XV800', 54990),
      p('jbl', 'PartyBox 110 Party Speaker', 'PartyBox 110', 39999),
      p('lg', 'XBOOM RNC5 Party Speaker', 'RNC5', 29990),
      p('boat', 'PartyPal 300 Party Speaker with Karaoke Mic', 'PartyPal 300', 24990),
      p('samsung', 'Sound Tower Party Speaker', 'MX-ST40B', 26990),
    ],
  },

  // ---------- Toys ----------
  {
    category: 'remote-control-toys', subcategory: 'rc-cars', kind: 'toy-car', box: [36, 18, 16],
    pitch: 'is a rechargeable remote control car that zips across the floor and takes on ramps.',
    highlights: ['Rechargeable battery with USB charger', 'Full-function remote: forward, reverse, left, right', 'Tough body survives crashes', 'Non-toxic materials'],
    lines: [
      toy('hot-wheels', 'RC Corvette Stingray 1:16 Scale Remote Control Car', 'GVL02', 3499, '6-8-years', 'Boys'),
      toy('funskool', 'Rock Crawler RC Monster Truck', '9615300', 2999, '9-12-years', 'Boys'),
      toy('hot-wheels', 'RC Rhinomite 1:64 Scale Remote Control Car', 'GWB72', 1999, '6-8-years', 'Unisex'),
      toy('lego', 'Technic Remote Controlled Stunt Racer', '42095', 9999, '9-12-years', 'Boys'),
    ],
  },
  {
    category: 'remote-control-toys', subcategory: 'track-sets', kind: 'toy-car', box: [46, 36, 12],
    pitch: 'turns the living room floor into a race track, with loops, launchers and die-cast cars.',
    highlights: ['Includes die-cast car(s)', 'Connects with other track sets', 'Easy to assemble', 'Non-toxic materials'],
    lines: [
      toy('hot-wheels', 'City Ultimate Garage Track Set', 'GJL14', 7999, '6-8-years', 'Unisex'),
      toy('hot-wheels', 'Action Loop Cyclone Challenge Track Set', 'GJM77', 2999, '6-8-years', 'Boys'),
      toy('hot-wheels', '5-Car Gift Pack of Die-cast Cars', '01806', 899, '3-5-years', 'Unisex'),
      toy('hot-wheels', 'Monster Trucks Mega Wrex Vehicle', 'GCX15', 1499, '3-5-years', 'Boys'),
    ],
  },
  {
    category: 'building-blocks', subcategory: 'starter-building-sets', kind: 'building-blocks', box: [28, 26, 10],
    pitch: 'is a building set with big, easy-to-hold pieces that grows fine motor skills and imagination.',
    highlights: ['Large, easy-grip bricks', 'Compatible with other sets of the range', 'Building guide included', 'Non-toxic, BPA-free plastic'],
    lines: [
      toy('lego', 'DUPLO My First Number Train', '10954', 3499, '0-2-years', 'Unisex'),
      toy('lego', 'DUPLO Town Big Family House on Wheels', '10986', 5999, '3-5-years', 'Unisex'),
      toy('lego', 'Classic Medium Creative Brick Box', '10696', 2999, '3-5-years', 'Unisex'),
      toy('lego', 'Friends Heartlake City Cafe', '42618', 2599, '6-8-years', 'Girls'),
      toy('funskool', 'Giggles Senso Blocks Stacking Toy', '9427500', 599, '0-2-years', 'Unisex', true),
    ],
  },
  {
    category: 'building-blocks', subcategory: 'advanced-building-sets', kind: 'building-blocks', box: [38, 26, 8],
    pitch: 'is a detailed build for older kids and grown-ups, with step-by-step instructions and a model worth displaying.',
    highlights: ['Step-by-step building instructions', 'Detailed display model', 'Makes a great gift', 'Compatible with other LEGO sets'],
    lines: [
      toy('lego', 'Technic Ford Mustang Shelby GT500', '42138', 4999, '9-12-years', 'Boys'),
      toy('lego', 'City Police Station', '60316', 8499, '6-8-years', 'Boys'),
      toy('lego', 'Creator 3 in 1 Majestic Tiger', '31129', 5799, '9-12-years', 'Unisex'),
      toy('lego', 'Icons Bonsai Tree', '10281', 4699, '13-plus-years', 'Unisex'),
      toy('lego', 'Technic Lamborghini Huracan Tecnica', '42161', 4699, '9-12-years', 'Boys'),
      toy('lego', 'Friends Friendship Tree House Hangout', '42652', 8999, '9-12-years', 'Girls'),
    ],
  },
  {
    category: 'soft-toys', kind: 'teddy-bear', box: [32, 24, 20],
    pitch: 'is a soft, huggable plush toy made from baby-safe fabric and filling.',
    highlights: ['Super-soft plush fabric', 'Baby-safe, non-toxic materials', 'Securely stitched eyes', 'Surface washable'],
    lines: [
      toy('funskool', 'Giggles Teddy Bear Soft Toy 30 cm', '9611000', 699, '0-2-years', 'Unisex', true),
      toy('funskool', 'Giggles Bunny Soft Toy 25 cm', '9611200', 599, '0-2-years', 'Girls', true),
      toy('funskool', 'Giggles Musical Elephant Soft Toy', '9611500', 899, '0-2-years', 'Unisex', true),
      toy('funskool', 'Peppa Pig Plush Soft Toy 30 cm', '9613100', 899, '3-5-years', 'Girls', true),
      toy('funskool', 'Disney Mickey Mouse Plush Soft Toy 30 cm', '9613400', 999, '3-5-years', 'Unisex', true),
    ],
  },
  {
    category: 'puzzles-board-games', subcategory: 'jigsaw-puzzles', kind: 'puzzle', box: [30, 22, 6],
    pitch: 'is a jigsaw puzzle printed on thick board, with pieces that lock firmly together.',
    highlights: ['Thick, sturdy pieces', 'Poster of the picture included', 'Builds concentration and patience', 'Non-toxic inks'],
    lines: [
      toy('funskool', 'Play and Learn World Map Jigsaw Puzzle 104 Pieces', '9580400', 499, '6-8-years', 'Unisex', true),
      toy('funskool', 'Marvel Avengers Jigsaw Puzzle 500 Pieces', '9580900', 699, '9-12-years', 'Boys', true),
      toy('funskool', 'Disney Frozen II Jigsaw Puzzle 60 Pieces', '9580600', 399, '3-5-years', 'Girls', true),
      toy('funskool', 'Taj Mahal Jigsaw Puzzle 1000 Pieces', '9581200', 899, '13-plus-years', 'Unisex', true),
    ],
  },
  {
    category: 'puzzles-board-games', subcategory: 'board-games', kind: 'board-game', box: [40, 27, 6],
    pitch: 'is a family board game for game nights, holidays and rainy afternoons.',
    highlights: ['For 2 to 6 players', 'Complete set of pieces', 'Easy rules printed in English and Hindi', 'Great for family time'],
    lines: [
      toy('funskool', 'Monopoly Classic Board Game', '9500300', 1499, '9-12-years', 'Unisex', true),
      toy('funskool', 'Scrabble Original Board Game', '9500400', 1399, '13-plus-years', 'Unisex', true),
      toy('funskool', 'Cluedo Classic Mystery Board Game', '9500500', 1299, '13-plus-years', 'Unisex', true),
      toy('funskool', 'Snakes and Ladders and Ludo 2 in 1 Board Game', '9500700', 399, '6-8-years', 'Unisex', true),
      toy('funskool', 'Jenga Classic Stacking Game', '9500900', 999, '6-8-years', 'Unisex', true),
    ],
  },
  {
    category: 'ride-ons', kind: 'ride-on', box: [70, 36, 40],
    pitch: 'is a sturdy ride-on for toddlers and young children, stable on the floor and in the park.',
    highlights: ['Sturdy, stable base', 'Non-toxic, BPA-free plastic', 'Easy to assemble', 'Holds up to 25 kg'],
    lines: [
      toy('funskool', 'Giggles Bouncy Ride-on Horse', '9621000', 2499, '0-2-years', 'Unisex', true),
      toy('funskool', 'Giggles Push Car Ride-on', '9621200', 3299, '0-2-years', 'Unisex', true),
      toy('funskool', 'Giggles Tricycle with Parent Handle', '9621500', 4999, '3-5-years', 'Unisex', true),
      toy('funskool', 'Battery Operated 12V Ride-on Jeep', '9622000', 14999, '3-5-years', 'Boys', true),
      toy('funskool', 'Giggles Scooty Ride-on', '9621800', 2999, '3-5-years', 'Girls', true),
    ],
  },
];
