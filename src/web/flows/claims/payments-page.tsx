// The employee's payments (DESIGN.md section 11.1): every payment of every claim, newest
// first as the server sends them, and the same history as a CSV download.

import { Link } from 'wouter';
import { paths } from '#web/paths.ts';
import { getPayments, paymentsCsvUrl } from './api/payments.ts';
import { PaymentsTable } from './payments-table.tsx';
import { LoadingNotice, useBenefitsData } from '#web/components/benefits/use-benefits-data.tsx';

export default function PaymentsPage() {
  const [payments] = useBenefitsData(getPayments);
  return (
    <div className="benefits-page">
      <h1>Payments</h1>
      <LoadingNotice loaded={payments} text="Loading your payments…" />
      {payments.kind === 'ready' &&
        (payments.data.payments.length === 0 ? (
          <p>You have no payments yet. Payments of an approved disability claim show here.</p>
        ) : (
          <>
            <PaymentsTable
              caption="Payment history, newest first"
              payments={payments.data.payments}
              withClaim
              dateHeading="Date"
            />
            <p>
              <a href={paymentsCsvUrl} download>
                Download payment history (CSV)
              </a>
            </p>
          </>
        ))}
      <p>
        <Link href={paths.account('employee-benefits')}>Back to your account</Link>
      </p>
    </div>
  );
}
