// What the console's GST calls answer (lib/gst/periods.ts), apart so the seller contract
// and the browser's screens can name them without the server code.
import type { SectionSummary } from './gstr1';

export interface FiledPeriod {
  filed_at: string;
  filed_by: string | null;
}

/** What the console's call answers: every figure in rupees with two decimals. */
export interface Gstr1View {
  period: string;
  gstin: string;
  filed: FiledPeriod | null;
  sections: { key: SectionSummary['key']; count: number; figures: RupeeFigures; lines: { label: string; documents: string[]; qty?: number; figures: RupeeFigures }[] }[];
  reconciliation: {
    invoices: { count: number; figures: RupeeFigures };
    credit_notes: { count: number; figures: RupeeFigures };
    net: RupeeFigures;
    sections: RupeeFigures;
    hsn: RupeeFigures;
    matches: boolean;
  };
}

export interface RupeeFigures { taxable: number; igst: number; cgst: number; sgst: number; total: number }
