// Labels, packing slips, picking a unit at packing and the desk's confirmations
// (docs/rules/shipping.md#labels-and-slips). Part of sellerTexts (./index.ts), as sellerTexts.labels.
export const sellerLabelTexts = {
  // refusals of the label routes
  labelNeedsAwb: (order: string) => `The label of ${order} prints once its shipment has an AWB: book the shipment or enter the courier and AWB first.`,
  labelsNeedAwb: (orders: string[]) => `These orders have no AWB yet, so their labels cannot print: ${orders.join(', ')}. Book them or enter the courier and AWB first.`,
  awbNotPrintable: (awb: string) => `The AWB "${awb}" cannot be printed as a barcode (letters, digits and signs only).`,
  // the desk's bulk printing
  printLabels: 'Print labels',
  printSlips: 'Print packing slips',
  printing: (n: number) => `Labels for ${n} ${n === 1 ? 'order' : 'orders'}`,
  skippedNoAwb: (orders: string[]) => `No AWB yet, not printed: ${orders.join(', ')}.`,
  noneWithAwb: 'None of the selected orders has an AWB yet: no label to print.',
  // packing a unit
  unitsInStock: 'Units in stock',
  // Named by the piece's number, not its label, so the typed box alone is labelled "Unit of …".
  unitsInStockFor: (piece: number) => `Units in stock for piece ${piece}`,
  scanFor: (piece: number) => `Scan barcode for piece ${piece}`,
  scanStopFor: (piece: number) => `Stop scanning for piece ${piece}`,
  noUnitsInStock: 'No unit of this product is in stock.',
  chooseUnit: (serial: string) => `Pick ${serial}`,
  unitLine: (serial: string, grade: string | null) => (grade ? `${serial} · ${grade}` : serial),
  typed: 'Or type the serial or IMEI number',
  scan: 'Scan barcode',
  scanStop: 'Stop scanning',
  scanning: 'Point the camera at the barcode.',
  scanFailed: 'The camera could not be opened: type the number instead.',
  scanned: (serial: string) => `Scanned ${serial}`,
  fixedChoice: 'The shopper chose this unit; it is the one to pack.',
  pickHint: 'Tap the unit you pack, scan its barcode, or type its number.',
  // moves that cannot be undone
  confirmTitle: (status: string) => `Mark this order ${status}?`,
  confirmBulkTitle: (status: string, n: number) => `Mark ${n} ${n === 1 ? 'order' : 'orders'} ${status}?`,
  cannotUndo: 'This cannot be undone.',
  confirmYes: (status: string) => `Yes, mark ${status}`,
  confirmNo: 'Go back',
  // the packing slip
  slipTitle: 'Packing Slip',
  slipContinued: (order: string, page: number) => `Packing Slip · Order ${order} · page ${page}`,
} as const;
