// What lib/seed/prepare.ts and scripts/seed.ts share: naming the database in log
// lines (without its password), turning connection errors into advice, forgetting the
// cached answers, and dropping every table for a reset.
import { parseArgs } from 'node:util';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { OpenedDatabase } from '@/lib/db';
import { dialectFor } from '@/lib/db/dialect';
import { CATALOG_TAG } from '@/lib/cache';
import { limits } from '@/lib/config';
import { redisKeyPrefix } from '@/lib/redis';
import { expireTagsInRedis } from '@/lib/server/shared-cache';

/** "PostgreSQL 127.0.0.1:5432/test" or "SQLite data/store.db"; never the password. */
export function describeDatabase(url: string | undefined): string {
  if (dialectFor(url) === 'postgres') {
    try {
      const parsed = new URL(url!);
      return `PostgreSQL ${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
    } catch {
      return 'PostgreSQL (DATABASE_URL is not a valid URL)';
    }
  }
  const file = url ? url.replace(/^file:/, '') : path.join('data', 'store.db');
  const inside = path.relative(process.cwd(), path.resolve(file));
  return `SQLite ${inside.startsWith('..') || path.isAbsolute(inside) ? path.resolve(file) : inside}`;
}

/** A one-line reason and what to do about it. */
export function explainFailure(error: unknown, url: string | undefined): string {
  const code = (error as { code?: string } | null)?.code;
  const message = error instanceof Error ? error.message : String(error);
  const where = describeDatabase(url);
  if (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'ETIMEDOUT' || code === 'EAI_AGAIN') {
    return `cannot reach ${where} (${code}). Is the server running, and is DATABASE_URL right?`;
  }
  if (code === '28P01' || code === '28000') return `${where} refused the login (${code}): check the user and password in DATABASE_URL.`;
  if (code === '3D000') return `${where}: the database does not exist (${code}). Create it first, e.g. createdb.`;
  if (code === 'SQLITE_CANTOPEN') return `cannot open ${where}: check that the folder exists and is writable.`;
  return `${where}: ${message}`;
}

/**
 * Cached answers from earlier data would show the old catalogue (wrong ids, missing
 * products) until they expire, so they go whenever a script changes the data: the local
 * cache's files, and with REDIS_URL the shared cache's catalogue tag (every cached answer
 * and page carries it). Says what it forgot, or '' when there was nothing.
 */
export async function forgetCachedCatalog(root = process.cwd()): Promise<string> {
  const forgot: string[] = [];
  const folder = path.join(root, '.next', 'cache', 'fetch-cache');
  if (fs.existsSync(folder)) {
    fs.rmSync(folder, { recursive: true, force: true });
    forgot.push('.next/cache/fetch-cache');
  }
  const redisUrl = process.env.REDIS_URL?.trim();
  if (redisUrl) {
    try {
      await expireTagsInRedis({ url: redisUrl, prefix: redisKeyPrefix() }, [CATALOG_TAG]);
      forgot.push('the shared cache in Redis');
    } catch (error) {
      console.warn(`could not expire the shared cache in Redis (${(error as Error).message}): cached pages may show the earlier data for up to ${limits.cacheLifetimeMs / 1000} s`);
    }
  }
  return forgot.join(' and ');
}

/** Drops every table of the database (or the current PostgreSQL schema), Kysely's migration tables included. */
export async function dropAllTables(opened: OpenedDatabase): Promise<string[]> {
  const { db } = opened;
  if (opened.dialect === 'postgres') {
    const { rows } = await sql<{ tablename: string }>`select tablename from pg_tables where schemaname = current_schema()`.execute(db);
    const tables = rows.map((r) => r.tablename);
    // One statement: CASCADE takes the foreign keys between them along.
    if (tables.length > 0) await sql`drop table if exists ${sql.join(tables.map((t) => sql.id(t)))} cascade`.execute(db);
    return tables;
  }
  // Views first, then virtual tables (full-text search), which take their own tables along.
  const { rows: views } = await sql<{ name: string }>`select name from sqlite_master where type = 'view'`.execute(db);
  for (const view of views) await sql`drop view if exists ${sql.id(view.name)}`.execute(db);
  const { rows } = await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'
    order by sql like 'create virtual table%' desc`.execute(db);
  const tables = rows.map((r) => r.name);
  // Foreign keys would make the drop order matter; the pragma only works outside a transaction.
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    for (const table of tables) await sql`drop table if exists ${sql.id(table)}`.execute(db);
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
  await sql`vacuum`.execute(db);
  return tables;
}

/** `<file> [--force]`, as backup and restore take them; a readable refusal otherwise. */
export function fileAndForce(args: string[]): { file: string; force: boolean } {
  const { positionals, values } = parseArgs({ args, allowPositionals: true, options: { force: { type: 'boolean', default: false } } });
  if (positionals.length !== 1) throw new Error(positionals.length === 0 ? 'name the backup file' : 'one backup file at a time');
  return { file: positionals[0]!, force: values.force ?? false };
}
