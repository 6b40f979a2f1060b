// Every kind of job the shop runs, and the shop's schedules (docs/jobs.md): the one
// place a new kind of background work is added. Handlers throw to fail an attempt
// (retried with backoff), or JobCannotSucceed when retrying cannot help.
import 'server-only';
import { sendMessageJob, SEND_MESSAGE_JOB } from '@/lib/notify/messages';
import { reconcilePayments } from '@/lib/payments/reconcile';
import { ATTEMPT_REFUND_JOB, attemptRefund, retryPendingRefunds } from '@/lib/refunds/refunds';
import { tellSellerOfOverdueCod } from '@/lib/cod/overdue';
import { checkAlertsJob } from '@/lib/alerts/alerts';
import { CHECK_ALERTS_JOB } from '@/lib/alerts/triggers';
import { COD_EXPIRE_JOB, expireCodConfirmation } from '@/lib/orders/cod-confirmation';
import { envNumber } from '@/lib/env';
import { POLL_JOB, pollQuietShipments } from '@/lib/shipping/poll';
import { BOOK_SHIPMENT_JOB, CANCEL_SHIPMENT_JOB, bookShipmentJob, cancelShipmentJob } from '@/lib/shipping/booking';
import { BOOK_RETURN_JOB, bookReturnPickupJob } from '@/lib/shipping/return-pickup';
import { pruneJobs } from './queue';
import { jobSettings } from './settings';
import type { JobHandlers, Schedule } from './worker';

export const JOB_KINDS = {
  sendMessage: SEND_MESSAGE_JOB,
  reconcilePayments: 'payments.reconcile',
  attemptRefund: ATTEMPT_REFUND_JOB,
  retryRefunds: 'refunds.retry',
  codOverdue: 'cod.overdue',
  pruneJobs: 'jobs.prune',
  checkAlerts: CHECK_ALERTS_JOB,
  codConfirmationExpire: COD_EXPIRE_JOB,
  shippingPoll: POLL_JOB,
  bookShipment: BOOK_SHIPMENT_JOB,
  cancelShipment: CANCEL_SHIPMENT_JOB,
  bookReturnPickup: BOOK_RETURN_JOB,
} as const;

const DAY_MS = 24 * 60 * 60_000;

export const jobHandlers: JobHandlers = {
  [JOB_KINDS.sendMessage]: sendMessageJob,
  // Payments seen paid, and holds past PAYMENT_HOLD_MINUTES given back (lib/payments/reconcile.ts).
  [JOB_KINDS.reconcilePayments]: async (_payload, { database }) => {
    const report = await reconcilePayments(database, { refunds: false });
    if (report.errors.length > 0) throw new Error(`the reconciler met ${report.errors.length} errors: ${report.errors.slice(0, 3).join('; ')}`);
  },
  // One provider refund asked for, right after the change that owes it commits.
  [JOB_KINDS.attemptRefund]: async (payload: { refundId: number }, { database }) => {
    const state = await attemptRefund(database, Number(payload.refundId));
    if (state === 'error') throw new Error(`refund ${payload.refundId}: the provider could not be asked (it stays pending)`);
  },
  // Every provider refund still pending, asked again (one whose own job gave up, or a lost webhook).
  [JOB_KINDS.retryRefunds]: async (_payload, { database }) => {
    const report = await retryPendingRefunds(database);
    if (report.errors.length > 0) throw new Error(`refunds still failing: ${report.errors.slice(0, 3).join('; ')}`);
  },
  [JOB_KINDS.codOverdue]: async (_payload, { database, now }) => {
    await tellSellerOfOverdueCod(database, now);
  },
  // A product back in stock or cheaper: its alerts' messages (docs/rules/alerts.md#when-alerts-fire).
  [JOB_KINDS.checkAlerts]: checkAlertsJob,
  // A COD order not confirmed within the seller's window: cancelled, stock back (docs/rules/orders.md#cash-on-delivery-confirmation).
  [JOB_KINDS.codConfirmationExpire]: async (payload: { orderId: number }, { database, now }) => {
    await expireCodConfirmation(database, Number(payload.orderId), now);
  },
  // Shipments with no courier event for a while, asked about (docs/rules/shipping.md#tracking).
  [JOB_KINDS.shippingPoll]: async (_payload, { database, now }) => {
    const report = await pollQuietShipments(database, now);
    if (report.errors.length > 0) throw new Error(`the courier could not be asked about ${report.errors.length} shipments: ${report.errors.slice(0, 3).join('; ')}`);
  },
  // A packed order's parcel booked with the courier: create, AWB, pickup, label (docs/rules/shipping.md#booking).
  [JOB_KINDS.bookShipment]: bookShipmentJob,
  // A cancelled order's booked shipment cancelled at the courier.
  [JOB_KINDS.cancelShipment]: cancelShipmentJob,
  // An approved return's pickup booked with the courier as a reverse shipment.
  [JOB_KINDS.bookReturnPickup]: bookReturnPickupJob,
  [JOB_KINDS.pruneJobs]: async (_payload, { database, now }) => {
    await pruneJobs(database.db, new Date(now.getTime() - jobSettings().keepDays * DAY_MS));
  },
};

/** A schedule's interval: SCHEDULE_<NAME>_SECONDS (for tests and QA; 0 turns it off), else its default. */
function every(name: string, defaultSeconds: number): number | null {
  const setting = `SCHEDULE_${name.toUpperCase().replace(/[^A-Z0-9]+/g, '_')}_SECONDS`;
  const seconds = envNumber(setting, defaultSeconds);
  if (seconds === 0) return null;
  if (!(seconds > 0)) throw new Error(`${setting} must be a number of seconds above 0, or 0 for none`);
  return seconds * 1000;
}

/** The shop's schedules: each runs once per interval whatever the number of instances. */
export function shopSchedules(): Schedule[] {
  const schedules: [name: string, defaultSeconds: number, kind: string][] = [
    ['payments.reconcile', 60, JOB_KINDS.reconcilePayments],
    ['refunds.retry', 15 * 60, JOB_KINDS.retryRefunds],
    ['cod.overdue', 24 * 60 * 60, JOB_KINDS.codOverdue],
    ['jobs.prune', 60 * 60, JOB_KINDS.pruneJobs],
    ['shipping.poll', 30 * 60, JOB_KINDS.shippingPoll],
  ];
  return schedules.flatMap(([name, defaultSeconds, kind]) => {
    const everyMs = every(name, defaultSeconds);
    return everyMs === null ? [] : [{ name, everyMs, kind }];
  });
}
