// The heading of a self-service step. Focus moves to it when the step opens, so a screen
// reader starts reading the new step and the next Tab starts in its form. A banner shown
// with the step (VALID_USERNAME_EXIST) takes focus to be read first: it keeps it.

import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { defineMessages } from '#domain/shared/define-messages';
import { useText } from '#web/language/use-text.ts';
import { usePortalStore } from '#web/lib/store.ts';

export function StepHeading({ children }: { children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // A layout effect: focus moves in the same commit that shows the step, never a frame later.
  useLayoutEffect(() => {
    if (usePortalStore.getState().banner?.showBanner) return;
    heading.current?.focus();
  }, []);
  return (
    <h1 ref={heading} tabIndex={-1} className="registration__heading">
      {children}
    </h1>
  );
}

/**
 * docs/product/username-recovery.md: the heading of getting access again, which
 * the password reset shares, and of the step that finds the account.
 */
export const recoveryText = defineMessages({
  heading: { id: 'recovery.heading', defaultMessage: "Let's help you get access." },
  subheading: { id: 'recovery.subheading', defaultMessage: "To begin, let's find your account." },
});

export function RecoveryStartHeading() {
  const text = useText();
  return (
    <>
      <StepHeading>{text.formatMessage(recoveryText.heading)}</StepHeading>
      <p className="registration__subheading">{text.formatMessage(recoveryText.subheading)}</p>
    </>
  );
}
