// The account's ways to confirm it's you, each with when it was added and last used, and its
// 'Remove', which asks first; then how many recovery codes are left.

import { useState } from 'react';
import type { Factor, SecurityOverview } from '#domain/second-factor/second-factor-answers';
import { secondFactorTexts as texts } from '#domain/second-factor/second-factor-rules';
import { PageSection } from '#web/components/benefits/page-section.tsx';
import { AskFirst } from '#web/components/benefits/ask-first.tsx';
import {
  factorDetail,
  recoveryCodesSentence,
  removeFactorQuestion,
} from './second-factor-outcomes.ts';

export function FactorList({
  factors,
  recoveryCodes,
  onRemove,
}: {
  factors: Factor[];
  recoveryCodes: SecurityOverview['recoveryCodes'];
  onRemove: (id: string, name: string) => Promise<void>;
}) {
  const [removing, setRemoving] = useState<string | null>(null);
  const remove = async (factor: Factor) => {
    setRemoving(factor.id);
    await onRemove(factor.id, factor.name);
    setRemoving(null);
  };
  return (
    <PageSection id="factors" title="Your ways to confirm it's you">
      {factors.length === 0 ? (
        <p>
          You have no passkey or authenticator app yet: we send you a code each time you log in.
        </p>
      ) : (
        <ul className="benefits-list">
          {factors.map((factor) => (
            <li key={factor.id} className="benefits-list__item second-factor-item">
              <div>
                <p className="second-factor-item__name">{factor.name}</p>
                <p>{factorDetail(factor)}</p>
              </div>
              <AskFirst
                start={
                  <>
                    {texts.remove}
                    <span className="visually-hidden"> {factor.name}</span>
                  </>
                }
                question={removeFactorQuestion(factor, factors.length - 1)}
                yes={texts.removeYes}
                no={texts.removeNo}
                pending={removing === factor.id}
                onYes={() => void remove(factor)}
              />
            </li>
          ))}
        </ul>
      )}
      <p>{recoveryCodesSentence(recoveryCodes)}</p>
    </PageSection>
  );
}
