// The console's page heading and its boxes.
import type { ReactNode } from 'react';

export function PageTitle({ children, aside }: { children: ReactNode; aside?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-2xl font-bold">{children}</h1>
      {aside}
    </div>
  );
}

/** A white box; with a title, a section named by it. */
export function Card({ title, aside, children, className = '', ...rest }: { title?: ReactNode; aside?: ReactNode; children: ReactNode; className?: string; 'aria-label'?: string; 'data-testid'?: string }) {
  const body = (
    <>
      {(title || aside) && (
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          {title && <h2 className="text-lg font-bold">{title}</h2>}
          {aside}
        </div>
      )}
      {children}
    </>
  );
  const style = `flex flex-col gap-3 rounded-xl border border-black/15 bg-white p-4 ${className}`;
  return title ? (
    <section className={style} aria-label={rest['aria-label'] ?? (typeof title === 'string' ? title : undefined)} data-testid={rest['data-testid']}>
      {body}
    </section>
  ) : (
    <div className={style} aria-label={rest['aria-label']} data-testid={rest['data-testid']}>
      {body}
    </div>
  );
}
