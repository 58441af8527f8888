// 'Get new recovery codes': ten codes, each good once, for the day no factor is at hand. They
// are shown this once (the server keeps only their hashes), so the page says so plainly and
// offers to print them; new codes end the old ones.

import { useRef, useState } from 'react';
import {
  secondFactorRules,
  secondFactorTexts as texts,
} from '#domain/second-factor/second-factor-rules';
import type { Side } from '#domain/shared/sides';
import { PageSection } from '#web/components/benefits/page-section.tsx';
import { useCallFailure } from '#web/components/benefits/use-benefits-data.tsx';
import { postNewRecoveryCodes } from './api/new-recovery-codes.ts';

export function RecoveryCodesSection({
  side,
  onMade,
}: {
  side: Side;
  onMade: () => Promise<void>;
}) {
  const failed = useCallFailure();
  const [codes, setCodes] = useState<string[] | null>(null);
  const [pending, setPending] = useState(false);
  const shown = useRef<HTMLDivElement>(null);

  const make = async () => {
    setPending(true);
    try {
      const answer = await postNewRecoveryCodes(side);
      if (answer) {
        setCodes(answer.codes);
        requestAnimationFrame(() => shown.current?.focus());
        await onMade();
      }
    } catch (error) {
      failed(error);
    }
    setPending(false);
  };

  return (
    <PageSection id="recovery-codes" title={texts.newRecoveryCodes}>
      <p>
        If you lose your passkeys and your phone, a recovery code lets you in. You get{' '}
        {secondFactorRules.recoveryCodeCount}; each works once. Getting new ones ends the old ones.
      </p>
      {codes && (
        <div
          ref={shown}
          className="second-factor-codes"
          role="group"
          tabIndex={-1}
          aria-labelledby="recovery-codes-warning"
        >
          <p id="recovery-codes-warning" className="second-factor-codes__warning">
            Save these codes now, somewhere only you can reach. We show them only this once.
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
              Print these codes
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
          {texts.newRecoveryCodes}
        </button>
      </div>
    </PageSection>
  );
}
