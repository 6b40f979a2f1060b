'use client';
// The product's three tabs: Product Description, Specifications and
// Other Information, each shown only when it has data. A tab toggles its panel open and
// closed; one is open at a time, the first to begin with. Every panel is in the
// server's HTML (closed ones hidden), so search engines read the description.
import { useId, useState, type ReactNode } from 'react';
import type { InfoRow } from '@/lib/catalog/product-info';
import { productControlTexts } from '@/lib/texts/product-controls';

interface Props {
  /** The description as HTML, or null when the product has none. */
  descriptionHtml: string | null;
  specifications: InfoRow[];
  otherInformation: InfoRow[];
}

function Rows({ rows }: { rows: InfoRow[] }) {
  return (
    <table className="w-full text-sm">
      <tbody>
        {rows.map((row) => (
          <tr key={row.label} className="border-b border-black/5 last:border-0">
            <th scope="row" className="w-2/5 py-2 pr-3 text-left align-top font-semibold text-muted">
              {row.label}
            </th>
            <td className="py-2">{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function ProductTabs({ descriptionHtml, specifications, otherInformation }: Props) {
  const base = useId();
  type Tab = { key: string; title: string; body: ReactNode };
  const candidates: (Tab | null)[] = [
    descriptionHtml ? {
      key: 'description',
      title: productControlTexts.tabs.description,
      body: <div className="product-description text-sm leading-relaxed [&_li]:ml-5 [&_li]:list-disc [&_p]:mb-2" dangerouslySetInnerHTML={{ __html: descriptionHtml }} />,
    } : null,
    specifications.length > 0 ? { key: 'specifications', title: productControlTexts.tabs.specifications, body: <Rows rows={specifications} /> } : null,
    otherInformation.length > 0 ? { key: 'other', title: productControlTexts.tabs.otherInformation, body: <Rows rows={otherInformation} /> } : null,
  ];
  const tabs = candidates.filter((tab): tab is Tab => tab !== null);
  const [open, setOpen] = useState<string | null>(tabs[0]?.key ?? null);
  if (tabs.length === 0) return null;
  return (
    <section className="rounded-xl border border-black/10 bg-white">
      <div className="flex flex-wrap gap-1 border-b border-black/10 px-2 pt-2">
        {tabs.map((tab) => (
          <button
            key={tab.key}
            type="button"
            id={`${base}-${tab.key}-tab`}
            aria-expanded={open === tab.key}
            aria-controls={`${base}-${tab.key}`}
            onClick={() => setOpen((current) => (current === tab.key ? null : tab.key))}
            className={`-mb-px rounded-t-md border-b-2 px-3 py-2 text-sm font-semibold ${
              open === tab.key ? 'border-primary-strong text-primary-strong' : 'border-transparent text-secondary hover:text-primary-strong'
            }`}
          >
            {tab.title}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div key={tab.key} id={`${base}-${tab.key}`} role="region" aria-labelledby={`${base}-${tab.key}-tab`} hidden={open !== tab.key} className="p-4">
          {tab.body}
        </div>
      ))}
    </section>
  );
}
