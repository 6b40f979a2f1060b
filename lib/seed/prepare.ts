// Runs before the server takes requests (`npm start`, dist/server/start.cjs) and as
// `npm run db:migrate` (--no-seed): brings the schema up to date and, on a fresh database
// in demo mode, seeds the demo store so that a fresh clone is a working shop. In
// STORE_MODE=production it never seeds the demo store; it does fill an empty pincode
// table, which every mode needs. Whenever data changed, answers cached from the earlier
// data are forgotten (lib/seed/script-support.ts).
import { mode } from '@/lib/config';
import { getDatabase, type OpenedDatabase } from '@/lib/db';
import { migrateToLatest } from '@/lib/db/migrate';
import { importPincodes, isCatalogEmpty, seedDemoStore } from '@/lib/seed';
import { describeDatabase, explainFailure, forgetCachedCatalog } from '@/lib/seed/script-support';
import { demoStaffPresent, seedDemoStaff } from '@/lib/staff/accounts';

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function count(opened: OpenedDatabase, table: 'products' | 'pincodes'): Promise<number> {
  const row = await opened.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Seeds or fills what is missing; true when data changed. */
async function seedWhatIsMissing(opened: OpenedDatabase, log: (line: string) => void): Promise<boolean> {
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

/**
 * The demo staff (docs/rules/seller.md#demo-staff): created in demo mode when missing;
 * in production their known passwords and TOTP secret would open the console to anyone,
 * so the shop refuses to start while one exists.
 */
async function checkDemoStaff(opened: OpenedDatabase, seed: boolean, log: (line: string) => void): Promise<void> {
  if (mode === 'production') {
    const present = await demoStaffPresent(opened);
    if (present.length > 0) {
      throw new Error(
        `STORE_MODE=production cannot start while demo staff accounts exist (${present.join(', ')}): their passwords and TOTP secret are public. ` +
          'Add a real owner with `npm run staff -- add --email <e-mail> --name <name> --role owner`, then remove the demo accounts with `npm run staff -- remove-demo`.',
      );
    }
    return;
  }
  if (!seed) return;
  const added = await seedDemoStaff(opened);
  if (added > 0) log(`created ${added} demo staff accounts (owner@demo.shop, manager@demo.shop, packer@demo.shop)`);
}

/**
 * Migrates (and seeds unless `seed` is false) the database of DATABASE_URL through the
 * process-wide handle, which stays open for the server. Throws an Error whose message
 * says what went wrong and what to do.
 */
export async function prepareDatabase(options: { seed: boolean; log: (line: string) => void }): Promise<void> {
  const { log } = options;
  const url = process.env.DATABASE_URL;
  log(`database ${describeDatabase(url)}`);
  try {
    const opened = await getDatabase();
    const started = performance.now();
    await migrateToLatest(opened.db, opened.dialect);
    log(`schema up to date (${seconds(started)})`);
    await checkDemoStaff(opened, options.seed, log);
    if (!options.seed) log('seeding skipped (--no-seed)');
    else if (await seedWhatIsMissing(opened, log)) {
      const forgotten = await forgetCachedCatalog();
      if (forgotten) log(`forgot the answers cached from earlier data (${forgotten})`);
    }
  } catch (error) {
    throw new Error(explainFailure(error, url), { cause: error });
  }
}
