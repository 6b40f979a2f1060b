// A customer as the API shows them.

export interface User {
  customer_id: number;
  name: string;
  contact: string;
  email: string;
}
