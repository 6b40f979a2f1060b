'use client';
// /seller/content/pages (docs/rules/content.md#pages): the contact, FAQ and policy pages,
// each showing its built-in text or the text staff wrote; pick one to write its text
// (plain text with headings, paragraphs and lists; never HTML), save it, or reset it to
// the built-in text.
import { useMutation } from '@tanstack/react-query';
import Link from 'next/link';
import { useState } from 'react';
import { CONTENT_PAGES, type ContentPageKey } from '@/lib/content/page-kinds';
import type { EditablePage } from '@/lib/content/content-types';
import { fieldErrorsOf, sellerCall } from '@/lib/client/seller/http';
import { toast } from '@/lib/client/toast';
import { routes } from '@/lib/routes';
import { pageTexts } from '@/lib/texts/pages';
import { sellerTexts } from '@/lib/texts/seller';

const t = sellerTexts.contentEditors;
const titles: Record<ContentPageKey, string> = {
  contact: pageTexts.staticPages.contactUs, faq: pageTexts.staticPages.faq, shipping: pageTexts.staticPages.shipping, returns: pageTexts.staticPages.returnPolicy,
  cancellation: pageTexts.staticPages.cancellation, payments: pageTexts.staticPages.payments, terms: pageTexts.staticPages.terms, privacy: pageTexts.staticPages.privacy,
};
const paths: Record<ContentPageKey, string> = {
  contact: routes.contactUs, faq: routes.faq, shipping: routes.shippingPolicy, returns: routes.returnPolicy,
  cancellation: routes.cancellationPolicy, payments: routes.payments, terms: routes.terms, privacy: routes.privacyPolicy,
};
const onError = (error: unknown) => toast.error(t.failed, { description: error instanceof Error ? error.message : undefined });

export function PagesScreen({ initial }: { initial: { pages: EditablePage[] } }) {
  const [pages, setPages] = useState(initial.pages);
  const [current, setCurrent] = useState<ContentPageKey>('faq');
  const page = pages.find((p) => p.page === current)!;
  const [body, setBody] = useState(page.body ?? '');
  const replace = (next: EditablePage) => {
    setPages(pages.map((p) => (p.page === next.page ? next : p)));
    setBody(next.body ?? '');
  };
  const save = useMutation({
    mutationFn: () => sellerCall('contentSavePage', { page: current, body }),
    onSuccess: (answer) => {
      toast.success(t.pageSaved);
      replace(answer.payload.page);
    },
    onError,
  });
  const reset = useMutation({
    mutationFn: () => sellerCall('contentResetPage', { page: current }),
    onSuccess: (answer) => {
      toast.success(t.pageReset);
      save.reset();
      replace(answer.payload.page);
    },
    onError,
  });
  const errors = fieldErrorsOf(save.error);
  const choose = (key: ContentPageKey) => {
    setCurrent(key);
    setBody(pages.find((p) => p.page === key)!.body ?? '');
    save.reset();
  };

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-xl font-bold">{t.pagesTitle}</h1>
      <p className="text-sm text-neutral-700">{t.pagesNote}</p>
      <div className="grid gap-6 desk:grid-cols-[16rem_minmax(0,1fr)]">
        <ul aria-label={t.pagesTitle} className="flex flex-col gap-1 text-sm">
          {CONTENT_PAGES.map((key) => {
            const p = pages.find((x) => x.page === key)!;
            return (
              <li key={key}>
                <button
                  type="button"
                  onClick={() => choose(key)}
                  aria-pressed={key === current}
                  className={`w-full rounded-lg px-3 py-2 text-left ${key === current ? 'bg-white font-semibold ring-1 ring-black/15' : 'hover:bg-black/5'}`}
                >
                  {titles[key]}
                  <span className="block text-xs text-neutral-600">{p.body === null ? t.builtInShows : t.editedBy(p.updated_by ?? '', (p.updated_at ?? '').slice(0, 10))}</span>
                </button>
              </li>
            );
          })}
        </ul>
        <form
          aria-label={titles[current]}
          className="flex flex-col gap-3 rounded-xl border border-black/15 bg-white p-4 text-sm"
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate();
          }}
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 className="font-bold">{titles[current]}</h2>
            <Link href={paths[current]} target="_blank" className="font-semibold underline">{t.viewPage}</Link>
          </div>
          <p className="text-neutral-700">{page.body === null ? t.builtInShows : t.editedBy(page.updated_by ?? '', (page.updated_at ?? '').slice(0, 10))}</p>
          {current === 'contact' && <p className="text-neutral-700">{t.contactNote}</p>}
          {page.body === null && !page.built_in && <p className="text-neutral-700">{t.noStarter}</p>}
          <label htmlFor="page-body" className="font-semibold">{t.pageText}</label>
          <textarea
            id="page-body"
            value={body}
            onChange={(e) => setBody(e.target.value)}
            rows={20}
            aria-invalid={errors.body ? true : undefined}
            aria-describedby={errors.body ? 'page-body-error' : undefined}
            className="rounded-lg border border-black/25 px-3 py-2 font-mono text-sm"
          />
          {errors.body && <span id="page-body-error" className="text-red-800">{errors.body}</span>}
          <div className="flex flex-wrap gap-3">
            <button type="submit" disabled={save.isPending} className="rounded-lg bg-primary-strong px-4 py-2 font-semibold text-white disabled:opacity-50">{t.savePage}</button>
            {page.built_in && body.trim() === '' && (
              <button type="button" onClick={() => setBody(page.built_in!)} className="rounded-lg border border-primary-strong px-4 py-2 font-semibold text-primary-strong">{t.startFromBuiltIn}</button>
            )}
            <button type="button" disabled={page.body === null || reset.isPending} onClick={() => reset.mutate()} className="rounded-lg border border-red-800 px-4 py-2 font-semibold text-red-800 disabled:opacity-40">{t.resetPage}</button>
          </div>
        </form>
      </div>
    </div>
  );
}
