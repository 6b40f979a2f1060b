// A local stand-in for Shiprocket's external API (the calls lib/shipping/shiprocket.ts makes)
// and its tracking webhook, so booking, tracking and failed deliveries are tested, demonstrated
// and QA'd over real HTTP without the internet. It answers in Shiprocket's shapes and keeps
// what a real account would: orders (forward and return), shipments, AWBs, pickups, labels,
// manifests, cancellations and NDR actions. Like Shiprocket, it has no idempotency key:
// create/adhoc twice makes two orders.
// Controls for tests: its request log, failNext (refuse the next calls), timeoutNext (a call
// that is carried out but whose answer never comes, as a timeout leaves it), expireTokens
// (the next call answers 401), and push(awb, statusId), which POSTs Shiprocket's tracking
// webhook body to the shop (x-api-key header); track answers what was pushed.
// startFakeShiprocket() serves it alone; scripts/fake-providers.ts serves it beside the others.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import PDFDocument from 'pdfkit';
import { courierStatusLabel, courierWebhookBody, scanDate, scanFor } from '@/lib/shipping/courier-statuses';
import { DEMO_COURIERS, demoAwb, demoQuote, etdText, type DemoCourier } from '@/lib/shipping/demo-couriers';
import type { CourierWebhookBody, CourierWebhookScan } from '@/lib/shipping/webhook-body';
import { fakeServer, type FakeHttpAnswer, type FakeHttpRequest } from './fake-whatsapp';

export interface FakeShiprocketRequest {
  method: string;
  /** The path after /v1/external/, with its query. */
  path: string;
  auth?: string;
  body: any;
  status: number;
  at: string;
}

export interface FakeShiprocketOrder {
  id: number;
  channel_order_id: string;
  is_return: boolean;
  body: any;
  shipment_id: number;
  status: 'NEW' | 'RETURN PENDING' | 'CANCELED';
  created_at: string;
}

export interface FakeShiprocketShipment {
  id: number;
  order_id: number;
  awb: string | null;
  courier_company_id: number | null;
  courier_name: string | null;
  awb_assigned_date: string | null;
  pickup_scheduled_date: string | null;
  label_url: string | null;
  status_id: number;
  /** Oldest first. */
  scans: CourierWebhookScan[];
  etd: string | null;
}

export interface FakeShiprocketOptions {
  /** When set, only these credentials log in (else any). */
  email?: string;
  password?: string;
  /** Where push() sends the tracking webhook (the shop's POST /api/courier/events) and its x-api-key. */
  webhookUrl?: string;
  webhookKey?: string;
  /** This fake's own origin, for label and manifest URLs (set by startFakeShiprocket). */
  origin?: string;
}

export interface PushExtras {
  /** The courier's time of the event (default now). */
  at?: Date;
  /** The scan's words (an undelivered event's reason, e.g. "Customer not available"). */
  activity?: string;
  location?: string;
  etd?: string | null;
  /** Another URL or key than the configured ones (a wrong key, for tests). */
  url?: string;
  key?: string;
}

export interface FakeShiprocket {
  readonly requests: FakeShiprocketRequest[];
  readonly orders: FakeShiprocketOrder[];
  readonly shipments: FakeShiprocketShipment[];
  readonly pickups: { shipment_ids: number[]; at: string }[];
  readonly manifests: { shipment_ids: number[]; url: string }[];
  readonly cancellations: number[];
  readonly ndrActions: { awb: string; body: any; at: string }[];
  /** How many logins it answered with a token. */
  logins(): number;
  /** The next `count` calls (optionally only those whose path contains `path`) answer `status` with Shiprocket's error body. */
  failNext(count: number, status?: number, path?: string): void;
  /** The next `count` calls (optionally only those whose path contains `path`) are carried out, but their answer never comes. */
  timeoutNext(count: number, path?: string): void;
  /** Every token given so far stops working (the next call answers 401, as an expired token does). */
  expireTokens(): void;
  /** Sets where push() sends the webhook. */
  setWebhook(url: string, key: string): void;
  /** The shipment with this AWB moves to `statusId`; the tracking webhook is POSTed to the shop; answers the shop's status and body. */
  push(awb: string, statusId: number, extras?: PushExtras): Promise<{ status: number; body: string; sent: CourierWebhookBody }>;
  /** The webhook body the shipment's current state makes (what push sent last). */
  bodyOf(awb: string): CourierWebhookBody;
  shipmentByAwb(awb: string): FakeShiprocketShipment | undefined;
  handle(request: FakeHttpRequest): Promise<FakeHttpAnswer | null>;
  clear(): void;
  /** Answers every call held by timeoutNext (its client gave up long ago). */
  release(): void;
}

const PREFIX = '/v1/external/';

function srError(status: number, message: string, errors?: Record<string, string[]>): FakeHttpAnswer {
  return { status, body: { message, ...(errors ? { errors } : {}), status_code: status } };
}

const REQUIRED_ADHOC = [
  'order_id', 'order_date', 'pickup_location', 'billing_customer_name', 'billing_address', 'billing_city', 'billing_pincode',
  'billing_state', 'billing_country', 'billing_phone', 'order_items', 'payment_method', 'sub_total', 'length', 'breadth', 'height', 'weight',
];
const REQUIRED_RETURN = [
  'order_id', 'order_date', 'pickup_customer_name', 'pickup_address', 'pickup_city', 'pickup_state', 'pickup_country', 'pickup_pincode',
  'pickup_phone', 'shipping_customer_name', 'shipping_address', 'shipping_city', 'shipping_country', 'shipping_pincode', 'shipping_state',
  'shipping_phone', 'order_items', 'payment_method', 'sub_total', 'length', 'breadth', 'height', 'weight',
];

function missingFields(body: any, required: string[]): Record<string, string[]> | null {
  const missing = required.filter((f) => body?.[f] === undefined || body?.[f] === null || body?.[f] === '' || (Array.isArray(body?.[f]) && body[f].length === 0));
  if (missing.length === 0) return null;
  return Object.fromEntries(missing.map((f) => [f, [`The ${f.replace(/_/g, ' ')} field is required.`]]));
}

async function pdf(lines: string[]): Promise<Buffer> {
  const doc = new PDFDocument({ size: [288, 432], margin: 18 });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  for (const line of lines) doc.fontSize(12).text(line);
  doc.end();
  return done;
}

export function createFakeShiprocket(options: FakeShiprocketOptions = {}): FakeShiprocket {
  const requests: FakeShiprocketRequest[] = [];
  const orders: FakeShiprocketOrder[] = [];
  const shipments: FakeShiprocketShipment[] = [];
  const pickups: { shipment_ids: number[]; at: string }[] = [];
  const manifests: { shipment_ids: number[]; url: string }[] = [];
  const cancellations: number[] = [];
  const ndrActions: { awb: string; body: any; at: string }[] = [];
  let tokens = new Set<string>();
  let loginCount = 0;
  let serial = 0;
  let failures: { count: number; status: number; path?: string } = { count: 0, status: 500 };
  let timeouts: { count: number; path?: string } = { count: 0 };
  let held: (() => void)[] = [];
  let webhook = { url: options.webhookUrl, key: options.webhookKey };
  const origin = () => options.origin ?? 'http://127.0.0.1';

  const shipmentOf = (id: unknown) => shipments.find((s) => s.id === Number(id));
  const orderOf = (id: number) => orders.find((o) => o.id === id)!;
  const courierOf = (id: unknown): DemoCourier | undefined => DEMO_COURIERS.find((c) => c.id === Number(id));
  const idList = (value: unknown): number[] => (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]).map(Number);

  function createOrder(body: any, isReturn: boolean): FakeHttpAnswer {
    const missing = missingFields(body, isReturn ? REQUIRED_RETURN : REQUIRED_ADHOC);
    if (missing) return srError(422, 'Oops! Invalid Data.', missing);
    if (!isReturn && !['COD', 'Prepaid'].includes(body.payment_method)) return srError(422, 'Oops! Invalid Data.', { payment_method: ['The selected payment method is invalid.'] });
    const id = 300_000_000 + ++serial;
    const shipmentId = 16_000_000 + serial;
    orders.push({ id, channel_order_id: String(body.order_id), is_return: isReturn, body, shipment_id: shipmentId, status: isReturn ? 'RETURN PENDING' : 'NEW', created_at: new Date().toISOString() });
    shipments.push({ id: shipmentId, order_id: id, awb: null, courier_company_id: null, courier_name: null, awb_assigned_date: null, pickup_scheduled_date: null, label_url: null, status_id: 0, scans: [], etd: null });
    return isReturn
      ? { status: 200, body: { order_id: id, shipment_id: shipmentId, status: 'RETURN PENDING', status_code: 21, company_name: 'OpenBox Bazaar' } }
      : { status: 200, body: { order_id: id, shipment_id: shipmentId, status: 'NEW', status_code: 1, onboarding_completed_now: 0, awb_code: '', courier_company_id: '', courier_name: '' } };
  }

  function parcelWeight(shipment: FakeShiprocketShipment): number {
    return Number(orderOf(shipment.order_id).body.weight) || 0.5;
  }

  function serviceability(query: URLSearchParams): FakeHttpAnswer {
    const pickup = query.get('pickup_postcode');
    const delivery = query.get('delivery_postcode');
    const weight = Number(query.get('weight'));
    const errors: Record<string, string[]> = {};
    if (!pickup || !/^\d{6}$/.test(pickup)) errors.pickup_postcode = ['The pickup postcode must be 6 digits.'];
    if (!delivery || !/^\d{6}$/.test(delivery)) errors.delivery_postcode = ['The delivery postcode must be 6 digits.'];
    if (!(weight > 0)) errors.weight = ['The weight field is required.'];
    if (Object.keys(errors).length > 0) return srError(422, 'Oops! Invalid Data.', errors);
    const cod = query.get('cod') === '1' || query.get('cod') === 'true';
    const declared = Number(query.get('declared_value') ?? 0);
    const now = new Date();
    const companies = DEMO_COURIERS.map((c) => {
      const quote = demoQuote(c, weight, cod, declared);
      return {
        courier_company_id: c.id,
        courier_name: c.name,
        rate: quote.rate,
        freight_charge: quote.freight,
        cod_charges: quote.codCharges,
        cod: 1,
        estimated_delivery_days: String(c.days),
        etd: etdText(now, c.days),
        etd_hours: c.days * 24,
        rating: 4.5,
        is_surface: !/Air/.test(c.name),
        min_weight: 0.5,
        postcode: delivery,
      };
    });
    const cheapest = [...companies].sort((a, b) => a.rate - b.rate)[0];
    return { status: 200, body: { company_auto_shipment_insurance_setting: false, currency: 'INR', data: { available_courier_companies: companies, recommended_courier_company_id: cheapest.courier_company_id, shiprocket_recommended_courier_id: cheapest.courier_company_id }, status: 200 } };
  }

  function assignAwb(body: any): FakeHttpAnswer {
    if (body?.shipment_id === undefined || body?.shipment_id === '') return srError(422, 'Required field missing', { shipment_id: ['The shipment id field is required.'] });
    const shipment = shipmentOf(body.shipment_id);
    if (!shipment) return srError(400, 'Oops! Invalid Data.');
    if (shipment.awb) return srError(400, `AWB is already assigned: ${shipment.awb}`);
    const courier = body.courier_id ? courierOf(body.courier_id) : [...DEMO_COURIERS].sort((a, b) => a.firstHalfKg - b.firstHalfKg)[0];
    if (!courier) return srError(400, 'Selected courier is not serviceable for this shipment.');
    const now = new Date();
    shipment.awb = demoAwb(courier, shipment.id);
    shipment.courier_company_id = courier.id;
    shipment.courier_name = courier.name;
    shipment.awb_assigned_date = scanDate(now);
    shipment.status_id = 1;
    shipment.etd = etdText(now, courier.days);
    const order = orderOf(shipment.order_id);
    return {
      status: 200,
      body: {
        awb_assign_status: 1,
        response: {
          data: {
            courier_company_id: courier.id,
            awb_code: shipment.awb,
            cod: order.body.payment_method === 'COD' ? 1 : 0,
            order_id: order.id,
            shipment_id: shipment.id,
            awb_code_status: 1,
            assigned_date_time: { date: `${shipment.awb_assigned_date}.000000`, timezone_type: 3, timezone: 'Asia/Kolkata' },
            applied_weight: parcelWeight(shipment),
            courier_name: courier.name,
            child_courier_name: null,
            pickup_scheduled_date: null,
            routing_code: '',
            rto_routing_code: '',
            invoice_no: `retail${order.id}`,
            transporter_id: '',
            transporter_name: '',
          },
        },
        ...(body.is_return ? { is_return: 1 } : {}),
      },
    };
  }

  function shipmentsIn(body: any): FakeShiprocketShipment[] | FakeHttpAnswer {
    const wanted = idList(body?.shipment_id);
    if (wanted.length === 0) return srError(422, 'Required field missing', { shipment_id: ['The shipment id field is required.'] });
    const found = wanted.map(shipmentOf);
    if (found.some((s) => !s)) return srError(400, 'Invalid shipment id.');
    return found as FakeShiprocketShipment[];
  }

  function pickup(body: any): FakeHttpAnswer {
    const found = shipmentsIn(body);
    if (!Array.isArray(found)) return found;
    if (found.some((s) => !s.awb)) return srError(400, 'AWB not assigned for the shipment.');
    const already = found.find((s) => s.pickup_scheduled_date);
    if (already) return srError(400, 'Already in Pickup Queue.');
    const tomorrow = new Date(Date.now() + 24 * 60 * 60_000);
    const date = `${scanDate(tomorrow).slice(0, 10)} 10:00:00`;
    for (const s of found) {
      s.pickup_scheduled_date = date;
      s.status_id = 4;
    }
    pickups.push({ shipment_ids: found.map((s) => s.id), at: new Date().toISOString() });
    return { status: 200, body: { pickup_status: 1, response: { pickup_scheduled_date: date, pickup_token_number: `Reference No: ${Date.now()}`, status: 3, others: '', pickup_generated_date: { date: scanDate(new Date()), timezone_type: 3, timezone: 'Asia/Kolkata' }, data: `Pickup is scheduled for ${date.slice(0, 10)}` } } };
  }

  function label(body: any): FakeHttpAnswer {
    const found = shipmentsIn(body);
    if (!Array.isArray(found)) return found;
    const notCreated = found.filter((s) => !s.awb).map((s) => s.id);
    if (notCreated.length === found.length) return { status: 200, body: { label_created: 0, response: 'Label could not be created: AWB not assigned', not_created: notCreated } };
    const url = `${origin()}/fake/shiprocket/label/${found.filter((s) => s.awb).map((s) => s.id).join('-')}.pdf`;
    for (const s of found) if (s.awb) s.label_url = url;
    return { status: 200, body: { label_created: 1, label_url: url, response: 'Label has been created and uploaded successfully!', not_created: notCreated } };
  }

  function manifest(body: any): FakeHttpAnswer {
    const found = shipmentsIn(body);
    if (!Array.isArray(found)) return found;
    if (found.some((s) => !s.pickup_scheduled_date)) return srError(400, 'Please generate pickup first.');
    const url = `${origin()}/fake/shiprocket/manifest/${found.map((s) => s.id).join('-')}.pdf`;
    manifests.push({ shipment_ids: found.map((s) => s.id), url });
    return { status: 200, body: { status: 1, manifest_url: url } };
  }

  function cancel(body: any): FakeHttpAnswer {
    const wanted = idList(body?.ids);
    if (wanted.length === 0) return srError(422, 'Oops! Invalid Data.', { ids: ['The ids field is required.'] });
    for (const id of wanted) {
      const order = orders.find((o) => o.id === id);
      if (!order) return srError(400, `Order ${id} not found.`);
      const shipment = shipmentOf(order.shipment_id)!;
      if ([6, 7, 42, 17, 18, 38].includes(shipment.status_id)) return srError(400, 'Order cannot be cancelled after it is picked up.');
    }
    for (const id of wanted) {
      const order = orders.find((o) => o.id === id)!;
      order.status = 'CANCELED';
      shipmentOf(order.shipment_id)!.status_id = 8;
      cancellations.push(id);
    }
    return { status: 200, body: { status: 200, message: 'Order cancelled successfully.' } };
  }

  function listOrders(query: URLSearchParams): FakeHttpAnswer {
    const search = query.get('search') ?? '';
    const found = orders.filter((o) => !search || o.channel_order_id.includes(search));
    return {
      status: 200,
      body: {
        data: found.map((o) => {
          const s = shipmentOf(o.shipment_id)!;
          return {
            id: o.id,
            channel_id: 0,
            channel_order_id: o.channel_order_id,
            customer_name: o.body.billing_customer_name ?? o.body.pickup_customer_name,
            status: o.status,
            status_code: o.status === 'CANCELED' ? 5 : 1,
            is_return: o.is_return ? 1 : 0,
            created_at: o.created_at,
            shipments: [{ id: s.id, awb: s.awb ?? '', courier: s.courier_name ?? '', courier_id: s.courier_company_id, pickup_scheduled_date: s.pickup_scheduled_date, etd: s.etd }],
          };
        }),
        meta: { pagination: { total: found.length, count: found.length, per_page: 50, current_page: 1, total_pages: 1 } },
      },
    };
  }

  function trackingOf(awb: string): FakeHttpAnswer {
    const s = shipments.find((x) => x.awb === awb);
    if (!s) return { status: 200, body: { tracking_data: { track_status: 0, shipment_status: 0, shipment_track: [], shipment_track_activities: null, error: `Awb ${awb} not found` } } };
    const order = orderOf(s.order_id);
    if (s.scans.length === 0) {
      return { status: 200, body: { tracking_data: { track_status: 0, shipment_status: s.status_id, shipment_track: [{ awb_code: awb, current_status: courierStatusLabel(s.status_id), edd: s.etd }], shipment_track_activities: null, error: 'Aahh! There is no activities found in our DB. Please have some patience it will be updated soon.' } } };
    }
    return {
      status: 200,
      body: {
        tracking_data: {
          track_status: 1,
          shipment_status: s.status_id,
          shipment_track: [{ id: s.id, awb_code: awb, courier_company_id: s.courier_company_id, shipment_id: s.id, order_id: order.id, pickup_date: null, delivered_date: s.status_id === 7 ? s.scans.at(-1)!.date : null, weight: String(order.body.weight), packages: 1, current_status: courierStatusLabel(s.status_id), delivered_to: order.body.billing_city ?? '', destination: order.body.billing_city ?? '', consignee_name: order.body.billing_customer_name ?? '', origin: '', courier_agent_details: null, edd: s.etd }],
          shipment_track_activities: [...s.scans].reverse(),
          track_url: `https://shiprocket.co/tracking/${awb}`,
          etd: s.etd,
        },
      },
    };
  }

  function ndrList(): FakeHttpAnswer {
    const undelivered = shipments.filter((s) => s.status_id === 21 && s.awb);
    return {
      status: 200,
      body: {
        data: undelivered.map((s) => {
          const order = orderOf(s.order_id);
          return { id: s.id, awb_code: s.awb, shipment_id: s.id, order_id: order.id, channel_order_id: order.channel_order_id, courier: s.courier_name, reason: s.scans.at(-1)?.activity ?? '', attempts: s.scans.filter((x) => x['sr-status'] === '21').length, status: 'ACTION REQUIRED' };
        }),
        meta: { pagination: { total: undelivered.length } },
      },
    };
  }

  function ndrAction(awb: string, body: any): FakeHttpAnswer {
    const s = shipments.find((x) => x.awb === awb);
    if (!s) return srError(404, 'AWB not found.');
    if (body?.action !== 're-attempt' && body?.action !== 'return') return srError(422, 'Oops! Invalid Data.', { action: ['The selected action is invalid.'] });
    if (typeof body.comments !== 'string' || body.comments === '') return srError(422, 'Oops! Invalid Data.', { comments: ['The comments field is required.'] });
    if (s.status_id !== 21) return srError(400, 'Action cannot be taken: the shipment is not in NDR.');
    ndrActions.push({ awb, body, at: new Date().toISOString() });
    return { status: 202, body: { status: 'Data Updated Sucessfully' } };
  }

  function route(method: string, path: string, query: URLSearchParams, body: any): FakeHttpAnswer | Promise<FakeHttpAnswer> {
    if (method === 'GET' && path === 'courier/serviceability') return serviceability(query);
    if (method === 'GET' && path === 'orders') return listOrders(query);
    if (method === 'POST' && path === 'orders/create/adhoc') return createOrder(body, false);
    if (method === 'POST' && path === 'orders/create/return') return createOrder(body, true);
    if (method === 'POST' && path === 'courier/assign/awb') return assignAwb(body);
    if (method === 'POST' && path === 'courier/generate/pickup') return pickup(body);
    if (method === 'POST' && path === 'courier/generate/label') return label(body);
    if (method === 'POST' && path === 'manifests/generate') return manifest(body);
    if (method === 'POST' && path === 'orders/cancel') return cancel(body);
    if (method === 'GET' && path === 'ndr/all') return ndrList();
    const track = path.match(/^courier\/track\/awb\/([^/]+)$/);
    if (method === 'GET' && track) return trackingOf(decodeURIComponent(track[1]));
    const ndr = path.match(/^ndr\/([^/]+)\/action$/);
    if (method === 'POST' && ndr) return ndrAction(decodeURIComponent(ndr[1]), body);
    return srError(404, 'The requested resource does not exist.');
  }

  function takeFailure(path: string): number | null {
    if (failures.count > 0 && (!failures.path || path.includes(failures.path))) {
      failures.count--;
      return failures.status;
    }
    return null;
  }

  async function api(request: FakeHttpRequest, pathWithQuery: string): Promise<FakeHttpAnswer> {
    const [path, queryText] = pathWithQuery.split('?');
    const query = new URLSearchParams(queryText ?? '');
    const auth = typeof request.headers.authorization === 'string' ? request.headers.authorization : undefined;
    let body: any = null;
    if (request.body) {
      try {
        body = JSON.parse(request.body);
      } catch {
        return srError(400, 'Invalid JSON body.');
      }
    }
    const record = (answer: FakeHttpAnswer) => {
      requests.push({ method: request.method, path: pathWithQuery, auth, body, status: answer.status, at: new Date().toISOString() });
      return answer;
    };

    const failing = takeFailure(path);
    if (failing !== null) return record(srError(failing, failing >= 500 ? 'Something went wrong. Please try again later.' : 'Too many requests.'));

    let answer: FakeHttpAnswer;
    if (method(request) === 'POST' && path === 'auth/login') {
      if (!body?.email || !body?.password || (options.email && (body.email !== options.email || body.password !== options.password))) {
        answer = srError(400, 'Invalid email and password combination');
      } else {
        const token = `fake-sr-token-${++loginCount}-${Math.random().toString(36).slice(2, 10)}`;
        tokens.add(token);
        answer = { status: 200, body: { id: 1, first_name: 'API', last_name: 'User', email: body.email, company_id: 25149, created_at: new Date().toISOString(), token } };
      }
    } else {
      const token = auth?.match(/^Bearer (.+)$/)?.[1];
      answer = !token || !tokens.has(token) ? srError(401, 'Unauthenticated.') : await route(method(request), path, query, body);
    }
    record(answer);
    if (timeouts.count > 0 && (!timeouts.path || path.includes(timeouts.path))) {
      timeouts.count--;
      // Carried out and recorded; the answer waits until release() (its client has timed out).
      await new Promise<void>((resolve) => held.push(resolve));
    }
    return answer;
  }

  const method = (request: FakeHttpRequest) => request.method.toUpperCase();

  function bodyOf(awb: string): CourierWebhookBody {
    const s = shipments.find((x) => x.awb === awb);
    if (!s) throw new Error(`the fake Shiprocket has no shipment with AWB ${awb}`);
    const order = orderOf(s.order_id);
    const latest = s.scans.at(-1);
    const at = latest ? new Date(`${latest.date.replace(' ', 'T')}+05:30`) : new Date();
    return courierWebhookBody({
      awb,
      statusId: s.status_id,
      at,
      orderId: order.channel_order_id,
      srOrderId: order.id,
      courierName: s.courier_name ?? '',
      etd: s.etd,
      scans: [...s.scans],
      isReturn: order.is_return,
      awbAssignedDate: s.awb_assigned_date,
      pickupScheduledDate: s.pickup_scheduled_date,
    });
  }

  const fake: FakeShiprocket = {
    requests,
    orders,
    shipments,
    pickups,
    manifests,
    cancellations,
    ndrActions,
    logins: () => loginCount,
    failNext(count, status = 500, path) {
      failures = { count, status, path };
    },
    timeoutNext(count, path) {
      timeouts = { count, path };
    },
    expireTokens() {
      tokens = new Set();
    },
    setWebhook(url, key) {
      webhook = { url, key };
    },
    async push(awb, statusId, extras = {}) {
      const s = shipments.find((x) => x.awb === awb);
      if (!s) throw new Error(`the fake Shiprocket has no shipment with AWB ${awb}`);
      const at = extras.at ?? new Date();
      s.status_id = statusId;
      if (extras.etd !== undefined) s.etd = extras.etd;
      s.scans.push(scanFor(statusId, at, extras.activity, extras.location ?? 'Gurugram Hub'));
      const sent = bodyOf(awb);
      const url = extras.url ?? webhook.url;
      const key = extras.key ?? webhook.key;
      if (!url) throw new Error('the fake Shiprocket has no webhook URL (options.webhookUrl or setWebhook)');
      const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...(key ? { 'x-api-key': key } : {}) }, body: JSON.stringify(sent) });
      return { status: response.status, body: await response.text(), sent };
    },
    bodyOf,
    shipmentByAwb: (awb) => shipments.find((s) => s.awb === awb),
    async handle(request) {
      const url = new URL(request.url, 'http://fake');
      const document = url.pathname.match(/^\/fake\/shiprocket\/(label|manifest)\/([\d-]+)\.pdf$/);
      if (document && method(request) === 'GET') {
        const found = document[2].split('-').map(shipmentOf).filter((s): s is FakeShiprocketShipment => Boolean(s));
        if (found.length === 0) return { status: 404, body: { error: 'no such document' } };
        const lines = document[1] === 'label'
          ? found.flatMap((s) => [`Shipping label`, `Courier: ${s.courier_name}`, `AWB: ${s.awb}`, `Order: ${orderOf(s.order_id).channel_order_id}`, ''])
          : [`Manifest`, ...found.map((s) => `${s.awb} ${s.courier_name} ${orderOf(s.order_id).channel_order_id}`)];
        return { status: 200, body: await pdf(lines), contentType: 'application/pdf' };
      }
      if (!url.pathname.startsWith(PREFIX)) return null;
      return api(request, url.pathname.slice(PREFIX.length) + url.search);
    },
    clear() {
      for (const list of [requests, orders, shipments, pickups, manifests, cancellations, ndrActions] as unknown[][]) list.length = 0;
      tokens = new Set();
      loginCount = 0;
      failures = { count: 0, status: 500 };
      timeouts = { count: 0 };
      fake.release();
    },
    release() {
      const waiting = held;
      held = [];
      for (const resolve of waiting) resolve();
    },
  };
  return fake;
}

export interface RunningFakeShiprocket extends FakeShiprocket {
  /** The origin to set as SHIPROCKET_API_URL. */
  readonly url: string;
  close(): Promise<void>;
}

/** The fake alone on its own port (0: a free one). */
export async function startFakeShiprocket(options: FakeShiprocketOptions & { port?: number } = {}): Promise<RunningFakeShiprocket> {
  const settings = { ...options };
  const fake = createFakeShiprocket(settings);
  const server = fakeServer([fake.handle]);
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  settings.origin = url;
  return Object.assign(fake, {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        fake.release();
        server.close(() => resolve());
        (server as http.Server).closeAllConnections();
      }),
  });
}
