// 'Bills and payments' (docs/product/billing.md), the employer's: the client's invoices newest
// first, each with its detail, its PDF and 'Pay this bill', and the payment history with its
// receipts. A bank debit is 'Processing' for a while: the page reads the invoices again by
// itself while one is, and says when it is paid or failed. Its own lazy chunk.

import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { InvoiceSummary } from '#domain/billing/billing-answers';
import { payBillText } from '#domain/billing/pay-bill';
import { defineMessages } from '#domain/shared/define-messages';
import { ListOrEmpty, PageSection } from '#web/components/benefits/page-section.tsx';
import {
  LoadingNotice,
  useBenefitsData,
  useCallFailure,
} from '#web/components/benefits/use-benefits-data.tsx';
import { useText } from '#web/language/use-text.ts';
import { paths } from '#web/paths.ts';
import { getBillPayments } from './api/bill-payments.ts';
import { getInvoices } from './api/invoices.ts';
import { settledSentences } from './billing-outcomes.ts';
import { InvoiceCard } from './invoice-card.tsx';
import { PaymentHistory } from './payment-history.tsx';
import '#web/components/benefits/benefits.css';
import './billing.css';

const billingText = defineMessages({
  loadingBills: { id: 'billing.loadingBills', defaultMessage: 'Loading your bills…' },
  invoices: { id: 'billing.invoices', defaultMessage: 'Invoices' },
  noBills: { id: 'billing.noBills', defaultMessage: 'You have no bills yet.' },
  loadingPayments: { id: 'billing.loadingPayments', defaultMessage: 'Loading your payments…' },
  backToAccount: { id: 'billing.backToAccount', defaultMessage: 'Back to your account' },
});

/** How often the page reads the invoices again while a payment is processing. */
export const billingPolling = { intervalMs: 2_000 };

export default function BillingPage() {
  const text = useText();
  const failed = useCallFailure();
  const [invoices, replaceInvoices] = useBenefitsData(getInvoices);
  const [payments, replacePayments] = useBenefitsData(getBillPayments);
  const [paying, setPaying] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  const notice = useRef<HTMLParagraphElement>(null);
  const list = invoices.kind === 'ready' ? invoices.data.invoices : null;
  const waiting = list?.some((invoice) => invoice.status === 'processing') ?? false;

  /** Reads the invoices and payments again; says what settled since the last reading. */
  const refresh = useCallback(
    async (before: InvoiceSummary[] | null) => {
      try {
        const [nextInvoices, nextPayments] = await Promise.all([getInvoices(), getBillPayments()]);
        if (nextInvoices) {
          replaceInvoices(nextInvoices);
          const settled = before ? settledSentences(before, nextInvoices.invoices, text) : [];
          if (settled.length > 0) setSaid(settled.join(' '));
        }
        if (nextPayments) replacePayments(nextPayments);
      } catch (error) {
        failed(error);
      }
    },
    [failed, replaceInvoices, replacePayments, text],
  );

  useEffect(() => {
    if (!waiting || !list) return;
    const timer = setTimeout(() => void refresh(list), billingPolling.intervalMs);
    return () => clearTimeout(timer);
  }, [waiting, list, refresh]);

  return (
    <div className="benefits-page billing-page">
      <h1>{text.formatMessage(payBillText.pageHeading)}</h1>
      <p ref={notice} className="benefits-notice" role="status" tabIndex={-1}>
        {said}
      </p>
      <LoadingNotice loaded={invoices} text={text.formatMessage(billingText.loadingBills)} />
      {list && (
        <PageSection id="invoices" title={text.formatMessage(billingText.invoices)}>
          <ListOrEmpty
            items={list}
            empty={text.formatMessage(billingText.noBills)}
            className="benefits-list"
          >
            {(invoice) => (
              <li key={invoice.invoiceNumber} className="benefits-list__item">
                <InvoiceCard
                  invoice={invoice}
                  paying={paying === invoice.invoiceNumber}
                  onPay={() => {
                    setSaid('');
                    setPaying(invoice.invoiceNumber);
                  }}
                  onCancelPay={() => setPaying(null)}
                  onRefused={() => void refresh(null)}
                  onPaid={(paid, sentence) => {
                    setPaying(null);
                    replaceInvoices({
                      invoices: list.map((candidate) =>
                        candidate.invoiceNumber === paid.invoiceNumber ? paid : candidate,
                      ),
                    });
                    setSaid(sentence);
                    // The form is gone: focus goes to what happened.
                    requestAnimationFrame(() => notice.current?.focus());
                    void getBillPayments().then((next) => next && replacePayments(next), failed);
                  }}
                />
              </li>
            )}
          </ListOrEmpty>
        </PageSection>
      )}
      <PageSection id="payment-history" title={text.formatMessage(payBillText.paymentHistory)}>
        <LoadingNotice loaded={payments} text={text.formatMessage(billingText.loadingPayments)} />
        {payments.kind === 'ready' && <PaymentHistory payments={payments.data.payments} />}
      </PageSection>
      <p>
        <Link href={paths.account('employers')}>
          {text.formatMessage(billingText.backToAccount)}
        </Link>
      </p>
    </div>
  );
}
