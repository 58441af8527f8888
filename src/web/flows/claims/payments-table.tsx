// A table of payments, on the payments page (every claim's) and a disability claim's page
// (its own), in the benefits area's scrolling table.

import { Link } from 'wouter';
import { paymentStatusLabels } from '#domain/shared/claim-terms';
import type { PaymentRow } from '#domain/claims/claims-answers';
import { paths } from '#web/paths.ts';
import { formatCents, formatDate, formatPeriod } from '#web/components/benefits/benefits-format.ts';
import { ScrollingTable } from '#web/components/benefits/scrolling-table.tsx';

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
            <td className="benefits-table__money">{formatCents(payment.grossCents)}</td>
            <td className="benefits-table__money">{formatCents(payment.deductionsCents)}</td>
            <td className="benefits-table__money">{formatCents(payment.netCents)}</td>
            <td>{formatDate(payment.payDate)}</td>
            <td>{paymentStatusLabels[payment.status]}</td>
          </tr>
        ))}
      </tbody>
    </ScrollingTable>
  );
}
