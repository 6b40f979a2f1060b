// The demo store's courier list (docs/rules/shipping.md#the-courier-list): the couriers
// Indian sellers ship with most. Tracking pages are the couriers' public ones where they
// take the AWB in the address (Delhivery, Blue Dart, Xpressbees: as the couriers' sites
// link them; Ekart: its shipment-track page); DTDC, Shadowfax and India Post track through
// a form, so they have none and the shipped message links the shop's own tracking page.
// AWB formats: India Post's is the UPU S10 item number (2 letters, 9 digits, "IN"); Blue
// Dart's waybill is 11 digits. The others are left loose on purpose: their numbers vary
// by service and the demo's tests and QA scripts type short made-up AWBs ("DLV1").
export const courierSeeds = [
  { name: 'Delhivery', tracking_url: 'https://www.delhivery.com/track/package/{awb}', awb_pattern: '[A-Z0-9-]{4,20}', awb_hint: 'usually 13 or 14 digits' },
  { name: 'Blue Dart', tracking_url: 'https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo={awb}', awb_pattern: '\\d{11}', awb_hint: '11 digits' },
  { name: 'Ekart', tracking_url: 'https://ekartlogistics.com/shipmenttrack/{awb}', awb_pattern: '[A-Z0-9]{4,20}', awb_hint: 'letters and digits, e.g. FMPC0123456789' },
  { name: 'DTDC', tracking_url: null, awb_pattern: '[A-Z0-9]{8,14}', awb_hint: '8 to 14 letters and digits' },
  { name: 'Xpressbees', tracking_url: 'https://www.xpressbees.com/shipment/tracking?awbNo={awb}', awb_pattern: '[A-Z0-9]{10,18}', awb_hint: 'usually 14 digits' },
  { name: 'Shadowfax', tracking_url: null, awb_pattern: '[A-Z0-9]{8,20}', awb_hint: 'letters and digits, e.g. SF1234567890FPL' },
  { name: 'India Post', tracking_url: null, awb_pattern: '[A-Z]{2}\\d{9}IN', awb_hint: '2 letters, 9 digits and IN, e.g. EE123456789IN' },
] as const;
