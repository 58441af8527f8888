// The employer's first step of the password reset (decision 0014): the account is named by
// its user name and the e-mail address on file, where the code goes. The answer is read as
// the personal-information step's (verifyAccount answers as verifyPersonalInfo does).

import { type FormEvent, useState } from 'react';
import { accountOnFileProblems } from '#domain/password-reset/password-reset-api';
import { defineMessages } from '#domain/shared/define-messages';
import { limits } from '#domain/shared/field-rules';
import { fieldLabels } from '#web/components/fields/field-labels.ts';
import { TextField } from '#web/components/fields/text-field.tsx';
import { useTouchedFields } from '#web/components/fields/use-touched-fields.ts';
import { useText } from '#web/language/use-text.ts';
import { useFlowStore } from '#web/self-service/flow-store.ts';
import { personalInfoOutcome } from '#web/self-service/personal-info-outcome.ts';
import { RecoveryStartHeading } from '#web/self-service/step-heading.tsx';
import { outcomeTexts, useStepCall } from '#web/self-service/use-step-call.ts';
import { ContinueButton } from '#web/self-service/continue-button.tsx';
import { postVerifyAccount } from './api/verify-account.ts';

const submitId = 'account-submit';

const accountText = defineMessages({
  emailHint: {
    id: 'recovery.account.emailHint',
    defaultMessage: 'The e-mail address your account has on file: the code goes there.',
  },
});

export function AccountOnFileScreen() {
  const text = useText();
  const step = useStepCall();
  const [userName, setUserName] = useState('');
  const [emailAddress, setEmailAddress] = useState('');
  const touched = useTouchedFields<'userName' | 'emailAddress'>();
  const problems = accountOnFileProblems({ userName, emailAddress });
  const errorOf = (field: 'userName' | 'emailAddress') =>
    touched.isTouched(field) ? (problems[field] ?? null) : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!touched.validateAll(['userName', 'emailAddress'], problems)) return;
    await step.call({
      activator: submitId,
      send: () => postVerifyAccount({ userName, emailAddress }),
      outcomeOf: (response) =>
        personalInfoOutcome(
          response,
          useFlowStore.getState().identityFailures,
          outcomeTexts,
          step.module,
        ),
      onAnswer: (outcome, response) => {
        const store = useFlowStore.getState();
        store.update({ identityFailures: outcome.identityFailures });
        if (outcome.kind !== 'goTo') return;
        store.update({
          personalInfo: response ?? null,
          transactionId: response?.transactionId ?? null,
          userName: null,
          emailAddress: response?.emailAddress ?? null,
          phoneNumber: null,
          codeChannel: 'EMAIL',
          codeStep: 'code',
        });
      },
    });
  }

  return (
    <div className="registration-step">
      <RecoveryStartHeading />
      <form className="registration-step__form" noValidate onSubmit={submit}>
        <TextField
          id="userName"
          name="userName"
          label={text.formatMessage(fieldLabels.userName)}
          autoComplete="username"
          maxLength={limits.userNameMax}
          value={userName}
          required
          error={errorOf('userName')}
          onChange={(event) => setUserName(event.target.value)}
          onBlur={() => touched.touch('userName')}
        />
        <TextField
          id="emailAddress"
          name="emailAddress"
          label={text.formatMessage(fieldLabels.emailAddress)}
          type="email"
          autoComplete="email"
          maxLength={limits.emailMax}
          hint={text.formatMessage(accountText.emailHint)}
          value={emailAddress}
          required
          error={errorOf('emailAddress')}
          onChange={(event) => setEmailAddress(event.target.value)}
          onBlur={() => touched.touch('emailAddress')}
        />
        <ContinueButton id={submitId} disabled={step.pending} />
      </form>
    </div>
  );
}
