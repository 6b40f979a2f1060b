// A HEAD of a page answers the headers its GET answers, with no body (lib/server/head-as-get.ts),
// on one instance of the production build started as `npm start` starts it
// (scripts/cluster.ts startInstance), on its own SQLite file under data/: the home, a
// product page and a text page (the terms), plain and gzip, through the cached-page fast
// path (a plain path) and through Next (the same path with a query, which the fast path
// leaves to Next). Before, a HEAD of `/` answered `content-length: 0`.
// Needs the production build (`npm run build`) and nothing else.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { root, startInstance, stopInstance, type Instance } from '@/scripts/cluster';
import { rawAnswer, type RawAnswer } from '@/lib/testing/raw-answer';

const PORT = Number(process.env.HEAD_TEST_PORT ?? 3587);
const DB_FILE = path.join(root, 'data', `head-test-${process.pid}.db`);
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'head-test-'));

function removeDatabase(): void {
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${DB_FILE}${suffix}`, { force: true });
}

let instance: Instance;

beforeAll(async () => {
  removeDatabase();
  instance = await startInstance({
    port: PORT,
    workDir,
    env: {
      DATABASE_URL: DB_FILE,
      REDIS_URL: '',
      STORE_MODE: 'demo',
      STORE_SITE_URL: `http://127.0.0.1:${PORT}`,
      SHUTDOWN_DELAY_MS: '0',
      LOG_REQUESTS: '0',
    },
  });
}, 300_000);

afterAll(async () => {
  if (instance) await stopInstance(instance);
  removeDatabase();
  fs.rmSync(workDir, { recursive: true, force: true });
}, 60_000);

function productPage(): string {
  const db = new Database(DB_FILE, { readonly: true });
  const row = db.prepare('select id, name_url from products where stock > 0 order by id limit 1').get() as { id: number; name_url: string };
  db.close();
  return `/product/${encodeURIComponent(row.name_url)}/${row.id}`;
}

/** A GET and a HEAD of one path with the same request headers (the same request id, so that header is compared too). */
async function pair(pagePath: string, encoding: string): Promise<{ get: RawAnswer; head: RawAnswer }> {
  const headers = { 'accept-encoding': encoding, 'x-request-id': 'head-test-0000001' };
  let answers: { get: RawAnswer; head: RawAnswer } | undefined;
  // The page is drawn at its first request; a pair with one answer from before and one
  // after a new drawing (a MISS, then HITs) is asked for again.
  for (let attempt = 0; attempt < 3; attempt++) {
    answers = { get: await rawAnswer(instance.url, 'GET', pagePath, headers), head: await rawAnswer(instance.url, 'HEAD', pagePath, headers) };
    if (answers.get.headers['x-nextjs-cache'] === answers.head.headers['x-nextjs-cache']) break;
  }
  return answers!;
}

describe('HEAD of a page on the production build', () => {
  for (const encoding of ['identity', 'gzip']) {
    it(`answers the GET's status and headers, no body (${encoding}), through the fast path and through Next`, async () => {
      for (const page of ['/', productPage(), '/terms']) {
        for (const pagePath of [page, `${page}?via=next`]) {
          const { get, head } = await pair(pagePath, encoding);
          expect(get.status, pagePath).toBe(200);
          expect(get.bodyBytes, pagePath).toBeGreaterThan(1000);
          expect(get.headers['content-type'], pagePath).toBe('text/html; charset=utf-8');
          if (encoding === 'identity') expect(Number(get.headers['content-length']), pagePath).toBe(get.bodyBytes);
          else expect(get.headers['content-encoding'], pagePath).toBe('gzip');
          expect(head.headers, `${pagePath} (${encoding}): HEAD's headers`).toEqual(get.headers);
          expect(head.status, pagePath).toBe(200);
          expect(head.bodyBytes, pagePath).toBe(0);
        }
      }
    });
  }

  it('answers a cached page\'s HEAD from the cache, as its GET', async () => {
    const page = productPage();
    await rawAnswer(instance.url, 'GET', page);
    for (const pagePath of [page, `${page}?via=next`]) {
      const head = await rawAnswer(instance.url, 'HEAD', pagePath);
      expect(head.headers['x-nextjs-cache'], pagePath).toBe('HIT');
      expect(head.headers['cache-control'], pagePath).toMatch(/^s-maxage=\d+/);
      expect(head.headers.vary, pagePath).toContain('rsc');
    }
  });
});
