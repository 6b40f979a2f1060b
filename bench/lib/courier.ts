// The courier webhook's figures (lib/shipping/events.ts), on ONE shop instance (the
// production build, `npm start`) over PostgreSQL, through real HTTP as Shiprocket calls it:
// - Throughput: `shipments` packed cash orders (copies of one order bought through the shop),
//   each with a booked shipment, get Shiprocket's five events of a delivery (Picked Up, In
//   Transit, Reached Destination Hub, Out For Delivery, Delivered), each shipment's in order,
//   `connections` shipments at once. Events per second from the first POST to the last answer;
//   every answer must be 200 and every order delivered, paid, with three courier moves.
// - Event to message: `messages` further shipments, one at a time, the shop otherwise idle:
//   from the POST of Out For Delivery to its shopper message enqueued (the webhook's answer: the
//   message is written in the event's transaction) and to the message sent by the shop's own
//   job worker (messages.sent_at).
import { openDatabase, type OpenedDatabase } from '@/lib/db';
import { buyCashOnDelivery, logIn } from '@/lib/testing/http-shopper';
import { courierWebhookBody, scanFor } from '@/lib/shipping/courier-statuses';
import { prepareDatabase, startServer } from './servers';
import { percentile, round } from './stats';

export interface CourierResult {
  database: 'postgres';
  shipments: number;
  connections: number;
  events: number;
  ms: number;
  eventsPerSecond: number;
  /** Per webhook answer under that load. */
  answerP50Ms: number;
  answerP95Ms: number;
  eventToMessage: { messages: number; enqueuedP50Ms: number; enqueuedP95Ms: number; sentP50Ms: number; sentP95Ms: number; sentMaxMs: number };
}

export interface CourierOptions {
  shipments: number;
  connections: number;
  messages: number;
}

const KEY = 'bench-courier-webhook-key';
const DELIVERY = [42, 18, 38, 17, 7] as const;

/** `count` packed copies of `templateId` (a real order and its items), each with a booked shipment; their AWBs. */
async function packedCopies(opened: OpenedDatabase, templateId: number, count: number, tag: string): Promise<string[]> {
  const db = opened.db;
  const order = await db.selectFrom('orders').selectAll().where('id', '=', templateId).executeTakeFirstOrThrow();
  const items = await db.selectFrom('order_items').selectAll().where('order_id', '=', templateId).execute();
  const awbs: string[] = [];
  for (let i = 0; i < count; i++) {
    const { id: _id, ...fields } = order as Record<string, unknown>;
    const copy = await db.insertInto('orders').values({ ...fields, order_string: `BC${tag}${String(i).padStart(6, '0')}`, status: 'packed', updated_at: new Date().toISOString() } as never)
      .returning('id').executeTakeFirstOrThrow();
    const orderId = Number(copy.id);
    for (const item of items) {
      const { id: _itemId, ...itemFields } = item as Record<string, unknown>;
      await db.insertInto('order_items').values({ ...itemFields, order_id: orderId, packed_action: 1 } as never).execute();
    }
    const awb = `BENCH${tag}${String(i).padStart(7, '0')}`;
    await db.insertInto('shipments').values({
      company_id: Number(order.company_id), store_id: Number(order.store_id), order_id: orderId, booking_key: `order:${orderId}`, provider: 'shiprocket',
      provider_order_id: `B${orderId}`, provider_shipment_id: `B${orderId}`, awb, courier_company_id: '24', courier_name: 'Delhivery Surface', status: 'booked',
      updated_at: new Date().toISOString(),
    }).execute();
    awbs.push(awb);
  }
  return awbs;
}

function body(awb: string, statusId: number, at: Date) {
  return courierWebhookBody({ awb, statusId, at, orderId: awb, courierName: 'Delhivery Surface', scans: [scanFor(statusId, at)] });
}

async function postEvent(origin: string, payload: unknown): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${origin}/api/courier/events`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': KEY }, body: JSON.stringify(payload) });
  const text = await response.text();
  if (response.status !== 200 || !text.includes('applied') && !text.includes('stored')) throw new Error(`webhook answered ${response.status}: ${text.slice(0, 200)}`);
  return performance.now() - started;
}

export async function courierOn(port: number, options: CourierOptions, say: (line: string) => void): Promise<CourierResult> {
  const url = await prepareDatabase('postgres', 'bench_courier');
  const saved = { key: process.env.COURIER_WEBHOOK_KEY, smtp: process.env.SMTP_URL };
  process.env.COURIER_WEBHOOK_KEY = KEY;
  delete process.env.SMTP_URL; // the demo outbox, never a configured SMTP server
  const server = await startServer(port, url, 'courier');
  const opened = await openDatabase(url);
  try {
    // A plain product under the e-way bill threshold: shipping it needs no e-way bill number.
    const product = await opened.db.selectFrom('products').select('id').where('stock', '>', 5).where('sold_by_unit', '=', 0).where('selling_price_paise', '<', 3_000_000).orderBy('id').executeTakeFirstOrThrow();
    const bought = await buyCashOnDelivery(server.origin, await logIn(server.origin), Number(product.id));
    const templateId = Number(bought.body.payload.order_id);
    say(`courier: preparing ${options.shipments + options.messages} packed orders with booked shipments`);
    const awbs = await packedCopies(opened, templateId, options.shipments, 'T');
    const latencyAwbs = await packedCopies(opened, templateId, options.messages, 'L');

    // Throughput: each shipment's events in order; `connections` shipments at once.
    const base = Date.now() - 10 * 24 * 3600_000;
    const answers: number[] = [];
    let next = 0;
    const started = performance.now();
    await Promise.all(Array.from({ length: options.connections }, async () => {
      while (next < awbs.length) {
        const awb = awbs[next++]!;
        for (const [step, statusId] of DELIVERY.entries()) answers.push(await postEvent(server.origin, body(awb, statusId, new Date(base + step * 3600_000))));
      }
    }));
    const ms = performance.now() - started;
    const events = awbs.length * DELIVERY.length;
    const delivered = await opened.db.selectFrom('orders').innerJoin('shipments', 'shipments.order_id', 'orders.id')
      .select((eb) => eb.fn.countAll<number>().as('n')).where('shipments.awb', 'like', 'BENCHT%').where('orders.status', '=', 'delivered').where('orders.payment_status', '=', 'paid').executeTakeFirstOrThrow();
    if (Number(delivered.n) !== awbs.length) throw new Error(`${delivered.n} of ${awbs.length} orders delivered and paid after the webhooks`);
    const eventsPerSecond = round((events / ms) * 1000, 0);
    say(`courier: ${events} webhook events for ${awbs.length} shipments, ${options.connections} at once, in ${Math.round(ms)} ms: ${eventsPerSecond} events/s`);

    // Event to message, one at a time.
    const enqueued: number[] = [];
    const sent: number[] = [];
    for (const awb of latencyAwbs) {
      await postEvent(server.origin, body(awb, 42, new Date(base)));
      const shipment = await opened.db.selectFrom('shipments').select('order_id').where('awb', '=', awb).executeTakeFirstOrThrow();
      await new Promise((resolve) => setTimeout(resolve, 20));
      const postedAt = Date.now();
      enqueued.push(await postEvent(server.origin, body(awb, 17, new Date(base + 3600_000))));
      const deadline = Date.now() + 30_000;
      for (;;) {
        const message = await opened.db.selectFrom('messages').select(['state', 'sent_at']).where('order_id', '=', Number(shipment.order_id))
          .where('event', '=', 'orderOutForDelivery').where('channel', '=', 'sms').executeTakeFirst();
        if (message?.state === 'sent' && message.sent_at) {
          sent.push(new Date(message.sent_at).getTime() - postedAt);
          break;
        }
        if (Date.now() > deadline) throw new Error(`the out-for-delivery SMS of ${awb} was not sent within 30 s`);
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
    }
    const eventToMessage = {
      messages: latencyAwbs.length,
      enqueuedP50Ms: round(percentile(enqueued, 0.5), 1), enqueuedP95Ms: round(percentile(enqueued, 0.95), 1),
      sentP50Ms: round(percentile(sent, 0.5), 1), sentP95Ms: round(percentile(sent, 0.95), 1), sentMaxMs: round(Math.max(...sent), 1),
    };
    say(`courier: event to message over ${latencyAwbs.length} events: enqueued p50 ${eventToMessage.enqueuedP50Ms} ms, sent p50 ${eventToMessage.sentP50Ms} ms (p95 ${eventToMessage.sentP95Ms} ms)`);
    return {
      database: 'postgres', shipments: awbs.length, connections: options.connections, events, ms: Math.round(ms), eventsPerSecond,
      answerP50Ms: round(percentile(answers, 0.5), 1), answerP95Ms: round(percentile(answers, 0.95), 1), eventToMessage,
    };
  } finally {
    await opened.db.destroy();
    await server.stop();
    if (saved.key === undefined) delete process.env.COURIER_WEBHOOK_KEY;
    else process.env.COURIER_WEBHOOK_KEY = saved.key;
    if (saved.smtp !== undefined) process.env.SMTP_URL = saved.smtp;
  }
}
