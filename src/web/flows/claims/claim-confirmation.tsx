// After Submit: 'We received your request.' with each claim filed (its number leads to its page),
// what happens next, and where the receipt went. Filed without registering
// (docs/product/public-claim.md), the numbers lead nowhere yet: 'Create your online account' leads
// on.

import { useLayoutEffect, useRef } from 'react';
import { Link } from 'wouter';
import { claimKindText } from '#domain/shared/claim-terms';
import type { SubmitClaimAnswer } from '#domain/claims/claims-answers';
import { defineMessages } from '#domain/shared/define-messages';
import { useText } from '#web/language/use-text.ts';
import { paths } from '#web/paths.ts';

export const confirmationText = defineMessages({
  received: { id: 'claims.confirmation.received', defaultMessage: 'We received your request.' },
  claimNumbers: {
    id: 'claims.confirmation.claimNumbers',
    defaultMessage: '{count, plural, one {Your claim number} other {Your claim numbers}}',
  },
  claim: {
    id: 'claims.confirmation.claim',
    defaultMessage: '{claimNumber}: {kind}',
    description: 'A claim filed: its number, then its kind.',
  },
  whatNext: { id: 'claims.confirmation.whatNext', defaultMessage: 'What happens next' },
  review: {
    id: 'claims.confirmation.review',
    defaultMessage: 'We review your request and let you know our decision.',
  },
  documents: {
    id: 'claims.confirmation.documents',
    defaultMessage:
      "We may ask you for documents, such as a certification from your provider. You will see what we need on your claim's page and under Things to do.",
  },
  emails: {
    id: 'claims.confirmation.emails',
    defaultMessage: 'We send you an e-mail each time something changes.',
  },
  receipt: {
    id: 'claims.confirmation.receipt',
    defaultMessage: 'We sent a receipt to <strong>{email}</strong>.',
  },
  register: {
    id: 'claims.confirmation.register',
    defaultMessage:
      'Register to follow your claim online: it will be in your account. <link>Create your online account</link>',
  },
  goToAccount: { id: 'claims.confirmation.goToAccount', defaultMessage: 'Go to your account' },
});

export function ClaimConfirmation({
  filed,
  withoutAccount = false,
}: {
  filed: SubmitClaimAnswer;
  withoutAccount?: boolean;
}) {
  const text = useText();
  const heading = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => heading.current?.focus(), []);
  return (
    <div className="benefits-page">
      <h1 ref={heading} tabIndex={-1}>
        {text.formatMessage(confirmationText.received)}
      </h1>
      <h2>{text.formatMessage(confirmationText.claimNumbers, { count: filed.claims.length })}</h2>
      <ul className="benefits-list">
        {filed.claims.map((claim) => (
          <li key={claim.claimNumber}>
            {text.formatMessage(confirmationText.claim, {
              claimNumber: withoutAccount ? (
                <strong key="number">{claim.claimNumber}</strong>
              ) : (
                <Link key="number" href={paths.claim(claim.claimNumber)}>
                  {claim.claimNumber}
                </Link>
              ),
              kind: text.formatMessage(claimKindText[claim.kind]),
            })}
          </li>
        ))}
      </ul>
      <h2>{text.formatMessage(confirmationText.whatNext)}</h2>
      <ul>
        <li>{text.formatMessage(confirmationText.review)}</li>
        <li>{text.formatMessage(confirmationText.documents)}</li>
        <li>{text.formatMessage(confirmationText.emails)}</li>
      </ul>
      {filed.email && (
        <p>
          {text.formatMessage(confirmationText.receipt, {
            email: filed.email,
            strong: (words) => <strong>{words}</strong>,
          })}
        </p>
      )}
      {withoutAccount ? (
        <p>
          {text.formatMessage(confirmationText.register, {
            link: (words) => <Link href={paths.registration('employee-benefits')}>{words}</Link>,
          })}
        </p>
      ) : (
        <p>
          <Link href={paths.account('employee-benefits')}>
            {text.formatMessage(confirmationText.goToAccount)}
          </Link>
        </p>
      )}
    </div>
  );
}
