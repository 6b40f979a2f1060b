// The WhatsApp webhook (app/api/webhooks/whatsapp/route.ts) over real HTTP: the fake Cloud
// API (lib/testing/fake-whatsapp.ts) takes a message the job queue sends, then posts its
// statuses signed as Meta signs them. GET answers Meta's check only for our verify token; a
// POST without the right X-Hub-Signature-256 changes nothing (401); statuses move a message
// forward only (a late "sent" after "delivered" is ignored), the same one twice changes it
// once, and ids the shop does not know are ignored. Without WhatsApp configured the
// endpoint does not exist.
import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GET, POST } from '@/app/api/webhooks/whatsapp/route';
import { runDueJobs } from '@/lib/jobs/drain';
import { enqueueMessage } from '@/lib/notify/messages';
import { whatsappBody } from '@/lib/notify/templates';
import { startFakeWhatsApp, type RunningFakeWhatsApp } from '@/lib/testing/fake-whatsapp';
import { createTestDatabase, type TestDatabase } from '@/lib/testing/test-db';

const APP_SECRET = 'local-app-secret';
const VERIFY_TOKEN = 'local-verify-token';

let database: TestDatabase;
let fake: RunningFakeWhatsApp;
let shop: http.Server;
let webhookUrl: string;
let sequence = 0;

beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
  fake = await startFakeWhatsApp({ accessToken: 'wa-token', phoneNumberId: '106540352242922', templates: { order_placed: whatsappBody('orderPlaced') } });
  // The route's own handlers behind a plain HTTP server, as Next would call them.
  shop = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
    const request = new Request(url, {
      method: req.method,
      headers,
      body: req.method === 'POST' ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
      duplex: 'half',
    } as RequestInit);
    const response = await (req.method === 'POST' ? POST(request) : GET(request));
    // An answer given before the body was read (413) closes the connection, as a server must.
    if (!req.readableEnded) res.shouldKeepAlive = false;
    res.writeHead(response.status, Object.fromEntries(response.headers)).end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
  webhookUrl = `http://127.0.0.1:${(shop.address() as AddressInfo).port}/api/webhooks/whatsapp`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => shop?.close(() => resolve()));
  await fake?.close();
  await database?.close();
});
beforeEach(() => {
  vi.stubEnv('WHATSAPP_API_URL', fake.url);
  vi.stubEnv('WHATSAPP_PHONE_NUMBER_ID', '106540352242922');
  vi.stubEnv('WHATSAPP_ACCESS_TOKEN', 'wa-token');
  vi.stubEnv('WHATSAPP_APP_SECRET', APP_SECRET);
  vi.stubEnv('WHATSAPP_VERIFY_TOKEN', VERIFY_TOKEN);
});
afterEach(() => {
  vi.unstubAllEnvs();
});

/** A WhatsApp message enqueued and sent through the queue to the fake; answers its row id and the provider's id. */
async function sentMessage(): Promise<{ id: number; wamid: string }> {
  const id = await enqueueMessage(database.db, {
    orderId: null, event: 'orderPlaced', channel: 'whatsapp', recipient: '9876543210',
    vars: { order: `OBB-${++sequence}`, total: '₹12,499' }, key: `test:whatsapp-webhook:${sequence}`,
  });
  await runDueJobs(database);
  const row = await messageRow(id!);
  expect(row.state, row.last_error ?? '').toBe('sent');
  return { id: id!, wamid: row.provider_message_id! };
}

async function messageRow(id: number) {
  return database.db.selectFrom('messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

function signed(body: string, secret = APP_SECRET): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

async function post(body: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  const response = await fetch(webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
  return { status: response.status, body: await response.text() };
}

describe('GET: Meta checks the callback URL', () => {
  it('answers hub.challenge as plain text when hub.verify_token is ours, 403 otherwise', async () => {
    const ok = await fetch(`${webhookUrl}?hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1158201444`);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await ok.text()).toBe('1158201444');
    const wrong = await fetch(`${webhookUrl}?hub.mode=subscribe&hub.verify_token=not-ours&hub.challenge=1158201444`);
    expect(wrong.status).toBe(403);
    expect(await wrong.text()).not.toContain('1158201444');
  });

  it('does not exist without WHATSAPP_VERIFY_TOKEN', async () => {
    vi.stubEnv('WHATSAPP_VERIFY_TOKEN', '');
    expect((await fetch(`${webhookUrl}?hub.mode=subscribe&hub.verify_token=&hub.challenge=1`)).status).toBe(404);
  });
});

describe('POST: signed statuses', () => {
  it('the job sends through the Cloud API with the message\'s key; "delivered" then "read" move it, a late "sent" does not', async () => {
    const { id, wamid } = await sentMessage();
    const request = fake.requests.find((r) => r.id === wamid)!;
    expect(request.body.biz_opaque_callback_data).toBe((await messageRow(id)).unique_key);

    const delivered = await fake.sendStatus(webhookUrl, APP_SECRET, { id: wamid, status: 'delivered' });
    expect(delivered.status).toBe(200);
    expect(JSON.parse(delivered.body)).toMatchObject({ moved: 1 });
    expect((await messageRow(id)).state).toBe('delivered');

    const late = await fake.sendStatus(webhookUrl, APP_SECRET, { id: wamid, status: 'sent' });
    expect(JSON.parse(late.body)).toMatchObject({ moved: 0, unchanged: 1 });
    expect((await messageRow(id)).state).toBe('delivered');

    await fake.sendStatus(webhookUrl, APP_SECRET, { id: wamid, status: 'read' });
    expect((await messageRow(id)).state).toBe('read');
    const failedLate = await fake.sendStatus(webhookUrl, APP_SECRET, { id: wamid, status: 'failed' });
    expect(JSON.parse(failedLate.body)).toMatchObject({ unchanged: 1 });
    const row = await messageRow(id);
    expect(row.state).toBe('read');
    expect(row.last_error).toBeNull();
  });

  it('the same status twice changes the message once; a failure records the provider\'s error', async () => {
    const { id, wamid } = await sentMessage();
    const first = await fake.sendStatus(webhookUrl, APP_SECRET, { id: wamid, status: 'failed' });
    expect(JSON.parse(first.body)).toMatchObject({ moved: 1 });
    const before = await messageRow(id);
    expect(before.state).toBe('failed');
    expect(before.last_error).toBe('131026 Message undeliverable: Message Undeliverable.');
    const again = await fake.sendStatus(webhookUrl, APP_SECRET, { id: wamid, status: 'failed', errors: [{ code: 131049, title: 'Something else' }] });
    expect(JSON.parse(again.body)).toMatchObject({ moved: 0, unchanged: 1 });
    const after = await messageRow(id);
    expect(after.last_error).toBe(before.last_error);
    expect(after.updated_at).toBe(before.updated_at);
  });

  it('applies every status in one delivery, and ignores ids it does not know', async () => {
    const one = await sentMessage();
    const two = await sentMessage();
    const answer = await fake.sendStatus(webhookUrl, APP_SECRET, [
      { id: one.wamid, status: 'delivered' },
      { id: 'wamid.NOT-OURS', status: 'read', recipient_id: '919000000000' },
      { id: two.wamid, status: 'read' },
    ]);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ moved: 2, unknown: 1 });
    expect((await messageRow(one.id)).state).toBe('delivered');
    expect((await messageRow(two.id)).state).toBe('read');
  });

  it('finds by its key a message whose send was not recorded (the shop stopped mid-send) and records the provider\'s id', async () => {
    const id = await enqueueMessage(database.db, {
      orderId: null, event: 'orderPlaced', channel: 'whatsapp', recipient: '9876543210', vars: { order: 'OBB-77', total: '₹1' }, key: 'test:whatsapp-webhook:cut-off',
    });
    await database.db.updateTable('messages').set({ state: 'sending' }).where('id', '=', id!).execute();
    const row = await messageRow(id!);
    const answer = await fake.sendStatus(webhookUrl, APP_SECRET, { id: 'wamid.CUT-OFF', status: 'sent', biz_opaque_callback_data: row.unique_key });
    expect(JSON.parse(answer.body)).toMatchObject({ moved: 1 });
    const after = await messageRow(id!);
    expect(after.state).toBe('sent');
    expect(after.provider_message_id).toBe('wamid.CUT-OFF');
    expect(after.sent_at).not.toBeNull();
    // Its job finds it sent and does not send it again.
    const sends = fake.requests.length;
    await runDueJobs(database);
    expect(fake.requests.length).toBe(sends);
  });

  it('a missing, malformed or wrong signature is refused with 401 and changes nothing', async () => {
    const { id, wamid } = await sentMessage();
    const body = JSON.stringify({ object: 'whatsapp_business_account', entry: [{ id: '1', changes: [{ field: 'messages', value: { statuses: [{ id: wamid, status: 'read', timestamp: '1764313200' }] } }] }] });
    expect((await post(body, {})).status).toBe(401);
    expect((await post(body, { 'x-hub-signature-256': signed(body).slice(7) })).status).toBe(401);
    expect((await post(body, { 'x-hub-signature-256': signed(body, 'someone-else') })).status).toBe(401);
    expect((await post(`${body} `, { 'x-hub-signature-256': signed(body) })).status).toBe(401);
    expect((await messageRow(id)).state).toBe('sent');
    const good = await post(body, { 'x-hub-signature-256': signed(body) });
    expect(good.status).toBe(200);
    expect((await messageRow(id)).state).toBe('read');
  });

  it('a signed body that is not JSON is 400; one with no statuses (an incoming message) is acknowledged', async () => {
    expect((await post('not json', { 'x-hub-signature-256': signed('not json') })).status).toBe(400);
    const incoming = JSON.stringify({ object: 'whatsapp_business_account', entry: [{ id: '1', changes: [{ field: 'messages', value: { messages: [{ from: '919876543210', id: 'wamid.IN', type: 'text', text: { body: 'hello' } }] } }] }] });
    const answer = await post(incoming, { 'x-hub-signature-256': signed(incoming) });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ status: 'received', moved: 0, unchanged: 0, unknown: 0 });
  });

  it('a body over the API\'s limit is refused with 413 before its signature is read', async () => {
    const body = JSON.stringify({ entry: [], padding: 'x'.repeat(300 * 1024) });
    expect((await post(body, { 'x-hub-signature-256': signed(body) })).status).toBe(413);
  });

  it('does not exist without WhatsApp configured (no app secret, or no sending settings)', async () => {
    const body = '{"entry":[]}';
    vi.stubEnv('WHATSAPP_APP_SECRET', '');
    expect((await post(body, { 'x-hub-signature-256': signed(body) })).status).toBe(404);
    vi.stubEnv('WHATSAPP_APP_SECRET', APP_SECRET);
    vi.stubEnv('WHATSAPP_ACCESS_TOKEN', '');
    expect((await post(body, { 'x-hub-signature-256': signed(body) })).status).toBe(404);
  });
});
