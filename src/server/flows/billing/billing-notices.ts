// The e-mail an employer gets when a payment of a bill succeeds or fails
// (docs/product/billing.md): the invoice, the amount, the account by its last four digits and, for
// a failure, the bank's reason, with a link to the bills. Never more of the account than the last
// four. In the payer's language.

import { formatCents } from '#domain/shared/money';
import { maskedAccount } from '#domain/shared/bank-account';
import { defineMessages } from '#domain/shared/define-messages';
import type { OutgoingMessage } from '#server/db/outbox-repository';
import { type EmailRecipient, emailTo } from '#server/language/email';
import { sayIn } from '#server/language/say';

/** The address of 'Bills and payments' under the portal's address (PUBLIC_URL and base path). */
export function billingPageUrl(portalUrl: string): string {
  return `${portalUrl}/employers/billing`;
}

export interface BillingNoticeDeps {
  brandName: string;
  /** The address of 'Bills and payments'. */
  billingUrl: string;
}

export interface SettledPayment {
  invoiceNumber: string;
  amountCents: number;
  accountLast4: string;
  status: 'succeeded' | 'failed';
  failureMessage: string | null;
}

const paymentText = defineMessages({
  receivedSubject: {
    id: 'notices.billing.receivedSubject',
    defaultMessage: '{brand}: Payment received for {invoiceNumber}',
  },
  failedSubject: {
    id: 'notices.billing.failedSubject',
    defaultMessage: '{brand}: Payment failed for {invoiceNumber}',
  },
  succeeded: {
    id: 'notices.billing.succeeded',
    defaultMessage:
      'Your payment of {amount} for {invoiceNumber} from the account {account} went through. The bill is paid; its receipt is on the page below.',
    description: "{account} is the bank account's last four digits, masked: '••••6789'.",
  },
  failed: {
    id: 'notices.billing.failed',
    defaultMessage:
      'Your payment of {amount} for {invoiceNumber} from the account {account} did not go through: {reason}',
    description: "{reason} is the bank's reason, as it gave it, or the sentence notAccepted.",
  },
  notAccepted: { id: 'notices.billing.notAccepted', defaultMessage: 'the bank did not accept it.' },
  notPaid: {
    id: 'notices.billing.notPaid',
    defaultMessage: 'The bill is not paid. You can pay it again on the page below.',
  },
  billingPage: { id: 'notices.billing.page', defaultMessage: 'Bills and payments: {url}' },
});

export function paymentNotice(
  deps: BillingNoticeDeps,
  to: EmailRecipient,
  payment: SettledPayment,
): OutgoingMessage {
  const say = sayIn(to.language);
  const { invoiceNumber } = payment;
  const what = {
    amount: formatCents(payment.amountCents),
    invoiceNumber,
    account: maskedAccount(payment.accountLast4),
  };
  const succeeded = payment.status === 'succeeded';
  const body = succeeded
    ? [say(paymentText.succeeded, what)]
    : [
        say(paymentText.failed, {
          ...what,
          reason: payment.failureMessage ?? say(paymentText.notAccepted),
        }),
        say(paymentText.notPaid),
      ];
  const subject = succeeded ? paymentText.receivedSubject : paymentText.failedSubject;
  return emailTo(to, say(subject, { brand: deps.brandName, invoiceNumber }), [
    ...body,
    '',
    say(paymentText.billingPage, { url: deps.billingUrl }),
  ]);
}
