// 'Payment history': every payment of the client's bills, newest first, with the receipt
// (PDF) of each that succeeded and the bank's reason of each that failed.

import type { ReactNode } from 'react';
import type { BillPayment } from '#domain/billing/billing-answers';
import { maskedAccount } from '#domain/shared/bank-account';
import { defineMessages, type MessageDescriptor } from '#domain/shared/define-messages';
import { formatDate } from '#web/components/benefits/benefits-format.ts';
import { formatCents } from '#domain/shared/money';
import { ScrollingTable } from '#web/components/benefits/scrolling-table.tsx';
import { useText } from '#web/language/use-text.ts';
import { receiptPdfUrl } from './api/bill-payments.ts';

/** A payment's status in the words of its invoice's ('Paid'), said of the payment. */
const paymentStatusText = defineMessages({
  processing: {
    id: 'billing.paymentStatus.processing',
    defaultMessage: 'Processing',
    description: 'The status of a payment the bank has not confirmed yet.',
  },
  succeeded: {
    id: 'billing.paymentStatus.succeeded',
    defaultMessage: 'Paid',
    description: 'The status of a payment the bank confirmed.',
  },
  failed: { id: 'billing.paymentStatus.failed', defaultMessage: 'Payment failed' },
}) satisfies Record<BillPayment['status'], MessageDescriptor>;

const historyText = defineMessages({
  none: { id: 'billing.history.none', defaultMessage: 'You have not paid a bill online yet.' },
  caption: { id: 'billing.history.caption', defaultMessage: 'Payments, newest first' },
  date: { id: 'billing.history.date', defaultMessage: 'Date' },
  invoice: { id: 'billing.history.invoice', defaultMessage: 'Invoice' },
  amount: { id: 'billing.history.amount', defaultMessage: 'Amount' },
  account: { id: 'billing.history.account', defaultMessage: 'Account' },
  status: { id: 'billing.history.status', defaultMessage: 'Status' },
  receipt: { id: 'billing.history.receipt', defaultMessage: 'Receipt' },
  receiptLink: {
    id: 'billing.history.receiptLink',
    defaultMessage: 'Receipt <hidden>of {invoiceNumber} </hidden>(PDF)',
    description: 'A link to download a receipt; <hidden> is read by screen readers only.',
  },
});

const hidden = (words: ReactNode) => <span className="visually-hidden">{words}</span>;

/** Where a payment has no receipt: a sign, not a word. */
const noReceipt = '—';

export function PaymentHistory({ payments }: { payments: BillPayment[] }) {
  const text = useText();
  if (payments.length === 0) return <p>{text.formatMessage(historyText.none)}</p>;
  return (
    <ScrollingTable caption={text.formatMessage(historyText.caption)}>
      <thead>
        <tr>
          <th scope="col">{text.formatMessage(historyText.date)}</th>
          <th scope="col">{text.formatMessage(historyText.invoice)}</th>
          <th scope="col">{text.formatMessage(historyText.amount)}</th>
          <th scope="col">{text.formatMessage(historyText.account)}</th>
          <th scope="col">{text.formatMessage(historyText.status)}</th>
          <th scope="col">{text.formatMessage(historyText.receipt)}</th>
        </tr>
      </thead>
      <tbody>
        {payments.map((payment) => (
          <tr key={payment.id}>
            <th scope="row">{formatDate(payment.createdAt)}</th>
            <td>{payment.invoiceNumber}</td>
            <td className="benefits-table__money">{formatCents(payment.amountCents)}</td>
            <td>{maskedAccount(payment.accountLast4)}</td>
            <td className="billing-history__status">
              {text.formatMessage(paymentStatusText[payment.status])}
              {payment.failureMessage && (
                <span className="billing-history__reason">{payment.failureMessage}</span>
              )}
            </td>
            <td>
              {payment.hasReceipt ? (
                <a href={receiptPdfUrl(payment.id)} download>
                  {text.formatMessage(historyText.receiptLink, {
                    invoiceNumber: payment.invoiceNumber,
                    hidden,
                  })}
                </a>
              ) : (
                noReceipt
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollingTable>
  );
}
