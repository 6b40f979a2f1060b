// Couriers as a list the seller keeps (docs/rules/shipping.md#the-courier-list):
// - couriers: per store, a name, its tracking page with `{awb}` in it, the AWB format as a
//   regular expression with a hint a person reads ("13 digits"), and whether it is offered.
//   `name_key` (the name trimmed and lower-cased) is unique per store, so "Delhivery" and
//   "delhivery" are one courier.
// - cod_remittances: the remittance's courier in the list, and the courier's deductions
//   (freight, COD charges) beside the gross amount; net = gross - deductions.
// Existing orders' typed courier names are folded into the list, case-insensitively: each
// name becomes one courier spelt as most of its orders spell it, and orders, remittances
// and shipments are rewritten to that spelling. All of it in one transaction (Kysely runs
// a PostgreSQL migration in one; SQLite's is opened here). Runs on SQLite and PostgreSQL.
import type { Kysely, Transaction } from 'kysely';
import type { DialectName } from '../dialect';
import { columnKit } from './columns';

/** The list's key of a courier's name: "Blue  Dart " and "blue dart" are one courier. */
export const courierKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

async function foldTypedNames(db: Kysely<any>): Promise<void> {
  const used = await db
    .selectFrom('orders')
    .select(['company_id', 'store_id', 'courier', (eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.min('id').as('first_id')])
    .where('courier', 'is not', null)
    .groupBy(['company_id', 'store_id', 'courier'])
    .execute();
  // Per store and key, the spelling most orders use (the earliest on a tie).
  const chosen = new Map<string, { company_id: number; store_id: number; name: string; n: number; first: number; spellings: string[] }>();
  for (const row of used) {
    const name = String(row.courier).trim().replace(/\s+/g, ' ');
    if (name === '') continue;
    const key = `${row.store_id}|${courierKey(name)}`;
    const n = Number(row.n);
    const first = Number(row.first_id);
    const entry = chosen.get(key);
    if (!entry) {
      chosen.set(key, { company_id: Number(row.company_id), store_id: Number(row.store_id), name, n, first, spellings: [String(row.courier)] });
      continue;
    }
    entry.spellings.push(String(row.courier));
    if (n > entry.n || (n === entry.n && first < entry.first)) Object.assign(entry, { name, n, first });
  }
  const now = new Date().toISOString();
  for (const entry of chosen.values()) {
    await db
      .insertInto('couriers')
      .values({ company_id: entry.company_id, store_id: entry.store_id, name: entry.name, name_key: courierKey(entry.name), active: 1, updated_at: now })
      .execute();
    const spellings = entry.spellings.filter((s) => s !== entry.name);
    if (spellings.length === 0) continue;
    await db.updateTable('orders').set({ courier: entry.name }).where('store_id', '=', entry.store_id).where('courier', 'in', spellings).execute();
    await db.updateTable('cod_remittances').set({ courier: entry.name }).where('store_id', '=', entry.store_id).where('courier', 'in', spellings).execute();
    await db.updateTable('shipments').set({ courier_name: entry.name }).where('store_id', '=', entry.store_id).where('courier_name', 'in', spellings).execute();
  }
  // A remittance points at its courier in the list (one recorded under a name no order used still reads by its name).
  const couriers = await db.selectFrom('couriers').select(['id', 'store_id', 'name_key']).execute();
  for (const courier of couriers) {
    const remittances = await db.selectFrom('cod_remittances').select(['id', 'courier']).where('store_id', '=', courier.store_id).execute();
    const ids = remittances.filter((r) => courierKey(String(r.courier)) === courier.name_key).map((r) => Number(r.id));
    if (ids.length > 0) await db.updateTable('cod_remittances').set({ courier_id: Number(courier.id) }).where('id', 'in', ids).execute();
  }
}

export function couriers(dialect: DialectName) {
  const { table, owned, created, money } = columnKit(dialect);
  const inOneTransaction = (db: Kysely<any>, work: (tx: Kysely<any> | Transaction<any>) => Promise<void>) =>
    db.isTransaction ? work(db) : db.transaction().execute(work);
  return {
    async up(db: Kysely<any>) {
      await inOneTransaction(db, async (tx) => {
        await created(owned(table(tx, 'couriers')))
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('name_key', 'text', (c) => c.notNull())
          .addColumn('tracking_url', 'text') // https://…{awb}…; null: the shop's own tracking page
          .addColumn('awb_pattern', 'text') // a regular expression the whole AWB matches; null: any
          .addColumn('awb_hint', 'text') // the format in words, shown beside the field and in its error
          .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
          .addColumn('updated_at', 'text', (c) => c.notNull())
          .addUniqueConstraint('couriers_one_name', ['store_id', 'name_key'])
          .execute();
        await tx.schema.alterTable('cod_remittances').addColumn('courier_id', 'integer').execute();
        await tx.schema.alterTable('cod_remittances').addColumn('freight_paise', money, (c) => c.notNull().defaultTo(0)).execute();
        await tx.schema.alterTable('cod_remittances').addColumn('cod_charges_paise', money, (c) => c.notNull().defaultTo(0)).execute();
        await foldTypedNames(tx);
      });
    },
    async down(db: Kysely<any>) {
      await db.schema.alterTable('cod_remittances').dropColumn('cod_charges_paise').execute();
      await db.schema.alterTable('cod_remittances').dropColumn('freight_paise').execute();
      await db.schema.alterTable('cod_remittances').dropColumn('courier_id').execute();
      await db.schema.dropTable('couriers').execute();
    },
  };
}
