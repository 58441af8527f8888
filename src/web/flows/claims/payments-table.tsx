// A table of payments, on the payments page (every claim's) and a disability claim's page
// (its own), in the benefits area's scrolling table.

import { Link } from 'wouter';
import { paymentStatusText } from '#domain/shared/claim-terms';
import type { PaymentRow } from '#domain/claims/claims-answers';
import { defineMessages, type MessageDescriptor } from '#domain/shared/define-messages';
import { useText } from '#web/language/use-text.ts';
import { paths } from '#web/paths.ts';
import { formatDate, formatPeriod } from '#web/components/benefits/benefits-format.ts';
import { formatCents } from '#domain/shared/money';
import { ScrollingTable } from '#web/components/benefits/scrolling-table.tsx';

/** The column headings. */
export const paymentsTableText = defineMessages({
  claim: { id: 'claims.payments.column.claim', defaultMessage: 'Claim' },
  period: {
    id: 'claims.payments.column.period',
    defaultMessage: 'Period',
    description: 'The days a payment covers.',
  },
  gross: { id: 'claims.payments.column.gross', defaultMessage: 'Gross' },
  deductions: { id: 'claims.payments.column.deductions', defaultMessage: 'Deductions' },
  net: { id: 'claims.payments.column.net', defaultMessage: 'Net' },
  dateSent: { id: 'claims.payments.column.dateSent', defaultMessage: 'Date sent' },
  date: {
    id: 'claims.payments.column.date',
    defaultMessage: 'Date',
    description: 'The day a payment was sent, or is to be.',
  },
  status: { id: 'claims.payments.column.status', defaultMessage: 'Status' },
});

export function PaymentsTable({
  caption,
  payments,
  withClaim = false,
  dateHeading = paymentsTableText.dateSent,
}: {
  caption: string;
  payments: PaymentRow[];
  /** Adds the claim number column (the payments page lists every claim's). */
  withClaim?: boolean;
  /** The heading of the day it was sent, or is to be. */
  dateHeading?: MessageDescriptor;
}) {
  const text = useText();
  const heading = (message: MessageDescriptor) => (
    <th scope="col">{text.formatMessage(message)}</th>
  );
  return (
    <ScrollingTable caption={caption}>
      <thead>
        <tr>
          {withClaim && heading(paymentsTableText.claim)}
          {heading(paymentsTableText.period)}
          {heading(paymentsTableText.gross)}
          {heading(paymentsTableText.deductions)}
          {heading(paymentsTableText.net)}
          {heading(dateHeading)}
          {heading(paymentsTableText.status)}
        </tr>
      </thead>
      <tbody>
        {payments.map((payment) => (
          <tr key={payment.id}>
            {withClaim && (
              <td>
                <Link href={paths.claim(payment.claimNumber)}>{payment.claimNumber}</Link>
              </td>
            )}
            <th scope="row">{formatPeriod(payment.periodStart, payment.periodEnd)}</th>
            <td className="benefits-table__money">{formatCents(payment.grossCents)}</td>
            <td className="benefits-table__money">{formatCents(payment.deductionsCents)}</td>
            <td className="benefits-table__money">{formatCents(payment.netCents)}</td>
            <td>{formatDate(payment.payDate)}</td>
            <td>{text.formatMessage(paymentStatusText[payment.status])}</td>
          </tr>
        ))}
      </tbody>
    </ScrollingTable>
  );
}
