import { describe, expect, it } from 'vitest';
import { startedOver } from '#domain/self-service/flow-record';
import {
  backToCredentials,
  backToDeviceSelection,
  contactIdentityProven,
  credentialsTaken,
  deviceChosen,
  employeeIdentityProven,
  employerContactShown,
  invitationOpened,
  registered,
  zipProven,
} from './registration-record.ts';

const jane = { id: 'member-1', firstName: 'Jane', lastName: 'Doe' };
const pat = {
  firstName: 'Pat',
  lastName: 'Employer',
  email: 'pat.employer@acme.example',
  mobilePhone: '3125550100',
};

describe('an employee registration record', () => {
  it('starts over with the person found, from any open step, and not once completed', () => {
    for (const step of ['personalInfo', 'verification', 'code', 'review'] as const) {
      expect(employeeIdentityProven({ step }, jane)).toEqual({
        ...startedOver,
        step: 'verification',
        ssnLength: 4,
        memberId: 'member-1',
        firstName: 'Jane',
        lastName: 'Doe',
        reservedUserName: null,
        botScore: null,
      });
    }
    expect(employeeIdentityProven({ step: 'completed' }, jane)).toBeNull();
  });

  it('keeps the bot score and a kept user name once the ZIP code matched', () => {
    const evidence = { botScore: 0.9, reservedUserName: 'jdoe' };
    expect(zipProven({ step: 'verification' }, evidence)).toEqual({
      step: 'credentials',
      ...evidence,
    });
    expect(zipProven({ step: 'personalInfo' }, evidence)).toBeNull();
  });

  it('takes the credentials with the e-mail for the code, and starts its sends over', () => {
    const credentials = { userName: 'jdoe', passwordHash: 'argon', email: 'jane@example.com' };
    expect(credentialsTaken('employee-benefits', { step: 'credentials' }, credentials)).toEqual({
      step: 'code',
      ...credentials,
      codeSends: 0,
    });
    expect(credentialsTaken('employee-benefits', { step: 'verification' }, credentials)).toBeNull();
  });

  it('goes back to the credentials from the code or the review, without the code', () => {
    for (const step of ['code', 'review'] as const) {
      expect(backToCredentials('employee-benefits', { step })).toEqual({
        step: 'credentials',
        codeHash: null,
        codeExpiresAt: null,
        codeVerifiedAt: null,
      });
    }
    expect(backToCredentials('employee-benefits', { step: 'verification' })).toBeNull();
  });

  it('keeps the account and drops the password hash once registered, from the review only', () => {
    expect(registered('employee-benefits', { step: 'review' }, 'account-1')).toEqual({
      step: 'completed',
      accountId: 'account-1',
      passwordHash: null,
    });
    expect(registered('employee-benefits', { step: 'code' }, 'account-1')).toBeNull();
  });
});

describe('an employer registration record', () => {
  it('opens at the form, bound to the invited contact, with nothing proven', () => {
    expect(invitationOpened({ id: 'contact-1', firstName: 'Pat', lastName: 'Employer' })).toEqual({
      ...startedOver,
      step: 'personalInfo',
      contactId: 'contact-1',
      firstName: 'Pat',
      lastName: 'Employer',
      codeSends: 0,
      codeSentAt: null,
    });
  });

  it('keeps the devices on file of the proven contact, and has sent no code yet', () => {
    expect(contactIdentityProven({ step: 'personalInfo' }, pat)).toEqual({
      ...startedOver,
      step: 'verification',
      firstName: 'Pat',
      lastName: 'Employer',
      email: 'pat.employer@acme.example',
      phone: '3125550100',
      codeSends: 0,
      codeSentAt: null,
    });
    expect(contactIdentityProven({ step: 'completed' }, pat)).toBeNull();
  });

  it('chooses a device, and goes back to choose again without the code', () => {
    expect(deviceChosen({ step: 'verification' })).toEqual({ step: 'contactCode' });
    expect(deviceChosen({ step: 'credentials' })).toBeNull();
    expect(backToDeviceSelection({ step: 'contactCode' })).toEqual({
      step: 'verification',
      codeHash: null,
      codeExpiresAt: null,
      codeChannel: null,
    });
    expect(backToDeviceSelection({ step: 'code' })).toBeNull();
  });

  it('takes the credentials with the mobile phone for the code', () => {
    expect(
      credentialsTaken(
        'employers',
        { step: 'credentials' },
        { userName: 'pemployer', passwordHash: 'argon', phone: '3125550199' },
      ),
    ).toMatchObject({ step: 'code', phone: '3125550199', codeSends: 0 });
  });

  it('masks the devices on file on reload, and shows the phone the person gave in full', () => {
    const record = { email: 'pat.employer@acme.example', phone: '3125550100' };
    expect(employerContactShown({ ...record, step: 'verification' })).toEqual({
      emailAddress: 'pa**********@acme.example',
      phoneNumber: '(***) ***-0100',
    });
    expect(employerContactShown({ ...record, step: 'contactCode' }).phoneNumber).toBe(
      '(***) ***-0100',
    );
    expect(employerContactShown({ ...record, step: 'code' }).phoneNumber).toBe('3125550100');
    expect(employerContactShown({ step: 'personalInfo', email: null, phone: null })).toEqual({});
  });
});
