// A customer's delivery addresses (docs/rules/addresses.md#address-fields). Every query carries the
// session's customer in its WHERE clause: someone else's address is simply not found.
import 'server-only';
import type { Selection } from 'kysely';
import { ShopError } from '@/lib/errors';
import type { DB } from '@/lib/db';
import type { Database } from '@/lib/db/schema';
import { lookupPincode } from '@/lib/delivery/pincodes';
import { screenTexts } from '@/lib/texts/screens';
import type { Address } from './types';
import { checkAddress, type AddressFields, type AddressInput } from './validate';

/** Enough for any household; stops a script from filling the table. */
export const MAX_ADDRESSES = 50;

export interface AddressOwner {
  companyId: number;
  storeId: number;
  customerId: number;
}

const columns = [
  'id', 'store_id', 'customer_id', 'name', 'contact', 'email', 'pincode', 'city', 'state', 'house_no', 'street', 'landmark',
  'address_type', 'instruction_delivery', 'gstin', 'company_name',
] as const;

/** One row of that select, typed from the schema (lib/db/schema.ts). */
type Row = Selection<Database, 'addresses', (typeof columns)[number]>;

function toAddress({ id, ...row }: Row): Address {
  return { ...row, address_id: Number(id), store_id: Number(row.store_id), customer_id: Number(row.customer_id), address_type: row.address_type as Address['address_type'] };
}

/** Newest first: the address added last is the one checkout preselects. */
export async function listAddresses(db: DB, owner: AddressOwner): Promise<Address[]> {
  const rows = await db
    .selectFrom('addresses')
    .select(columns)
    .where('customer_id', '=', owner.customerId)
    .where('store_id', '=', owner.storeId)
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toAddress);
}

export async function findAddress(db: DB, owner: AddressOwner, addressId: number): Promise<Address> {
  const row = await db
    .selectFrom('addresses')
    .select(columns)
    .where('id', '=', addressId)
    .where('customer_id', '=', owner.customerId)
    .where('store_id', '=', owner.storeId)
    .executeTakeFirst();
  if (!row) throw new ShopError('not_found', screenTexts.addressNotFound);
  return toAddress(row);
}

async function validated(db: DB, input: AddressInput): Promise<AddressFields> {
  const pincode = (input.pincode ?? '').trim();
  const match = /^\d{6}$/.test(pincode) ? await lookupPincode(db, pincode) : null;
  const result = checkAddress(input, match ? { city: match.district.name, state: match.district.state.name } : null);
  if (!result.ok) throw new ShopError('invalid', result.message, { errors: result.errors });
  return result.address;
}

export async function addAddress(db: DB, owner: AddressOwner, input: AddressInput): Promise<Address> {
  const fields = await validated(db, input);
  const count = await db
    .selectFrom('addresses')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('customer_id', '=', owner.customerId)
    .where('store_id', '=', owner.storeId)
    .executeTakeFirstOrThrow();
  if (Number(count.n) >= MAX_ADDRESSES) throw new ShopError('conflict', screenTexts.addressLimit(MAX_ADDRESSES));
  const row = await db
    .insertInto('addresses')
    .values({ ...fields, company_id: owner.companyId, store_id: owner.storeId, customer_id: owner.customerId })
    .returning(columns)
    .executeTakeFirstOrThrow();
  return toAddress(row);
}

export async function updateAddress(db: DB, owner: AddressOwner, addressId: number, input: AddressInput): Promise<Address> {
  await findAddress(db, owner, addressId); // 404 before any validation message about someone else's address
  const fields = await validated(db, input);
  const row = await db
    .updateTable('addresses')
    .set(fields)
    .where('id', '=', addressId)
    .where('customer_id', '=', owner.customerId)
    .where('store_id', '=', owner.storeId)
    .returning(columns)
    .executeTakeFirst();
  if (!row) throw new ShopError('not_found', screenTexts.addressNotFound);
  return toAddress(row);
}

export async function removeAddress(db: DB, owner: AddressOwner, addressId: number): Promise<void> {
  const result = await db
    .deleteFrom('addresses')
    .where('id', '=', addressId)
    .where('customer_id', '=', owner.customerId)
    .where('store_id', '=', owner.storeId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) !== 1) throw new ShopError('not_found', screenTexts.addressNotFound);
}
