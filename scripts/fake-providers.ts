// `npm run fakes`: the WhatsApp Cloud API, MSG91 and Shiprocket fakes (lib/testing/fake-whatsapp.ts,
// lib/testing/fake-msg91.ts, lib/testing/fake-shiprocket.ts) on one port, for the demo, QA and
// end-to-end tests. It prints
// the settings that point the shop at it, and answers besides the providers' own paths:
//   GET    /fake/messages[?to=<mobile>]   what arrived, oldest first (JSON { messages })
//   DELETE /fake/messages                 forget it all
//   POST   /fake/fail      { provider: "whatsapp" | "msg91", count, status? }  refuse the next sends
//   POST   /fake/whatsapp/status  { id, status, url? }  a signed status webhook to the shop
//                                  (default url: $SHOP_URL/api/webhooks/whatsapp)
//   GET    /fake/shiprocket              what Shiprocket holds: { orders, shipments, pickups, manifests,
//                                         cancellations, ndr_actions, requests }
//   POST   /fake/shiprocket/push  { awb, status_id, activity?, location?, key? }  a tracking webhook to
//                                  $SHOP_URL/api/courier/events with x-api-key COURIER_WEBHOOK_KEY
//   POST   /fake/shiprocket/fail  { count, status?, path? }   refuse the next Shiprocket calls
//   POST   /fake/shiprocket/timeout  { count, path? }  carry out the next calls, never answer them
//   POST   /fake/shiprocket/expire-tokens               the next call answers 401
// The credentials it accepts are the environment's when set (so the shop and the fakes can
// share one environment), else fixed fake ones. Prints "fake providers listening on <port>".
import { messageEvents, templateOf, whatsappBody } from '@/lib/notify/templates';
import { msg91TemplateText } from '@/lib/notify/sms';
import { WHATSAPP_API_VERSION } from '@/lib/notify/whatsapp';
import { createFakeMsg91 } from '@/lib/testing/fake-msg91';
import { createFakeShiprocket } from '@/lib/testing/fake-shiprocket';
import { createFakeWhatsApp, fakeServer, type FakeHttpAnswer, type FakeHttpRequest } from '@/lib/testing/fake-whatsapp';

const port = Number(process.env.PORT || 4010);
const origin = `http://127.0.0.1:${port}`;
const shopUrl = (process.env.SHOP_URL || 'http://127.0.0.1:3000').replace(/\/+$/, '');
const setting = (name: string, fallback: string) => process.env[name]?.trim() || fallback;

const settings: Record<string, string> = {
  WHATSAPP_API_URL: origin,
  WHATSAPP_API_VERSION: setting('WHATSAPP_API_VERSION', WHATSAPP_API_VERSION),
  WHATSAPP_PHONE_NUMBER_ID: setting('WHATSAPP_PHONE_NUMBER_ID', '100000000000001'),
  WHATSAPP_ACCESS_TOKEN: setting('WHATSAPP_ACCESS_TOKEN', 'fake-whatsapp-access-token'),
  WHATSAPP_APP_SECRET: setting('WHATSAPP_APP_SECRET', 'fake-whatsapp-app-secret'),
  WHATSAPP_VERIFY_TOKEN: setting('WHATSAPP_VERIFY_TOKEN', 'fake-whatsapp-verify-token'),
  MSG91_API_URL: origin,
  MSG91_AUTH_KEY: setting('MSG91_AUTH_KEY', 'fake-msg91-auth-key'),
  SMS_SENDER_ID: setting('SMS_SENDER_ID', 'OBXBZR'),
  SHIPROCKET_API_URL: origin,
  SHIPROCKET_EMAIL: setting('SHIPROCKET_EMAIL', 'api@fake-shiprocket.test'),
  SHIPROCKET_PASSWORD: setting('SHIPROCKET_PASSWORD', 'fake-shiprocket-password'),
  COURIER_WEBHOOK_KEY: setting('COURIER_WEBHOOK_KEY', 'fake-courier-webhook-key'),
};
const smsTemplates: Record<string, string> = {};
const whatsappTemplates: Record<string, string> = {};
for (const event of messageEvents) {
  const template = templateOf(event);
  if (template.smsSetting) {
    settings[template.smsSetting] = setting(template.smsSetting, `fake-${event}`);
    smsTemplates[settings[template.smsSetting]] = msg91TemplateText(event);
  }
  if (template.whatsappName) whatsappTemplates[template.whatsappName] = whatsappBody(event);
}

const whatsapp = createFakeWhatsApp({ accessToken: settings.WHATSAPP_ACCESS_TOKEN, phoneNumberId: settings.WHATSAPP_PHONE_NUMBER_ID, templates: whatsappTemplates });
const msg91 = createFakeMsg91({ authKey: settings.MSG91_AUTH_KEY, templates: smsTemplates });
const shiprocket = createFakeShiprocket({
  email: settings.SHIPROCKET_EMAIL,
  password: settings.SHIPROCKET_PASSWORD,
  webhookUrl: `${shopUrl}/api/courier/events`,
  webhookKey: settings.COURIER_WEBHOOK_KEY,
  origin,
});

const lastTen = (mobile: string) => mobile.replace(/\D/g, '').slice(-10);

async function control(request: FakeHttpRequest): Promise<FakeHttpAnswer | null> {
  const url = new URL(request.url, origin);
  if (!url.pathname.startsWith('/fake/')) return null;
  const body = request.body ? JSON.parse(request.body) : {};
  if (url.pathname === '/fake/messages' && request.method === 'GET') {
    const to = url.searchParams.get('to');
    const messages = [...whatsapp.messages(), ...msg91.messages()]
      .filter((m) => !to || lastTen(m.to) === lastTen(to))
      .sort((a, b) => a.at.localeCompare(b.at));
    return { status: 200, body: { messages } };
  }
  if (url.pathname === '/fake/messages' && request.method === 'DELETE') {
    whatsapp.clear();
    msg91.clear();
    return { status: 200, body: { cleared: true } };
  }
  if (url.pathname === '/fake/fail' && request.method === 'POST') {
    const fake = body.provider === 'whatsapp' ? whatsapp : body.provider === 'msg91' ? msg91 : null;
    if (!fake) return { status: 400, body: { error: 'provider must be "whatsapp" or "msg91"' } };
    fake.failNext(Number(body.count ?? 1), Number(body.status ?? 500));
    return { status: 200, body: { failing: Number(body.count ?? 1) } };
  }
  if (url.pathname === '/fake/whatsapp/status' && request.method === 'POST') {
    const answer = await whatsapp.sendStatus(body.url || `${shopUrl}/api/webhooks/whatsapp`, settings.WHATSAPP_APP_SECRET, { id: String(body.id), status: body.status });
    return { status: 200, body: { shop: answer } };
  }
  if (url.pathname === '/fake/shiprocket' && request.method === 'GET') {
    const { orders, shipments, pickups, manifests, cancellations, ndrActions, requests } = shiprocket;
    return { status: 200, body: { orders, shipments, pickups, manifests, cancellations, ndr_actions: ndrActions, requests } };
  }
  if (url.pathname === '/fake/shiprocket/push' && request.method === 'POST') {
    if (!body.awb || !Number.isInteger(Number(body.status_id))) return { status: 400, body: { error: 'awb and status_id are required' } };
    if (!shiprocket.shipmentByAwb(String(body.awb))) return { status: 404, body: { error: `no shipment with AWB ${body.awb}` } };
    const answer = await shiprocket.push(String(body.awb), Number(body.status_id), { activity: body.activity, location: body.location, key: body.key });
    return { status: 200, body: { shop: { status: answer.status, body: answer.body }, sent: answer.sent } };
  }
  if (url.pathname === '/fake/shiprocket/fail' && request.method === 'POST') {
    shiprocket.failNext(Number(body.count ?? 1), Number(body.status ?? 500), body.path);
    return { status: 200, body: { failing: Number(body.count ?? 1) } };
  }
  if (url.pathname === '/fake/shiprocket/timeout' && request.method === 'POST') {
    shiprocket.timeoutNext(Number(body.count ?? 1), body.path);
    return { status: 200, body: { holding: Number(body.count ?? 1) } };
  }
  if (url.pathname === '/fake/shiprocket/expire-tokens' && request.method === 'POST') {
    shiprocket.expireTokens();
    return { status: 200, body: { expired: true } };
  }
  return { status: 404, body: { error: 'no such fake call' } };
}

// Shiprocket's label and manifest PDFs live under /fake/shiprocket/: its handler goes before the controls.
const server = fakeServer([whatsapp.handle, msg91.handle, shiprocket.handle, control]);
server.listen(port, '127.0.0.1', () => {
  console.log('# Point the shop at the fakes with:');
  for (const [name, value] of Object.entries(settings)) console.log(`${name}=${value}`);
  console.log(`fake providers listening on ${port}`);
});

const stop = () => {
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 2_000).unref();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
