// One invoice on the bills page: its number, period, amount due, due date and status; the
// bank's reason when its payment failed; its detail (a line per coverage: covered employees
// x monthly rate), read when asked for; its PDF; and 'Pay this bill' while it may be paid.

import { useId, useRef, useState } from 'react';
import type { InvoiceDetail, InvoiceSummary } from '#domain/billing/billing-answers';
import { coverageLabels, invoiceStatusLabels } from '#domain/billing/billing-terms';
import { payBillTexts } from '#domain/billing/pay-bill';
import { maskedAccount } from '#domain/shared/bank-account';
import { formatCents, formatDate, formatPeriod } from '#web/components/benefits/benefits-format.ts';
import { ScrollingTable } from '#web/components/benefits/scrolling-table.tsx';
import { useCallFailure } from '#web/components/benefits/use-benefits-data.tsx';
import { SummaryList } from '#web/components/layout/summary-list.tsx';
import { getInvoiceDetail } from './api/invoice-detail.ts';
import { invoicePdfUrl } from './api/invoices.ts';
import { PayBillForm } from './pay-bill-form.tsx';

function InvoiceLines({ detail }: { detail: InvoiceDetail }) {
  return (
    <ScrollingTable caption={`Details of ${detail.invoiceNumber}`}>
      <thead>
        <tr>
          <th scope="col">Coverage</th>
          <th scope="col">Covered employees</th>
          <th scope="col">Monthly rate</th>
          <th scope="col">Amount</th>
        </tr>
      </thead>
      <tbody>
        {detail.lines.map((line) => (
          <tr key={line.coverage}>
            <th scope="row">{coverageLabels[line.coverage]}</th>
            <td className="benefits-table__money">{line.coveredEmployees}</td>
            <td className="benefits-table__money">{formatCents(line.monthlyRateCents)}</td>
            <td className="benefits-table__money">{formatCents(line.amountCents)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={3}>
            Amount due
          </th>
          <td className="benefits-table__money">{formatCents(detail.amountDueCents)}</td>
        </tr>
      </tfoot>
    </ScrollingTable>
  );
}

export function InvoiceCard({
  invoice,
  paying,
  onPay,
  onPaid,
  onRefused,
  onCancelPay,
}: {
  invoice: InvoiceSummary;
  /** Its 'Pay this bill' form is open. */
  paying: boolean;
  onPay(): void;
  onPaid(invoice: InvoiceDetail, said: string): void;
  onRefused(): void;
  onCancelPay(): void;
}) {
  const failed = useCallFailure();
  const [detail, setDetail] = useState<InvoiceDetail | null>(null);
  const [open, setOpen] = useState(false);
  const payButton = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const detailId = useId();
  const number = invoice.invoiceNumber;
  const failure =
    invoice.lastPayment?.status === 'failed' && invoice.canPay ? invoice.lastPayment : null;

  async function toggleDetail() {
    if (open) return setOpen(false);
    setOpen(true);
    if (detail?.status === invoice.status) return;
    try {
      const loaded = await getInvoiceDetail(number);
      if (loaded) setDetail(loaded);
    } catch (error) {
      setOpen(false);
      failed(error);
    }
  }

  return (
    <article className="billing-invoice" aria-labelledby={headingId}>
      <h3 id={headingId}>{number}</h3>
      <SummaryList
        className="billing-invoice__facts"
        rows={[
          ['Period', formatPeriod(invoice.periodStart, invoice.periodEnd)],
          ['Amount due', formatCents(invoice.amountDueCents)],
          ['Due date', formatDate(invoice.dueOn)],
          ['Status', <strong key="status">{invoiceStatusLabels[invoice.status]}</strong>],
        ]}
      />
      {failure && (
        <p className="billing-invoice__problem">
          {invoiceStatusLabels['payment-failed']} (
          {formatDate(failure.settledAt ?? failure.createdAt)}, account{' '}
          {maskedAccount(failure.accountLast4)}): {failure.failureMessage}
        </p>
      )}
      <div className="button-row">
        <button
          type="button"
          className="button button--secondary"
          aria-expanded={open}
          aria-controls={detailId}
          onClick={toggleDetail}
        >
          {open ? 'Hide details' : 'Show details'}
        </button>
        <a className="button button--secondary" href={invoicePdfUrl(number)} download>
          {/* One flex item: the button's gap would otherwise widen the hidden words. */}
          <span>
            Download <span className="visually-hidden">{number} as </span>PDF
          </span>
        </a>
        {invoice.canPay && !paying && (
          <button ref={payButton} type="button" className="button button--primary" onClick={onPay}>
            {payBillTexts.payThisBill}
          </button>
        )}
      </div>
      <div id={detailId} hidden={!open}>
        {open && (detail ? <InvoiceLines detail={detail} /> : <p role="status">Loading…</p>)}
      </div>
      {paying && (
        <PayBillForm
          invoice={invoice}
          onAnswered={onPaid}
          onRefused={onRefused}
          onCancel={() => {
            onCancelPay();
            // The form is gone: focus goes back to the button that opened it.
            requestAnimationFrame(() => payButton.current?.focus());
          }}
        />
      )}
    </article>
  );
}
