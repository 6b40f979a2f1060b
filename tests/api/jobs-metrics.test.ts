// The jobs gauge of GET /api/metrics (docs/metrics.md): the queue's jobs by state, read
// from the shop's database at the scrape.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { claimJobs, enqueue, failJob } from '@/lib/jobs/queue';
import { shopMetrics } from '@/lib/server/metrics';
import { parsePrometheusText, sampleValue } from '@/lib/testing/prometheus-text';
import { createTestDatabase, type TestDatabase } from '@/lib/testing/test-db';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
});
afterAll(async () => {
  await database?.close();
});

it('counts the jobs by state', async () => {
  for (const key of ['a', 'b', 'c']) await enqueue(database.db, { kind: 'test.nothing', key: `metrics:${key}`, maxAttempts: 1 });
  const [job] = await claimJobs(database, 'metrics-test', 1);
  await failJob(database.db, job!, 'metrics-test', new Error('gave up'));
  const text = await shopMetrics().registry.getSingleMetricAsString('jobs');
  const families = parsePrometheusText(`${text.trimEnd()}\n`);
  expect(sampleValue(families, 'jobs', { state: 'queued' })).toBe(2);
  expect(sampleValue(families, 'jobs', { state: 'dead' })).toBe(1);
  expect(sampleValue(families, 'jobs', { state: 'running' })).toBe(0);
});
