// The shop's schedules and their interval settings (docs/jobs.md#the-schedules).
import { afterEach, expect, it, vi } from 'vitest';
import { jobHandlers, shopSchedules } from './kinds';

afterEach(() => {
  vi.unstubAllEnvs();
});

it('has the five schedules at their default intervals, each with a handler', () => {
  expect(shopSchedules().map((s) => [s.name, s.everyMs])).toEqual([
    ['payments.reconcile', 60_000],
    ['refunds.retry', 900_000],
    ['cod.overdue', 86_400_000],
    ['jobs.prune', 3_600_000],
    ['shipping.ndr-waiting', 300_000],
    ['shipping.poll', 1_800_000],
  ]);
  for (const schedule of shopSchedules()) expect(jobHandlers[schedule.kind]).toBeTypeOf('function');
});

it('SCHEDULE_<NAME>_SECONDS sets an interval, 0 turns the schedule off, anything else stops with the setting named', () => {
  vi.stubEnv('SCHEDULE_PAYMENTS_RECONCILE_SECONDS', '0.5');
  vi.stubEnv('SCHEDULE_JOBS_PRUNE_SECONDS', '0');
  expect(shopSchedules().map((s) => [s.name, s.everyMs])).toEqual([
    ['payments.reconcile', 500],
    ['refunds.retry', 900_000],
    ['cod.overdue', 86_400_000],
    ['shipping.ndr-waiting', 300_000],
    ['shipping.poll', 1_800_000],
  ]);
  vi.stubEnv('SCHEDULE_REFUNDS_RETRY_SECONDS', '-5');
  expect(() => shopSchedules()).toThrow(/SCHEDULE_REFUNDS_RETRY_SECONDS/);
});
