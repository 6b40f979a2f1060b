// Demo data by hand:
//   npm run db:seed                      seed the demo store (+ pincodes) if the catalogue is empty
//   npm run db:reset                     drop every table, migrate, seed again
//   npm run db:seed -- --products N      add N generated products (for benchmarks)
// Refuses to touch a STORE_MODE=production database: it only ever writes demo data.
import { sql } from 'kysely';
import { mode } from '@/lib/config';
import { getDatabase, type OpenedDatabase } from '@/lib/db';
import { migrateToLatest } from '@/lib/db/migrate';
import { isCatalogEmpty, seedDemoStore, seedSyntheticCatalog } from '@/lib/seed';
import { describeDatabase, forgetCachedCatalog, dropAllTables, explainFailure } from '@/lib/seed/script-support';

interface Options {
  reset: boolean;
  products: number;
}

const USAGE = 'usage: tsx --conditions=react-server scripts/seed.ts [--reset] [--products N]';

function parseArgs(args: string[]): Options {
  const options: Options = { reset: false, products: 0 };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--reset') options.reset = true;
    else if (arg === '--products' || arg.startsWith('--products=')) {
      const value = arg.includes('=') ? arg.split('=')[1] : args[++i];
      const count = Number(value);
      if (!Number.isInteger(count) || count < 1) throw new Error(`--products needs a whole number above 0, got "${value ?? ''}"\n${USAGE}`);
      options.products = count;
    } else throw new Error(`unknown argument "${arg}"\n${USAGE}`);
  }
  return options;
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function seedIfEmpty(opened: OpenedDatabase): Promise<boolean> {
  if (!(await isCatalogEmpty(opened))) {
    console.log('seed: catalogue present, demo store not seeded again (use --reset to start over)');
    return false;
  }
  const started = performance.now();
  await seedDemoStore(opened, { pincodes: true });
  console.log(`seed: demo store and pincodes seeded (${seconds(started)})`);
  return true;
}

async function run(opened: OpenedDatabase, options: Options): Promise<void> {
  let changed = false;
  if (options.reset) {
    const started = performance.now();
    const dropped = await dropAllTables(opened);
    console.log(`seed: dropped ${dropped.length} tables (${seconds(started)})`);
    changed = true;
  }
  const started = performance.now();
  await migrateToLatest(opened.db, opened.dialect);
  console.log(`seed: schema up to date (${seconds(started)})`);

  if (await seedIfEmpty(opened)) changed = true;

  if (options.products > 0) {
    const startedProducts = performance.now();
    console.log(`seed: adding ${options.products} generated products`);
    await seedSyntheticCatalog(opened, options.products);
    // Fresh statistics, so the planners pick the list indexes at the new scale; on
    // PostgreSQL also the visibility map, so counts are answered from the index alone.
    await (opened.dialect === 'postgres' ? sql`vacuum analyze` : sql`analyze`).execute(opened.db);
    console.log(`seed: added ${options.products} products (${seconds(startedProducts)})`);
    changed = true;
  }
  const forgotten = changed ? await forgetCachedCatalog() : '';
  if (forgotten) console.log(`seed: forgot the answers cached from earlier data (${forgotten})`);
}

async function main(): Promise<number> {
  const url = process.env.DATABASE_URL;
  let options: Options;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`seed: ${(error as Error).message}`);
    return 2;
  }
  if (mode === 'production') {
    console.error('seed: refused: STORE_MODE=production. This script writes demo data (and --reset drops every table).');
    return 1;
  }
  console.log(`seed: database ${describeDatabase(url)}`);
  let opened: OpenedDatabase | undefined;
  try {
    opened = await getDatabase();
    await run(opened, options);
    return 0;
  } catch (error) {
    console.error(`seed: failed: ${explainFailure(error, url)}`);
    return 1;
  } finally {
    await opened?.db.destroy().catch(() => undefined);
  }
}

main().then((code) => process.exit(code));
