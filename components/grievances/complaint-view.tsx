'use client';
// One complaint as the shopper who filed it sees it: its ticket, state, dates, our replies
// and the resolution (times in India time, the shop's one format).
import type { ShopperGrievance } from '@/lib/grievances/types';
import { showMoment } from '@/lib/orders/display';
import { screenTexts } from '@/lib/texts/screens';

const g = screenTexts.grievances;

export function ComplaintView({ complaint }: { complaint: ShopperGrievance }) {
  return (
    <article aria-label={complaint.ticket} data-testid="complaint" className="rounded-xl border border-black/10 bg-white p-4 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-mono font-semibold text-secondary">{complaint.ticket}</h3>
        <span data-testid="complaint-state" className="rounded-full bg-primary-soft px-3 py-0.5 text-xs font-semibold text-secondary">
          {g.state}: {g.states[complaint.state] ?? complaint.state}
        </span>
      </div>
      <p className="mt-1 font-medium text-secondary">{complaint.subject}</p>
      {complaint.order_string && <p className="text-muted">{g.aboutOrder(complaint.order_string)}</p>}
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-muted">
        <dt>{g.filedAt}</dt>
        <dd>{showMoment(complaint.created_at)}</dd>
        {complaint.acknowledged_at && (
          <>
            <dt>{g.acknowledgedAt}</dt>
            <dd>{showMoment(complaint.acknowledged_at)}</dd>
          </>
        )}
        {complaint.resolved_at ? (
          <>
            <dt>{g.resolvedAt}</dt>
            <dd>{showMoment(complaint.resolved_at)}</dd>
          </>
        ) : (
          <>
            <dt>{g.resolveBy}</dt>
            <dd>{showMoment(complaint.resolve_by)}</dd>
          </>
        )}
      </dl>
      {complaint.replies.length > 0 && (
        <div className="mt-2">
          <p className="font-semibold text-secondary">{g.replies}</p>
          <ul className="mt-1 space-y-1">
            {complaint.replies.map((r, i) => (
              <li key={i} className="whitespace-pre-wrap wrap-anywhere">
                <span className="text-muted">{showMoment(r.at)}:</span> {r.text}
              </li>
            ))}
          </ul>
        </div>
      )}
      {complaint.resolution && (
        <p className="mt-2 whitespace-pre-wrap wrap-anywhere">
          <span className="font-semibold text-secondary">{g.resolution}:</span> {complaint.resolution}
        </p>
      )}
    </article>
  );
}
