import { describe, expect, it } from 'vitest';
import { claimInsteadMessage, sessionLockedBody } from '#domain/self-service/self-service-status';
import { messages } from '#domain/shared/messages';
import {
  allPersonalInfoFields,
  backToCredentialsOutcome,
  backToDeviceSelectionOutcome,
  credentialsOutcome,
  deviceChoiceOutcome,
  employerEntryOutcome,
  invitationNotFoundHeading,
  personalInfoOutcome,
  proceedOutcome,
  resendCodeOutcome,
  submitOutcome,
  verificationCodeOutcome,
  zipCodeOutcome,
} from './registration-outcomes.ts';

const employee = 'employee-benefits';
const employer = 'employers';
const texts = { claimUrl: 'https://insurer.example/claims/disability', phone: '1-800-555-2273' };
const answer = (code: string, name = `${code} sentence`, extra: object = {}) =>
  ({ status: { code, name }, ...extra }) as never;

const lockedAlert = {
  kind: 'alert',
  alert: {
    message: 'Locked for 30 minutes.',
    bodyMessage: sessionLockedBody(texts.claimUrl, texts.phone),
    sessionLocked: true,
  },
};

describe('the personal-information answer', () => {
  it.each(['NOTREGISTERED', 'SUCCESS'])('%s goes on to the verification option step', (code) => {
    expect(personalInfoOutcome(answer(code), 1, texts, employee)).toEqual({
      kind: 'goTo',
      screen: 'selectVerificationOption',
      identityFailures: 0,
    });
  });

  it('ALREADYREGISTERED goes to the login page with a danger banner', () => {
    expect(
      personalInfoOutcome(answer('ALREADYREGISTERED', 'Please log in.'), 0, texts, employee),
    ).toEqual({
      kind: 'login',
      notice: { message: 'Please log in.', variant: 'danger' },
      identityFailures: 0,
    });
  });

  it('MULTIPLECLIENTS asks for all 9 digits and clears every field', () => {
    expect(
      personalInfoOutcome(answer('MULTIPLECLIENTS', 'More than one.'), 0, texts, employee),
    ).toEqual({
      kind: 'banner',
      notice: { message: 'More than one.', variant: 'danger' },
      clear: allPersonalInfoFields,
      ssnLength: 9,
      identityFailures: 0,
    });
  });

  it('SSNAVAILABLE goes back to the last 4 digits and clears every field', () => {
    expect(
      personalInfoOutcome(answer('SSNAVAILABLE', 'No match.'), 0, texts, employee),
    ).toMatchObject({
      kind: 'banner',
      notice: { message: 'No match.', variant: 'danger' },
      clear: allPersonalInfoFields,
      ssnLength: 4,
    });
  });

  it('AGEELIGIBILITYFAILED clears the date of birth only', () => {
    expect(
      personalInfoOutcome(answer('AGEELIGIBILITYFAILED', 'Too young.'), 0, texts, employee),
    ).toEqual({
      kind: 'banner',
      notice: { message: 'Too young.', variant: 'danger' },
      clear: ['dateOfBirth'],
      identityFailures: 0,
    });
  });

  it('SESSIONLOCKED is a blocking alert offering the online claim and the phone number', () => {
    expect(
      personalInfoOutcome(answer('SESSIONLOCKED', 'Locked for 30 minutes.'), 2, texts, employee),
    ).toEqual({ ...lockedAlert, identityFailures: 2 });
  });

  it('USERLOCKED is an alert with the status name', () => {
    expect(personalInfoOutcome(answer('USERLOCKED', 'Locked.'), 0, texts, employee)).toEqual({
      kind: 'alert',
      alert: { message: 'Locked.' },
      identityFailures: 0,
    });
  });

  describe('not validated', () => {
    const notValidated = answer('NOTVALIDATED', messages.notValidated);

    it('the first time says we cannot verify the account', () => {
      expect(personalInfoOutcome(notValidated, 0, texts, employee)).toEqual({
        kind: 'banner',
        notice: { message: messages.cannotVerify, variant: 'danger' },
        clear: [],
        identityFailures: 1,
      });
    });

    it('the second time in a row offers the online claim instead, and the count starts again', () => {
      expect(personalInfoOutcome(notValidated, 1, texts, employee)).toEqual({
        kind: 'banner',
        notice: { message: claimInsteadMessage(texts.claimUrl), variant: 'danger' },
        clear: [],
        identityFailures: 0,
      });
    });

    it('is recognised by its sentence, as SPEC.md says', () => {
      expect(
        personalInfoOutcome(answer('SOMETHINGELSE', messages.notValidated), 0, texts, employee),
      ).toMatchObject({ notice: { message: messages.cannotVerify } });
    });
  });

  it('any other status shows the server sentence and counts as a failure', () => {
    expect(
      personalInfoOutcome(answer('STEPNOTALLOWED', 'Start again.'), 1, texts, employee),
    ).toEqual({
      kind: 'banner',
      notice: { message: 'Start again.', variant: 'danger' },
      clear: [],
      identityFailures: 2,
    });
  });

  it('a failed call or a missing status shows the generic message', () => {
    const generic = {
      kind: 'banner',
      notice: { message: messages.genericError, variant: 'danger' },
      clear: [],
      identityFailures: 1,
    };
    expect(personalInfoOutcome(undefined, 1, texts, employee)).toEqual(generic);
    expect(personalInfoOutcome({} as never, 1, texts, employee)).toEqual(generic);
    expect(personalInfoOutcome(answer(''), 1, texts, employee)).toEqual(generic);
  });
});

describe('the ZIP answer', () => {
  it('VALID goes on to the credentials', () => {
    expect(zipCodeOutcome(answer('VALID'), texts)).toEqual({
      kind: 'goTo',
      screen: 'selectCredentials',
    });
  });

  it('VALID_USERNAME_EXIST goes on with a success banner and the kept user name', () => {
    expect(
      zipCodeOutcome(answer('VALID_USERNAME_EXIST', 'Verified.', { userName: 'slegacy' }), texts),
    ).toEqual({
      kind: 'goTo',
      screen: 'selectCredentials',
      notice: { message: 'Verified.', variant: 'success' },
      reservedUserName: 'slegacy',
    });
  });

  it('SESSIONLOCKED is the locked alert', () => {
    expect(zipCodeOutcome(answer('SESSIONLOCKED', 'Locked for 30 minutes.'), texts)).toEqual(
      lockedAlert,
    );
  });

  it.each(['ZIPNOTVALID', 'BOTCHECKFAILED', 'STEPNOTALLOWED'])(
    '%s shows its sentence in a danger banner',
    (code) => {
      expect(zipCodeOutcome(answer(code), texts)).toEqual({
        kind: 'banner',
        notice: { message: `${code} sentence`, variant: 'danger' },
        clear: [],
      });
    },
  );
});

describe('the credentials answer', () => {
  it('OTPCODESENT goes on to the code screen', () => {
    expect(credentialsOutcome(answer('OTPCODESENT'), texts, employee)).toEqual({
      kind: 'goTo',
      screen: 'verificationCodeSent',
    });
  });

  it('USERIDNOTAVAILABLE clears the user name', () => {
    expect(credentialsOutcome(answer('USERIDNOTAVAILABLE', 'Taken.'), texts, employee)).toEqual({
      kind: 'banner',
      notice: { message: 'Taken.', variant: 'danger' },
      clear: ['userName'],
    });
  });

  it('any other status, and a failure, clears both password fields', () => {
    expect(
      credentialsOutcome(answer('PASSWORDNOTALLOWED', 'Too common.'), texts, employee),
    ).toEqual({
      kind: 'banner',
      notice: { message: 'Too common.', variant: 'danger' },
      clear: ['password', 'confirmPassword'],
    });
    expect(credentialsOutcome(undefined, texts, employee)).toEqual({
      kind: 'banner',
      notice: { message: messages.genericError, variant: 'danger' },
      clear: ['password', 'confirmPassword'],
    });
  });

  it('SESSIONLOCKED is the locked alert', () => {
    expect(
      credentialsOutcome(answer('SESSIONLOCKED', 'Locked for 30 minutes.'), texts, employee),
    ).toEqual(lockedAlert);
  });
});

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

describe('the submit answer', () => {
  it('SUCCESS goes on to the confirmation', () => {
    expect(submitOutcome(answer('SUCCESS'), texts)).toEqual({
      kind: 'goTo',
      screen: 'confirmation',
    });
  });

  it('SESSIONLOCKED is the locked alert, anything else a banner', () => {
    expect(submitOutcome(answer('SESSIONLOCKED', 'Locked for 30 minutes.'), texts)).toEqual(
      lockedAlert,
    );
    expect(submitOutcome(answer('STEPNOTALLOWED', 'Not now.'), texts)).toMatchObject({
      kind: 'banner',
      notice: { message: 'Not now.' },
    });
  });
});

describe('the proceed-to-login answer', () => {
  it('follows a redirect URL', () => {
    expect(
      proceedOutcome(
        answer('SUCCESS', 'Done.', { redirectUrl: '/auth/employee-benefits/login' }),
        texts,
      ),
    ).toEqual({ kind: 'redirect', url: '/auth/employee-benefits/login' });
  });

  it('without one, SESSIONLOCKED is the alert and any other status a banner', () => {
    expect(proceedOutcome(answer('SESSIONLOCKED', 'Locked for 30 minutes.'), texts)).toEqual(
      lockedAlert,
    );
    expect(proceedOutcome(answer('STEPNOTALLOWED', 'Not now.'), texts)).toMatchObject({
      kind: 'banner',
      notice: { message: 'Not now.' },
    });
  });
});

describe('the employer rows of the status table', () => {
  describe('personal information', () => {
    it('SUCCESS (several devices on file) goes on to choosing one', () => {
      expect(personalInfoOutcome(answer('SUCCESS'), 1, texts, employer)).toEqual({
        kind: 'goTo',
        screen: 'selectVerificationOption',
        identityFailures: 0,
      });
    });

    it('OTPCODESENT (the code went to the only device) goes on to the code screen', () => {
      expect(personalInfoOutcome(answer('OTPCODESENT'), 0, texts, employer)).toEqual({
        kind: 'goTo',
        screen: 'verificationCodeSent',
        identityFailures: 0,
      });
    });

    it('OTPCODESENT is no step on for an employee', () => {
      expect(personalInfoOutcome(answer('OTPCODESENT', 'Sent.'), 0, texts, employee)).toMatchObject(
        { kind: 'banner', notice: { message: 'Sent.' } },
      );
    });

    it('NOTREGISTERED is no step on for an employer', () => {
      expect(
        personalInfoOutcome(answer('NOTREGISTERED', 'New.'), 0, texts, employer),
      ).toMatchObject({ kind: 'banner', notice: { message: 'New.' } });
    });

    it('ALREADYREGISTERED goes to the login page with a danger banner', () => {
      expect(
        personalInfoOutcome(answer('ALREADYREGISTERED', 'Log in.'), 0, texts, employer),
      ).toEqual({
        kind: 'login',
        notice: { message: 'Log in.', variant: 'danger' },
        identityFailures: 0,
      });
    });

    it('not validated: "cannot verify" first, as for employees', () => {
      expect(
        personalInfoOutcome(answer('NOTVALIDATED', messages.notValidated), 0, texts, employer),
      ).toEqual({
        kind: 'banner',
        notice: { message: messages.cannotVerify, variant: 'danger' },
        clear: [],
        identityFailures: 1,
      });
    });

    it('AGEELIGIBILITYFAILED clears the date of birth', () => {
      expect(
        personalInfoOutcome(answer('AGEELIGIBILITYFAILED', 'Too young.'), 0, texts, employer),
      ).toMatchObject({ kind: 'banner', clear: ['dateOfBirth'] });
    });

    it('USERLOCKED is an alert, SESSIONLOCKED the locked alert', () => {
      expect(personalInfoOutcome(answer('USERLOCKED', 'Locked.'), 0, texts, employer)).toEqual({
        kind: 'alert',
        alert: { message: 'Locked.' },
        identityFailures: 0,
      });
      expect(
        personalInfoOutcome(answer('SESSIONLOCKED', 'Locked for 30 minutes.'), 0, texts, employer),
      ).toEqual({ ...lockedAlert, identityFailures: 0 });
    });

    it('STEPNOTALLOWED (no invitation opened) shows the server sentence', () => {
      expect(
        personalInfoOutcome(answer('STEPNOTALLOWED', 'Start again.'), 0, texts, employer),
      ).toEqual({
        kind: 'banner',
        notice: { message: 'Start again.', variant: 'danger' },
        clear: [],
        identityFailures: 1,
      });
    });
  });

  describe('the choice of device', () => {
    it('OTPCODESENT goes on to the code screen', () => {
      expect(deviceChoiceOutcome(answer('OTPCODESENT'), texts)).toEqual({
        kind: 'goTo',
        screen: 'verificationCodeSent',
      });
    });

    it('RESENDTOOSOON shows its sentence; SESSIONLOCKED is the locked alert', () => {
      expect(deviceChoiceOutcome(answer('RESENDTOOSOON', 'Wait.'), texts)).toEqual({
        kind: 'banner',
        notice: { message: 'Wait.', variant: 'danger' },
        clear: [],
      });
      expect(deviceChoiceOutcome(answer('SESSIONLOCKED', 'Locked for 30 minutes.'), texts)).toEqual(
        lockedAlert,
      );
    });
  });

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

  describe('the credentials', () => {
    it('USERIDAVAILABLE goes on to the code screen (the code went by SMS)', () => {
      expect(credentialsOutcome(answer('USERIDAVAILABLE'), texts, employer)).toEqual({
        kind: 'goTo',
        screen: 'verificationCodeSent',
      });
    });

    it('USERIDAVAILABLE is no step on for an employee, nor OTPCODESENT for an employer', () => {
      expect(credentialsOutcome(answer('USERIDAVAILABLE'), texts, employee)).toMatchObject({
        kind: 'banner',
      });
      expect(credentialsOutcome(answer('OTPCODESENT'), texts, employer)).toMatchObject({
        kind: 'banner',
      });
    });

    it('USERIDNOTAVAILABLE clears the user name; other statuses the passwords', () => {
      expect(credentialsOutcome(answer('USERIDNOTAVAILABLE'), texts, employer)).toMatchObject({
        clear: ['userName'],
      });
      expect(credentialsOutcome(answer('PASSWORDNOTALLOWED'), texts, employer)).toMatchObject({
        clear: ['password', 'confirmPassword'],
      });
      expect(
        credentialsOutcome(answer('SESSIONLOCKED', 'Locked for 30 minutes.'), texts, employer),
      ).toEqual(lockedAlert);
    });
  });

  describe('the invitation link', () => {
    it("SUCCESS starts the registration with the contact's names", () => {
      const opened = answer('SUCCESS', 'Done.', {
        firstName: 'Pat',
        lastName: 'Employer',
        transactionId: 'tx-1',
      });
      expect(employerEntryOutcome(opened)).toEqual({
        kind: 'goTo',
        screen: 'full',
        names: { firstName: 'Pat', lastName: 'Employer' },
      });
    });

    it('USERNOTFOUND is an alert with the status name as its body', () => {
      expect(employerEntryOutcome(answer('USERNOTFOUND', 'No such invitation.'))).toEqual({
        kind: 'alert',
        alert: { message: invitationNotFoundHeading, bodyMessage: 'No such invitation.' },
      });
    });

    it('any other status still starts the registration, without names', () => {
      expect(employerEntryOutcome(answer('STEPNOTALLOWED'))).toEqual({
        kind: 'goTo',
        screen: 'full',
        names: null,
      });
    });

    it('a failed call, or no status, is the generic banner', () => {
      const generic = {
        kind: 'banner',
        notice: { message: messages.genericError, variant: 'danger' },
      };
      expect(employerEntryOutcome(undefined)).toEqual(generic);
      expect(employerEntryOutcome({} as never)).toEqual(generic);
    });
  });
});

describe('the username recovery rows of the status table', () => {
  const recovery = 'userNameRecovery';

  it('USERNAME_AVAILABLE hands on the user name found', () => {
    expect(
      personalInfoOutcome(
        answer('USERNAME_AVAILABLE', 'We found your account.', { userName: 'rrecall' }),
        1,
        texts,
        recovery,
      ),
    ).toEqual({ kind: 'userNameFound', userName: 'rrecall', identityFailures: 0 });
  });

  it('USERNAME_AVAILABLE without a name is only the sentence', () => {
    expect(
      personalInfoOutcome(answer('USERNAME_AVAILABLE', 'Found.'), 0, texts, recovery),
    ).toMatchObject({ kind: 'banner', notice: { message: 'Found.' } });
  });

  it('USERNAME_AVAILABLE is no step on in a registration', () => {
    expect(
      personalInfoOutcome(
        answer('USERNAME_AVAILABLE', 'Found.', { userName: 'x' }),
        0,
        texts,
        employee,
      ),
    ).toMatchObject({ kind: 'banner', notice: { message: 'Found.' } });
  });

  it.each(['NOTREGISTERED', 'SUCCESS', 'OTPCODESENT'])('%s is no step on in recovery', (code) => {
    expect(personalInfoOutcome(answer(code, 'No.'), 0, texts, recovery)).toMatchObject({
      kind: 'banner',
      notice: { message: 'No.' },
    });
  });

  it('not validated twice: "cannot verify", then the online claim, as in registration', () => {
    const notValidated = answer('NOTVALIDATED', messages.notValidated);
    expect(personalInfoOutcome(notValidated, 0, texts, recovery)).toEqual({
      kind: 'banner',
      notice: { message: messages.cannotVerify, variant: 'danger' },
      clear: [],
      identityFailures: 1,
    });
    expect(personalInfoOutcome(notValidated, 1, texts, recovery)).toEqual({
      kind: 'banner',
      notice: { message: claimInsteadMessage(texts.claimUrl), variant: 'danger' },
      clear: [],
      identityFailures: 0,
    });
  });

  it('SESSIONLOCKED, USERLOCKED and AGEELIGIBILITYFAILED as in registration', () => {
    expect(
      personalInfoOutcome(answer('SESSIONLOCKED', 'Locked for 30 minutes.'), 0, texts, recovery),
    ).toEqual({ ...lockedAlert, identityFailures: 0 });
    expect(personalInfoOutcome(answer('USERLOCKED', 'Locked.'), 0, texts, recovery)).toEqual({
      kind: 'alert',
      alert: { message: 'Locked.' },
      identityFailures: 0,
    });
    expect(
      personalInfoOutcome(answer('AGEELIGIBILITYFAILED', 'Too young.'), 0, texts, recovery),
    ).toEqual({
      kind: 'banner',
      notice: { message: 'Too young.', variant: 'danger' },
      clear: ['dateOfBirth'],
      identityFailures: 0,
    });
  });

  it('MULTIPLECLIENTS asks for all 9 digits, as in registration', () => {
    expect(
      personalInfoOutcome(answer('MULTIPLECLIENTS', 'More than one.'), 0, texts, recovery),
    ).toMatchObject({ kind: 'banner', clear: allPersonalInfoFields, ssnLength: 9 });
  });
});
