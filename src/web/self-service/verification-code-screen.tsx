// Registration screen 4 (docs/product/registration.md, "Verification code"). Employee: the code
// e-mailed by selectCredentials proves the address belongs to the person. Employer: first the code
// sent to the contact's device on file proves the person is the invited contact; after the
// credentials, the code sent by SMS proves the new mobile number (docs/decisions/0012). The
// heading, Back and the side note follow the channel the code went by. A password reset's code went
// to the account's e-mail on file (decision 0014).

import { type FormEvent, useState } from 'react';
import type { BaseResponse, ValidationOption } from '#domain/self-service/self-service-answers';
import { type FlowModule, isPasswordReset, sideOfModule } from '#domain/self-service/flow';
import { defineMessages, type MessageDescriptor } from '#domain/shared/define-messages';
import { limits, validateVerificationCode } from '#domain/shared/field-rules';
import { sharedText } from '#domain/shared/messages';
import { oneTimeCodeRules } from '#domain/shared/one-time-code';
import { DigitsField } from '#web/components/fields/digits-field.tsx';
import { useTouchedFields } from '#web/components/fields/use-touched-fields.ts';
import { useText } from '#web/language/use-text.ts';
import { postBackToCredentialPage } from './api/back-to-credential-page.ts';
import { postBackToDeviceSelectionPage } from './api/back-to-device-selection-page.ts';
import { postResendVerificationCode } from './api/resend-verification-code.ts';
import { postValidateVerificationCode } from './api/validate-verification-code.ts';
import {
  backToCredentialsOutcome,
  backToDeviceSelectionOutcome,
  resendCodeOutcome,
  verificationCodeOutcome,
} from './code-outcome.ts';
import { ContinueButton } from './continue-button.tsx';
import { useFlowStore } from './flow-store.ts';
import { StepHeading } from './step-heading.tsx';
import type { StepOutcome } from './step-outcome.ts';
import { outcomeTexts, useStepCall } from './use-step-call.ts';

const ids = { submit: 'code-submit', resend: 'resend-code', back: 'code-back' } as const;

const codeText = defineMessages({
  confirmEmail: {
    id: 'self-service.code.confirmEmail',
    defaultMessage: "Let's confirm your email.",
  },
  confirmPhone: {
    id: 'self-service.code.confirmPhone',
    defaultMessage: "Let's confirm your phone number.",
  },
  sentTo: {
    id: 'self-service.code.sentTo',
    defaultMessage: 'A code has been sent to <strong>{contact}</strong>.',
    description: '{contact}: the e-mail address or phone number the code went to, maybe masked.',
  },
  expires: {
    id: 'self-service.code.expires',
    defaultMessage: 'The code expires in {minutes} minutes.',
  },
  label: { id: 'self-service.code.label', defaultMessage: 'Verification Code' },
  resend: {
    id: 'self-service.code.resend',
    defaultMessage: 'Resend Code',
    description: 'A button; the statuses of an expired code name it.',
  },
  noCodeHeading: {
    id: 'self-service.code.noCodeHeading',
    defaultMessage: "Didn't receive a code?",
  },
  noCode: {
    id: 'self-service.code.noCode',
    defaultMessage:
      'It can take a few minutes to arrive. Check your junk or spam folder; if it is not there, select Resend Code.',
    description: "'Resend Code' is the button of that name.",
  },
});

/** docs/product/registration.md, screen 4: the heading by case (a password reset's by its side). */
function headingOf(module: FlowModule, channel: ValidationOption): MessageDescriptor {
  if (sideOfModule(module) !== 'employers') return codeText.confirmEmail;
  return channel === 'PHONE' ? codeText.confirmPhone : sharedText.codeSent;
}

export function VerificationCodeScreen() {
  const text = useText();
  const step = useStepCall();
  const { module, side, pending } = step;
  const employer = module === 'employers';
  const reset = isPasswordReset(module);
  // An employee's code always goes to the e-mail given with the credentials.
  const channel = useFlowStore((state) => (employer ? (state.codeChannel ?? 'EMAIL') : 'EMAIL'));
  const contactCode = useFlowStore((state) => employer && state.codeStep === 'contactCode');
  const sentTo = useFlowStore((state) =>
    channel === 'PHONE'
      ? (state.phoneNumber ?? state.selfServiceResponse?.phoneNumber ?? null)
      : (state.emailAddress ?? state.selfServiceResponse?.emailAddress ?? null),
  );
  // docs/product/registration.md#screens: "Back is shown only for employees or for phone
  // validation".
  const showsBack = side === 'employee-benefits' || channel === 'PHONE';
  const [code, setCode] = useState('');
  const touched = useTouchedFields<'verificationCode'>();
  const problem = validateVerificationCode(code);

  /** Runs one of the screen's calls; the buttons come back unless the step changes. */
  function run<T extends BaseResponse>(
    activator: string,
    send: () => Promise<T | undefined>,
    outcomeOf: (response: T | undefined) => StepOutcome<'verificationCode'>,
  ) {
    return step.call({
      activator,
      send,
      outcomeOf,
      onAnswer: (_outcome, response) => {
        if (!response) return;
        const { userName } = response as { userName?: string };
        useFlowStore.getState().update({
          baseResponse: response,
          // A password reset's proven code names the account, shown on the new-password step.
          ...(reset && userName ? { userName } : {}),
        });
      },
      clear: (fields) => {
        if (!fields.includes('verificationCode')) return;
        setCode('');
        touched.untouch('verificationCode');
      },
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    touched.touch('verificationCode');
    if (problem) {
      document.getElementById('verificationCode')?.focus();
      return;
    }
    void run(
      ids.submit,
      () => postValidateVerificationCode(module, { verificationCode: code }),
      (response) => verificationCodeOutcome(response, outcomeTexts, module),
    );
  }

  const resend = () =>
    run(
      ids.resend,
      () => postResendVerificationCode(module),
      (response) => resendCodeOutcome(response, outcomeTexts),
    );

  // A password reset's code goes back to its first step, which may send another code; the
  // contact's first code to the choice of device; a later one to the profile.
  const back = () =>
    reset
      ? step.goTo('full')
      : contactCode
        ? run(
            ids.back,
            () => postBackToDeviceSelectionPage(module),
            (response) => backToDeviceSelectionOutcome(response, outcomeTexts),
          )
        : run(
            ids.back,
            () => postBackToCredentialPage(module),
            (response) => backToCredentialsOutcome(response, outcomeTexts),
          );

  return (
    <div className="registration-step">
      <StepHeading>{text.formatMessage(headingOf(module, channel))}</StepHeading>
      <div className="registration-columns">
        <form className="registration-step__form" noValidate onSubmit={submit}>
          <p>
            {text.formatMessage(codeText.sentTo, {
              contact: sentTo ?? '',
              strong: (words) => <strong className="registration-step__contact">{words}</strong>,
            })}
          </p>
          <p>{text.formatMessage(codeText.expires, { minutes: oneTimeCodeRules.validMinutes })}</p>
          <DigitsField
            id="verificationCode"
            name="verificationCode"
            label={text.formatMessage(codeText.label)}
            type="password"
            autoComplete="one-time-code"
            className="registration-step__short-field"
            maxLength={limits.codeLength}
            value={code}
            required
            error={touched.isTouched('verificationCode') ? problem : null}
            onValueChange={setCode}
            onBlur={() => touched.touch('verificationCode')}
          />
          <p className="registration-step__resend">
            <button
              id={ids.resend}
              type="button"
              className="button button--link"
              disabled={pending}
              onClick={resend}
            >
              {text.formatMessage(codeText.resend)}
            </button>
          </p>
          <ContinueButton
            id={ids.submit}
            disabled={pending}
            back={showsBack ? { id: ids.back, onClick: back } : undefined}
          />
        </form>
        {channel === 'EMAIL' && (
          <div className="registration-side">
            <section className="registration-side__panel" aria-labelledby="no-code-heading">
              <h2 id="no-code-heading" className="registration-side__heading">
                {text.formatMessage(codeText.noCodeHeading)}
              </h2>
              <p>{text.formatMessage(codeText.noCode)}</p>
            </section>
          </div>
        )}
      </div>
    </div>
  );
}
