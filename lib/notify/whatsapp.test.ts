// The WhatsApp sender speaks the Cloud API over real HTTP, to the local fake
// (lib/testing/fake-whatsapp.ts): exact path, headers and body, error answers; and the
// webhook's pure parts (the GET check, the signature, reading statuses). The webhook
// against a database: tests/api/whatsapp-webhook.test.ts.
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DB } from '@/lib/db';
import { startFakeWhatsApp, type RunningFakeWhatsApp } from '@/lib/testing/fake-whatsapp';
import type { OutgoingMessage } from './outbox';
import { senderFor, whatsappConfigured } from './senders';
import { whatsappBody } from './templates';
import { statusReportsOf, validWhatsAppSignature, verifyWhatsAppSubscription, whatsappSender, whatsappSettings, WHATSAPP_API_VERSION } from './whatsapp';

let fake: RunningFakeWhatsApp;
let env: Record<string, string>;

beforeAll(async () => {
  fake = await startFakeWhatsApp({
    accessToken: 'wa-token',
    phoneNumberId: '106540352242922',
    templates: { order_shipped: whatsappBody('orderShipped'), order_cancelled: whatsappBody('orderCancelledBySeller') },
  });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.clear();
  env = { WHATSAPP_API_URL: fake.url, WHATSAPP_PHONE_NUMBER_ID: '106540352242922', WHATSAPP_ACCESS_TOKEN: 'wa-token' };
});

const sender = () => whatsappSender(whatsappSettings(env)!);
const shipped: OutgoingMessage = {
  channel: 'whatsapp',
  recipient: '9876543210',
  body: 'Your order OBB-1001 has shipped ...',
  template: { event: 'orderShipped', vars: { order: 'OBB-1001', courier: 'Delhivery', awb: '1234567890123', tracking_link: 'https://shop.example.in/order-details?order_id=7', total: '₹12,000' } },
  key: 'order:7:shipped:31:whatsapp:9876543210',
};

describe('WhatsApp Cloud API sender', () => {
  it('POSTs the approved template with the values in reading order, a bearer token and the key as callback data', async () => {
    const result = await sender().send(shipped);
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request.path).toBe(`/${WHATSAPP_API_VERSION}/106540352242922/messages`);
    expect(request.auth).toBe('Bearer wa-token');
    expect(request.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '919876543210',
      type: 'template',
      template: {
        name: 'order_shipped',
        language: { code: 'en' },
        components: [{ type: 'body', parameters: [
          { type: 'text', text: 'OBB-1001' },
          { type: 'text', text: 'Delhivery' },
          { type: 'text', text: '1234567890123' },
          { type: 'text', text: 'https://shop.example.in/order-details?order_id=7' },
        ] }],
      },
      biz_opaque_callback_data: 'order:7:shipped:31:whatsapp:9876543210',
    });
    expect(result).toEqual({ providerMessageId: request.id });
    expect(request.id).toMatch(/^wamid\./);
  });

  it('takes the version and the template language from the settings; flattens line breaks Meta refuses in a parameter', async () => {
    env.WHATSAPP_API_VERSION = 'v25.0';
    env.WHATSAPP_TEMPLATE_LANGUAGE = 'en_US';
    await sender().send({ channel: 'whatsapp', recipient: '9876543210', body: '', template: { event: 'orderCancelledBySeller', vars: { order: 'OBB-1002', reason: 'Out of stock.\n\nSorry   for    that' } } });
    const [request] = fake.requests;
    expect(request.path).toBe('/v25.0/106540352242922/messages');
    expect(request.body.template.language).toEqual({ code: 'en_US' });
    expect(request.body.template.components[0].parameters[1]).toEqual({ type: 'text', text: 'Out of stock. Sorry for that' });
    expect(request.body).not.toHaveProperty('biz_opaque_callback_data');
  });

  it('an error answer throws with Meta\'s message, code and trace id', async () => {
    fake.failNext(1, 400);
    await expect(sender().send(shipped)).rejects.toThrow(/^WhatsApp Cloud API answered HTTP 400: \(#131030\) Recipient phone number not in allowed list \(code 131030\): Recipient phone number not in allowed list.* \[fbtrace_id AFake/);
    fake.failNext(1, 503);
    await expect(sender().send(shipped)).rejects.toThrow(/HTTP 503: An unknown error has occurred. \(code 1, subcode 99\)/);
    env.WHATSAPP_ACCESS_TOKEN = 'expired';
    await expect(sender().send(shipped)).rejects.toThrow(/HTTP 401: Invalid OAuth access token .*\(code 190\)/);
  });

  it('a template Meta has not approved, or the wrong number of values, is refused as Meta refuses it', async () => {
    await expect(sender().send({ ...shipped, template: { event: 'orderPlaced', vars: { order: 'OBB-1', total: '₹1' } } })).rejects.toThrow(/code 132001/);
  });

  it('refuses, before any request, a message without a WhatsApp template or with a missing variable', async () => {
    await expect(sender().send({ channel: 'whatsapp', recipient: '9876543210', body: 'hi' })).rejects.toThrow(/has none/);
    await expect(sender().send({ ...shipped, template: { event: 'returnRequested', vars: { order: 'OBB-1', item: 'TV' } } })).rejects.toThrow(/no WhatsApp template/);
    await expect(sender().send({ ...shipped, template: { event: 'orderShipped', vars: { order: 'OBB-1' } } })).rejects.toThrow(/is missing/);
    expect(fake.requests).toEqual([]);
  });

  it('a provider that cannot be reached is an error (the job retries it)', async () => {
    env.WHATSAPP_API_URL = 'http://127.0.0.1:9';
    await expect(sender().send(shipped)).rejects.toThrow(/WhatsApp Cloud API could not be reached/);
  });
});

describe('choosing the WhatsApp sender', () => {
  it('is there only with a phone number id and an access token', async () => {
    const db = {} as DB;
    expect(senderFor(db, 'whatsapp', {})).toBeNull();
    expect(senderFor(db, 'whatsapp', { WHATSAPP_PHONE_NUMBER_ID: '1' })).toBeNull();
    expect(whatsappConfigured({ WHATSAPP_ACCESS_TOKEN: 't' })).toBe(false);
    expect(whatsappConfigured(env)).toBe(true);
    await senderFor(db, 'whatsapp', env)!.send(shipped);
    expect(fake.requests).toHaveLength(1);
    expect(whatsappSettings({ WHATSAPP_PHONE_NUMBER_ID: '1', WHATSAPP_ACCESS_TOKEN: 't' })).toMatchObject({ apiUrl: 'https://graph.facebook.com', version: WHATSAPP_API_VERSION, language: 'en' });
  });
});

describe('the webhook, without a database', () => {
  const params = (values: Record<string, string>) => new URLSearchParams(values);

  it('GET answers hub.challenge as plain text only for our verify token', () => {
    const ok = verifyWhatsAppSubscription(params({ 'hub.mode': 'subscribe', 'hub.verify_token': 'verify-me', 'hub.challenge': '1158201444' }), { WHATSAPP_VERIFY_TOKEN: 'verify-me' });
    expect(ok).toEqual({ status: 200, body: '1158201444', contentType: 'text/plain; charset=utf-8' });
    expect(verifyWhatsAppSubscription(params({ 'hub.mode': 'subscribe', 'hub.verify_token': 'verify-mf', 'hub.challenge': '1' }), { WHATSAPP_VERIFY_TOKEN: 'verify-me' }).status).toBe(403);
    expect(verifyWhatsAppSubscription(params({ 'hub.mode': 'unsubscribe', 'hub.verify_token': 'verify-me', 'hub.challenge': '1' }), { WHATSAPP_VERIFY_TOKEN: 'verify-me' }).status).toBe(403);
    expect(verifyWhatsAppSubscription(params({ 'hub.mode': 'subscribe', 'hub.challenge': '1' }), { WHATSAPP_VERIFY_TOKEN: 'verify-me' }).status).toBe(403);
    expect(verifyWhatsAppSubscription(params({ 'hub.mode': 'subscribe', 'hub.verify_token': '', 'hub.challenge': '1' }), {}).status).toBe(404);
  });

  it('X-Hub-Signature-256 must be sha256= and the HMAC of the exact body', () => {
    const body = '{"object":"whatsapp_business_account","entry":[]}';
    const signature = `sha256=${createHmac('sha256', 'app-secret').update(body).digest('hex')}`;
    expect(validWhatsAppSignature('app-secret', body, signature)).toBe(true);
    expect(validWhatsAppSignature('app-secret', body, signature.toUpperCase().replace('SHA256', 'sha256'))).toBe(true);
    expect(validWhatsAppSignature('app-secret', `${body} `, signature)).toBe(false);
    expect(validWhatsAppSignature('other-secret', body, signature)).toBe(false);
    expect(validWhatsAppSignature('app-secret', body, signature.slice(7))).toBe(false);
    expect(validWhatsAppSignature('app-secret', body, null)).toBe(false);
  });

  it('reads every status of every change, with the key, the time and the first error; skips the rest', () => {
    const payload = {
      object: 'whatsapp_business_account',
      entry: [
        { id: '1', changes: [{ field: 'messages', value: { statuses: [
          { id: 'wamid.A', status: 'delivered', timestamp: '1764313200', recipient_id: '919876543210', biz_opaque_callback_data: 'key-a' },
          { id: 'wamid.B', status: 'failed', timestamp: '1764313201', errors: [{ code: 131026, title: 'Message undeliverable', message: 'Message undeliverable', error_data: { details: 'Message Undeliverable.' } }] },
          { id: 'wamid.C', status: 'deleted', timestamp: '1764313202' },
        ] } }] },
        { id: '2', changes: [{ field: 'messages', value: { messages: [{ from: '919876543210', id: 'wamid.IN', type: 'text', text: { body: 'hi' } }] } }, { field: 'messages', value: { statuses: [{ id: 'wamid.D', status: 'read' }] } }] },
      ],
    };
    expect(statusReportsOf(payload)).toEqual([
      { providerMessageId: 'wamid.A', status: 'delivered', key: 'key-a', at: new Date(1764313200_000), error: undefined },
      { providerMessageId: 'wamid.B', status: 'failed', key: undefined, at: new Date(1764313201_000), error: '131026 Message undeliverable: Message Undeliverable.' },
      { providerMessageId: 'wamid.D', status: 'read', key: undefined, at: undefined, error: undefined },
    ]);
    expect(statusReportsOf(null)).toEqual([]);
    expect(statusReportsOf({ entry: 'x' })).toEqual([]);
  });
});
