// `npm run bench:load`: the mixed shopper workload of issue 6 (reliability), at a fixed
// rate, against the production build.
//
//   npm run bench:load                          own server (port 3410, fresh data/bench-load.db), 60 s, 2 shoppers/s
//   npm run bench:load -- --seconds 10 --rate 1 a short run (CI)
//   npm run bench:load -- --url http://localhost:3000   against a server already running
//
// Options: --seconds N (60), --rate N shoppers started per second (2), --port N (3410,
// own server only), --url ORIGIN, --seed N. Open model: shopper i starts at i/rate
// seconds whatever the server's speed (a slow server gets more shoppers at once, not
// fewer requests); each shopper then walks its steps one after another, like a person.
// Shoppers: browsing (40 %), searching (25 %), a guest adding to the cart (20 %) and a
// logged-in buyer (15 %): OTP login through the demo outbox, cart, address (pincode
// 110001), cash on delivery, order list. Every step's answer must be the one a shopper
// expects (2xx, and the order placed): anything else, a network error or a time-out
// is an error. Prints count, errors, p50 and p99 per step; exits 1 on any error.
import { percentile, round, seeded, type Random } from './lib/stats';
import { prepareDatabase, requireBuild, startServer, withCleanup } from './lib/servers';
import { routes } from '@/lib/routes';

interface Options {
  seconds: number;
  rate: number;
  port: number;
  url?: string;
  seed: number;
}

function parseArgs(argv: string[]): Options {
  const options: Options = { seconds: 60, rate: 2, port: 3410, seed: 1 };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const [name, inline] = arg.split('=', 2) as [string, string | undefined];
    const value = () => inline ?? argv[++i] ?? '';
    if (name === '--url') options.url = value().replace(/\/$/, '');
    else if (['--seconds', '--rate', '--port', '--seed'].includes(name)) {
      const number = Number(value());
      if (!Number.isFinite(number) || number <= 0) throw new Error(`${name} needs a positive number`);
      options[name.slice(2) as 'seconds' | 'rate' | 'port' | 'seed'] = number;
    } else throw new Error(`unknown argument "${arg}" (--seconds, --rate, --port, --url, --seed)`);
  }
  return options;
}

const REQUEST_TIMEOUT_MS = 15_000;
/** After the last start, how long running shoppers may take to finish before they count as errors. */
const DRAIN_MS = 60_000;

interface Sample {
  step: string;
  ms: number;
  error?: string;
}

/** A step that went wrong; `recorded` when its sample already carries the error. */
class StepError extends Error {
  constructor(message: string, readonly recorded = false) {
    super(message);
  }
}

/** One shopper's HTTP: keeps its session cookie and its client address, times every step. */
class Shopper {
  private cookie = '';
  constructor(
    private origin: string,
    private address: string,
    private samples: Sample[],
  ) {}

  private async request(step: string, path: string, init: { method: 'GET' | 'POST'; body?: unknown; accept?: string }) {
    const started = performance.now();
    let status = 0;
    let text = '';
    try {
      const response = await fetch(this.origin + path, {
        method: init.method,
        headers: {
          accept: init.accept ?? 'application/json',
          'x-forwarded-for': this.address,
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(this.cookie ? { cookie: this.cookie } : {}),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        redirect: 'manual',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      status = response.status;
      text = await response.text();
      const setCookie = response.headers.getSetCookie().find((c) => c.startsWith('session='));
      if (setCookie) this.cookie = setCookie.split(';')[0]!;
    } catch (error) {
      const message = (error as Error).name === 'TimeoutError' ? `timeout after ${REQUEST_TIMEOUT_MS} ms` : `network: ${(error as Error).message}`;
      this.samples.push({ step, ms: performance.now() - started, error: message });
      throw new StepError(message, true);
    }
    const ms = performance.now() - started;
    if (status < 200 || status >= 300) {
      const error = `HTTP ${status} ${path}: ${text.slice(0, 160)}`;
      this.samples.push({ step, ms, error });
      throw new StepError(error, true);
    }
    this.samples.push({ step, ms });
    return text;
  }

  page(step: string, path: string) {
    return this.request(step, path, { method: 'GET', accept: 'text/html' });
  }

  async api<T = Record<string, unknown>>(step: string, path: string, body: unknown = {}): Promise<T> {
    return JSON.parse(await this.request(step, `/api/${path}`, { method: 'POST', body })) as T;
  }

  async get<T>(step: string, path: string): Promise<T> {
    return JSON.parse(await this.request(step, path, { method: 'GET' })) as T;
  }
}

interface Catalogue {
  products: { id: number; nameUrl: string; stock: number }[];
  categories: string[];
  keywords: string[];
}

/** What a shopper's browser can see: the lists the storefront's API serves. */
async function readCatalogue(origin: string): Promise<Catalogue> {
  const post = async (path: string, body: object) => {
    const response = await fetch(`${origin}/api/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
    return response.json();
  };
  const list = await post('store/FilterByProductNew', { page: 1, result_per_page: 1000 });
  const menu = await post('store/verticalWithCatList', {});
  const brands = await post('store/getAllBrands', {});
  const products = (list.payload_FilterByProductNew.products as { id: number; name_url: string; stock: number }[])
    .map((p) => ({ id: p.id, nameUrl: p.name_url, stock: p.stock }));
  const categories = (menu.payload_verticalWithCatList.vertical as { catList: { name_url: string }[] }[]).flatMap((v) => v.catList.map((c) => c.name_url));
  const keywords = (brands.payload_getAllBrands as { name: string }[]).map((b) => b.name.toLowerCase());
  if (products.length === 0 || categories.length === 0 || keywords.length === 0) throw new Error('the shop shows no products, categories or brands');
  return { products, categories, keywords };
}

type Journey = (shopper: Shopper, random: Random, catalogue: Catalogue, n: number) => Promise<void>;

const productPath = (p: { id: number; nameUrl: string }) => routes.product(p.nameUrl, p.id);

/** A product page as a browser opens it: the page, then its reviews. */
async function viewProduct(s: Shopper, product: { id: number; nameUrl: string }): Promise<void> {
  await s.page('page: product', productPath(product));
  await s.api('api: reviews', 'store/reviews', { product_id: product.id, limit: 1000 });
}

const journeys: { name: string; weight: number; run: Journey }[] = [
  {
    name: 'browse', weight: 40,
    run: async (s, random, c) => {
      await s.page('page: home', routes.home);
      await s.page('page: category list', routes.category(random.pick(c.categories)));
      for (let i = 0; i < 2; i++) {
        const product = random.pick(c.products);
        await viewProduct(s, product);
      }
    },
  },
  {
    name: 'search', weight: 25,
    run: async (s, random, c) => {
      const keyword = random.pick(c.keywords);
      await s.api('api: search box', 'store/searchAI', { keyword });
      await s.page('page: search', routes.search(keyword));
      const product = random.pick(c.products);
      await viewProduct(s, product);
    },
  },
  {
    // A guest's cart lives in the browser: adding sends nothing; checkout asks to log in.
    name: 'guest cart', weight: 20,
    run: async (s, random, c) => {
      const product = random.pick(c.products);
      await viewProduct(s, product);
      await s.api('api: productDetail', 'store/productDetail', { product_id: product.id });
      await s.page('page: checkout', routes.checkout);
      await s.api('api: payment fees', 'payments/get-company-payment-fees', {});
    },
  },
  {
    name: 'buyer', weight: 15,
    run: async (s, random, c, n) => {
      const buyable = c.products.filter((p) => p.stock >= 3);
      const product = random.pick(buyable.length > 0 ? buyable : c.products);
      await s.page('page: product', productPath(product));
      const mobile = mobileFor(n);
      const sent = await s.api<{ payload: { otp_id: number } }>('api: send OTP', 'user/sendotp', { otp_type: 'mobile', username: mobile });
      const outbox = await s.get<{ data: { body: string }[] }>('api: read OTP (outbox)', `/api/dev/outbox?to=${mobile}`);
      const otp = outbox.data[0]?.body.match(/\b(\d{4,8})\b/)?.[1];
      if (!otp) throw new StepError(`no OTP in the outbox for ${mobile}`);
      await s.api('api: verify OTP', 'user/verifyotp', { otp_id: sent.payload.otp_id, otp, otp_type: 'mobile' });
      await s.api('api: add to cart', 'store/addTocart', { product_id: product.id, quantity: 1 });
      await s.api('api: cart list', 'store/cartList', {});
      const address = await s.api<{ payload: { address_id: number } }>('api: add address', 'store/addToaddress', {
        name: 'Load Shopper', contact: mobile, email: `load${n}@example.in`, pincode: '110001',
        house_no: `${n} Test House`, street: 'Janpath Road', address_type: 'Home',
      });
      await s.page('page: checkout', routes.checkout);
      await s.api('api: delivery charge', 'store/deliveryCharge', {});
      const placed = await s.api<{ payload?: { order_id?: number } }>('api: cash on delivery', 'store/cashOnDelivery', { address_id: address.payload.address_id });
      if (!placed.payload) throw new StepError('cash on delivery answered without the order');
      await s.api('api: order list', 'store/orderList', {});
    },
  },
];

// Unique per run and shopper (the OTP send limit is 3 per number per 10 minutes).
const runTag = String(Math.floor(Date.now() / 1000) % 10_000).padStart(4, '0');
const mobileFor = (n: number) => `9${runTag}${String(n % 100_000).padStart(5, '0')}`;
/** Each shopper "comes from" its own documentation-range address (RFC 5737): a header only,
 *  so the per-client OTP limit is not shared by every simulated shopper. */
const addressFor = (n: number) => `${['192.0.2', '198.51.100', '203.0.113'][n % 3]}.${1 + (Math.floor(n / 3) % 254)}`;

function pickJourney(random: Random) {
  const total = journeys.reduce((sum, j) => sum + j.weight, 0);
  let roll = random.next() * total;
  for (const journey of journeys) {
    roll -= journey.weight;
    if (roll < 0) return journey;
  }
  return journeys[journeys.length - 1]!;
}

async function drive(origin: string, options: Options): Promise<number> {
  const catalogue = await readCatalogue(origin);
  const random = seeded(options.seed);
  const samples: Sample[] = [];
  const journeyErrors: { journey: string; error: string }[] = [];
  const started: Record<string, number> = {};
  const total = Math.floor(options.seconds * options.rate);
  const running = new Set<Promise<void>>();
  console.log(`load: ${origin}, ${total} shoppers over ${options.seconds} s (${options.rate}/s), ${catalogue.products.length} products`);

  const t0 = performance.now();
  let late = 0;
  for (let n = 0; n < total; n++) {
    const due = t0 + (n * 1000) / options.rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    else if (wait < -100) late++;
    const journey = pickJourney(random);
    const own = seeded(options.seed * 1_000_003 + n);
    started[journey.name] = (started[journey.name] ?? 0) + 1;
    const shopper = new Shopper(origin, addressFor(n), samples);
    const promise = journey.run(shopper, own, catalogue, n).catch((error) => {
      const message = (error as Error).message;
      journeyErrors.push({ journey: journey.name, error: message });
      // An error no request recorded (a wrong answer to a 2xx, a bug here) still counts.
      if (!(error instanceof StepError && error.recorded)) samples.push({ step: `${journey.name}: answer`, ms: 0, error: message });
    });
    running.add(promise);
    void promise.finally(() => running.delete(promise));
  }
  const scheduledMs = performance.now() - t0;
  const drained = await Promise.race([
    Promise.all([...running]).then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), DRAIN_MS)),
  ]);
  const unfinished = drained ? 0 : running.size;
  const elapsedS = (performance.now() - t0) / 1000;

  // Per step: count, errors, p50, p99.
  const steps = [...new Set(samples.map((s) => s.step))];
  const rows = steps.map((step) => {
    const of = samples.filter((s) => s.step === step);
    const ok = of.filter((s) => !s.error).map((s) => s.ms);
    return { step, count: of.length, errors: of.length - ok.length, p50: round(percentile(ok, 0.5), 1), p99: round(percentile(ok, 0.99), 1), max: round(Math.max(...ok), 1) };
  });
  const all = samples.filter((s) => !s.error).map((s) => s.ms);
  const errors = samples.filter((s) => s.error).length + unfinished;
  const pad = (text: string | number, width: number) => String(text).padStart(width);
  console.log(`\n${'step'.padEnd(26)}${pad('count', 7)}${pad('errors', 8)}${pad('p50 ms', 9)}${pad('p99 ms', 9)}${pad('max ms', 9)}`);
  for (const r of rows) console.log(`${r.step.padEnd(26)}${pad(r.count, 7)}${pad(r.errors, 8)}${pad(r.p50, 9)}${pad(r.p99, 9)}${pad(r.max, 9)}`);
  console.log(`${'all requests'.padEnd(26)}${pad(samples.length, 7)}${pad(samples.length - all.length, 8)}${pad(round(percentile(all, 0.5), 1), 9)}${pad(round(percentile(all, 0.99), 1), 9)}${pad(round(Math.max(...all), 1), 9)}`);
  console.log(`\nshoppers started: ${Object.entries(started).map(([name, count]) => `${name} ${count}`).join(', ')}; ${round(samples.length / elapsedS, 1)} requests/s over ${round(elapsedS, 1)} s`);
  if (late > 0) console.log(`load: ${late} shoppers started more than 100 ms late (the load generator itself was short of CPU)`);
  if (scheduledMs > options.seconds * 1000 + 1000) console.log(`load: the schedule took ${round(scheduledMs / 1000, 1)} s instead of ${options.seconds} s`);
  if (unfinished > 0) console.log(`load: ${unfinished} shoppers had not finished ${DRAIN_MS / 1000} s after the last start (counted as errors)`);
  for (const e of journeyErrors.slice(0, 10)) console.log(`load: error in a ${e.journey} shopper: ${e.error}`);
  if (journeyErrors.length > 10) console.log(`load: ... and ${journeyErrors.length - 10} more`);
  console.log(errors === 0 ? 'load: PASS, no errors' : `load: FAIL, ${errors} errors`);
  return errors === 0 ? 0 : 1;
}

async function main(): Promise<number> {
  const options = parseArgs(process.argv.slice(2));
  if (options.url) return drive(options.url, options);
  requireBuild();
  return withCleanup(async () => {
    console.log('load: preparing a fresh demo store in data/bench-load.db');
    const url = await prepareDatabase('sqlite', 'bench-load');
    const server = await startServer(options.port, url, 'load');
    console.log(`load: the shop answered in ${Math.round(server.coldStartMs)} ms`);
    try {
      return await drive(server.origin, options);
    } finally {
      await server.stop();
    }
  });
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`load: ${(error as Error).message ?? error}`);
    process.exit(1);
  },
);
