import { describe, expect, it } from 'vitest';
import { messageEvents, templateOf } from '@/lib/notify/templates';
import { assertReadyToStart, missingProductionSettings } from './production-check';

describe('production check', () => {
  it('asks nothing of demo mode', () => {
    expect(missingProductionSettings({})).toEqual([]);
    expect(() => assertReadyToStart({ STORE_MODE: 'demo' })).not.toThrow();
  });
  it('names every missing setting in production', () => {
    const missing = missingProductionSettings({ STORE_MODE: 'production', RAZORPAY_KEY_ID: 'rzp_live_x' }).map((r) => r.name);
    expect(missing).toContain('RAZORPAY_KEY_SECRET');
    expect(missing).not.toContain('RAZORPAY_KEY_ID');
    expect(() => assertReadyToStart({ STORE_MODE: 'production' })).toThrow(/SMTP_URL/);
  });
});

/** The grievance officer's four settings (docs/rules/grievances.md). */
const grievanceOfficer = {
  STORE_GRIEVANCE_OFFICER_NAME: 'Meera Iyer', STORE_GRIEVANCE_OFFICER_DESIGNATION: 'Grievance Officer',
  STORE_GRIEVANCE_OFFICER_EMAIL: 'grievance@shop.example.in', STORE_GRIEVANCE_OFFICER_PHONE: '+91 98100 00000',
};

describe('production check: the grievance officer', () => {
  const base = {
    STORE_MODE: 'production', STORE_SITE_URL: 'https://shop.example.in', DATABASE_URL: 'postgres://db/shop', RAZORPAY_KEY_ID: 'rzp_live_x',
    RAZORPAY_KEY_SECRET: 's', RAZORPAY_WEBHOOK_SECRET: 'w', RECONCILE_TOKEN: 'r', SMTP_URL: 'smtp://mail', MSG91_AUTH_KEY: '',
  };
  const names = (env: Record<string, string>) => missingProductionSettings(env).map((r) => r.name).filter((n) => n.startsWith('STORE_GRIEVANCE'));

  it('refuses to start without the officer\'s name, designation, e-mail and phone', () => {
    expect(names(base)).toEqual(Object.keys(grievanceOfficer));
    expect(() => assertReadyToStart(base)).toThrow(/STORE_GRIEVANCE_OFFICER_NAME: the grievance officer the E-Commerce Rules 2020 require/);
    const { STORE_GRIEVANCE_OFFICER_PHONE: _phone, ...noPhone } = grievanceOfficer;
    expect(names({ ...base, ...noPhone })).toEqual(['STORE_GRIEVANCE_OFFICER_PHONE']);
    expect(names({ ...base, ...grievanceOfficer, STORE_GRIEVANCE_OFFICER_EMAIL: ' ' })).toEqual(['STORE_GRIEVANCE_OFFICER_EMAIL']);
    expect(names({ ...base, ...grievanceOfficer })).toEqual([]);
  });

  it('asks nothing of demo mode, which shows its marked demo officer', () => {
    expect(missingProductionSettings({ STORE_MODE: 'demo' })).toEqual([]);
  });
});

describe('production check: messages', () => {
  /** Every setting the base check asks for, so only the message settings are left to test. */
  const ready = {
    STORE_MODE: 'production', STORE_SITE_URL: 'https://shop.example.in', DATABASE_URL: 'postgres://db/shop',
    RAZORPAY_KEY_ID: 'rzp_live_x', RAZORPAY_KEY_SECRET: 's', RAZORPAY_WEBHOOK_SECRET: 'w', RECONCILE_TOKEN: 'r', SMTP_URL: 'smtp://mail',
    ...grievanceOfficer,
  };
  const smsTemplateSettings = messageEvents.flatMap((event) => templateOf(event).smsSetting ?? []);
  const names = (env: Record<string, string>) => missingProductionSettings(env).map((r) => r.name);
  const withSms: Record<string, string> = { ...ready, MSG91_AUTH_KEY: 'msg91-key', SMS_SENDER_ID: 'OBXBZR', ...Object.fromEntries(smsTemplateSettings.map((name) => [name, `id-${name}`])) };

  it('asks for MSG91, and with it the sender header and the template id of every SMS', () => {
    expect(smsTemplateSettings).toContain('SMS_TEMPLATE_LOGIN_OTP');
    expect(names(ready)).toEqual(['MSG91_AUTH_KEY']);
    expect(names({ ...ready, MSG91_AUTH_KEY: 'msg91-key' })).toEqual(['SMS_SENDER_ID', ...smsTemplateSettings]);
    expect(names(withSms)).toEqual([]);
    expect(() => assertReadyToStart(withSms)).not.toThrow();
  });

  it('names each missing template id, and refuses to start', () => {
    const { SMS_TEMPLATE_ORDER_SHIPPED: _shipped, SMS_TEMPLATE_LOGIN_OTP: _otp, ...partial } = withSms;
    expect(names(partial)).toEqual(['SMS_TEMPLATE_ORDER_SHIPPED', 'SMS_TEMPLATE_LOGIN_OTP']);
    expect(() => assertReadyToStart(partial)).toThrow(/SMS_TEMPLATE_ORDER_SHIPPED: the MSG91 template id of the orderShipped SMS/);
    expect(names({ ...withSms, SMS_SENDER_ID: '  ' })).toEqual(['SMS_SENDER_ID']);
  });

  it('takes WhatsApp whole or not at all', () => {
    const whatsapp = { WHATSAPP_PHONE_NUMBER_ID: '106540352242922', WHATSAPP_ACCESS_TOKEN: 't', WHATSAPP_APP_SECRET: 's', WHATSAPP_VERIFY_TOKEN: 'v' };
    expect(names({ ...withSms, ...whatsapp })).toEqual([]);
    const { WHATSAPP_APP_SECRET: _secret, WHATSAPP_VERIFY_TOKEN: _verify, ...half } = whatsapp;
    expect(names({ ...withSms, ...half })).toEqual(['WHATSAPP_APP_SECRET', 'WHATSAPP_VERIFY_TOKEN']);
    expect(() => assertReadyToStart({ ...withSms, WHATSAPP_VERIFY_TOKEN: 'v' })).toThrow(/WHATSAPP_PHONE_NUMBER_ID: .*its four settings, or none/);
  });

  it('takes Shiprocket whole (account and webhook key) or not at all', () => {
    const shiprocket = { SHIPROCKET_EMAIL: 'api@shop.example.in', SHIPROCKET_PASSWORD: 'p', COURIER_WEBHOOK_KEY: 'k' };
    expect(names({ ...withSms, ...shiprocket })).toEqual([]);
    expect(names({ ...withSms, SHIPROCKET_EMAIL: 'api@shop.example.in', SHIPROCKET_PASSWORD: 'p' })).toEqual(['COURIER_WEBHOOK_KEY']);
    expect(() => assertReadyToStart({ ...withSms, COURIER_WEBHOOK_KEY: 'k' })).toThrow(/SHIPROCKET_EMAIL: .*its three settings, or none/);
  });

  it('asks nothing of the message settings in demo mode', () => {
    expect(missingProductionSettings({ MSG91_AUTH_KEY: 'k', WHATSAPP_ACCESS_TOKEN: 't' })).toEqual([]);
  });
});
