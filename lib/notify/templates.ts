// Every message the shop sends about an order, a refund or a login, in one place
// (docs/rules/messages.md lists them for registration). A template has named variables
// in a fixed order and one text; each channel uses that same text:
// - SMS: the seller registers the text with DLT, each variable as {#var#}, and the
//   provider's template id goes in the setting named by `smsSetting` (MSG91 fills the
//   registered text with the variables, in this order);
// - WhatsApp: the seller registers a UTILITY template named `whatsappName` whose body is
//   the text with {{1}}, {{2}}, ... in this order;
// - e-mail: the text as a paragraph (or the template's own HTML), with `subject`.
// The words come from the texts module; a template only says which variables fill them.
import 'server-only';
import { store } from '@/lib/config';
import { screenTexts } from '@/lib/texts/screens';
import { sellerTexts } from '@/lib/texts/seller';
import { alertTexts } from '@/lib/texts/alerts';
import { codConfirmTexts } from '@/lib/texts/cod-confirmation';
import type { MessageChannel } from '@/lib/db/schema';
import { escapeHtml } from './html';

export type { MessageChannel };

type Vars = Record<string, string>;

export interface MessageTemplate {
  audience: 'shopper' | 'seller';
  /** The variables, in the order the registered templates number them. */
  variables: readonly string[];
  /** The text the recipient reads. */
  text: (v: Vars) => string;
  channels: readonly MessageChannel[];
  /** The environment setting that holds this message's SMS template id (MSG91's, linked to the DLT template). */
  smsSetting?: string;
  /** The WhatsApp template's name, as approved by Meta (category UTILITY). */
  whatsappName?: string;
  subject?: (v: Vars) => string;
  /** E-mail HTML from escaped variables; default: the text as one paragraph. */
  html?: (escaped: Vars) => string;
}

const n = screenTexts.orderNotice;
/**
 * A shopper's message ends with the business name: DLT wants the brand in every template,
 * and Meta refuses a body that ends with a variable.
 */
const signed = (text: string) => n.signed(text, store.businessName);
const shopper = ['sms', 'whatsapp', 'email'] as const;
const noWhatsapp = ['sms', 'email'] as const;
const orderSubject = (v: Vars) => n.subject(v.order);

export const templates = {
  orderPlaced: {
    audience: 'shopper', variables: ['order', 'total'], channels: shopper, text: (v) => signed(n.placed(v.order, v.total)),
    smsSetting: 'SMS_TEMPLATE_ORDER_PLACED', whatsappName: 'order_placed', subject: orderSubject,
  },
  orderCancelledByShopper: {
    audience: 'shopper', variables: ['order'], channels: shopper, text: (v) => signed(n.cancelledByShopper(v.order)),
    smsSetting: 'SMS_TEMPLATE_ORDER_CANCELLED_BY_SHOPPER', whatsappName: 'order_cancelled_by_shopper', subject: orderSubject,
  },
  orderShipped: {
    audience: 'shopper', variables: ['order', 'courier', 'awb', 'tracking_link'], channels: shopper,
    text: (v) => signed(n.shipped(v.order, v.courier, v.awb, v.tracking_link)),
    smsSetting: 'SMS_TEMPLATE_ORDER_SHIPPED', whatsappName: 'order_shipped', subject: orderSubject,
  },
  orderOutForDelivery: {
    audience: 'shopper', variables: ['order'], channels: shopper, text: (v) => signed(n.outForDelivery(v.order)),
    smsSetting: 'SMS_TEMPLATE_ORDER_OUT_FOR_DELIVERY', whatsappName: 'order_out_for_delivery', subject: orderSubject,
  },
  orderDelivered: {
    audience: 'shopper', variables: ['order'], channels: shopper, text: (v) => signed(n.delivered(v.order)),
    smsSetting: 'SMS_TEMPLATE_ORDER_DELIVERED', whatsappName: 'order_delivered', subject: orderSubject,
  },
  orderDeliveryFailed: {
    audience: 'shopper', variables: ['order', 'reason'], channels: shopper, text: (v) => signed(n.deliveryFailed(v.order, v.reason)),
    smsSetting: 'SMS_TEMPLATE_ORDER_DELIVERY_FAILED', whatsappName: 'order_delivery_failed', subject: orderSubject,
  },
  orderCancelledBySeller: {
    audience: 'shopper', variables: ['order', 'reason'], channels: shopper, text: (v) => signed(n.cancelledBySeller(v.order, v.reason)),
    smsSetting: 'SMS_TEMPLATE_ORDER_CANCELLED_BY_SELLER', whatsappName: 'order_cancelled', subject: orderSubject,
  },
  // Cash on delivery confirmed before dispatch (docs/rules/orders.md#cash-on-delivery-confirmation).
  codConfirmRequest: {
    audience: 'shopper', variables: ['order', 'total', 'confirm_link'], channels: shopper,
    text: (v) => signed(codConfirmTexts.request(v.order, v.total, v.confirm_link)),
    smsSetting: 'SMS_TEMPLATE_COD_CONFIRM_REQUEST', whatsappName: 'cod_confirm_request', subject: orderSubject,
  },
  codConfirmExpired: {
    audience: 'shopper', variables: ['order'], channels: shopper, text: (v) => signed(codConfirmTexts.expiredNotice(v.order)),
    smsSetting: 'SMS_TEMPLATE_COD_CONFIRM_EXPIRED', whatsappName: 'cod_confirm_expired', subject: orderSubject,
  },
  returnRequested: {
    audience: 'shopper', variables: ['order', 'item'], channels: noWhatsapp, text: (v) => signed(n.returnRequested(v.order, v.item)),
    smsSetting: 'SMS_TEMPLATE_RETURN_REQUESTED', subject: orderSubject,
  },
  returnApproved: {
    audience: 'shopper', variables: ['order', 'item'], channels: noWhatsapp, text: (v) => signed(n.returnApproved(v.order, v.item)),
    smsSetting: 'SMS_TEMPLATE_RETURN_APPROVED', subject: orderSubject,
  },
  returnRejected: {
    audience: 'shopper', variables: ['order', 'item', 'reason'], channels: noWhatsapp, text: (v) => signed(n.returnRejected(v.order, v.item, v.reason)),
    smsSetting: 'SMS_TEMPLATE_RETURN_REJECTED', subject: orderSubject,
  },
  refundIssued: {
    audience: 'shopper', variables: ['amount', 'order', 'name'], channels: shopper,
    text: (v) => signed(screenTexts.refunds.doneSms(v.amount, v.order)),
    smsSetting: 'SMS_TEMPLATE_REFUND_ISSUED', whatsappName: 'refund_issued',
    subject: (v) => screenTexts.refunds.doneEmailSubject(v.order),
    html: (e) => screenTexts.refunds.doneEmailBody(e.name, e.amount, e.order),
  },
  sellerNewOrder: {
    audience: 'seller', variables: ['order', 'total', 'mode', 'city'], channels: ['email'],
    text: (v) => `${sellerTexts.newOrderSubject(v.order)}: ${v.total}, ${v.mode}, to ${v.city}.`,
    subject: (v) => sellerTexts.newOrderSubject(v.order),
    html: (e) => sellerTexts.newOrderBody(e.order, e.total, e.mode, e.city),
  },
  sellerCodOverdue: {
    audience: 'seller', variables: ['count', 'amount', 'days'], channels: ['email'],
    text: (v) => sellerTexts.codOverdueText(v.count, v.amount, v.days),
    subject: (v) => sellerTexts.codOverdueSubject(v.count),
  },
  // A failed delivery waiting for the seller's decision (docs/rules/shipping.md#failed-deliveries).
  sellerNdrWaiting: {
    audience: 'seller', variables: ['order', 'reason', 'attempt', 'act_by'], channels: ['email'],
    text: (v) => sellerTexts.ndrDesk.waitingText(v.order, v.reason, v.attempt, v.act_by),
    subject: (v) => sellerTexts.ndrDesk.waitingSubject(v.order),
  },
  staffLoginAttack: {
    audience: 'seller', variables: ['account', 'failures', 'addresses', 'until', 'minutes'], channels: ['email'],
    text: (v) => `${sellerTexts.attackAlertSubject(v.account)}: ${v.failures} in ${v.minutes} minutes from ${v.addresses} addresses; refused from new networks until ${v.until}.`,
    subject: (v) => sellerTexts.attackAlertSubject(v.account),
    html: (e) => sellerTexts.attackAlertBody(e.account, Number(e.failures), Number(e.addresses), e.until, Number(e.minutes)),
  },
  // The grievance desk (docs/rules/grievances.md): the ticket number at once, staff replies and the resolution.
  grievanceReceived: {
    audience: 'shopper', variables: ['ticket', 'days'], channels: ['sms', 'email'],
    text: (v) => signed(screenTexts.grievanceNotice.received(v.ticket, v.days)),
    smsSetting: 'SMS_TEMPLATE_GRIEVANCE_RECEIVED', subject: (v) => screenTexts.grievanceNotice.subject(v.ticket),
  },
  grievanceReply: {
    audience: 'shopper', variables: ['ticket', 'reply'], channels: ['email'],
    text: (v) => signed(screenTexts.grievanceNotice.reply(v.ticket, v.reply)),
    subject: (v) => screenTexts.grievanceNotice.subject(v.ticket),
  },
  grievanceResolved: {
    audience: 'shopper', variables: ['ticket', 'resolution'], channels: ['email'],
    text: (v) => signed(screenTexts.grievanceNotice.resolved(v.ticket, v.resolution)),
    subject: (v) => screenTexts.grievanceNotice.subject(v.ticket),
  },
  sellerNewGrievance: {
    audience: 'seller', variables: ['ticket', 'name', 'subject', 'order'], channels: ['email'],
    text: (v) => sellerTexts.grievancesPage.newText(v.ticket, v.name, v.subject, v.order),
    subject: (v) => sellerTexts.grievancesPage.newSubject(v.ticket),
  },
  // Back-in-stock and price-drop alerts (docs/rules/alerts.md): the product's page and the one-tap unsubscribe page.
  alertBackInStock: {
    audience: 'shopper', variables: ['product', 'price', 'product_link', 'stop_link'], channels: shopper,
    text: (v) => signed(alertTexts.backInStockText(v.product, v.price, v.product_link, v.stop_link)),
    smsSetting: 'SMS_TEMPLATE_ALERT_BACK_IN_STOCK', whatsappName: 'alert_back_in_stock', subject: (v) => alertTexts.backInStockSubject(v.product),
  },
  alertPriceDrop: {
    audience: 'shopper', variables: ['product', 'price', 'product_link', 'stop_link'], channels: shopper,
    text: (v) => signed(alertTexts.priceDropText(v.product, v.price, v.product_link, v.stop_link)),
    smsSetting: 'SMS_TEMPLATE_ALERT_PRICE_DROP', whatsappName: 'alert_price_drop', subject: (v) => alertTexts.priceDropSubject(v.product),
  },
  loginOtp: {
    audience: 'shopper', variables: ['otp', 'minutes'], channels: ['sms', 'email'],
    text: (v) => `${v.otp} is your OTP for ${store.businessName}. It is valid for ${v.minutes} minutes. Do not share it with anyone.`,
    smsSetting: 'SMS_TEMPLATE_LOGIN_OTP',
    subject: () => `Your ${store.businessName} OTP`,
  },
} satisfies Record<string, MessageTemplate>;

export type MessageEvent = keyof typeof templates;

/** Variables that hold a web address: registered with DLT as {#url#} (its domain whitelisted), never clipped. */
const URL_VARIABLES = new Set(['tracking_link', 'product_link', 'stop_link', 'confirm_link']);

/** The longest value DLT takes in one {#var#}. */
export const SMS_VARIABLE_MAX = 30;

/** A value as an SMS carries it: at most SMS_VARIABLE_MAX characters, except a web address. */
function smsValue(name: string, value: string): string {
  if (URL_VARIABLES.has(name) || value.length <= SMS_VARIABLE_MAX) return value;
  return `${value.slice(0, SMS_VARIABLE_MAX - 1).trimEnd()}…`;
}

/** The variables as an SMS carries them (long names and reasons clipped to what DLT takes). */
export function smsVars(vars: Vars): Vars {
  return Object.fromEntries(Object.entries(vars).map(([name, value]) => [name, smsValue(name, value)]));
}
export const messageEvents = Object.keys(templates) as MessageEvent[];

export function templateOf(event: MessageEvent): MessageTemplate {
  return templates[event];
}

/** The variables in the template's order; a missing one is an error (a message with a hole must not leave). */
export function orderedVariables(event: MessageEvent, vars: Vars): string[] {
  return templateOf(event).variables.map((name) => {
    const value = vars[name];
    if (value === undefined) throw new Error(`message ${event}: variable "${name}" is missing`);
    return value;
  });
}

export function varsFromList(event: MessageEvent, values: readonly string[]): Vars {
  return Object.fromEntries(templateOf(event).variables.map((name, i) => [name, values[i] ?? '']));
}

export interface RenderedMessage {
  subject?: string;
  /** Plain text for SMS and WhatsApp; HTML for e-mail. */
  body: string;
}

export function render(event: MessageEvent, channel: MessageChannel, vars: Vars): RenderedMessage {
  const template = templateOf(event);
  if (channel === 'sms') return { body: template.text(smsVars(vars)) };
  if (channel !== 'email') return { body: template.text(vars) };
  const escaped = Object.fromEntries(Object.entries(vars).map(([k, v]) => [k, escapeHtml(v)]));
  return {
    subject: template.subject?.(vars) ?? store.businessName,
    body: template.html ? template.html(escaped) : `<p>${escapeHtml(template.text(vars))}</p>`,
  };
}

/** The text with the variables' places marked: [text with \u0000<index>\u0000 marks, the variables in the order they appear]. */
function markedText(event: MessageEvent): [string, string[]] {
  const template = templateOf(event);
  const text = template.text(Object.fromEntries(template.variables.map((name, i) => [name, `\u0000${i}\u0000`])));
  return [text, [...text.matchAll(/\u0000(\d+)\u0000/g)].map((m) => template.variables[Number(m[1])])];
}

/** The text with the k-th variable place (from 0, in reading order; `name` its variable) replaced by `placeholder(k, name)`. */
function registrationText(event: MessageEvent, placeholder: (k: number, name: string) => string): string {
  const template = templateOf(event);
  let k = 0;
  return markedText(event)[0].replace(/\u0000(\d+)\u0000/g, (_, index: string) => placeholder(k++, template.variables[Number(index)]));
}

/** The text to register with DLT: each variable as {#var#}, a web address as {#url#}. */
export function dltText(event: MessageEvent): string {
  return registrationText(event, (_, name) => (URL_VARIABLES.has(name) ? '{#url#}' : '{#var#}'));
}

/** The WhatsApp template's body: {{1}}, {{2}}, ... in reading order. */
export function whatsappBody(event: MessageEvent): string {
  return registrationText(event, (k) => `{{${k + 1}}}`);
}

/** The variables the text uses, in reading order: what DLT, MSG91 and WhatsApp fill by position. */
export function variablesInText(event: MessageEvent): string[] {
  return markedText(event)[1];
}

/** The values for the text's places, in reading order. */
export function textValues(event: MessageEvent, vars: Vars): string[] {
  return variablesInText(event).map((name) => vars[name] ?? '');
}
