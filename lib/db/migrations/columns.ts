// What every migration that creates tables needs, the same on SQLite and PostgreSQL:
// the current time as the ISO text timestamp columns hold, the money and real column
// types, an id column, and the columns every seller-owned row and every dated row has.
import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
import type { DialectName } from '../dialect';

export function columnKit(dialect: DialectName) {
  const now =
    dialect === 'postgres'
      ? sql`(to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`
      : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
  const money = dialect === 'postgres' ? 'bigint' : 'integer';
  const real = dialect === 'postgres' ? 'double precision' : 'real';

  /** A new table with its integer id. */
  function table(db: Kysely<any>, name: string) {
    const builder = db.schema.createTable(name);
    return dialect === 'postgres'
      ? builder.addColumn('id', 'serial', (c) => c.primaryKey())
      : builder.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  }
  const owned = (t: CreateTableBuilder<any, any>) =>
    t
      .addColumn('company_id', 'integer', (c) => c.notNull())
      .addColumn('store_id', 'integer', (c) => c.notNull());
  const created = (t: CreateTableBuilder<any, any>) =>
    t.addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now));

  return { now, money, real, table, owned, created } as const;
}
