'use client';
// /seller/gst (lib/gst/, docs/rules/gst.md): a tax period's GSTR-1 as the owner checks it
// before uploading: each section's totals and the documents behind each line, the
// reconciliation of the sections with the invoices and credit notes issued, the two
// downloads (the offline tool's JSON, the spreadsheet) and marking the period filed.
// Tables scroll sideways inside their box on a phone; the page itself does not.
import { sellerKeys, useSellerMutation, useSellerQuery, type SellerPayloadOf, type ServerView } from '@/lib/client/seller/hooks';
import { formatRupees } from '@/lib/documents/gst';
import { showMoment } from '@/lib/orders/display';
import type { RupeeFigures } from '@/lib/gst/types';
import { sellerGstTexts } from '@/lib/texts/seller/gst';
import { Button, FileLink } from '../kit/button';
import { Card, PageTitle } from '../kit/card';

const t = sellerGstTexts.gstPage;
type View = SellerPayloadOf<'gstGstr1'>;
const money = (rupees: number) => formatRupees(Math.round(rupees * 100));
const FIGURES = ['taxable', 'igst', 'cgst', 'sgst', 'total'] as const;

function FigureCells({ figures }: { figures: RupeeFigures }) {
  return FIGURES.map((key) => (
    <td key={key} className="px-2 py-1 text-right tabular-nums whitespace-nowrap">{money(figures[key])}</td>
  ));
}

function Section({ section }: { section: View['sections'][number] }) {
  const isDocs = section.key === 'doc_issue';
  const isHsn = section.key.startsWith('hsn');
  return (
    <Card title={t.sections[section.key] ?? section.key} data-testid={`gst-section-${section.key}`}>
      {section.lines.length === 0 ? (
        <p className="text-sm text-neutral-700">{t.none}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b text-left">
                <th scope="col" className="px-2 py-1">{t.columns.line}</th>
                <th scope="col" className="px-2 py-1">{t.columns.documents}</th>
                {(isHsn || isDocs) && <th scope="col" className="px-2 py-1 text-right">{t.columns.qty}</th>}
                {!isDocs && FIGURES.map((key) => <th key={key} scope="col" className="px-2 py-1 text-right">{t.columns[key]}</th>)}
              </tr>
            </thead>
            <tbody>
              {section.lines.map((line, i) => (
                <tr key={i} className="border-b border-black/10 align-top">
                  <th scope="row" className="px-2 py-1 text-left font-normal">{line.label}</th>
                  <td className="px-2 py-1 wrap-anywhere">{line.documents.join(', ')}</td>
                  {(isHsn || isDocs) && <td className="px-2 py-1 text-right tabular-nums">{line.qty ?? ''}</td>}
                  {!isDocs && <FigureCells figures={line.figures} />}
                </tr>
              ))}
            </tbody>
            {!isDocs && (
              <tfoot>
                <tr className="font-semibold">
                  <th scope="row" className="px-2 py-1 text-left" colSpan={isHsn ? 3 : 2}>{t.columns.total}</th>
                  <FigureCells figures={section.figures} />
                </tr>
              </tfoot>
            )}
          </table>
        </div>
      )}
    </Card>
  );
}

function Reconciliation({ view }: { view: View }) {
  const r = view.reconciliation;
  const rows: [string, RupeeFigures, string][] = [
    [t.invoices(r.invoices.count), r.invoices.figures, 'invoices'],
    [t.creditNotes(r.credit_notes.count), r.credit_notes.figures, 'credit-notes'],
    [t.net, r.net, 'net'],
    [t.sectionsSum, r.sections, 'sections'],
    [t.hsnSum, r.hsn, 'hsn'],
  ];
  return (
    <Card title={t.reconciliation} data-testid="gst-reconciliation">
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b text-left">
              <th scope="col" className="px-2 py-1">{t.columns.line}</th>
              {FIGURES.map((key) => <th key={key} scope="col" className="px-2 py-1 text-right">{t.columns[key]}</th>)}
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, figures, id]) => (
              <tr key={id} data-testid={`gst-reconcile-${id}`} className="border-b border-black/10">
                <th scope="row" className="px-2 py-1 text-left font-normal">{label}</th>
                <FigureCells figures={figures} />
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p role="status" className={r.matches ? 'text-green-900' : 'font-semibold text-red-900'}>{r.matches ? t.matches : t.mismatch}</p>
    </Card>
  );
}

export function GstScreen({ period, initial }: { period: string; initial: ServerView<View> }) {
  const view = useSellerQuery('gstGstr1', { period }, initial).data ?? initial.payload;
  const file = useSellerMutation('gstFilePeriod', { success: t.filedToast, put: (answer) => [[sellerKeys.of('gstGstr1', { period }), answer]] });
  const query = `?period=${encodeURIComponent(period)}`;
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <PageTitle>{t.heading(period)}</PageTitle>
      <form method="get" className="flex flex-wrap items-end gap-2">
        <label className="flex flex-col text-sm">
          {t.periodLabel}
          <input name="period" defaultValue={period} inputMode="numeric" pattern="(0[1-9]|1[0-2])20[0-9]{2}" maxLength={6} className="rounded border border-black/30 px-2 py-1" />
        </label>
        <Button type="submit" kind="secondary">{t.show}</Button>
      </form>
      <div className="flex flex-wrap items-center gap-3">
        <FileLink href={`/seller/gst/gstr1.json${query}`} download>{t.downloadJson}</FileLink>
        <FileLink href={`/seller/gst/gstr1.xlsx${query}`} download>{t.downloadSheet}</FileLink>
      </div>
      <p data-testid="gst-filed">{view.filed ? t.filed(showMoment(view.filed.filed_at), view.filed.filed_by) : t.notFiled}</p>
      {!view.filed && (
        <div>
          <Button disabled={file.isPending} onClick={() => window.confirm(t.fileConfirm) && file.mutate({ period })}>{t.fileButton}</Button>
        </div>
      )}
      <Reconciliation view={view} />
      {view.sections.map((section) => <Section key={section.key} section={section} />)}
    </div>
  );
}
