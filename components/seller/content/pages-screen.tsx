'use client';
// /seller/content/pages (docs/rules/content.md#pages): the contact, FAQ and policy pages,
// each showing its built-in text or the text staff wrote; pick one to write its text
// (plain text with headings, paragraphs and lists; never HTML), save it, or reset it to
// the built-in text. A save or a reset answers every page, which replaces the list shown.
import Link from 'next/link';
import { useState } from 'react';
import { CONTENT_PAGES, type ContentPageKey } from '@/lib/content/page-kinds';
import type { EditablePage, PagesView } from '@/lib/content/content-types';
import { sellerKeys, useSellerMutation, useSellerQuery, type ServerView } from '@/lib/client/seller/hooks';
import { fieldErrorsOf } from '@/lib/client/seller/http';
import { showMoment } from '@/lib/orders/display';
import { routes } from '@/lib/routes';
import { pageTexts } from '@/lib/texts/pages';
import { sellerTexts } from '@/lib/texts/seller';
import { Button } from '../kit/button';
import { PageTitle } from '../kit/card';
import { Field, Textarea } from '../kit/field';

const t = sellerTexts.contentEditors;
const viewKey = sellerKeys.of('contentPages', {});
const titles: Record<ContentPageKey, string> = {
  contact: pageTexts.staticPages.contactUs, faq: pageTexts.staticPages.faq, shipping: pageTexts.staticPages.shipping, returns: pageTexts.staticPages.returnPolicy,
  cancellation: pageTexts.staticPages.cancellation, payments: pageTexts.staticPages.payments, terms: pageTexts.staticPages.terms, privacy: pageTexts.staticPages.privacy,
};
const paths: Record<ContentPageKey, string> = {
  contact: routes.contactUs, faq: routes.faq, shipping: routes.shippingPolicy, returns: routes.returnPolicy,
  cancellation: routes.cancellationPolicy, payments: routes.payments, terms: routes.terms, privacy: routes.privacyPolicy,
};
const stateOf = (p: EditablePage) => (p.body === null ? t.builtInShows : t.editedBy(p.updated_by ?? '', showMoment(p.updated_at)));

export function PagesScreen({ initial }: { initial: ServerView<PagesView> }) {
  const { pages } = useSellerQuery('contentPages', {}, initial).data ?? initial.payload;
  const [current, setCurrent] = useState<ContentPageKey>('faq');
  const page = pages.find((p) => p.page === current)!;
  // The text being written, until saved.
  const [body, setBody] = useState(page.body ?? '');
  const save = useSellerMutation('contentSavePage', {
    success: t.pageSaved,
    put: ({ page: _page, ...fresh }) => [[viewKey, fresh]],
    onSuccess: (fresh) => setBody(fresh.page.body ?? ''),
  });
  const reset = useSellerMutation('contentResetPage', {
    success: t.pageReset,
    put: ({ page: _page, ...fresh }) => [[viewKey, fresh]],
    onSuccess: (fresh) => {
      save.reset();
      setBody(fresh.page.body ?? '');
    },
  });
  const errors = fieldErrorsOf(save.error);
  const choose = (key: ContentPageKey) => {
    setCurrent(key);
    setBody(pages.find((p) => p.page === key)!.body ?? '');
    save.reset();
  };

  return (
    <div className="flex flex-col gap-6">
      <PageTitle>{t.pagesTitle}</PageTitle>
      <p className="text-sm text-neutral-700">{t.pagesNote}</p>
      <div className="grid gap-6 desk:grid-cols-[16rem_minmax(0,1fr)]">
        <ul aria-label={t.pagesTitle} className="flex flex-col gap-1 text-sm">
          {CONTENT_PAGES.map((key) => (
            <li key={key}>
              <button
                type="button"
                onClick={() => choose(key)}
                aria-pressed={key === current}
                className={`w-full rounded-lg px-3 py-2 text-left ${key === current ? 'bg-white font-semibold ring-1 ring-black/15' : 'hover:bg-black/5'}`}
              >
                {titles[key]}
                <span className="block text-xs text-neutral-600">{stateOf(pages.find((x) => x.page === key)!)}</span>
              </button>
            </li>
          ))}
        </ul>
        <form
          aria-label={titles[current]}
          className="flex flex-col gap-3 rounded-xl border border-black/15 bg-white p-4 text-sm"
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate({ page: current, body });
          }}
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 className="font-bold">{titles[current]}</h2>
            <Link href={paths[current]} target="_blank" className="font-semibold underline">{t.viewPage}</Link>
          </div>
          <p className="text-neutral-700">{stateOf(page)}</p>
          {current === 'contact' && <p className="text-neutral-700">{t.contactNote}</p>}
          {page.body === null && !page.built_in && <p className="text-neutral-700">{t.noStarter}</p>}
          <Field label={t.pageText} error={errors.body}>
            <Textarea value={body} onChange={(e) => setBody(e.target.value)} rows={20} aria-invalid={errors.body ? true : undefined} className="font-mono" />
          </Field>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={save.isPending}>{t.savePage}</Button>
            {page.built_in && body.trim() === '' && (
              <Button kind="secondary" onClick={() => setBody(page.built_in!)}>{t.startFromBuiltIn}</Button>
            )}
            <Button kind="danger" disabled={page.body === null || reset.isPending} onClick={() => reset.mutate({ page: current })}>{t.resetPage}</Button>
          </div>
        </form>
      </div>
    </div>
  );
}
