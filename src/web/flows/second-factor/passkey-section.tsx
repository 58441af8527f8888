// 'Add a passkey': a name the person will know it by, then the browser's own prompt (a
// fingerprint, a face, a screen lock or a security key). Several per account.

import { type FormEvent, useRef, useState } from 'react';
import { startRegistration } from '@simplewebauthn/browser';
import { passkeyName, secondFactorTexts } from '#domain/second-factor/second-factor-rules';
import { defineMessages } from '#domain/shared/define-messages';
import type { Side } from '#domain/shared/sides';
import { PageSection } from '#web/components/benefits/page-section.tsx';
import { useFormCall } from '#web/components/benefits/use-form-call.ts';
import { TextField } from '#web/components/fields/text-field.tsx';
import { useText } from '#web/language/use-text.ts';
import { postAddPasskey } from './api/add-passkey.ts';
import { postPasskeyRegistrationOptions } from './api/passkey-registration-options.ts';
import { addOutcome, type Said, sayIn } from './second-factor-outcomes.ts';

const passkeyText = defineMessages({
  name: {
    id: 'second-factor.passkey.name',
    defaultMessage: 'Please enter a name of up to 40 characters, like "Work laptop".',
  },
  notMade: {
    id: 'second-factor.passkey.notMade',
    defaultMessage: 'No passkey was made. Please try again.',
  },
  refused: {
    id: 'second-factor.passkey.refused',
    defaultMessage: 'That passkey could not be added. Please try again.',
  },
  about: {
    id: 'second-factor.passkey.about',
    defaultMessage:
      "A passkey confirms it's you with this device's fingerprint, face or screen lock, or with a security key. You can add one on each device you use.",
  },
  nameHint: {
    id: 'second-factor.passkey.nameHint',
    defaultMessage: 'For example, "Work laptop" or "My phone".',
  },
});

export function PasskeySection({
  side,
  onAdded,
}: {
  side: Side;
  onAdded: (name: string) => Promise<void>;
}) {
  const text = useText();
  const { pending, answerOf, whilePending } = useFormCall();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<Said | null>(null);
  const field = useRef<HTMLInputElement>(null);

  const refuse = (said: Said) => {
    setProblem(said);
    field.current?.focus();
  };

  /** The browser's prompt comes between the two calls: the buttons wait through all three. */
  const made = (name: string) =>
    whilePending(async () => {
      setProblem(null);
      const optionsJSON = await answerOf(() => postPasskeyRegistrationOptions(side));
      if (!optionsJSON) return false;
      let response;
      try {
        response = await startRegistration({ optionsJSON });
      } catch {
        // Closed, timed out, or this authenticator holds a passkey of the account already.
        refuse({ message: passkeyText.notMade });
        return false;
      }
      const answer = await answerOf(() => postAddPasskey(side, name, response));
      if (!answer) return false;
      const outcome = addOutcome(answer, { message: passkeyText.refused });
      if (outcome.kind === 'refused') refuse(outcome.said);
      return outcome.kind === 'added';
    });

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const name = passkeyName(typed);
    if (!name) return refuse({ message: passkeyText.name });
    if (!(await made(name))) return;
    setTyped('');
    await onAdded(name);
  };

  return (
    <PageSection id="add-passkey" title={text.formatMessage(secondFactorTexts.addPasskey)}>
      <p>{text.formatMessage(passkeyText.about)}</p>
      <form className="benefits-form" aria-busy={pending} noValidate onSubmit={add}>
        <TextField
          id="passkey-name"
          label={text.formatMessage(secondFactorTexts.passkeyNameLabel)}
          hint={text.formatMessage(passkeyText.nameHint)}
          name="passkeyName"
          autoComplete="off"
          maxLength={40}
          value={typed}
          error={problem && sayIn(text, problem)}
          inputRef={field}
          onChange={(event) => setTyped(event.target.value)}
        />
        <div className="button-row">
          <button type="submit" className="button button--primary" disabled={pending}>
            {text.formatMessage(secondFactorTexts.addPasskey)}
          </button>
        </div>
      </form>
    </PageSection>
  );
}
