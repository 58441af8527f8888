// Registration screen 5, "Create your profile" (selectCredentials): where the code goes (the
// employee's e-mail, the employer's mobile phone, by SMS), the user name and the password,
// with the rules ticking as they are typed.

import { type FormEvent, useState } from 'react';
import { defineMessages } from '#domain/shared/define-messages';
import {
  type FieldMessage,
  limits,
  passwordChecks,
  userNameChecks,
  validateConfirmPassword,
  validateEmailAddress,
  validatePassword,
  validatePhoneNumber,
  validateUserName,
} from '#domain/shared/field-rules';
import { fieldText, sharedText } from '#domain/shared/messages';
import { fieldLabels } from '#web/components/fields/field-labels.ts';
import { PhoneNumberField } from '#web/components/fields/phone-number-field.tsx';
import { RuleChecklist } from '#web/components/fields/rule-checklist.tsx';
import { RuleTooltip, useRuleTooltip } from '#web/components/fields/rule-tooltip.tsx';
import { TextField } from '#web/components/fields/text-field.tsx';
import { useTouchedFields } from '#web/components/fields/use-touched-fields.ts';
import { useText } from '#web/language/use-text.ts';
import { useFlowStore } from '#web/self-service/flow-store.ts';
import { NewPasswordFields } from '#web/self-service/new-password-fields.tsx';
import { StepHeading } from '#web/self-service/step-heading.tsx';
import { outcomeTexts, useStepCall } from '#web/self-service/use-step-call.ts';
import { ContinueButton } from '#web/self-service/continue-button.tsx';
import { postSelectCredentials } from './api/select-credentials.ts';
import { type CredentialsField, credentialsOutcome } from './registration-outcomes.ts';

const submitId = 'credentials-submit';

/** The mask of the mobile phone field (docs/product/field-rules.md): signs, not words. */
const phoneMask = '(###) ###-####';

const credentialsText = defineMessages({
  heading: { id: 'registration.credentials.heading', defaultMessage: 'Create your profile.' },
  keptUserName: {
    id: 'registration.credentials.keptUserName',
    defaultMessage: 'This user name is kept for you: you will log in with it.',
  },
  confirmPassword: {
    id: 'registration.credentials.confirmPassword',
    defaultMessage: 'Confirm Password',
  },
  emailUseHeading: {
    id: 'registration.credentials.emailUseHeading',
    defaultMessage: 'How we use your e-mail',
  },
  emailUse: {
    id: 'registration.credentials.emailUse',
    defaultMessage:
      'We use your e-mail address to send you a verification code now, and notices about your account later. We never share it.',
  },
  userNameRequirements: {
    id: 'registration.credentials.userNameRequirements',
    defaultMessage: 'Username requirements',
    description: 'The heading of the checklist of user name rules beside the form.',
  },
});

type Field = 'emailAddress' | 'phoneNumber' | CredentialsField;

export function CredentialsScreen() {
  const text = useText();
  const step = useStepCall();
  const contact = step.module === 'employers' ? 'phoneNumber' : 'emailAddress';
  const fieldOrder: Field[] = [contact, 'userName', 'password', 'confirmPassword'];
  const reservedUserName = useFlowStore((state) => state.reservedUserName);
  // Coming back with Back or Edit, the person changes what they gave rather than retyping it.
  const [emailAddress, setEmailAddress] = useState(
    () => useFlowStore.getState().emailAddress ?? '',
  );
  // Not the masked phone on file the contact's code may have gone to: only a number typed.
  const [phoneNumber, setPhoneNumber] = useState(() => {
    const given = useFlowStore.getState().phoneNumber ?? '';
    return validatePhoneNumber(given) === null ? given : '';
  });
  const [userName, setUserName] = useState(
    () => reservedUserName ?? useFlowStore.getState().userName ?? '',
  );
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const touched = useTouchedFields<Field>();
  const userNameTip = useRuleTooltip();

  const shownUserName = reservedUserName ?? userName;
  // The rules of the server's credentialProblems, field by field, as the person types.
  const problems: Record<Field, FieldMessage> = {
    emailAddress: contact === 'emailAddress' ? validateEmailAddress(emailAddress) : null,
    phoneNumber: contact === 'phoneNumber' ? validatePhoneNumber(phoneNumber) : null,
    userName: validateUserName(shownUserName),
    password: validatePassword(password),
    confirmPassword: validateConfirmPassword(confirmPassword, password),
  };
  const errorOf = (field: Field) => (touched.isTouched(field) ? problems[field] : null);

  function clear(fields: Field[]) {
    for (const field of fields) {
      if (field === 'userName' && !reservedUserName) setUserName('');
      if (field === 'password') setPassword('');
      if (field === 'confirmPassword') setConfirmPassword('');
    }
    touched.untouch(...fields);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!touched.validateAll(fieldOrder, problems)) return;
    await step.call({
      activator: submitId,
      send: () =>
        postSelectCredentials(step.module, {
          username: shownUserName,
          password,
          ...(contact === 'phoneNumber' ? { phoneNumber } : { emailAddress }),
        }),
      outcomeOf: (response) => credentialsOutcome(response, outcomeTexts, step.module),
      onAnswer: (outcome, response) => {
        const store = useFlowStore.getState();
        if (response) store.update({ baseResponse: response });
        if (outcome.kind !== 'goTo') return;
        store.update({
          userName: shownUserName,
          codeStep: 'code',
          ...(contact === 'phoneNumber'
            ? { phoneNumber, codeChannel: 'PHONE' }
            : { emailAddress, codeChannel: 'EMAIL' }),
        });
      },
      clear,
    });
  }

  return (
    <div className="registration-step">
      <StepHeading>{text.formatMessage(credentialsText.heading)}</StepHeading>
      <p>{text.formatMessage(sharedText.allFieldsRequired)}</p>
      <div className="registration-columns">
        <form className="registration-step__form" noValidate onSubmit={submit}>
          {contact === 'phoneNumber' ? (
            <PhoneNumberField
              id="phoneNumber"
              name="phoneNumber"
              label={text.formatMessage(fieldLabels.mobilePhoneNumber)}
              autoComplete="tel-national"
              placeholder={phoneMask}
              hint={text.formatMessage(fieldText.phoneHint)}
              value={phoneNumber}
              required
              error={errorOf('phoneNumber')}
              onValueChange={setPhoneNumber}
              onBlur={() => touched.touch('phoneNumber')}
            />
          ) : (
            <TextField
              id="emailAddress"
              name="emailAddress"
              label={text.formatMessage(fieldLabels.emailAddress)}
              type="email"
              autoComplete="email"
              maxLength={limits.emailMax}
              value={emailAddress}
              required
              error={errorOf('emailAddress')}
              onChange={(event) => setEmailAddress(event.target.value)}
              onBlur={() => touched.touch('emailAddress')}
            />
          )}
          {reservedUserName ? (
            <TextField
              id="userName"
              name="userName"
              label={text.formatMessage(fieldLabels.userName)}
              autoComplete="username"
              value={reservedUserName}
              readOnly
              hint={text.formatMessage(credentialsText.keptUserName)}
            />
          ) : (
            <div className="rule-tooltip-anchor">
              <TextField
                id="userName"
                name="userName"
                label={text.formatMessage(fieldLabels.userName)}
                autoComplete="username"
                maxLength={limits.userNameMax}
                value={userName}
                required
                error={errorOf('userName')}
                {...userNameTip.fieldProps}
                onChange={(event) => setUserName(event.target.value)}
                onBlur={() => {
                  userNameTip.fieldProps.onBlur();
                  touched.touch('userName');
                }}
              />
              <RuleTooltip {...userNameTip.tooltipProps} rules={userNameChecks(userName)} />
            </div>
          )}
          <NewPasswordFields
            labels={{
              password: text.formatMessage(fieldLabels.password),
              confirmPassword: text.formatMessage(credentialsText.confirmPassword),
            }}
            values={{ password, confirmPassword }}
            errors={{ password: errorOf('password'), confirmPassword: errorOf('confirmPassword') }}
            onChange={(field, value) =>
              field === 'password' ? setPassword(value) : setConfirmPassword(value)
            }
            onTouch={(field) => touched.touch(field)}
          />
          <ContinueButton id={submitId} disabled={step.pending} />
        </form>
        <div className="registration-side">
          {contact === 'emailAddress' && (
            <section className="registration-side__panel" aria-labelledby="email-use-heading">
              <h2 id="email-use-heading" className="registration-side__heading">
                {text.formatMessage(credentialsText.emailUseHeading)}
              </h2>
              <p>{text.formatMessage(credentialsText.emailUse)}</p>
            </section>
          )}
          {!reservedUserName && (
            <div className="registration-side__panel">
              <RuleChecklist
                heading={text.formatMessage(credentialsText.userNameRequirements)}
                rules={userNameChecks(userName)}
              />
            </div>
          )}
          <div className="registration-side__panel">
            <RuleChecklist
              heading={text.formatMessage(fieldLabels.passwordRequirements)}
              rules={passwordChecks(password)}
            />
          </div>
        </div>
      </div>
    </div>
  );
}
