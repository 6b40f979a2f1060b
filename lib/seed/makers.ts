// Who makes and who sells each brand in India, for the "Other information" and
// specification blocks of the product page. Country of origin is the brand's usual
// one; a shelf can override it (laptops and tablets are mostly made in China).
import { store } from '@/lib/config';
import type { BrandSlug } from './products';

export interface Maker {
  manufacturer: string;
  marketer: string;
  origin: string;
}

export const makers: Record<BrandSlug, Maker> = {
  samsung: { manufacturer: 'Samsung India Electronics Pvt. Ltd., Noida', marketer: 'Samsung India Electronics Pvt. Ltd.', origin: 'India' },
  lg: { manufacturer: 'LG Electronics India Pvt. Ltd., Greater Noida', marketer: 'LG Electronics India Pvt. Ltd.', origin: 'India' },
  sony: { manufacturer: 'Sony Corporation', marketer: 'Sony India Pvt. Ltd., New Delhi', origin: 'Malaysia' },
  panasonic: { manufacturer: 'Panasonic Life Solutions India Pvt. Ltd.', marketer: 'Panasonic Marketing India Pvt. Ltd.', origin: 'India' },
  whirlpool: { manufacturer: 'Whirlpool of India Ltd., Pune', marketer: 'Whirlpool of India Ltd.', origin: 'India' },
  godrej: { manufacturer: 'Godrej & Boyce Mfg. Co. Ltd., Mumbai', marketer: 'Godrej & Boyce Mfg. Co. Ltd.', origin: 'India' },
  haier: { manufacturer: 'Haier Appliances India Pvt. Ltd., Greater Noida', marketer: 'Haier Appliances India Pvt. Ltd.', origin: 'India' },
  bosch: { manufacturer: 'BSH Household Appliances Manufacturing Pvt. Ltd., Chennai', marketer: 'BSH Household Appliances Manufacturing Pvt. Ltd.', origin: 'India' },
  ifb: { manufacturer: 'IFB Industries Ltd., Goa', marketer: 'IFB Industries Ltd., Kolkata', origin: 'India' },
  voltas: { manufacturer: 'Voltas Ltd., Pantnagar', marketer: 'Voltas Ltd., Mumbai', origin: 'India' },
  'blue-star': { manufacturer: 'Blue Star Ltd., Wada', marketer: 'Blue Star Ltd., Mumbai', origin: 'India' },
  daikin: { manufacturer: 'Daikin Airconditioning India Pvt. Ltd., Neemrana', marketer: 'Daikin Airconditioning India Pvt. Ltd.', origin: 'India' },
  havells: { manufacturer: 'Havells India Ltd., Haridwar', marketer: 'Havells India Ltd., Noida', origin: 'India' },
  bajaj: { manufacturer: 'Bajaj Electricals Ltd.', marketer: 'Bajaj Electricals Ltd., Mumbai', origin: 'India' },
  philips: { manufacturer: 'Philips Domestic Appliances India Ltd.', marketer: 'Philips Domestic Appliances India Ltd., Gurugram', origin: 'India' },
  prestige: { manufacturer: 'TTK Prestige Ltd., Hosur', marketer: 'TTK Prestige Ltd., Bengaluru', origin: 'India' },
  kent: { manufacturer: 'Kent RO Systems Ltd., Noida', marketer: 'Kent RO Systems Ltd.', origin: 'India' },
  'eureka-forbes': { manufacturer: 'Eureka Forbes Ltd., Bengaluru', marketer: 'Eureka Forbes Ltd.', origin: 'India' },
  dyson: { manufacturer: 'Dyson Technology Ltd.', marketer: 'Dyson Technology India Pvt. Ltd., New Delhi', origin: 'Malaysia' },
  xiaomi: { manufacturer: 'Xiaomi Technology India Pvt. Ltd. (made by Dixon Technologies)', marketer: 'Xiaomi Technology India Pvt. Ltd., Bengaluru', origin: 'India' },
  oneplus: { manufacturer: 'OnePlus Technology (Shenzhen) Co. Ltd.', marketer: 'OnePlus Technology India Pvt. Ltd., Bengaluru', origin: 'India' },
  apple: { manufacturer: 'Apple Inc.', marketer: 'Apple India Pvt. Ltd., Bengaluru', origin: 'China' },
  realme: { manufacturer: 'Realme Mobile Telecommunications (India) Pvt. Ltd.', marketer: 'Realme Mobile Telecommunications (India) Pvt. Ltd., New Delhi', origin: 'India' },
  lenovo: { manufacturer: 'Lenovo PC HK Ltd.', marketer: 'Lenovo (India) Pvt. Ltd., Bengaluru', origin: 'China' },
  hp: { manufacturer: 'HP Inc.', marketer: 'HP India Sales Pvt. Ltd., Bengaluru', origin: 'China' },
  dell: { manufacturer: 'Dell Inc.', marketer: 'Dell International Services India Pvt. Ltd., Bengaluru', origin: 'China' },
  boat: { manufacturer: 'Imagine Marketing Ltd. (made by contract partners)', marketer: 'Imagine Marketing Ltd., Mumbai', origin: 'India' },
  jbl: { manufacturer: 'Harman International Industries', marketer: 'Harman International (India) Pvt. Ltd., Bengaluru', origin: 'China' },
  bose: { manufacturer: 'Bose Corporation', marketer: 'Bose Corporation India Pvt. Ltd., Gurugram', origin: 'China' },
  sennheiser: { manufacturer: 'Sennheiser electronic GmbH & Co. KG', marketer: 'Sennheiser Electronics India Pvt. Ltd., Gurugram', origin: 'China' },
  titan: { manufacturer: 'Titan Company Ltd., Hosur', marketer: 'Titan Company Ltd., Bengaluru', origin: 'India' },
  fastrack: { manufacturer: 'Titan Company Ltd., Hosur', marketer: 'Titan Company Ltd., Bengaluru', origin: 'India' },
  'american-tourister': { manufacturer: 'Samsonite South Asia Pvt. Ltd., Nashik', marketer: 'Samsonite South Asia Pvt. Ltd., Mumbai', origin: 'India' },
  skybags: { manufacturer: 'VIP Industries Ltd., Nashik', marketer: 'VIP Industries Ltd., Mumbai', origin: 'India' },
  lego: { manufacturer: 'LEGO System A/S', marketer: 'LEGO India (distributed by Funskool India Ltd.)', origin: 'Denmark' },
  funskool: { manufacturer: 'Funskool (India) Ltd., Ranipet', marketer: 'Funskool (India) Ltd., Chennai', origin: 'India' },
  'hot-wheels': { manufacturer: 'Mattel Inc.', marketer: 'Mattel Toys (India) Pvt. Ltd., Mumbai', origin: 'Malaysia' },
};

/** Open-box units are re-packed after inspection at the seller's own hub. */
export const inspectionHub = () => `${store.businessName} Quality Hub, Sector 37, Gurugram, Haryana`;
