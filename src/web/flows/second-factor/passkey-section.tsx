// 'Add a passkey': a name the person will know it by, then the browser's own prompt (a
// fingerprint, a face, a screen lock or a security key). Several per account.

import { type FormEvent, useRef, useState } from 'react';
import { startRegistration } from '@simplewebauthn/browser';
import { passkeyName, secondFactorTexts as texts } from '#domain/second-factor/second-factor-rules';
import type { Side } from '#domain/shared/sides';
import { PageSection } from '#web/components/benefits/page-section.tsx';
import { useCallFailure } from '#web/components/benefits/use-benefits-data.tsx';
import { TextField } from '#web/components/fields/text-field.tsx';
import { postAddPasskey } from './api/add-passkey.ts';
import { postPasskeyRegistrationOptions } from './api/passkey-registration-options.ts';
import { addOutcome } from './second-factor-outcomes.ts';

export const passkeySentences = {
  name: 'Please enter a name of up to 40 characters, like "Work laptop".',
  notMade: 'No passkey was made. Please try again.',
  refused: 'That passkey could not be added. Please try again.',
} as const;

export function PasskeySection({
  side,
  onAdded,
}: {
  side: Side;
  onAdded: (name: string) => Promise<void>;
}) {
  const failed = useCallFailure();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const field = useRef<HTMLInputElement>(null);

  const refuse = (message: string) => {
    setPending(false);
    setProblem(message);
    field.current?.focus();
  };

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const name = passkeyName(typed);
    if (!name) return refuse(passkeySentences.name);
    setPending(true);
    setProblem(null);
    try {
      const optionsJSON = await postPasskeyRegistrationOptions(side);
      if (!optionsJSON) return setPending(false);
      let response;
      try {
        response = await startRegistration({ optionsJSON });
      } catch {
        // Closed, timed out, or this authenticator holds a passkey of the account already.
        return refuse(passkeySentences.notMade);
      }
      const answer = await postAddPasskey(side, name, response);
      const outcome = addOutcome({ answer }, passkeySentences.refused);
      if (outcome.kind === 'refused') return refuse(outcome.message);
      setPending(false);
      if (outcome.kind === 'added') {
        setTyped('');
        await onAdded(name);
      }
    } catch (error) {
      setPending(false);
      failed(error);
    }
  };

  return (
    <PageSection id="add-passkey" title={texts.addPasskey}>
      <p>
        A passkey confirms it's you with this device's fingerprint, face or screen lock, or with a
        security key. You can add one on each device you use.
      </p>
      <form className="benefits-form" noValidate onSubmit={add}>
        <TextField
          id="passkey-name"
          label={texts.passkeyNameLabel}
          hint='For example, "Work laptop" or "My phone".'
          name="passkeyName"
          autoComplete="off"
          maxLength={40}
          value={typed}
          error={problem}
          inputRef={field}
          onChange={(event) => setTyped(event.target.value)}
        />
        <div className="button-row">
          <button type="submit" className="button button--primary" disabled={pending}>
            {texts.addPasskey}
          </button>
        </div>
      </form>
    </PageSection>
  );
}
