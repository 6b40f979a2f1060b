// A product review as the API and the product page show it.

export interface Rating {
  rating: number;
  review: string;
  name: string;
  customer_id: number | null;
  created_at: string;
}
