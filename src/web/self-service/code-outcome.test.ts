import { describe, expect, it } from 'vitest';
import { messages } from '#domain/shared/messages';
import {
  answer,
  employee,
  employer,
  lockedAlert,
  texts,
} from '#tests/support/web/outcome-fixtures';
import {
  backToCredentialsOutcome,
  backToDeviceSelectionOutcome,
  resendCodeOutcome,
  verificationCodeOutcome,
} from './code-outcome.ts';

describe('the verification code answer', () => {
  it('OTPVALID goes on to the review', () => {
    expect(verificationCodeOutcome(answer('OTPVALID'), texts, employee)).toEqual({
      kind: 'goTo',
      screen: 'registrationReview',
    });
  });

  it.each(['OTPINVALID', 'OTPEXPIRED', 'OTPATTEMPTSEXCEEDED'])(
    '%s shows its sentence and clears the code',
    (code) => {
      expect(verificationCodeOutcome(answer(code), texts, employee)).toEqual({
        kind: 'banner',
        notice: { message: `${code} sentence`, variant: 'danger' },
        clear: ['verificationCode'],
      });
    },
  );

  it('a failure clears the code too', () => {
    expect(verificationCodeOutcome(undefined, texts, employee)).toMatchObject({
      notice: { message: messages.genericError },
      clear: ['verificationCode'],
    });
  });
});

describe('the resend answer', () => {
  it('OTPCODESENT is a success banner with its sentence', () => {
    expect(resendCodeOutcome(answer('OTPCODESENT', 'New code sent.'), texts)).toEqual({
      kind: 'banner',
      notice: { message: 'New code sent.', variant: 'success' },
      clear: [],
    });
  });

  it.each(['RESENDTOOSOON', 'RESENDLIMITREACHED'])('%s is a danger banner', (code) => {
    expect(resendCodeOutcome(answer(code), texts)).toMatchObject({
      notice: { variant: 'danger' },
    });
  });
});

describe('going back to the credentials', () => {
  it('SUCCESS goes to the credentials screen; anything else stays with a banner', () => {
    expect(backToCredentialsOutcome(answer('SUCCESS'), texts)).toEqual({
      kind: 'goTo',
      screen: 'selectCredentials',
    });
    expect(backToCredentialsOutcome(answer('STEPNOTALLOWED'), texts)).toMatchObject({
      kind: 'banner',
    });
  });
});

describe('the employer rows of the status table', () => {
  describe('the code', () => {
    it('OTPVALID with EMAIL (the contact proven) goes on to the credentials', () => {
      const valid = answer('OTPVALID', 'Verified.', { selectedValidationOption: 'EMAIL' });
      expect(verificationCodeOutcome(valid, texts, employer)).toEqual({
        kind: 'goTo',
        screen: 'selectCredentials',
      });
    });

    it('OTPVALID with PHONE (the new mobile number proven) goes on to the review', () => {
      const valid = answer('OTPVALID', 'Verified.', { selectedValidationOption: 'PHONE' });
      expect(verificationCodeOutcome(valid, texts, employer)).toEqual({
        kind: 'goTo',
        screen: 'registrationReview',
      });
    });

    it('OTPVALID with EMAIL is the review for an employee', () => {
      const valid = answer('OTPVALID', 'Verified.', { selectedValidationOption: 'EMAIL' });
      expect(verificationCodeOutcome(valid, texts, employee)).toMatchObject({
        screen: 'registrationReview',
      });
    });

    it('SESSIONLOCKED is the locked alert; any other status a banner that clears the code', () => {
      expect(
        verificationCodeOutcome(answer('SESSIONLOCKED', 'Locked for 30 minutes.'), texts, employer),
      ).toEqual(lockedAlert);
      expect(verificationCodeOutcome(answer('OTPINVALID', 'Wrong.'), texts, employer)).toEqual({
        kind: 'banner',
        notice: { message: 'Wrong.', variant: 'danger' },
        clear: ['verificationCode'],
      });
    });

    it("Back on the contact's code goes to the choice of device", () => {
      expect(backToDeviceSelectionOutcome(answer('SUCCESS'), texts)).toEqual({
        kind: 'goTo',
        screen: 'selectVerificationOption',
      });
      expect(backToDeviceSelectionOutcome(answer('STEPNOTALLOWED', 'No.'), texts)).toMatchObject({
        kind: 'banner',
        notice: { message: 'No.' },
      });
    });
  });
});
