// The body of Shiprocket's one tracking webhook (configured in its panel: Settings > API >
// Webhooks; docs/rules/shipping.md#setting-up-shiprocket), named as Shiprocket names its
// fields. The demo's test courier sends the same body, so one path takes both.

export interface CourierWebhookScan {
  date: string;
  status?: string;
  activity: string;
  location?: string | null;
  'sr-status'?: string | number | null;
  'sr-status-label'?: string | null;
}

export interface CourierWebhookBody {
  awb: string | number;
  courier_name?: string;
  current_status: string;
  current_status_id: number;
  shipment_status?: string;
  shipment_status_id?: number;
  /** Shiprocket's format is "23 05 2023 11:43:52" (day month year, India time). */
  current_timestamp: string;
  /** Our order number, as sent when booking. */
  order_id?: string;
  sr_order_id?: number;
  awb_assigned_date?: string | null;
  pickup_scheduled_date?: string | null;
  etd?: string | null;
  scans?: CourierWebhookScan[];
  is_return?: number;
  channel_id?: number;
  pod_status?: string | null;
  pod?: string | null;
}
