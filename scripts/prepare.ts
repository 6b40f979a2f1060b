// Runs before `next start` (and as `npm run db:migrate` with --no-seed): brings the
// schema up to date and, on a fresh database in demo mode, seeds the demo store so
// that a fresh clone is a working shop. In STORE_MODE=production it never seeds the
// demo store; it does fill an empty pincode table, which every mode needs.
import { mode } from '@/lib/config';
import { getDatabase, type OpenedDatabase } from '@/lib/db';
import { migrateToLatest } from '@/lib/db/migrate';
import { importPincodes, isCatalogEmpty, seedDemoStore } from '@/lib/seed';
import { clearFetchCache, describeDatabase, explainFailure } from '@/lib/seed/script-support';

const log = (line: string) => console.log(`prepare: ${line}`);
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function count(opened: OpenedDatabase, table: 'products' | 'pincodes'): Promise<number> {
  const row = await opened.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Seeds or fills what is missing; true when data changed. */
async function seedWhatIsMissing(opened: OpenedDatabase): Promise<boolean> {
  let started = performance.now();
  if (mode !== 'production' && (await isCatalogEmpty(opened))) {
    await seedDemoStore(opened, { pincodes: true });
    log(`seeded the demo store: ${await count(opened, 'products')} products, ${await count(opened, 'pincodes')} pincodes (${seconds(started)})`);
    return true;
  }
  log(mode === 'production' ? 'demo store not seeded (STORE_MODE=production never seeds)' : 'catalogue present, nothing to seed');

  // The pincode directory is reference data, not demo data: the address form and the
  // delivery check need it in every mode.
  if ((await count(opened, 'pincodes')) > 0) return false;
  started = performance.now();
  log(`imported ${await importPincodes(opened)} pincodes into the empty pincode table (${seconds(started)})`);
  return true;
}

async function main(): Promise<number> {
  const url = process.env.DATABASE_URL;
  const seed = !process.argv.includes('--no-seed');
  log(`database ${describeDatabase(url)}`);
  let opened: OpenedDatabase | undefined;
  try {
    opened = await getDatabase();
    const started = performance.now();
    await migrateToLatest(opened.db, opened.dialect);
    log(`schema up to date (${seconds(started)})`);

    if (!seed) log('seeding skipped (--no-seed)');
    else if ((await seedWhatIsMissing(opened)) && clearFetchCache()) {
      log('cleared .next/cache/fetch-cache (answers cached from an earlier database)');
    }
    return 0;
  } catch (error) {
    console.error(`prepare: failed: ${explainFailure(error, url)}`);
    return 1;
  } finally {
    await opened?.db.destroy().catch(() => undefined);
  }
}

main().then((code) => process.exit(code));
