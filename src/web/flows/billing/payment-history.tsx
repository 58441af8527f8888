// 'Payment history': every payment of the client's bills, newest first, with the receipt
// (PDF) of each that succeeded and the bank's reason of each that failed.

import type { BillPayment } from '#domain/billing/billing-answers';
import { formatCents, formatDate } from '#web/components/benefits/benefits-format.ts';
import { ScrollingTable } from '#web/components/benefits/scrolling-table.tsx';
import { maskedAccount } from '#domain/shared/bank-account';
import { receiptPdfUrl } from './api/bill-payments.ts';

const paymentStatusLabels: Record<BillPayment['status'], string> = {
  processing: 'Processing',
  succeeded: 'Paid',
  failed: 'Payment failed',
};

export function PaymentHistory({ payments }: { payments: BillPayment[] }) {
  if (payments.length === 0) return <p>You have not paid a bill online yet.</p>;
  return (
    <ScrollingTable caption="Payments, newest first">
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col">Invoice</th>
          <th scope="col">Amount</th>
          <th scope="col">Account</th>
          <th scope="col">Status</th>
          <th scope="col">Receipt</th>
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
              {paymentStatusLabels[payment.status]}
              {payment.failureMessage && (
                <span className="billing-history__reason">{payment.failureMessage}</span>
              )}
            </td>
            <td>
              {payment.hasReceipt ? (
                <a href={receiptPdfUrl(payment.id)} download>
                  Receipt <span className="visually-hidden">of {payment.invoiceNumber} </span>(PDF)
                </a>
              ) : (
                '—'
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollingTable>
  );
}
