// A table of payments, on the payments page (every claim's) and a disability claim's page
// (its own). On a narrow screen the table scrolls inside a focusable, named region instead
// of widening the page (WCAG 1.4.10), so keyboard users can scroll it too.

import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { paymentStatusLabels } from '#domain/claims/claim-terms';
import type { PaymentRow } from '#domain/claims/claims-answers';
import { paths } from '#web/paths.ts';
import { formatCents, formatDate, formatPeriod } from './claims-format.ts';

/** A table that scrolls sideways on its own when it is wider than the screen. */
export function ScrollingTable({
  caption,
  children,
}: {
  caption: string;
  /** The table's head and body. */
  children: ReactNode;
}) {
  return (
    <div
      className="claims-table"
      role="region"
      aria-label={caption}
      // A scrolling box must take focus, or keyboard users cannot scroll it (WCAG 2.1.1).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
    >
      <table>
        <caption>{caption}</caption>
        {children}
      </table>
    </div>
  );
}

export function PaymentsTable({
  caption,
  payments,
  withClaim = false,
  dateHeading = 'Date sent',
}: {
  caption: string;
  payments: PaymentRow[];
  /** Adds the claim number column (the payments page lists every claim's). */
  withClaim?: boolean;
  /** The heading of the day it was sent, or is to be. */
  dateHeading?: string;
}) {
  return (
    <ScrollingTable caption={caption}>
      <thead>
        <tr>
          {withClaim && <th scope="col">Claim</th>}
          <th scope="col">Period</th>
          <th scope="col">Gross</th>
          <th scope="col">Deductions</th>
          <th scope="col">Net</th>
          <th scope="col">{dateHeading}</th>
          <th scope="col">Status</th>
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
            <td className="claims-table__money">{formatCents(payment.grossCents)}</td>
            <td className="claims-table__money">{formatCents(payment.deductionsCents)}</td>
            <td className="claims-table__money">{formatCents(payment.netCents)}</td>
            <td>{formatDate(payment.payDate)}</td>
            <td>{paymentStatusLabels[payment.status]}</td>
          </tr>
        ))}
      </tbody>
    </ScrollingTable>
  );
}
