// Backups that restore (issue 30, README "Backups"). The shop (lib/testing/api-server.ts:
// the route modules, dispatcher and database of `npm start`) takes cash orders from four
// shoppers and ships them (each shipment issues a GST invoice) over real HTTP, without a
// pause, while `npm run backup` copies its database. `npm run restore` then puts the copy
// into a fresh database, where every order acknowledged before the backup began is found
// with its items, every invoice number is the source's, the invoices are the source's
// first ones with no gap, and the stock of every product is its starting stock less the
// units of the orders present: one consistent moment.
//
// SQLite: the shop's WAL file, copied by SQLite's online backup API. PostgreSQL: a
// database of its own, backed up whole (pg_dump) as a production database is, restored
// into another new database; both are dropped afterwards.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, pgConnection, setDatabase, type OpenedDatabase } from '@/lib/db';
import { migrateToLatest } from '@/lib/db/migrate';
import { seedDemoStore } from '@/lib/seed';
import { addAddress, addPincodes, codConfirmToken, loginByOtp, plainProducts, type ReadyShopper } from './session';
import { addTestStaff, type TestStaff } from './seller-session';
import { ApiProcess } from './server-process';

const PG_URL = process.env.TEST_DATABASE_URL ?? '';
const postgres = /^postgres(ql)?:\/\//.test(PG_URL);
// The shop's port (the SQLite and PostgreSQL runs of this file may overlap in time).
const PORT = Number(process.env.BACKUP_TEST_PORT ?? 3540) + (postgres ? 1 : 0);
const STARTING_STOCK = 100_000;
const BUYERS = 4;

const root = fileURLToPath(new URL('../..', import.meta.url));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let workDir: string;
let source: Place;
let target: Place;
let sourceDb: OpenedDatabase | null = null;
let server: ApiProcess;
let staff: TestStaff;
let shoppers: ReadyShopper[];
let productIds: number[];
let backupFile: string;
/** What the backup printed and what the first test found, for the second. */
let backedUp: { orders: number } | null = null;

// ---- databases -------------------------------------------------------------------

interface Place {
  url: string;
  drop(): Promise<void>;
}

async function admin(query: string): Promise<void> {
  const client = new pg.Client(pgConnection(PG_URL));
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

/** A database of its own, not yet made: a new SQLite file path, or a new empty PostgreSQL database. */
async function newDatabase(label: string): Promise<Place> {
  if (!postgres) return { url: path.join(workDir, label, 'store.db'), drop: async () => {} };
  const name = `backup_${label}_${randomBytes(4).toString('hex')}`;
  await admin(`create database ${name}`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

// ---- the commands, as an operator runs them ------------------------------------

interface Ran {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * `npm run <backup|restore> -- <args>`: package.json runs `tsx --conditions=react-server
 * scripts/<name>.ts`, and so does this, from a folder of the test's own (a restore forgets
 * the cached pages of the .next folder where it runs; the checkout's is not this test's).
 */
function shopCommand(name: 'backup' | 'restore', args: string[], env: Record<string, string>): Promise<Ran> {
  const tsx = pathToFileURL(path.join(root, 'node_modules', 'tsx', 'dist', 'loader.mjs')).href;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--conditions=react-server', '--import', tsx, path.join(root, 'scripts', `${name}.ts`), ...args], {
      cwd: workDir,
      env: { ...process.env, TSX_TSCONFIG_PATH: path.join(root, 'tsconfig.json'), REDIS_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** "1,204 orders" in a command's output, as a number. */
function ordersIn(output: string): number {
  const match = output.match(/holds (?:the shop as of \S+: )?([\d,]+) orders/);
  expect(match, output).not.toBeNull();
  return Number(match![1].replace(/,/g, ''));
}

// ---- what a database holds -------------------------------------------------------

interface ShopState {
  /** order id -> what an order is and never stops being (number, customer, money, items). */
  orders: Map<number, string>;
  status: Map<number, string>;
  /** order id -> its invoice's number. */
  invoices: Map<number, string>;
  /** Invoice numbers in the order they were issued. */
  invoiceSeries: string[];
  /** product id -> stock, for the products the shoppers buy. */
  stock: Map<number, number>;
  /** product id -> units in all the orders present. */
  ordered: Map<number, number>;
}

async function readShop(opened: OpenedDatabase): Promise<ShopState> {
  const { db } = opened;
  const orders = await db.selectFrom('orders').select(['id', 'order_string', 'customer_id', 'paymentmode', 'total_paid_paise', 'status']).execute();
  const items = await db.selectFrom('order_items').select(['order_id', 'product_id', 'quantity', 'unit_price_paise']).orderBy('order_id').orderBy('product_id').execute();
  const invoices = await db.selectFrom('tax_documents').select(['id', 'order_id', 'number']).where('kind', '=', 'invoice').orderBy('id').execute();
  const products = await db.selectFrom('products').select(['id', 'stock']).where('id', 'in', productIds).execute();
  const lines = new Map<number, string[]>();
  const ordered = new Map<number, number>(productIds.map((id) => [id, 0]));
  for (const item of items) {
    const orderId = Number(item.order_id);
    lines.set(orderId, [...(lines.get(orderId) ?? []), `${item.product_id}x${item.quantity}@${item.unit_price_paise}`]);
    ordered.set(Number(item.product_id), (ordered.get(Number(item.product_id)) ?? 0) + Number(item.quantity));
  }
  return {
    orders: new Map(orders.map((o) => [Number(o.id), `${o.order_string} customer ${o.customer_id} ${o.paymentmode} ${o.total_paid_paise} [${(lines.get(Number(o.id)) ?? []).join(' ')}]`])),
    status: new Map(orders.map((o) => [Number(o.id), o.status])),
    invoices: new Map(invoices.map((d) => [Number(d.order_id), d.number])),
    invoiceSeries: invoices.map((d) => d.number),
    stock: new Map(products.map((p) => [Number(p.id), Number(p.stock)])),
    ordered,
  };
}

async function withDatabase<T>(url: string, read: (opened: OpenedDatabase) => Promise<T>): Promise<T> {
  const opened = await openDatabase(url);
  try {
    return await read(opened);
  } finally {
    await opened.db.destroy();
  }
}

// ---- the shop at work ------------------------------------------------------------

interface Work {
  /** Orders acknowledged to their shopper, with the moment the answer came. */
  placed: { orderId: number; at: number }[];
  /** Orders whose shipment (and invoice) was acknowledged, with the moment. */
  shipped: Map<number, number>;
  errors: string[];
  running: boolean;
}

async function buyer(work: Work, shopper: ReadyShopper): Promise<void> {
  let turn = 0;
  while (work.running) {
    turn++;
    const lines = [{ product_id: productIds[turn % productIds.length], quantity: 1 + (turn % 2) }];
    if (turn % 3 === 0) lines.push({ product_id: productIds[(turn + 1) % productIds.length], quantity: 1 });
    const cart = await server.call('store/updateTocartMultiple', { company_id: 191, store_id: 139, customer_id: shopper.customerId, cartJson: JSON.stringify(lines) }, shopper.cookie);
    if (cart.kind !== 'answer' || cart.status !== 200) {
      work.errors.push(`cart: ${cart.kind === 'answer' ? `${cart.status} ${cart.text}` : cart.reason}`);
      return;
    }
    const order = await server.call('store/cashOnDelivery', { company_id: 191, store_id: 139, customer_id: shopper.customerId, address_id: shopper.addressId }, shopper.cookie);
    if (order.kind !== 'answer' || order.status !== 200) {
      work.errors.push(`order: ${order.kind === 'answer' ? `${order.status} ${order.text}` : order.reason}`);
      return;
    }
    const orderId = Number(order.body.payload.order_id);
    // Confirmed as its shopper would, with the token of the link in its SMS (docs/rules/orders.md#cash-on-delivery-confirmation).
    if (order.body.payload.status === 'awaiting_confirmation') {
      const confirmed = await server.call('store/confirmCod', { token: await codConfirmToken(sourceDb!, orderId) });
      if (confirmed.kind !== 'answer' || confirmed.status !== 200) {
        work.errors.push(`confirm: ${confirmed.kind === 'answer' ? `${confirmed.status} ${confirmed.text}` : confirmed.reason}`);
        return;
      }
    }
    work.placed.push({ orderId, at: performance.now() });
  }
}

/** The packer: each acknowledged order, in turn, confirmed, packed and shipped (the invoice). */
async function shipper(work: Work): Promise<void> {
  let next = 0;
  while (work.running) {
    const order = work.placed[next];
    if (!order) {
      await sleep(5);
      continue;
    }
    next++;
    for (const move of [{ to: 'confirmed' }, { to: 'packed' }, { to: 'shipped', courier: 'Delhivery', awb: `DLV${String(order.orderId).padStart(9, '0')}` }]) {
      const moved = await server.request('/api/seller/orders/transition', { method: 'POST', body: JSON.stringify({ order_id: order.orderId, ...move }), cookie: staff.cookie });
      if (moved.kind !== 'answer' || moved.status !== 200) {
        work.errors.push(`${move.to} ${order.orderId}: ${moved.kind === 'answer' ? `${moved.status} ${moved.text}` : moved.reason}`);
        return;
      }
    }
    work.shipped.set(order.orderId, performance.now());
  }
}

async function until(done: () => boolean, what: string, work: Work, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (work.errors.length > 0) throw new Error(`the shop refused a call: ${work.errors.join('; ')}\n${server.errors}`);
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(10);
  }
}

// ---- set-up ----------------------------------------------------------------------

beforeAll(async () => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-test-'));
  backupFile = path.join(workDir, 'copies', `store-${postgres ? 'pg.dump' : 'sqlite.db'}`);
  source = await newDatabase('source');
  target = await newDatabase('restored');
  sourceDb = await openDatabase(source.url);
  await migrateToLatest(sourceDb.db, sourceDb.dialect);
  await seedDemoStore(sourceDb, { pincodes: false });
  setDatabase(sourceDb);
  await addPincodes(sourceDb);
  // Products with plenty of stock, so no order is refused while the shop runs flat out.
  productIds = (await plainProducts(sourceDb, 5, 1, 2)).map((p) => p.id);
  await sourceDb.db.updateTable('products').set({ stock: STARTING_STOCK }).where('id', 'in', productIds).execute();
  staff = await addTestStaff(sourceDb, 'manager');
  shoppers = [];
  for (let i = 0; i < BUYERS; i++) {
    const shopper = await loginByOtp(sourceDb);
    shoppers.push({ ...shopper, addressId: await addAddress(sourceDb, shopper) });
  }
  server = new ApiProcess(PORT, { DATABASE_URL: source.url });
  await server.start();
});

afterAll(async () => {
  await server?.stop();
  await sourceDb?.db.destroy();
  await source?.drop();
  await target?.drop();
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
});

describe(`backup and restore (${postgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('a backup taken while orders are placed and shipped restores every order, invoice number and stock figure committed before it began', async () => {
    const work: Work = { placed: [], shipped: new Map(), errors: [], running: true };
    const loops = [...shoppers.map((shopper) => buyer(work, shopper)), shipper(work)];
    let backup: Ran;
    let began: number;
    let ended: number;
    let before: { orders: number[]; shipped: number[] };
    try {
      await until(() => work.placed.length >= 20 && work.shipped.size >= 5, 'the first orders and shipments', work);
      before = { orders: work.placed.map((p) => p.orderId), shipped: [...work.shipped.keys()] };
      began = performance.now();
      backup = await shopCommand('backup', [backupFile], { DATABASE_URL: source.url });
      ended = performance.now();
      // The shop goes on past the backup's moment, so the source ends up ahead of the copy.
      const placedByThen = work.placed.length;
      await until(() => work.placed.length >= placedByThen + 10, 'orders after the backup', work);
    } finally {
      work.running = false;
      await Promise.all(loops);
    }
    expect(work.errors).toEqual([]);
    expect(backup.code, backup.stderr + backup.stdout).toBe(0);
    expect(backup.stdout).toContain('the shop may keep serving');
    const duringBackup = work.placed.filter((p) => p.at > began && p.at < ended).length;
    const shippedDuringBackup = [...work.shipped.values()].filter((at) => at > began && at < ended).length;
    console.log(`backup (${postgres ? 'PostgreSQL' : 'SQLite'}): ${Math.round(ended - began)} ms for the command; ${before.orders.length} orders and ${before.shipped.length} shipments acknowledged before it, ${duringBackup} orders and ${shippedDuringBackup} shipments while it ran\n${backup.stdout}`);
    // The load really ran while the backup did.
    expect(duringBackup).toBeGreaterThan(0);
    expect(fs.statSync(backupFile).mode & 0o777).toBe(0o600);
    const reportedOrders = ordersIn(backup.stdout);

    const restore = await shopCommand('restore', [backupFile], { DATABASE_URL: target.url });
    expect(restore.code, restore.stderr + restore.stdout).toBe(0);
    expect(restore.stdout).toContain('the shop must be stopped while it restores');
    console.log(restore.stdout);

    const from = await readShop(sourceDb!);
    const restored = await withDatabase(target.url, readShop);

    // Every order acknowledged before the backup began is there, and nothing else than
    // the source's orders: each the same (number, customer, total, items).
    expect(before.orders.filter((id) => !restored.orders.has(id))).toEqual([]);
    expect(restored.orders.size).toBe(reportedOrders);
    expect(ordersIn(restore.stdout)).toBe(reportedOrders);
    expect(restored.orders.size).toBeLessThan(from.orders.size);
    for (const [id, order] of restored.orders) expect(order, `order ${id}`).toBe(from.orders.get(id));

    // Every invoice issued before the backup began has the source's number; the copy's
    // invoices are the source's first ones, with no gap, each with its shipped order.
    expect(before.shipped.filter((id) => restored.invoices.get(id) !== from.invoices.get(id))).toEqual([]);
    expect(restored.invoiceSeries).toEqual(from.invoiceSeries.slice(0, restored.invoiceSeries.length));
    const shippedInCopy = [...restored.status].filter(([, status]) => status === 'shipped').map(([id]) => id).sort((a, b) => a - b);
    expect([...restored.invoices.keys()].sort((a, b) => a - b)).toEqual(shippedInCopy);

    // Stock: the starting stock less what the orders present hold, in the copy as in the source.
    for (const id of productIds) {
      expect(restored.stock.get(id), `product ${id} in the copy`).toBe(STARTING_STOCK - restored.ordered.get(id)!);
      expect(from.stock.get(id), `product ${id} in the source`).toBe(STARTING_STOCK - from.ordered.get(id)!);
    }
    const whileRunning = work.placed.filter((p) => p.at > began && p.at < ended);
    const inCopy = whileRunning.filter((p) => restored.orders.has(p.orderId)).length;
    console.log(`of the ${whileRunning.length} orders acknowledged while the backup ran, ${inCopy} are in the copy and ${whileRunning.length - inCopy} came after its moment`);
    backedUp = { orders: reportedOrders };
  }, 240_000);

  it('restore refuses while the shop has a SQLite file open, refuses a database that holds orders without --force, and replaces it with --force', async () => {
    expect(backedUp, 'the backup of the first test').not.toBeNull();
    const count = ({ db }: OpenedDatabase) => db.selectFrom('orders').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow().then((row) => Number(row.n));
    const ordersNow = () => withDatabase(source.url, count);
    const held = await ordersNow();
    expect(held).toBeGreaterThan(backedUp!.orders);

    if (!postgres) {
      // The shop still runs on the file: not even --force swaps it under the shop.
      const inUse = await shopCommand('restore', [backupFile, '--force'], { DATABASE_URL: source.url });
      expect(inUse.code).toBe(1);
      expect(inUse.stderr).toContain('stop the shop');
      expect(await ordersNow()).toBe(held);
    }

    // The shop stopped (and this test's own connection closed).
    await server.stop();
    await sourceDb!.db.destroy();
    sourceDb = null;
    const refused = await shopCommand('restore', [backupFile], { DATABASE_URL: source.url });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`holds ${held.toLocaleString('en-IN')} orders`);
    expect(refused.stderr).toContain('--force');
    expect(await ordersNow()).toBe(held);

    const forced = await shopCommand('restore', [backupFile, '--force'], { DATABASE_URL: source.url });
    expect(forced.code, forced.stderr + forced.stdout).toBe(0);
    expect(forced.stdout).toContain(`replaced a database of ${held.toLocaleString('en-IN')} orders`);
    expect(ordersIn(forced.stdout)).toBe(backedUp!.orders);
    expect(await ordersNow()).toBe(backedUp!.orders);
    if (!postgres) {
      // The replaced file is kept beside it, whole.
      const keptAs = forced.stdout.match(/kept as (\S+);/)?.[1];
      expect(keptAs, forced.stdout).toBeDefined();
      expect(await withDatabase(keptAs!, count)).toBe(held);
    }
  }, 120_000);

  it('the commands say what is wrong: no file named, a missing or foreign file, a backup of the other database, no pg_dump or pg_restore', async () => {
    const scripts = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts;
    expect(scripts.backup).toBe('tsx --conditions=react-server scripts/backup.ts');
    expect(scripts.restore).toBe('tsx --conditions=react-server scripts/restore.ts');

    const sqliteUrl = path.join(workDir, 'elsewhere', 'store.db');
    const nowhere = 'postgres://127.0.0.1:1/nowhere';
    const noFile = await shopCommand('backup', [], { DATABASE_URL: sqliteUrl });
    expect(noFile.code).toBe(2);
    expect(noFile.stderr).toContain('usage: npm run backup -- <file>');

    const exists = await shopCommand('backup', [backupFile], { DATABASE_URL: source.url });
    expect(exists.code).toBe(1);
    expect(exists.stderr).toContain('exists already');

    const missing = await shopCommand('restore', [path.join(workDir, 'no-such-backup.db')], { DATABASE_URL: sqliteUrl });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('does not exist');

    const foreign = path.join(workDir, 'notes.txt');
    fs.writeFileSync(foreign, 'not a backup\n');
    const notBackup = await shopCommand('restore', [foreign], { DATABASE_URL: sqliteUrl });
    expect(notBackup.code).toBe(1);
    expect(notBackup.stderr).toContain('is not a backup of the shop');

    // This run's backup into the other kind of database: refused before anything is touched.
    const crossed = await shopCommand('restore', [backupFile], { DATABASE_URL: postgres ? sqliteUrl : nowhere });
    expect(crossed.code).toBe(1);
    expect(crossed.stderr).toContain(postgres ? 'restores into PostgreSQL only' : 'restores into SQLite only');
    expect(fs.existsSync(sqliteUrl)).toBe(false);

    // A machine without PostgreSQL's client programs: PATH holds only an empty folder.
    const noPrograms = { DATABASE_URL: nowhere, PATH: fs.mkdtempSync(path.join(workDir, 'bin-')) };
    const noDump = await shopCommand('backup', [path.join(workDir, 'pg.dump')], noPrograms);
    expect(noDump.code).toBe(1);
    expect(noDump.stderr).toContain('pg_dump was not found on PATH');
    expect(noDump.stderr).toContain('postgresql-client');
    const dumpLike = path.join(workDir, 'like.dump');
    fs.writeFileSync(dumpLike, 'PGDMP\u0001\u000e\u0000');
    const noRestore = await shopCommand('restore', [dumpLike], noPrograms);
    expect(noRestore.code).toBe(1);
    expect(noRestore.stderr).toContain('pg_restore was not found on PATH');
  }, 120_000);
});
