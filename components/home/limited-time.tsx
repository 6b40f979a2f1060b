// The 'Limited time' frame around a hot deal's card on the home page.
import type { ReactNode } from 'react';
import { homeTexts } from '@/lib/texts/home';

export function LimitedTime({ children }: { children: ReactNode }) {
  return (
    <div className="flex h-full flex-col rounded-xl bg-add/10 p-1 ring-1 ring-add/25">
      <p className={`flex items-center gap-1 px-2 pb-1 pt-0.5 text-xs font-bold uppercase tracking-wide text-add-text`}>
        <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" fill="currentColor">
          <path d="M13 2L4 14h7l-1 8 9-12h-7z" />
        </svg>
        {homeTexts.limitedTime}
      </p>
      <div className="flex-1">{children}</div>
    </div>
  );
}
