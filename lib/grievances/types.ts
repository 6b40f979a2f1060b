// The grievance desk's shapes (docs/rules/grievances.md): what the shopper is answered,
// and what the console lists. Times are ISO (UTC); screens show them in India time.
import type { GrievanceState } from '@/lib/db/schema';

export type { GrievanceState };
export const GRIEVANCE_STATES = ['open', 'acknowledged', 'resolved', 'closed'] as const satisfies readonly GrievanceState[];
/** Not resolved yet: what the console opens on. */
export const UNRESOLVED_STATES = ['open', 'acknowledged'] as const satisfies readonly GrievanceState[];
export const GRIEVANCE_CATEGORIES = ['order', 'delivery', 'product', 'refund', 'payment', 'other'] as const;
export type GrievanceCategory = (typeof GRIEVANCE_CATEGORIES)[number];

/** The E-Commerce Rules 2020: acknowledge within 48 hours, resolve within one month (counted as 30 days). */
export const ACKNOWLEDGE_HOURS = 48;
export const RESOLVE_DAYS = 30;
export const GRIEVANCE_PAGE_SIZE = 25;

/** The answer to a complaint just filed. */
export interface FiledGrievance {
  ticket: string;
  state: GrievanceState;
  created_at: string;
  resolve_by: string;
}

/** A complaint as the shopper who filed it sees it. */
export interface ShopperGrievance {
  ticket: string;
  state: GrievanceState;
  category: string;
  subject: string;
  order_id: number | null;
  order_string: string | null;
  created_at: string;
  acknowledged_at: string | null;
  resolved_at: string | null;
  resolve_by: string;
  resolution: string | null;
  replies: { text: string; at: string }[];
}

/** A limit (acknowledgement, resolution): when it falls due, when it was met, and how it stands at the read. */
export interface GrievanceLimit {
  due_at: string;
  met_at: string | null;
  /** Minutes until due (negative: overdue); null once met. */
  minutes_left: number | null;
}

export interface DeskGrievanceRow {
  grievance_id: number;
  ticket: string;
  state: GrievanceState;
  name: string;
  phone: string;
  email: string;
  category: string;
  subject: string;
  order_id: number | null;
  order_string: string | null;
  created_at: string;
  acknowledge: GrievanceLimit;
  resolve: GrievanceLimit;
}

export interface DeskGrievanceDetail extends DeskGrievanceRow {
  text: string;
  resolution: string | null;
  closed_at: string | null;
  replies: { reply_id: number; staff_name: string; text: string; at: string }[];
}

export interface GrievancesPage {
  grievances: DeskGrievanceRow[];
  total: number;
  page: number;
  page_size: number;
  counts: Record<GrievanceState | 'unresolved', number>;
}
