// `npm run backup -- <file> [--force]`: a copy of the shop's database (DATABASE_URL, else
// data/store.db) that `npm run restore` puts back (README "Backups"). Safe while the shop
// serves: on SQLite the online backup API copies one consistent moment of the file, on
// PostgreSQL pg_dump (custom format) reads one snapshot. --force replaces an existing file.
import { backupDatabase, BackupRefused, describeContents } from '@/lib/db/backup';
import { describeDatabase, explainFailure, fileAndForce } from '@/lib/seed/script-support';

const USAGE = 'usage: npm run backup -- <file> [--force]   (--force replaces an existing file)';

async function main(): Promise<number> {
  let file: string;
  let force: boolean;
  try {
    ({ file, force } = fileAndForce(process.argv.slice(2)));
  } catch (error) {
    console.error(`backup: ${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const url = process.env.DATABASE_URL;
  console.log(`backup: ${describeDatabase(url)} to ${file}; the shop may keep serving`);
  try {
    const report = await backupDatabase(url, file, { force });
    const size = `${(report.bytes / 1024 / 1024).toFixed(1)} MB`;
    console.log(`backup: wrote ${report.file} (${report.scope}, ${size}, readable by its owner only) in ${(report.ms / 1000).toFixed(1)} s`);
    console.log(`backup: it holds the shop as of ${report.at.toISOString()}: ${describeContents(report.contents)}`);
    console.log('backup: keep a copy off this machine, encrypted, and test a restore now and then (README, Backups)');
    return 0;
  } catch (error) {
    console.error(`backup: failed: ${error instanceof BackupRefused ? error.message : explainFailure(error, url)}`);
    return 1;
  }
}

main().then((code) => process.exit(code));
