// `npm run restore -- <file> [--force]`: puts a backup made by `npm run backup` into the
// configured database (DATABASE_URL, else data/store.db). The shop must be stopped: on
// SQLite a new file is written and checked, then swapped in (the old one is kept beside
// it); on PostgreSQL pg_restore recreates the backup's tables in one transaction. A
// database that holds orders is replaced only with --force.
import { BackupRefused, count, describeContents, restoreDatabase } from '@/lib/db/backup';
import { describeDatabase, explainFailure, fileAndForce, forgetCachedCatalog } from '@/lib/seed/script-support';

const USAGE = 'usage: npm run restore -- <file> [--force]   (--force replaces a database that holds orders)';

async function main(): Promise<number> {
  let file: string;
  let force: boolean;
  try {
    ({ file, force } = fileAndForce(process.argv.slice(2)));
  } catch (error) {
    console.error(`restore: ${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const url = process.env.DATABASE_URL;
  console.log(`restore: ${file} into ${describeDatabase(url)}`);
  console.log('restore: the shop must be stopped while it restores (every instance); start it again afterwards');
  try {
    const report = await restoreDatabase(url, file, { force });
    if (report.otherConnections > 0) {
      console.warn(`restore: warning: ${report.otherConnections} other connections to the database were open; stop the shop's instances before a restore`);
    }
    if (report.replacedOrders > 0) console.log(`restore: replaced a database of ${count(report.replacedOrders)} orders (--force)`);
    if (report.keptAs) console.log(`restore: the previous database file is kept as ${report.keptAs}; delete it once the shop runs well`);
    console.log(`restore: done in ${(report.ms / 1000).toFixed(1)} s; the database now holds ${describeContents(report.contents)}`);
    const forgotten = await forgetCachedCatalog();
    if (forgotten) console.log(`restore: forgot the answers cached from earlier data (${forgotten})`);
    console.log('restore: start the shop (it migrates the database to this version at start)');
    return 0;
  } catch (error) {
    console.error(`restore: failed: ${error instanceof BackupRefused ? error.message : explainFailure(error, url)}`);
    return 1;
  }
}

main().then((code) => process.exit(code));
