import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '#domain/shared/messages';
import { showLanguage } from '#web/language/language-store.ts';
import {
  answer,
  employee,
  employer,
  lockedAlert,
  texts,
} from '#tests/support/web/outcome-fixtures';
import { allPersonalInfoFields, personalInfoOutcome } from './personal-info-outcome.ts';
import { claimInsteadMessage } from './step-outcome.ts';

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

    it('is recognised by its code, whatever the language of its sentence', async () => {
      await act(() => showLanguage('es'));
      const spanish = answer(
        'NOTVALIDATED',
        'No pudimos validar su cuenta con la información proporcionada. Inténtelo de nuevo.',
      );
      expect(personalInfoOutcome(spanish, 0, texts, employee)).toMatchObject({
        notice: {
          message:
            'No podemos verificar su cuenta con la información proporcionada. Inténtelo de nuevo.',
        },
        identityFailures: 1,
      });
      expect(personalInfoOutcome(spanish, 1, texts, employee)).toMatchObject({
        notice: { message: expect.stringContaining('Todavía no podemos verificar su cuenta.') },
        identityFailures: 0,
      });
    });

    it('is not recognised by its sentence under another code', () => {
      expect(
        personalInfoOutcome(answer('SOMETHINGELSE', messages.notValidated), 0, texts, employee),
      ).toMatchObject({ notice: { message: messages.notValidated }, identityFailures: 1 });
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
