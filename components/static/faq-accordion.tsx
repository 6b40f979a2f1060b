'use client';
// The FAQ accordion (one item open at a time). Each question is a button that
// controls its answer region; opening one closes the other, pressing the open one
// closes it. Answers are in the HTML from the server (hidden, not absent) for search.
import { useId, useState, type ReactNode } from 'react';

export interface FaqItem {
  question: string;
  answer: ReactNode;
}

export function FaqAccordion({ items }: { items: FaqItem[] }) {
  const [open, setOpen] = useState<number | null>(0);
  const base = useId();
  return (
    <div className="divide-y divide-black/10 overflow-hidden rounded-xl border border-black/10 bg-white shadow-sm">
      {items.map((item, index) => {
        const expanded = open === index;
        const buttonId = `${base}-q${index}`;
        const panelId = `${base}-a${index}`;
        return (
          <div key={item.question}>
            <h2 className="text-[15px] font-semibold desk:text-base">
              <button
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : index)}
                className={`flex w-full items-center justify-between gap-4 px-4 py-4 text-left transition-colors desk:px-6 desk:py-5 ${
                  expanded ? 'bg-primary-soft text-(--accent)' : 'text-secondary hover:bg-black/[0.03]'
                }`}
              >
                <span>{item.question}</span>
                <svg
                  aria-hidden="true"
                  viewBox="0 0 20 20"
                  className={`size-5 shrink-0 transition-transform ${expanded ? 'rotate-180 text-(--accent)' : 'text-muted'}`}
                >
                  <path d="M5 7.5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              </button>
            </h2>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!expanded}
              className="px-4 pt-1 pb-5 text-[15px] leading-7 text-secondary/90 desk:px-6 [&_a]:font-medium [&_a]:text-(--accent) [&_a]:underline [&_p+p]:mt-3"
            >
              {item.answer}
            </div>
          </div>
        );
      })}
    </div>
  );
}
