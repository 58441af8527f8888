// The employer's verification option step (docs/product/registration.md, screen 3;
// docs/decisions/0012): the invited contact has more than one device on file and chooses which one
// gets the code that proves it is them. The devices are shown masked: the person is not proven yet.

import { type FormEvent, useState } from 'react';
import type { ValidationOption } from '#domain/self-service/self-service-answers';
import { defineMessages, type MessageDescriptor } from '#domain/shared/define-messages';
import { useText } from '#web/language/use-text.ts';
import { postResendVerificationCode } from '#web/self-service/api/resend-verification-code.ts';
import { useFlowStore } from '#web/self-service/flow-store.ts';
import { StepHeading } from '#web/self-service/step-heading.tsx';
import { outcomeTexts, useStepCall } from '#web/self-service/use-step-call.ts';
import { ContinueButton } from '#web/self-service/continue-button.tsx';
import { deviceChoiceOutcome } from './registration-outcomes.ts';

const submitId = 'device-submit';

const deviceText = defineMessages({
  heading: {
    id: 'registration.device.heading',
    defaultMessage: 'Where should we send your verification code?',
  },
  intro: {
    id: 'registration.device.intro',
    defaultMessage:
      'To make sure it is you, we will send a code to a device we have on file for you.',
  },
  legend: {
    id: 'registration.device.legend',
    defaultMessage: 'Send my code to',
    description: 'Names the choice of device; each option is a device and where it is.',
  },
  email: {
    id: 'registration.device.email',
    defaultMessage: 'Email <strong>{contact}</strong>',
    description: '{contact}: the e-mail address on file, masked.',
  },
  phone: {
    id: 'registration.device.phone',
    defaultMessage: 'Mobile Phone (text message) <strong>{contact}</strong>',
    description: '{contact}: the mobile phone number on file, masked.',
  },
});

const deviceLabels: Record<ValidationOption, MessageDescriptor> = {
  EMAIL: deviceText.email,
  PHONE: deviceText.phone,
};

export function DeviceSelectionScreen() {
  const text = useText();
  const step = useStepCall();
  const emailAddress = useFlowStore((state) => state.emailAddress);
  const phoneNumber = useFlowStore((state) => state.phoneNumber);
  const devices = (
    [
      ['EMAIL', emailAddress],
      ['PHONE', phoneNumber],
    ] as const
  ).filter((device): device is [ValidationOption, string] => Boolean(device[1]));
  // The first device is chosen already: Continue always has a choice to send.
  const [choice, setChoice] = useState<ValidationOption | null>(null);
  const chosen = choice ?? devices[0]?.[0] ?? null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!chosen) return;
    await step.call({
      activator: submitId,
      send: () => postResendVerificationCode(step.module, { selectedValidationOption: chosen }),
      outcomeOf: (response) => deviceChoiceOutcome(response, outcomeTexts),
      onAnswer: (outcome, response) => {
        const store = useFlowStore.getState();
        if (response) store.update({ baseResponse: response });
        if (outcome.kind !== 'goTo') return;
        store.update({
          codeChannel: chosen,
          codeStep: 'contactCode',
          ...(response?.emailAddress ? { emailAddress: response.emailAddress } : {}),
          ...(response?.phoneNumber ? { phoneNumber: response.phoneNumber } : {}),
        });
      },
    });
  }

  return (
    <div className="registration-step">
      <StepHeading>{text.formatMessage(deviceText.heading)}</StepHeading>
      <p>{text.formatMessage(deviceText.intro)}</p>
      <form className="registration-step__form" noValidate onSubmit={submit}>
        <fieldset className="registration-choice">
          <legend className="registration-choice__legend">
            {text.formatMessage(deviceText.legend)}
          </legend>
          {devices.map(([option, device]) => (
            <label key={option} className="checkbox registration-choice__option">
              <input
                type="radio"
                name="selectedValidationOption"
                value={option}
                checked={chosen === option}
                onChange={() => setChoice(option)}
              />
              <span>
                {text.formatMessage(deviceLabels[option], {
                  contact: device,
                  strong: (words) => (
                    <strong className="registration-step__contact">{words}</strong>
                  ),
                })}
              </span>
            </label>
          ))}
        </fieldset>
        <ContinueButton id={submitId} disabled={step.pending || !chosen} />
      </form>
    </div>
  );
}
