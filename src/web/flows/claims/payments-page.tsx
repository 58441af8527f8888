// The employee's payments (docs/product/claims.md): every payment of every claim, newest
// first as the server sends them, and the same history as a CSV download (its columns stay
// English in both languages: data for a spreadsheet, docs/product/languages.md).

import { Link } from 'wouter';
import { defineMessages } from '#domain/shared/define-messages';
import { useText } from '#web/language/use-text.ts';
import { paths } from '#web/paths.ts';
import { getPayments, paymentsCsvUrl } from './api/payments.ts';
import { claimWords } from './claim-words.ts';
import { PaymentsTable, paymentsTableText } from './payments-table.tsx';
import { LoadingNotice, useBenefitsData } from '#web/components/benefits/use-benefits-data.tsx';

const paymentsPageText = defineMessages({
  loading: { id: 'claims.payments.loading', defaultMessage: 'Loading your payments…' },
  none: {
    id: 'claims.payments.none',
    defaultMessage: 'You have no payments yet. Payments of an approved disability claim show here.',
  },
  caption: { id: 'claims.payments.caption', defaultMessage: 'Payment history, newest first' },
  download: {
    id: 'claims.payments.download',
    defaultMessage: 'Download payment history (CSV)',
  },
});

export default function PaymentsPage() {
  const text = useText();
  const [payments] = useBenefitsData(getPayments);
  return (
    <div className="benefits-page">
      <h1>{text.formatMessage(claimWords.payments)}</h1>
      <LoadingNotice loaded={payments} text={text.formatMessage(paymentsPageText.loading)} />
      {payments.kind === 'ready' &&
        (payments.data.payments.length === 0 ? (
          <p>{text.formatMessage(paymentsPageText.none)}</p>
        ) : (
          <>
            <PaymentsTable
              caption={text.formatMessage(paymentsPageText.caption)}
              payments={payments.data.payments}
              withClaim
              dateHeading={paymentsTableText.date}
            />
            <p>
              <a href={paymentsCsvUrl} download>
                {text.formatMessage(paymentsPageText.download)}
              </a>
            </p>
          </>
        ))}
      <p>
        <Link href={paths.account('employee-benefits')}>
          {text.formatMessage(claimWords.backToAccount)}
        </Link>
      </p>
    </div>
  );
}
