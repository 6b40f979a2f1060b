// The alerts' shapes as the shopper's calls answer them (docs/rules/alerts.md).
import type { AlertKind, AlertStatus } from '@/lib/db/schema';

export type { AlertKind, AlertStatus };
export const ALERT_KINDS = ['back_in_stock', 'price_below'] as const satisfies readonly AlertKind[];

/** One of the shopper's alerts, with the product as it is today. Prices in rupees. */
export interface ShopperAlert {
  alert_id: number;
  product_id: number;
  product_name: string;
  name_url: string;
  image: string;
  kind: AlertKind;
  target_price: number | null;
  status: AlertStatus;
  current_price: number;
  in_stock: boolean;
  created_at: string;
  sent_at: string | null;
}
