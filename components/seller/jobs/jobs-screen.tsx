'use client';
// /seller/jobs (lib/jobs/admin.ts): the owner's view of the work the shop does after an
// answer. Jobs by state, newest first, opening on those not finished yet; the state tab
// and the page are in the URL. Each job says what it is about (a message: its event,
// channel and recipient, and its order), its attempts, when it runs next or finished, and
// its last error; Retry for a failed, dead or cancelled job, Cancel for a queued, failed
// or dead one. Each action answers the job as it now stands and the tabs' counts: it
// keeps its place while it still belongs to the tab, else leaves it. Cards on a phone
// and a desktop alike; long errors and addresses wrap rather than scroll.
import Link from 'next/link';
import type { SellerParsedRequestOf } from '@/lib/seller-contract';
import { sellerKeys, useSellerMutation, useSellerQuery, type SellerPayloadOf, type ServerView } from '@/lib/client/seller/hooks';
import { CANCELLABLE_JOB_STATES, JOB_STATES, RETRYABLE_JOB_STATES, UNFINISHED_JOB_STATES, type JobRow, type JobState } from '@/lib/jobs/types';
import { showMoment } from '@/lib/orders/display';
import { sellerTexts } from '@/lib/texts/seller';
import { Button } from '../kit/button';
import { PageTitle } from '../kit/card';
import { listHref, Pager, StateTabs } from '../kit/pager';

const t = sellerTexts.jobsPage;
const PATH = '/seller/jobs';
type Filter = SellerParsedRequestOf<'jobsList'>;
type ListPayload = SellerPayloadOf<'jobsList'>;
type ActionAnswer = SellerPayloadOf<'jobsRetry'>;
type Put = (answer: ActionAnswer) => [readonly unknown[], unknown][];

const tabHref = (state: JobState | undefined, page?: number) => listHref(PATH, { state, page });
const inTab = (filter: Filter, state: JobState) => (filter.state === undefined ? (UNFINISHED_JOB_STATES as readonly JobState[]).includes(state) : filter.state === state);
const may = (states: readonly JobState[], state: JobState) => states.includes(state);

/** The list with this job as it now stands (in place, or gone from a tab it left) and the new counts. */
function withJob(list: ListPayload, filter: Filter, { job, counts }: ActionAnswer): ListPayload {
  if (inTab(filter, job.state)) return { ...list, counts, jobs: list.jobs.map((j) => (j.job_id === job.job_id ? job : j)) };
  const had = list.jobs.some((j) => j.job_id === job.job_id);
  return { ...list, counts, jobs: list.jobs.filter((j) => j.job_id !== job.job_id), total: had ? list.total - 1 : list.total };
}

export function JobsScreen({ filter, initial }: { filter: Filter; initial: ServerView<ListPayload> }) {
  const list = useSellerQuery('jobsList', filter, initial).data ?? initial.payload;
  const pages = Math.max(1, Math.ceil(list.total / list.page_size));
  const put: Put = (answer) => [[sellerKeys.of('jobsList', filter), withJob(list, filter, answer)]];

  return (
    <div className="flex flex-col gap-4">
      <PageTitle>{t.title}</PageTitle>
      <StateTabs
        label={t.title} states={JOB_STATES} current={filter.state} labelOf={(s) => t.states[s] ?? s} allLabel={t.filterAll}
        hrefOf={(s) => tabHref(s)} counts={{ ...list.counts, all: list.counts.unfinished }}
      />
      {list.jobs.length === 0 ? (
        <p className="text-sm text-neutral-700">{t.none}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {list.jobs.map((job) => (
            <JobCard key={job.job_id} job={job} put={put} />
          ))}
        </ul>
      )}
      <Pager page={filter.page} pages={pages} hrefOf={(page) => tabHref(filter.state, page)} />
    </div>
  );
}

function When({ label, at }: { label: string; at: string }) {
  return (
    <span>
      {label} <time dateTime={at}>{showMoment(at)}</time>
    </span>
  );
}

function JobCard({ job, put }: { job: JobRow; put: Put }) {
  const retry = useSellerMutation('jobsRetry', { success: () => t.retried(job.job_id), put, invalidates: ['dashboard'] });
  const cancel = useSellerMutation('jobsCancel', { success: () => t.cancelled(job.job_id), put, invalidates: ['dashboard'] });
  const busy = retry.isPending || cancel.isPending;
  const id = `job-${job.job_id}`;
  const stateTone = job.state === 'dead' ? 'bg-red-800' : job.state === 'failed' ? 'bg-amber-800' : 'bg-neutral-900';

  return (
    <li data-testid="job-row" aria-labelledby={`${id}-title`} className="flex min-w-0 flex-col gap-2 rounded-xl border border-black/15 bg-white p-4 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${id}-title`} className="font-bold">
          {t.jobId(job.job_id)} · {t.kinds[job.kind] ?? job.kind}
        </h2>
        <span data-testid="job-state" className={`rounded-full px-3 py-0.5 text-xs text-white ${stateTone}`}>{t.states[job.state] ?? job.state}</span>
      </div>
      <p className="wrap-anywhere" data-testid="job-about">{job.about}</p>
      {(job.order || job.message) && (
        <p className="text-neutral-700">
          {job.order && (
            <>
              {t.order} <Link href={`/seller/orders/${job.order.order_id}`} className="underline">{job.order.order_string}</Link>
            </>
          )}
          {job.order && job.message && ' · '}
          {job.message && t.messageState(job.message.state)}
        </p>
      )}
      <p className="flex flex-wrap gap-x-3 gap-y-1 text-neutral-700">
        <span data-testid="job-attempts">{t.attempts(job.attempts, job.max_attempts)}</span>
        {job.state === 'queued' || job.state === 'failed' ? (
          <When label={t.runsAt} at={job.run_at} />
        ) : job.state === 'running' ? (
          <When label={t.runningSince} at={job.updated_at} />
        ) : (
          job.finished_at && <When label={t.finishedAt} at={job.finished_at} />
        )}
        <When label={t.created} at={job.created_at} />
      </p>
      {job.last_error && (
        <div className="rounded-lg bg-red-50 p-2 text-red-950">
          <span className="font-semibold">{t.lastError}:</span>{' '}
          <span data-testid="job-error" className="whitespace-pre-wrap wrap-anywhere">{job.last_error}</span>
        </div>
      )}
      {(may(RETRYABLE_JOB_STATES, job.state) || may(CANCELLABLE_JOB_STATES, job.state)) && (
        <div className="flex flex-wrap gap-2 border-t border-black/10 pt-2">
          {may(RETRYABLE_JOB_STATES, job.state) && (
            <Button disabled={busy} aria-label={t.retryJob(job.job_id)} onClick={() => retry.mutate({ job_id: job.job_id })}>{t.retry}</Button>
          )}
          {may(CANCELLABLE_JOB_STATES, job.state) && (
            <Button kind="danger" disabled={busy} aria-label={t.cancelJob(job.job_id)} onClick={() => cancel.mutate({ job_id: job.job_id })}>{t.cancel}</Button>
          )}
        </div>
      )}
    </li>
  );
}
