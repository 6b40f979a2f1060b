// The MSG91 sender speaks MSG91's Flow API over real HTTP, to the local fake
// (lib/testing/fake-msg91.ts): exact headers and bodies, and every way a send can fail.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DB } from '@/lib/db';
import { startFakeMsg91, type RunningFakeMsg91 } from '@/lib/testing/fake-msg91';
import { msg91Sender, msg91Settings, msg91TemplateText, msg91VariableNames, providerMobile, smsSender } from './sms';
import type { OutgoingMessage } from './outbox';

let fake: RunningFakeMsg91;
let env: Record<string, string>;

beforeAll(async () => {
  fake = await startFakeMsg91({ authKey: 'msg91-key' });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.clear();
  env = {
    MSG91_AUTH_KEY: 'msg91-key',
    MSG91_API_URL: fake.url,
    SMS_SENDER_ID: 'OBXBZR',
    SMS_TEMPLATE_LOGIN_OTP: '6601a1b2c3d4e5f6a7b8c9d0',
    SMS_TEMPLATE_RETURN_REQUESTED: '6601a1b2c3d4e5f6a7b8c9d1',
    SMS_TEMPLATE_ORDER_SHIPPED: '6601a1b2c3d4e5f6a7b8c9d2',
  };
});

const sender = () => msg91Sender(msg91Settings(env)!);
const otp = (recipient = '9876543210'): OutgoingMessage => ({
  channel: 'sms', recipient, body: '4821 is your OTP', template: { event: 'loginOtp', vars: { otp: '4821', minutes: '10' } },
});

describe('MSG91 Flow API sender', () => {
  it('POSTs the template id and the variables VAR1.. with the authkey header; the request id is the message id', async () => {
    const result = await sender().send(otp());
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0].authkey).toBe('msg91-key');
    expect(fake.requests[0].body).toEqual({
      template_id: '6601a1b2c3d4e5f6a7b8c9d0',
      short_url: '0',
      sender: 'OBXBZR',
      recipients: [{ mobiles: '919876543210', VAR1: '4821', VAR2: '10' }],
    });
    expect(result).toEqual({ providerMessageId: fake.requests[0].requestId });
  });

  it('numbers the variables in the order the registered text reads them', async () => {
    // "We have your request to return {#var#} from order {#var#}. ...": the item comes first.
    await sender().send({ channel: 'sms', recipient: '9876543210', body: '', template: { event: 'returnRequested', vars: { order: 'OBB-1001', item: 'LG washing machine' } } });
    expect(fake.requests[0].body.recipients[0]).toEqual({ mobiles: '919876543210', VAR1: 'LG washing machine', VAR2: 'OBB-1001' });
    expect(msg91VariableNames('orderShipped')).toEqual(['VAR1', 'VAR2', 'VAR3', 'VAR4']);
    expect(msg91TemplateText('orderShipped')).toBe('Your order ##VAR1## has shipped with ##VAR2##. AWB number: ##VAR3##. Track it at ##VAR4## - OpenBox Bazaar');
  });

  it('cuts a variable to the 30 characters DLT takes, but never a web address', async () => {
    const item = 'Samsung 7 kg Fully Automatic Front Load Washing Machine';
    const link = 'https://shop.example.in/order-details?order_id=123456';
    await sender().send({ channel: 'sms', recipient: '9876543210', body: '', template: { event: 'returnRequested', vars: { order: 'OBB-1001', item } } });
    await sender().send({ channel: 'sms', recipient: '9876543210', body: '', template: { event: 'orderShipped', vars: { order: 'OBB-1001', courier: 'Delhivery', awb: 'DLV1', tracking_link: link } } });
    const [approved, shipped] = fake.requests.map((r) => r.body.recipients[0]);
    expect(approved.VAR1).toBe(`${item.slice(0, 29).trimEnd()}…`);
    expect(approved.VAR1.length).toBeLessThanOrEqual(30);
    expect(shipped.VAR4).toBe(link);
  });

  it('leaves out the sender when SMS_SENDER_ID is not set (the template names its own)', async () => {
    delete env.SMS_SENDER_ID;
    await sender().send(otp());
    expect(fake.requests[0].body).not.toHaveProperty('sender');
  });

  it('refuses, before any request, a message without a template, an unset template id, a missing variable or a number that is not Indian', async () => {
    await expect(sender().send({ channel: 'sms', recipient: '9876543210', body: 'hello' })).rejects.toThrow(/has none/);
    delete env.SMS_TEMPLATE_LOGIN_OTP;
    await expect(sender().send(otp())).rejects.toThrow('SMS_TEMPLATE_LOGIN_OTP is not set');
    env.SMS_TEMPLATE_LOGIN_OTP = 'x';
    await expect(sender().send({ ...otp(), template: { event: 'loginOtp', vars: { otp: '4821' } } })).rejects.toThrow(/"minutes" is missing/);
    await expect(sender().send(otp('12345'))).rejects.toThrow(/not a 10-digit Indian mobile/);
    await expect(sender().send({ ...otp(), template: { event: 'sellerNewOrder', vars: {} } })).rejects.toThrow(/no SMS template/);
    expect(fake.requests).toEqual([]);
  });

  it('an error answer throws with MSG91 words, whether HTTP 5xx or HTTP 200 with type "error"', async () => {
    fake.failNext(1, 500);
    await expect(sender().send(otp())).rejects.toThrow('MSG91 answered HTTP 500: Fake failure');
    fake.failNext(1, 200);
    await expect(sender().send(otp())).rejects.toThrow('MSG91 answered HTTP 200: Fake failure');
    env.MSG91_AUTH_KEY = 'wrong';
    await expect(sender().send(otp())).rejects.toThrow('MSG91 answered HTTP 401: Authentication failure');
    expect(fake.requests.map((r) => r.status)).toEqual([500, 200, 401]);
  });

  it('a provider that cannot be reached is an error (the job retries it)', async () => {
    env.MSG91_API_URL = 'http://127.0.0.1:9';
    await expect(sender().send(otp())).rejects.toThrow(/MSG91 could not be reached/);
  });
});

describe('choosing the SMS sender', () => {
  it('is the outbox without MSG91_AUTH_KEY, MSG91 with it', async () => {
    let inserted: unknown = null;
    const db = { insertInto: () => ({ values: (row: unknown) => ({ execute: async () => void (inserted = row) }) }) } as unknown as DB;
    await smsSender(db, {}).send(otp());
    expect(inserted).toMatchObject({ channel: 'sms', recipient: '9876543210', body: '4821 is your OTP' });
    expect(fake.requests).toEqual([]);
    await smsSender(db, env).send(otp());
    expect(fake.requests).toHaveLength(1);
  });

  it('reads the API origin, with https://control.msg91.com by default', () => {
    expect(msg91Settings({ MSG91_AUTH_KEY: 'k' })!.apiUrl).toBe('https://control.msg91.com');
    expect(msg91Settings({ MSG91_AUTH_KEY: 'k', MSG91_API_URL: 'http://127.0.0.1:4010/' })!.apiUrl).toBe('http://127.0.0.1:4010');
    expect(msg91Settings({})).toBeNull();
  });

  it('writes numbers as 91XXXXXXXXXX', () => {
    expect(providerMobile('98765 43210')).toBe('919876543210');
    expect(providerMobile('+91 9876543210')).toBe('919876543210');
    expect(() => providerMobile('+1 415 555 2671')).toThrow();
  });
});
