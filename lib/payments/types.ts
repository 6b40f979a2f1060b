// What starting an online payment answers: what the browser opens the provider's widget with.

export interface OnlinePaymentStart {
  /** The provider's order id, which the widget is opened with. */
  order_id: string;
  provider: string;
  key: string | null;
  amount: number; // paise, as the widget takes it
  currency: string;
  name: string;
  description: string;
  receipt: string;
  our_order_id: number;
  prefill: { name: string; email: string; contact: string };
}
