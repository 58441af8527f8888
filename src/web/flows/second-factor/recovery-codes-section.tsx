// 'Get new recovery codes': ten codes, each good once, for the day no factor is at hand. They
// are shown this once (the server keeps only their hashes), so the page says so plainly and
// offers to print them; new codes end the old ones.

import { useRef, useState } from 'react';
import { secondFactorRules, secondFactorTexts } from '#domain/second-factor/second-factor-rules';
import { defineMessages } from '#domain/shared/define-messages';
import type { Side } from '#domain/shared/sides';
import { PageSection } from '#web/components/benefits/page-section.tsx';
import { useFormCall } from '#web/components/benefits/use-form-call.ts';
import { useText } from '#web/language/use-text.ts';
import { postNewRecoveryCodes } from './api/new-recovery-codes.ts';

const codesText = defineMessages({
  about: {
    id: 'second-factor.recoveryCodes.about',
    defaultMessage:
      'If you lose your passkeys and your phone, a recovery code lets you in. You get {count}; each works once. Getting new ones ends the old ones.',
  },
  warning: {
    id: 'second-factor.recoveryCodes.warning',
    defaultMessage:
      'Save these codes now, somewhere only you can reach. We show them only this once.',
  },
  print: { id: 'second-factor.recoveryCodes.print', defaultMessage: 'Print these codes' },
});

export function RecoveryCodesSection({
  side,
  onMade,
}: {
  side: Side;
  onMade: () => Promise<void>;
}) {
  const text = useText();
  const { pending, answerOf, whilePending } = useFormCall();
  const [codes, setCodes] = useState<string[] | null>(null);
  const shown = useRef<HTMLDivElement>(null);

  // The page reads its settings again before the button is back.
  const make = () =>
    whilePending(async () => {
      const answer = await answerOf(() => postNewRecoveryCodes(side));
      if (!answer) return;
      setCodes(answer.codes);
      requestAnimationFrame(() => shown.current?.focus());
      await onMade();
    });

  return (
    <PageSection id="recovery-codes" title={text.formatMessage(secondFactorTexts.newRecoveryCodes)}>
      <p>{text.formatMessage(codesText.about, { count: secondFactorRules.recoveryCodeCount })}</p>
      {codes && (
        <div
          ref={shown}
          className="second-factor-codes"
          role="group"
          tabIndex={-1}
          aria-labelledby="recovery-codes-warning"
        >
          <p id="recovery-codes-warning" className="second-factor-codes__warning">
            {text.formatMessage(codesText.warning)}
          </p>
          <ol className="second-factor-codes__list">
            {codes.map((code) => (
              <li key={code}>
                <code>{code}</code>
              </li>
            ))}
          </ol>
          <div className="button-row">
            <button
              type="button"
              className="button button--secondary"
              onClick={() => window.print()}
            >
              {text.formatMessage(codesText.print)}
            </button>
          </div>
        </div>
      )}
      <div className="button-row">
        <button
          type="button"
          className="button button--secondary"
          disabled={pending}
          onClick={() => void make()}
        >
          {text.formatMessage(secondFactorTexts.newRecoveryCodes)}
        </button>
      </div>
    </PageSection>
  );
}
