// After Submit: 'We received your request.' with each claim filed (its number leads to its
// page), what happens next, and where the receipt went. Filed without registering (DESIGN.md
// section 11.6), the numbers lead nowhere yet: 'Create your online account' leads on.

import { useLayoutEffect, useRef } from 'react';
import { Link } from 'wouter';
import { claimKindLabels } from '#domain/shared/claim-terms';
import type { SubmitClaimAnswer } from '#domain/claims/claims-answers';
import { paths } from '#web/paths.ts';

export const receivedHeading = 'We received your request.';

export const createAccountLink = 'Create your online account';

export function ClaimConfirmation({
  filed,
  withoutAccount = false,
}: {
  filed: SubmitClaimAnswer;
  withoutAccount?: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => heading.current?.focus(), []);
  return (
    <div className="benefits-page">
      <h1 ref={heading} tabIndex={-1}>
        {receivedHeading}
      </h1>
      <h2>{filed.claims.length > 1 ? 'Your claim numbers' : 'Your claim number'}</h2>
      <ul className="benefits-list">
        {filed.claims.map((claim) => (
          <li key={claim.claimNumber}>
            {withoutAccount ? (
              <strong>{claim.claimNumber}</strong>
            ) : (
              <Link href={paths.claim(claim.claimNumber)}>{claim.claimNumber}</Link>
            )}
            : {claimKindLabels[claim.kind]}
          </li>
        ))}
      </ul>
      <h2>What happens next</h2>
      <ul>
        <li>We review your request and let you know our decision.</li>
        <li>
          We may ask you for documents, such as a certification from your provider. You will see
          what we need on your claim&apos;s page and under Things to do.
        </li>
        <li>We send you an e-mail each time something changes.</li>
      </ul>
      {filed.email && (
        <p>
          We sent a receipt to <strong>{filed.email}</strong>.
        </p>
      )}
      {withoutAccount ? (
        <p>
          Register to follow your claim online: it will be in your account.{' '}
          <Link href={paths.registration('employee-benefits')}>{createAccountLink}</Link>
        </p>
      ) : (
        <p>
          <Link href={paths.account('employee-benefits')}>Go to your account</Link>
        </p>
      )}
    </div>
  );
}
