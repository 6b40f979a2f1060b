// Backups that restore (README "Backups"): a copy of the shop's database taken while the
// shop serves, and the way back. SQLite: SQLite's online backup API copies one consistent
// moment of the file (WAL lets the shop keep writing meanwhile); PostgreSQL: pg_dump's
// custom format, read from one snapshot. A restore writes into the configured database
// (DATABASE_URL, else data/store.db) and refuses to replace one that holds orders unless
// forced. scripts/backup.ts and scripts/restore.ts print what these functions answer.
import 'server-only';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';
import type { Client as PgClient } from 'pg';
import { dialectFor, type DialectName } from './dialect';
import { pgConnection } from './index';

/** A refusal or failure the operator can act on: its message says what and what to do. */
export class BackupRefused extends Error {}

/** What a database holds, to check a backup against and to print. */
export interface ShopContents {
  orders: number;
  lastOrder: string | null;
  invoices: number;
  lastInvoice: string | null;
}

export interface BackupReport {
  dialect: DialectName;
  file: string;
  bytes: number;
  /** When the copied moment was taken. */
  at: Date;
  ms: number;
  /** 'the whole database' or 'schema x' (PostgreSQL with a search_path in DATABASE_URL). */
  scope: string;
  contents: ShopContents;
}

export interface RestoreReport {
  dialect: DialectName;
  ms: number;
  /** The backup's contents, as read from the restored database. */
  contents: ShopContents;
  /** Orders the replaced database held (0 when it had none or did not exist). */
  replacedOrders: number;
  /** SQLite: where the replaced file was moved (null when there was none). */
  keptAs: string | null;
  /** PostgreSQL: other connections to the database while it restored (the shop should have none). */
  otherConnections: number;
}

// The first bytes of each kind of backup file: a restore says which kind it was given.
const SQLITE_MAGIC = 'SQLite format 3\0';
const PG_DUMP_MAGIC = 'PGDMP';

/** The SQLite file a DATABASE_URL names, as openDatabase (./index.ts) reads it. */
export function sqliteFileOf(url: string | undefined): string {
  return url ? url.replace(/^file:/, '') : path.join(process.cwd(), 'data', 'store.db');
}

/**
 * Copies the configured database to `file` while the shop keeps serving. The copy is
 * written beside `file` under a temporary name and renamed when complete, so `file` is
 * never half a backup; it is readable by its owner only (it holds customers' addresses
 * and staff secrets). An existing `file` is replaced only with `force`.
 */
export async function backupDatabase(url: string | undefined, file: string, options: { force?: boolean } = {}): Promise<BackupReport> {
  const target = path.resolve(file);
  if (fs.existsSync(target) && !options.force) throw new BackupRefused(`${file} exists already. Choose a new name (a date in it keeps each copy), or add --force to replace it.`);
  if (fs.existsSync(target) && fs.statSync(target).isDirectory()) throw new BackupRefused(`${file} is a folder; name the backup file, e.g. ${path.join(file, 'store-backup.db')}.`);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const partial = `${target}.partial-${process.pid}`;
  try {
    const report = dialectFor(url) === 'postgres' ? await backupPostgres(url!, partial) : await backupSqlite(sqliteFileOf(url), partial, target);
    fs.chmodSync(partial, 0o600);
    fs.renameSync(partial, target);
    return { ...report, file: target, bytes: fs.statSync(target).size };
  } catch (error) {
    fs.rmSync(partial, { force: true });
    fs.rmSync(`${partial}-journal`, { force: true });
    throw error;
  }
}

/** Puts the backup in `file` into the configured database (the shop stopped). */
export async function restoreDatabase(url: string | undefined, file: string, options: { force?: boolean } = {}): Promise<RestoreReport> {
  const source = path.resolve(file);
  if (!fs.existsSync(source) || !fs.statSync(source).isFile()) throw new BackupRefused(`${file} does not exist (or is not a file).`);
  const kind = backupKindOf(source);
  const dialect = dialectFor(url);
  if (kind === 'unknown') throw new BackupRefused(`${file} is not a backup of the shop: neither a SQLite database nor a pg_dump custom-format archive.`);
  if (kind !== dialect) {
    throw new BackupRefused(kind === 'postgres'
      ? `${file} is a PostgreSQL backup (pg_dump); it restores into PostgreSQL only. Set DATABASE_URL to a postgres:// URL.`
      : `${file} is a SQLite backup; it restores into SQLite only, and DATABASE_URL names PostgreSQL. Unset DATABASE_URL (data/store.db) or set it to a file path.`);
  }
  return dialect === 'postgres' ? restorePostgres(url!, source, file, options.force ?? false) : restoreSqlite(sqliteFileOf(url), source, file, options.force ?? false);
}

function backupKindOf(file: string): DialectName | 'unknown' {
  const head = Buffer.alloc(16);
  const fd = fs.openSync(file, 'r');
  const read = fs.readSync(fd, head, 0, 16, 0);
  fs.closeSync(fd);
  const text = head.subarray(0, read).toString('latin1');
  if (text === SQLITE_MAGIC) return 'sqlite';
  if (text.startsWith(PG_DUMP_MAGIC)) return 'postgres';
  return 'unknown';
}

// ---- SQLite ----------------------------------------------------------------------

/** Pages per step of the backup API: all of them, so one step copies one consistent moment. */
const ALL_PAGES = 0x7fffffff;

async function openSqlite(file: string, options: BetterSqlite3.Options): Promise<BetterSqlite3.Database> {
  const Sqlite = (await import('better-sqlite3')).default;
  return new Sqlite(file, options);
}

function sqliteHasTable(db: BetterSqlite3.Database, name: string): boolean {
  return db.prepare("select 1 from sqlite_master where type = 'table' and name = ?").get(name) !== undefined;
}

/** The shop's contents, or null when the file holds no shop (no orders table). */
function sqliteContents(db: BetterSqlite3.Database): ShopContents | null {
  if (!sqliteHasTable(db, 'orders')) return null;
  const one = <T>(query: string): T | null => (db.prepare(query).pluck().get() as T | undefined) ?? null;
  const invoices = sqliteHasTable(db, 'tax_documents');
  return {
    orders: Number(one('select count(*) from orders')),
    lastOrder: one('select order_string from orders order by id desc limit 1'),
    invoices: invoices ? Number(one("select count(*) from tax_documents where kind = 'invoice'")) : 0,
    lastInvoice: invoices ? one("select number from tax_documents where kind = 'invoice' order by id desc limit 1") : null,
  };
}

/** SQLite's own consistency check of every page and index ('ok', or what is wrong). */
function quickCheck(db: BetterSqlite3.Database): string {
  return String(db.pragma('quick_check', { simple: true }));
}

async function backupSqlite(database: string, partial: string, target: string): Promise<Omit<BackupReport, 'file' | 'bytes'>> {
  if (database === ':memory:') throw new BackupRefused('DATABASE_URL is :memory:: an in-memory database cannot be backed up from another process.');
  if (path.resolve(database) === target) throw new BackupRefused('the backup file is the database itself; name another file.');
  if (!fs.existsSync(database)) throw new BackupRefused(`${database} does not exist: nothing to back up. Is DATABASE_URL right?`);
  const started = performance.now();
  // Read-write like the shop's own connections (a read-only one cannot recover a WAL
  // left by a stopped shop); this process only reads.
  const source = await openSqlite(database, { fileMustExist: true });
  let at: Date;
  try {
    source.pragma('busy_timeout = 5000');
    if (!sqliteHasTable(source, 'orders')) throw new BackupRefused(`${database} holds no shop (it has no orders table). Is DATABASE_URL right?`);
    at = new Date();
    // One step copies every page inside one read transaction: a consistent moment, while
    // the shop goes on writing to the WAL. (Small steps would start over after each write.)
    await source.backup(partial, { progress: () => ALL_PAGES });
  } finally {
    source.close();
  }
  const copy = await openSqlite(partial, { fileMustExist: true });
  try {
    // One self-contained file: no -wal or -shm beside it when it is opened later.
    copy.pragma('journal_mode = DELETE');
    const check = quickCheck(copy);
    if (check !== 'ok') throw new BackupRefused(`the copy failed SQLite's quick_check (${check}); the database itself may be damaged.`);
    return { dialect: 'sqlite', at, ms: performance.now() - started, scope: 'the whole database', contents: sqliteContents(copy)! };
  } finally {
    copy.close();
  }
}

async function restoreSqlite(target: string, source: string, file: string, force: boolean): Promise<RestoreReport> {
  if (target === ':memory:') throw new BackupRefused('DATABASE_URL is :memory:; there is no database file to restore into.');
  if (path.resolve(target) === source) throw new BackupRefused('the backup file is the configured database itself.');
  const started = performance.now();
  const backup = await openSqlite(source, { readonly: true, fileMustExist: true });
  let current: BetterSqlite3.Database | null = null;
  const fresh = `${path.resolve(target)}.restoring-${process.pid}`;
  try {
    const check = quickCheck(backup);
    if (check !== 'ok') throw new BackupRefused(`${file} is damaged (SQLite's quick_check: ${check}); restore an older backup.`);
    const contents = sqliteContents(backup);
    if (!contents) throw new BackupRefused(`${file} is a SQLite database but not a backup of the shop (it has no orders table).`);

    let replacedOrders = 0;
    fs.mkdirSync(path.dirname(path.resolve(target)), { recursive: true });
    if (fs.existsSync(target)) {
      current = await openSqlite(target, { fileMustExist: true });
      // The shop keeps its connection open, and with it a lock on the file: an exclusive
      // lock taken without waiting says whether any process still has the database open.
      // It is held until the swap, so the shop cannot start in between.
      try {
        current.pragma('busy_timeout = 0');
        current.pragma('locking_mode = exclusive');
        current.exec('begin exclusive');
      } catch (error) {
        if ((error as { code?: string }).code === 'SQLITE_BUSY') {
          throw new BackupRefused(`${target} is open in another process: stop the shop (every instance using this file), then run the restore again.`);
        }
        throw error;
      }
      replacedOrders = sqliteContents(current)?.orders ?? 0;
      if (replacedOrders > 0 && !force) {
        throw new BackupRefused(`${target} holds ${count(replacedOrders)} orders, which the restore would replace with the backup's ${count(contents.orders)}. Run again with --force to replace it (its file is kept beside it).`);
      }
    }

    // The new file is written beside the old one and checked before it takes its name.
    await backup.backup(fresh, { progress: () => ALL_PAGES });
    const copy = await openSqlite(fresh, { fileMustExist: true });
    let restored: ShopContents | null;
    try {
      const freshCheck = quickCheck(copy);
      if (freshCheck !== 'ok') throw new BackupRefused(`the restored copy failed SQLite's quick_check (${freshCheck}); nothing was replaced.`);
      restored = sqliteContents(copy);
    } finally {
      copy.close();
    }

    let keptAs: string | null = null;
    if (current) {
      // Closing the last connection merges the old file's write-ahead log into it.
      current.exec('commit');
      current.close();
      current = null;
      keptAs = `${target}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      fs.renameSync(target, keptAs);
      // A log or shared-memory file left by a shop that was killed belongs to the old file.
      if (fs.existsSync(`${target}-wal`)) fs.renameSync(`${target}-wal`, `${keptAs}-wal`);
      fs.rmSync(`${target}-shm`, { force: true });
      fs.rmSync(`${target}-journal`, { force: true });
    }
    fs.renameSync(fresh, target);
    return { dialect: 'sqlite', ms: performance.now() - started, contents: restored!, replacedOrders, keptAs, otherConnections: 0 };
  } finally {
    backup.close();
    if (current) {
      try {
        current.exec('rollback');
      } catch {
        // no transaction was open
      }
      current.close();
    }
    fs.rmSync(fresh, { force: true });
    fs.rmSync(`${fresh}-journal`, { force: true });
  }
}

// ---- PostgreSQL ------------------------------------------------------------------

/** The full path of a program on PATH, or a refusal saying how to get it. */
export function requireProgram(name: 'pg_dump' | 'pg_restore'): string {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, name);
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      return candidate;
    } catch {
      // not in this folder
    }
  }
  throw new BackupRefused(`${name} was not found on PATH. It comes with PostgreSQL's client programs, of the server's major version or newer (Debian and Ubuntu: apt-get install postgresql-client).`);
}

interface Ran {
  code: number;
  stdout: string;
  stderr: string;
}

function run(program: string, args: string[], env: Record<string, string> = {}): Promise<Ran> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

/**
 * What pg_dump and pg_restore connect with: the URL without its password, which goes in
 * PGPASSWORD instead (a command line is visible to every user of the machine).
 */
function libpqTarget(url: string): { dbname: string; env: Record<string, string> } {
  const parsed = new URL(pgConnection(url).connectionString);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: password ? { PGPASSWORD: password } : {} };
}

/** The first schema of a search_path set in the URL's options (`?options=-c search_path=x`), or null. */
function searchPathOf(url: string): string | null {
  const options = new URL(url).searchParams.get('options') ?? '';
  return options.match(/search_path\s*=\s*"?([^\s,"]+)/)?.[1] ?? null;
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function pgClient(url: string): Promise<PgClient> {
  const pgModule = await import('pg');
  const { Client } = pgModule.default ?? pgModule;
  const client = new Client(pgConnection(url));
  await client.connect();
  return client;
}

async function pgHasTable(client: PgClient, schema: string, table: string): Promise<boolean> {
  const { rows } = await client.query('select to_regclass($1) is not null as present', [`${quoteIdent(schema)}.${quoteIdent(table)}`]);
  return rows[0].present === true;
}

async function pgContents(client: PgClient, schema: string): Promise<ShopContents | null> {
  if (!(await pgHasTable(client, schema, 'orders'))) return null;
  const orders = `${quoteIdent(schema)}.orders`;
  const documents = `${quoteIdent(schema)}.tax_documents`;
  const withInvoices = await pgHasTable(client, schema, 'tax_documents');
  const { rows } = await client.query(`select
      (select count(*) from ${orders})::int as orders,
      (select order_string from ${orders} order by id desc limit 1) as last_order,
      ${withInvoices ? `(select count(*) from ${documents} where kind = 'invoice')::int` : '0'} as invoices,
      ${withInvoices ? `(select number from ${documents} where kind = 'invoice' order by id desc limit 1)` : 'null'} as last_invoice`);
  const row = rows[0];
  return { orders: Number(row.orders), lastOrder: row.last_order, invoices: Number(row.invoices), lastInvoice: row.last_invoice };
}

function pgFailure(program: string, ran: Ran): string {
  const said = ran.stderr.trim() || `exit ${ran.code}`;
  const hint = /version mismatch/.test(said) ? ` Install the client programs of the server's major version or newer.` : '';
  return `${program} failed: ${said}${hint}`;
}

async function backupPostgres(url: string, partial: string): Promise<Omit<BackupReport, 'file' | 'bytes'>> {
  const pgDump = requireProgram('pg_dump');
  const started = performance.now();
  const client = await pgClient(url);
  try {
    // The snapshot this transaction exports is the one pg_dump reads, so the figures
    // printed with the backup are exactly what it holds.
    await client.query('begin isolation level repeatable read read only');
    const schema = (await client.query('select current_schema() as schema')).rows[0].schema as string | null;
    const contents = schema ? await pgContents(client, schema) : null;
    if (!schema || !contents) throw new BackupRefused(`the database of DATABASE_URL holds no shop (no orders table in schema ${schema ?? '(none)'}). Is DATABASE_URL right?`);
    const at = new Date();
    const snapshot = (await client.query('select pg_export_snapshot() as id')).rows[0].id as string;
    // A search_path in the URL means the shop lives in that schema among others (a shared
    // database): only its schema is copied. Otherwise the whole database is.
    const ownSchema = searchPathOf(url) !== null;
    const target = libpqTarget(url);
    const args = ['--format=custom', `--file=${partial}`, `--snapshot=${snapshot}`, '--lock-wait-timeout=30s', '--no-password'];
    if (ownSchema) args.push(`--schema=${quoteIdent(schema)}`);
    args.push(`--dbname=${target.dbname}`);
    const dumped = await run(pgDump, args, target.env);
    if (dumped.code !== 0) throw new BackupRefused(pgFailure('pg_dump', dumped));
    return { dialect: 'postgres', at, ms: performance.now() - started, scope: ownSchema ? `schema ${schema}` : 'the whole database', contents };
  } finally {
    await client.query('rollback').catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}

async function restorePostgres(url: string, source: string, file: string, force: boolean): Promise<RestoreReport> {
  const pgRestore = requireProgram('pg_restore');
  const started = performance.now();
  const listed = await run(pgRestore, ['--list', source]);
  if (listed.code !== 0) throw new BackupRefused(`${file} cannot be read: ${pgFailure('pg_restore', listed)}`);
  // "3349; 0 16390 TABLE DATA public orders owner": the schema the backup's shop is in.
  const archiveSchema = listed.stdout.match(/^\d+; \d+ \d+ TABLE DATA (\S+) orders /m)?.[1];
  if (!archiveSchema) throw new BackupRefused(`${file} is a pg_dump archive but not a backup of the shop (it has no orders table).`);

  const client = await pgClient(url);
  let replacedOrders = 0;
  let otherConnections = 0;
  try {
    const current = (await client.query('select current_schema() as schema')).rows[0].schema as string | null;
    // With no schema of its search_path in the database yet, the shop would read the first.
    const schema = current ?? searchPathOf(url) ?? 'public';
    if (schema !== archiveSchema) {
      throw new BackupRefused(`${file} holds the shop in schema ${archiveSchema}, but DATABASE_URL reads schema ${schema}. Restore into a database whose search_path is ${archiveSchema}.`);
    }
    replacedOrders = (await pgContents(client, schema))?.orders ?? 0;
    if (replacedOrders > 0 && !force) {
      throw new BackupRefused(`the database of DATABASE_URL holds ${count(replacedOrders)} orders, which the restore would replace. Back it up first if it may be needed (npm run backup -- <file>), then run again with --force to replace it.`);
    }
    const { rows } = await client.query('select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
    otherConnections = Number(rows[0].n);
  } finally {
    await client.end().catch(() => undefined);
  }

  const target = libpqTarget(url);
  // One transaction: a failure leaves the database as it was. The backup's tables are
  // dropped and made again; objects belong to the user of DATABASE_URL (no owners or
  // grants from the old server, whose roles may not exist here).
  const restored = await run(pgRestore, ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', '--no-password', `--dbname=${target.dbname}`, source], target.env);
  if (restored.code !== 0) throw new BackupRefused(`${pgFailure('pg_restore', restored)} Nothing was changed (the restore is one transaction).`);

  const after = await pgClient(url);
  try {
    const contents = await pgContents(after, archiveSchema);
    return { dialect: 'postgres', ms: performance.now() - started, contents: contents!, replacedOrders, keptAs: null, otherConnections };
  } finally {
    await after.end().catch(() => undefined);
  }
}

/** 12,345 (the shop's Indian grouping: 1,23,456). */
export function count(n: number): string {
  return n.toLocaleString('en-IN');
}

/** "1,204 orders (last OB…) and 312 invoices (last INV/…)": what a backup or a database holds. */
export function describeContents(contents: ShopContents): string {
  const last = (what: string | null) => (what ? ` (last ${what})` : '');
  return `${count(contents.orders)} orders${last(contents.lastOrder)} and ${count(contents.invoices)} invoices${last(contents.lastInvoice)}`;
}
