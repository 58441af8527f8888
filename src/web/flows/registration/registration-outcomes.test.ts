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
  credentialsOutcome,
  deviceChoiceOutcome,
  employerEntryOutcome,
  invitationAlertText,
  proceedOutcome,
  submitOutcome,
  zipCodeOutcome,
} from './registration-outcomes.ts';

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
        alert: {
          message: invitationAlertText.notFoundHeading.defaultMessage,
          bodyMessage: 'No such invitation.',
        },
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
