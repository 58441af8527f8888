// The account's ways to confirm it's you, each with when it was added and last used, and its
// 'Remove', which asks first; then how many recovery codes are left.

import { useState } from 'react';
import type { Factor, SecurityOverview } from '#domain/second-factor/second-factor-answers';
import { secondFactorTexts } from '#domain/second-factor/second-factor-rules';
import { defineMessages } from '#domain/shared/define-messages';
import { PageSection } from '#web/components/benefits/page-section.tsx';
import { AskFirst } from '#web/components/benefits/ask-first.tsx';
import { useText } from '#web/language/use-text.ts';
import {
  factorDetail,
  recoveryCodesSentence,
  removeFactorQuestion,
  sayIn,
} from './second-factor-outcomes.ts';

const listText = defineMessages({
  title: { id: 'second-factor.factorsTitle', defaultMessage: "Your ways to confirm it's you" },
  none: {
    id: 'second-factor.noFactors',
    defaultMessage:
      'You have no passkey or authenticator app yet: we send you a code each time you log in.',
  },
});

export function FactorList({
  factors,
  recoveryCodes,
  onRemove,
}: {
  factors: Factor[];
  recoveryCodes: SecurityOverview['recoveryCodes'];
  onRemove: (id: string, name: string) => Promise<void>;
}) {
  const text = useText();
  const [removing, setRemoving] = useState<string | null>(null);
  const remove = async (factor: Factor) => {
    setRemoving(factor.id);
    await onRemove(factor.id, factor.name);
    setRemoving(null);
  };
  return (
    <PageSection id="factors" title={text.formatMessage(listText.title)}>
      {factors.length === 0 ? (
        <p>{text.formatMessage(listText.none)}</p>
      ) : (
        <ul className="benefits-list">
          {factors.map((factor) => (
            <li key={factor.id} className="benefits-list__item second-factor-item">
              <div>
                <p className="second-factor-item__name">{factor.name}</p>
                <p>{factorDetail(factor, text)}</p>
              </div>
              <AskFirst
                start={
                  <>
                    {text.formatMessage(secondFactorTexts.remove)}
                    <span className="visually-hidden"> {factor.name}</span>
                  </>
                }
                question={sayIn(text, removeFactorQuestion(factor, factors.length - 1))}
                yes={text.formatMessage(secondFactorTexts.removeYes)}
                no={text.formatMessage(secondFactorTexts.removeNo)}
                pending={removing === factor.id}
                onYes={() => void remove(factor)}
              />
            </li>
          ))}
        </ul>
      )}
      <p>{sayIn(text, recoveryCodesSentence(recoveryCodes))}</p>
    </PageSection>
  );
}
