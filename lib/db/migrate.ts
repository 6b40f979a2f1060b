// Migrations are listed in code (not read from a folder) so they run the same from
// scripts, from the Next.js server bundle and from tests.
import 'server-only';
import { Migrator, sql, type DatabaseIntrospector, type Kysely, type Migration, type MigrationProvider, type MigrationResultSet } from 'kysely';
import type { DialectName } from './dialect';
import { initial } from './migrations/001-initial';
import { listIndexes } from './migrations/002-list-indexes';
import { filterIndexes } from './migrations/003-filter-indexes';
import { verticalPriceNewest } from './migrations/004-vertical-price-newest';
import { productSearch } from './migrations/005-product-search';
import { seller } from './migrations/006-seller';
import { coupons } from './migrations/007-coupons';
import { newsletter } from './migrations/008-newsletter';
import { bannerDates } from './migrations/009-banner-dates';
import { offerCoupons } from './migrations/010-offer-coupons';
import { archivedProducts } from './migrations/011-archived-products';
import { productPictures } from './migrations/012-product-pictures';
import { productUnits } from './migrations/013-product-units';
import { deliveryCod } from './migrations/014-delivery-cod';
import { contentPages } from './migrations/015-content-pages';
import { productDetails } from './migrations/016-product-details';
import { loginThrottle } from './migrations/017-login-throttle';
import { jobsAndMessages } from './migrations/018-jobs-messages';
import { businessBuyers } from './migrations/019-business-buyers';
import { ewayBills } from './migrations/020-eway-bills';
import { gstFiling } from './migrations/021-gst-filing';
import { grievances } from './migrations/022-grievances';
import { unitDetails } from './migrations/025-unit-details';
import { alertsEmi } from './migrations/026-alerts-emi';
import { codConfirmation } from './migrations/023-cod-confirmation';
import { codRules } from './migrations/024-cod-rules';
import { shipping } from './migrations/027-shipping';
import { testCourier } from './migrations/029-test-courier';
import { ndrDecisions } from './migrations/033-ndr-decisions';
import { couriers } from './migrations/028-couriers';

function migrationsFor(dialect: DialectName): Record<string, Migration> {
  return {
    '001-initial': initial(dialect),
    '002-list-indexes': listIndexes,
    '003-filter-indexes': filterIndexes,
    '004-vertical-price-newest': verticalPriceNewest,
    '005-product-search': productSearch(dialect),
    '006-seller': seller(dialect),
    '007-coupons': coupons(dialect),
    '008-newsletter': newsletter(dialect),
    '009-banner-dates': bannerDates,
    '010-offer-coupons': offerCoupons(dialect),
    '011-archived-products': archivedProducts,
    '012-product-pictures': productPictures(dialect),
    '013-product-units': productUnits(dialect),
    '014-delivery-cod': deliveryCod(dialect),
    '015-content-pages': contentPages(dialect),
    '016-product-details': productDetails,
    '017-login-throttle': loginThrottle(dialect),
    '018-jobs-messages': jobsAndMessages(dialect),
    '019-business-buyers': businessBuyers,
    '020-eway-bills': ewayBills,
    '021-gst-filing': gstFiling(dialect),
    '022-grievances': grievances(dialect),
    '025-unit-details': unitDetails,
    '026-alerts-emi': alertsEmi(dialect),
    '023-cod-confirmation': codConfirmation(dialect),
    '024-cod-rules': codRules(dialect),
    '027-shipping': shipping(dialect),
    '028-couriers': couriers(dialect),
    '029-test-courier': testCourier(dialect),
    '033-ndr-decisions': ndrDecisions,
  };
}

/**
 * Kysely's migrator asks the database's introspector whether its two tables exist. Kysely's
 * PostgreSQL introspector reads every column of every schema and calls
 * pg_get_serial_sequence on each; when another schema of the database is dropped at that
 * moment (parallel test files each have a schema and drop it when done) it fails with
 * "schema ... does not exist". The migrator gets an introspector that reads only the
 * table names of its own schema, from the catalog, which a concurrent drop cannot break.
 */
function ownSchemaOnly(db: Kysely<any>, schema: string): Kysely<any> {
  const introspection: DatabaseIntrospector = {
    getSchemas: () => db.introspection.getSchemas(),
    getTables: async () => {
      const { rows } = await sql<{ name: string }>`
        select c.relname as name from pg_catalog.pg_class c
        join pg_catalog.pg_namespace n on n.oid = c.relnamespace
        where n.nspname = ${schema} and c.relkind in ('r', 'p', 'v')`.execute(db);
      return rows.map((row) => ({ name: row.name, schema, isView: false, columns: [] }));
    },
    getMetadata: async () => ({ tables: await introspection.getTables() }),
  };
  return new Proxy(db, {
    get(target, property) {
      if (property === 'introspection') return introspection;
      const value = Reflect.get(target, property, target);
      // Kysely's methods read private fields, so they run on the real instance.
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

async function migratorFor(db: Kysely<any>, dialect: DialectName): Promise<Migrator> {
  const provider: MigrationProvider = { getMigrations: async () => migrationsFor(dialect) };
  if (dialect !== 'postgres') return new Migrator({ db, provider });
  // Without a schema, Kysely looks for its migration tables in every schema: another
  // schema's kysely_migration (the app's in public, a parallel test's) would make it skip
  // creating its own and then fail. Pin it to the connection's current schema.
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]!.schema;
  return new Migrator({ db: ownSchemaOnly(db, schema), provider, migrationTableSchema: schema });
}

function check({ error, results }: MigrationResultSet): void {
  for (const result of results ?? []) {
    if (result.status === 'Error') console.error(`migration ${result.migrationName} failed`);
  }
  if (error) throw error instanceof Error ? error : new Error(String(error));
}

export async function migrateToLatest(db: Kysely<any>, dialect: DialectName): Promise<void> {
  check(await (await migratorFor(db, dialect)).migrateToLatest());
}

/** Up or down to the named migration (tests of a migration's own work). */
export async function migrateTo(db: Kysely<any>, dialect: DialectName, name: string): Promise<void> {
  check(await (await migratorFor(db, dialect)).migrateTo(name));
}
