// One invoice on the bills page: its number, period, amount due, due date and status; the
// bank's reason when its payment failed; its detail (a line per plan: covered employees, volume,
// rate and amount, then any 'Adjustment' lines), read when asked for; its PDF; and 'Pay this
// bill' while it may be paid.

import { type ReactNode, useId, useRef, useState } from 'react';
import type { InvoiceDetail, InvoiceSummary } from '#domain/billing/billing-answers';
import { invoiceStatusText } from '#domain/billing/billing-terms';
import { invoiceLineCells, invoiceLineHeadings } from '#domain/billing/invoice-lines';
import { payBillText } from '#domain/billing/pay-bill';
import { maskedAccount } from '#domain/shared/bank-account';
import { defineMessages } from '#domain/shared/define-messages';
import { formatDate, formatPeriod } from '#web/components/benefits/benefits-format.ts';
import { formatCents } from '#domain/shared/money';
import { ScrollingTable } from '#web/components/benefits/scrolling-table.tsx';
import { useCallFailure } from '#web/components/benefits/use-benefits-data.tsx';
import { SummaryList } from '#web/components/layout/summary-list.tsx';
import { sayWith, useText } from '#web/language/use-text.ts';
import { getInvoiceDetail } from './api/invoice-detail.ts';
import { invoicePdfUrl } from './api/invoices.ts';
import { PayBillForm } from './pay-bill-form.tsx';

const invoiceText = defineMessages({
  linesCaption: {
    id: 'billing.invoice.linesCaption',
    defaultMessage: 'Details of {invoiceNumber}',
  },
  amountDue: { id: 'billing.invoice.amountDue', defaultMessage: 'Amount due' },
  period: { id: 'billing.invoice.period', defaultMessage: 'Period' },
  dueDate: { id: 'billing.invoice.dueDate', defaultMessage: 'Due date' },
  status: { id: 'billing.invoice.status', defaultMessage: 'Status' },
  failure: {
    id: 'billing.invoice.failure',
    defaultMessage: '{status} ({date}, account {account}): {reason}',
    description:
      "A failed payment: 'Payment failed (11/26/2026, account ••••6789): ' then the bank's reason.",
  },
  showDetails: { id: 'billing.invoice.showDetails', defaultMessage: 'Show details' },
  hideDetails: { id: 'billing.invoice.hideDetails', defaultMessage: 'Hide details' },
  downloadPdf: {
    id: 'billing.invoice.downloadPdf',
    defaultMessage: 'Download <hidden>{invoiceNumber} as </hidden>PDF',
    description: 'A link to download the bill; <hidden> is read by screen readers only.',
  },
  loading: { id: 'billing.invoice.loading', defaultMessage: 'Loading…' },
});

const hidden = (words: ReactNode) => <span className="visually-hidden">{words}</span>;

function InvoiceLines({ detail }: { detail: InvoiceDetail }) {
  const text = useText();
  const say = sayWith(text);
  return (
    <ScrollingTable
      caption={text.formatMessage(invoiceText.linesCaption, {
        invoiceNumber: detail.invoiceNumber,
      })}
    >
      <thead>
        <tr>
          {Object.values(invoiceLineHeadings).map((heading) => (
            <th key={heading.id} scope="col">
              {text.formatMessage(heading)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {detail.lines.map((line, index) => {
          const cells = invoiceLineCells(line, say);
          return (
            // An invoice's lines keep their order: the place is the line.
            <tr key={index}>
              <th scope="row">{cells.description}</th>
              <td className="benefits-table__money">{cells.coveredEmployees}</td>
              <td className="benefits-table__money">{cells.volume}</td>
              <td className="benefits-table__wraps">{cells.rate}</td>
              <td className="benefits-table__money">{cells.amount}</td>
            </tr>
          );
        })}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={4}>
            {text.formatMessage(invoiceText.amountDue)}
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
  const text = useText();
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
          [
            text.formatMessage(invoiceText.period),
            formatPeriod(invoice.periodStart, invoice.periodEnd),
          ],
          [text.formatMessage(invoiceText.amountDue), formatCents(invoice.amountDueCents)],
          [text.formatMessage(invoiceText.dueDate), formatDate(invoice.dueOn)],
          [
            text.formatMessage(invoiceText.status),
            <strong key="status">{text.formatMessage(invoiceStatusText[invoice.status])}</strong>,
          ],
        ]}
      />
      {failure && (
        <p className="billing-invoice__problem">
          {text.formatMessage(invoiceText.failure, {
            status: text.formatMessage(invoiceStatusText['payment-failed']),
            date: formatDate(failure.settledAt ?? failure.createdAt),
            account: maskedAccount(failure.accountLast4),
            reason: failure.failureMessage ?? '',
          })}
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
          {text.formatMessage(open ? invoiceText.hideDetails : invoiceText.showDetails)}
        </button>
        <a className="button button--secondary" href={invoicePdfUrl(number)} download>
          {/* One flex item: the button's gap would otherwise widen the hidden words. */}
          <span>
            {text.formatMessage(invoiceText.downloadPdf, { invoiceNumber: number, hidden })}
          </span>
        </a>
        {invoice.canPay && !paying && (
          <button ref={payButton} type="button" className="button button--primary" onClick={onPay}>
            {text.formatMessage(payBillText.payThisBill)}
          </button>
        )}
      </div>
      <div id={detailId} hidden={!open}>
        {open &&
          (detail ? (
            <InvoiceLines detail={detail} />
          ) : (
            <p role="status">{text.formatMessage(invoiceText.loading)}</p>
          ))}
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
