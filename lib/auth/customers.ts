// Customers as the API shows them: customer_id, name,
// contact, email. Found by mobile number or e-mail within the company.
import 'server-only';
import type { Selectable } from 'kysely';
import type { DB, Tx } from '@/lib/db';
import type { CustomerTable } from '@/lib/db/schema';
import type { User } from './types';

/** A customers row as read here, typed from the schema (lib/db/schema.ts); the password hash only where asked for. */
export type CustomerRow = Pick<Selectable<CustomerTable>, 'id' | 'name' | 'contact' | 'email'> &
  Partial<Pick<Selectable<CustomerTable>, 'password_hash'>>;

export function toUser(row: CustomerRow): User {
  return { customer_id: Number(row.id), name: row.name, contact: row.contact ?? '', email: row.email ?? '' };
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();
export const isEmail = (text: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text.trim());
export const isMobile = (text: string) => /^\d{10}$/.test(text.trim());

export async function findCustomer(
  db: DB | Tx,
  companyId: number,
  by: { contact?: string; email?: string },
): Promise<(CustomerRow & { password_hash: string | null }) | undefined> {
  let query = db.selectFrom('customers').select(['id', 'name', 'contact', 'email', 'password_hash']).where('company_id', '=', companyId);
  if (by.contact !== undefined) query = query.where('contact', '=', by.contact.trim());
  else if (by.email !== undefined) query = query.where('email', '=', normalizeEmail(by.email));
  else return undefined;
  return query.executeTakeFirst();
}

/** The customer with this mobile number, created (without a name or password) when new.
 * Safe when two requests race: the unique (company_id, contact) decides, both get the one row. */
export async function findOrCreateByMobile(db: DB, companyId: number, contact: string): Promise<CustomerRow> {
  const existing = await findCustomer(db, companyId, { contact });
  if (existing) return existing;
  await db
    .insertInto('customers')
    .values({ company_id: companyId, name: '', contact: contact.trim(), email: null, password_hash: null })
    .onConflict((oc) => oc.columns(['company_id', 'contact']).doNothing())
    .execute();
  const created = await findCustomer(db, companyId, { contact });
  if (!created) throw new Error('customer row missing right after insert');
  return created;
}
