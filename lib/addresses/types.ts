// A customer's address as the API and the address pages show it.
import type { AddressFields } from './validate';

export interface Address extends AddressFields {
  address_id: number;
  store_id: number;
  customer_id: number;
}
