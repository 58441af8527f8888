// The e-mail an employer gets when a payment of a bill succeeds or fails
// (docs/product/billing.md): the invoice, the amount, the account by its last four digits and, for
// a failure, the bank's reason, with a link to the bills. Never more of the account than the last
// four.

import { maskedAccount } from '#domain/shared/bank-account';
import type { OutgoingMessage } from '#server/db/outbox-repository';
import { dollars } from './billing-documents.ts';

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

export function paymentNotice(
  deps: BillingNoticeDeps,
  to: { firstName: string; email: string },
  payment: SettledPayment,
): OutgoingMessage {
  const what = `Your payment of ${dollars(payment.amountCents)} for ${payment.invoiceNumber} from the account ${maskedAccount(payment.accountLast4)}`;
  const body =
    payment.status === 'succeeded'
      ? [`${what} went through. The bill is paid; its receipt is on the page below.`]
      : [
          `${what} did not go through: ${payment.failureMessage ?? 'the bank did not accept it.'}`,
          'The bill is not paid. You can pay it again on the page below.',
        ];
  return {
    channel: 'email',
    recipient: to.email,
    subject: `${deps.brandName}: ${
      payment.status === 'succeeded' ? 'Payment received' : 'Payment failed'
    } for ${payment.invoiceNumber}`,
    text: [
      `Hello ${to.firstName},`,
      '',
      ...body,
      '',
      `Bills and payments: ${deps.billingUrl}`,
    ].join('\n'),
  };
}
