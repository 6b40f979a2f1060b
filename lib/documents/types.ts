// What an issued GST document holds (tax_documents.body, JSON): everything it prints,
// frozen when it is issued, so a later change of the seller's address, a product's HSN
// code or rate, or the order never changes a document already given out.
import type { InvoiceLine, InvoiceTotals, TaxKind } from './gst';

export type DocumentKind = 'invoice' | 'credit_note';

export interface DocumentParty {
  name: string;
  /** Address lines, in print order. */
  address: string[];
  state: string;
  stateCode: string | null;
}

export interface DocumentBody {
  version: 1;
  kind: DocumentKind;
  title: string;
  number: string;
  /** The date printed, in India (YYYY-MM-DD). */
  date: string;
  issuedAt: string;
  financialYear: string;
  cause: string;
  /** A credit note's invoice. */
  refersTo: { number: string; date: string } | null;
  /** A credit note's reason, in words. */
  reason: string | null;
  order: { id: number; orderString: string; placedAt: string; paymentMode: 'cash' | 'online' };
  seller: DocumentParty & { gstin: string };
  buyer: DocumentParty & { contact: string };
  /**
   * A business buyer's GSTIN and legal name (a B2B document; docs/rules/addresses.md#business-buyers),
   * null for a consumer; absent on documents issued before business buyers existed.
   */
  buyer_gstin?: string | null;
  buyer_legal_name?: string | null;
  placeOfSupply: { state: string; code: string | null };
  taxKind: TaxKind;
  reverseCharge: false;
  /** Amounts in paise. */
  lines: InvoiceLine[];
  totals: InvoiceTotals;
  amountInWords: string;
  /** The consignment's e-way bill (docs/rules/seller.md#e-way-bills); absent or null when it needed none. */
  eway_bill_no?: string | null;
  /** A partial-COD order's split of the invoice total, paise (docs/rules/cod.md#partial-cod); absent otherwise. */
  cod_split?: { online_paise: number; cash_paise: number } | null;
}

/** One document of an order, as the console lists it. */
export interface OrderDocument {
  kind: DocumentKind;
  number: string;
  date: string;
  cause: string;
  url: string;
}
