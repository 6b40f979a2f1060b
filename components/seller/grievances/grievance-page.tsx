'use client';
// /seller/grievances/<id> (lib/grievances/desk.ts): one complaint, its limits, the
// shopper's text and the replies; acknowledge it, reply (e-mailed to the shopper), resolve
// it with what was done (e-mailed), close it once resolved. Each action answers the
// complaint as it now stands, put in place of the page's view.
import Link from 'next/link';
import { useState } from 'react';
import { sellerKeys, useSellerMutation, useSellerQuery, type SellerPayloadOf, type ServerView } from '@/lib/client/seller/hooks';
import { showMoment } from '@/lib/orders/display';
import { sellerTexts } from '@/lib/texts/seller';
import { Button } from '../kit/button';
import { Card, PageTitle } from '../kit/card';
import { Field, Textarea } from '../kit/field';
import { LimitLine } from './grievances-screen';

const t = sellerTexts.grievancesPage;
type Detail = SellerPayloadOf<'grievanceDetail'>;

export function GrievanceScreen({ grievanceId, initial }: { grievanceId: number; initial: ServerView<Detail> }) {
  const g = useSellerQuery('grievanceDetail', { grievance_id: grievanceId }, initial).data ?? initial.payload;
  const [replyText, setReplyText] = useState('');
  const [resolution, setResolution] = useState('');
  const put = (answer: Detail): [readonly unknown[], unknown][] => [[sellerKeys.of('grievanceDetail', { grievance_id: grievanceId }), answer]];
  const acknowledge = useSellerMutation('grievanceAcknowledge', { success: () => t.acknowledged(g.ticket), put, invalidates: ['grievancesList'] });
  const reply = useSellerMutation('grievanceReply', { success: () => t.replied(g.ticket), put, invalidates: ['grievancesList'], onSuccess: () => setReplyText('') });
  const resolve = useSellerMutation('grievanceResolve', { success: () => t.resolved(g.ticket), put, invalidates: ['grievancesList'] });
  const close = useSellerMutation('grievanceClose', { success: () => t.closed(g.ticket), put, invalidates: ['grievancesList'] });
  const busy = acknowledge.isPending || reply.isPending || resolve.isPending || close.isPending;
  const open = g.state === 'open' || g.state === 'acknowledged';

  return (
    <div className="flex flex-col gap-4">
      <Link href="/seller/grievances" className="text-sm underline">← {t.back}</Link>
      <PageTitle aside={<span data-testid="grievance-state" className="rounded-full bg-neutral-900 px-3 py-0.5 text-xs text-white">{t.states[g.state] ?? g.state}</span>}>
        <span className="font-mono">{g.ticket}</span>
      </PageTitle>
      <Card title={g.subject}>
        <div className="flex flex-col gap-1.5 text-sm">
          <p className="text-neutral-700 wrap-anywhere">
            {t.categories[g.category] ?? g.category} · {t.from} {g.name} · {g.phone} · <a className="underline" href={`mailto:${g.email}`}>{g.email}</a>
            {g.order_id && g.order_string && (
              <>
                {' · '}{t.order} <Link href={`/seller/orders/${g.order_id}`} className="underline">{g.order_string}</Link>
              </>
            )}
          </p>
          <p className="text-neutral-700">{t.filed} <time dateTime={g.created_at}>{showMoment(g.created_at)}</time></p>
          <LimitLine label={t.acknowledge} limit={g.acknowledge} testId="grievance-acknowledge" />
          <LimitLine label={t.resolve} limit={g.resolve} testId="grievance-resolve" />
          <h3 className="mt-2 font-semibold">{t.complaint}</h3>
          <p className="whitespace-pre-wrap wrap-anywhere" data-testid="grievance-text">{g.text}</p>
          {g.resolution && (
            <p className="mt-2 whitespace-pre-wrap wrap-anywhere rounded-lg bg-green-50 p-2" data-testid="grievance-resolution">
              <span className="font-semibold">{t.resolvedAs}:</span> {g.resolution}
            </p>
          )}
        </div>
      </Card>
      <Card title={t.replies}>
        {g.replies.length === 0 ? (
          <p className="text-sm text-neutral-700">{t.noReplies}</p>
        ) : (
          <ul className="flex flex-col gap-2 text-sm">
            {g.replies.map((r) => (
              <li key={r.reply_id} data-testid="grievance-reply">
                <span className="text-neutral-700">{r.staff_name}, <time dateTime={r.at}>{showMoment(r.at)}</time>:</span>{' '}
                <span className="whitespace-pre-wrap wrap-anywhere">{r.text}</span>
              </li>
            ))}
          </ul>
        )}
      </Card>
      {g.state === 'open' && (
        <div>
          <Button disabled={busy} onClick={() => acknowledge.mutate({ grievance_id: g.grievance_id })}>{t.acknowledgeButton}</Button>
        </div>
      )}
      {g.state !== 'closed' && (
        <form
          className="flex flex-col gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            reply.mutate({ grievance_id: g.grievance_id, text: replyText });
          }}
        >
          <Field label={t.reply} hint={t.replyHint}>
            <Textarea value={replyText} onChange={(e) => setReplyText(e.target.value)} rows={3} maxLength={5000} required />
          </Field>
          <div><Button type="submit" kind="secondary" disabled={busy || !replyText.trim()}>{t.send}</Button></div>
        </form>
      )}
      {open && (
        <form
          className="flex flex-col gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            resolve.mutate({ grievance_id: g.grievance_id, resolution });
          }}
        >
          <Field label={t.resolution} hint={t.resolutionHint}>
            <Textarea value={resolution} onChange={(e) => setResolution(e.target.value)} rows={3} maxLength={5000} required />
          </Field>
          <div><Button type="submit" disabled={busy || !resolution.trim()}>{t.resolveButton}</Button></div>
        </form>
      )}
      {g.state === 'resolved' && (
        <div>
          <Button kind="secondary" disabled={busy} onClick={() => close.mutate({ grievance_id: g.grievance_id })}>{t.closeButton}</Button>
        </div>
      )}
    </div>
  );
}
