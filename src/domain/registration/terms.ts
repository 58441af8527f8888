// The terms and conditions of the review screen (docs/product/registration.md, screen 6),
// versioned: the account records the version it accepted. Each is shown in the page's
// language; a translation says the same as the English of its version.

import { defineMessages, type MessageDescriptor } from '#domain/shared/define-messages';

export interface Terms {
  version: string;
  title: MessageDescriptor;
  paragraphs: MessageDescriptor[];
}

const employeeText = defineMessages({
  title: {
    id: 'registration.terms.employee.title',
    defaultMessage: 'Terms and conditions for employees',
  },
  scope: {
    id: 'registration.terms.employee.scope',
    defaultMessage:
      'These terms govern your use of the online benefits account that your employer offers through us. By submitting, you agree to them.',
    description:
      'Terms of version employee-2026-01: the same as the English, word for word in meaning.',
  },
  data: {
    id: 'registration.terms.employee.data',
    defaultMessage:
      'To set up and protect your account we collect and keep the following personal data: your first and last name, your Social Security Number (only in a protected, non-reversible form), your date of birth, your e-mail address and your ZIP code.',
    description:
      'Terms of version employee-2026-01: the same as the English, word for word in meaning.',
  },
  use: {
    id: 'registration.terms.employee.use',
    defaultMessage:
      'We use this data to confirm your identity against the records your employer provides, to send you one-time codes and notices about your account, and to show you your coverage, claims, leave and payments. We do not sell it.',
    description:
      'Terms of version employee-2026-01: the same as the English, word for word in meaning.',
  },
  secrecy: {
    id: 'registration.terms.employee.secrecy',
    defaultMessage:
      'Keep your user name and password to yourself. Tell us at once if you think someone else knows them. We will never ask for your password by phone or e-mail.',
    description:
      'Terms of version employee-2026-01: the same as the English, word for word in meaning.',
  },
  locking: {
    id: 'registration.terms.employee.locking',
    defaultMessage:
      'We may lock your account after repeated unsuccessful attempts to log in or to prove your identity, to protect you. You can unlock it by resetting your password or by calling us.',
    description:
      'Terms of version employee-2026-01: the same as the English, word for word in meaning.',
  },
  summary: {
    id: 'registration.terms.employee.summary',
    defaultMessage:
      'Information shown online is a summary. Your group policy and certificate set out the complete terms of your coverage.',
    description:
      'Terms of version employee-2026-01: the same as the English, word for word in meaning.',
  },
});

const employerText = defineMessages({
  title: {
    id: 'registration.terms.employer.title',
    defaultMessage: 'Terms and conditions for employers',
  },
  scope: {
    id: 'registration.terms.employer.scope',
    defaultMessage:
      'These terms govern the online account your organisation uses to administer its group benefits with us. By submitting, you agree to them on your organisation’s behalf.',
    description:
      'Terms of version employer-2026-01: the same as the English, word for word in meaning.',
  },
  data: {
    id: 'registration.terms.employer.data',
    defaultMessage:
      'To set up and protect your account we collect and keep the following personal data about you: your name, your date of birth and your e-mail address.',
    description:
      'Terms of version employer-2026-01: the same as the English, word for word in meaning.',
  },
  employeeData: {
    id: 'registration.terms.employer.employeeData',
    defaultMessage:
      'Through this account you will see personal data of your employees. You may use it only for your human resources and benefits administration duties, share it only with people who need it for those duties, and must keep it confidential.',
    description:
      'Terms of version employer-2026-01: the same as the English, word for word in meaning.',
  },
  secrecy: {
    id: 'registration.terms.employer.secrecy',
    defaultMessage:
      'Keep your user name and password to yourself and tell us at once if you think someone else knows them.',
    description:
      'Terms of version employer-2026-01: the same as the English, word for word in meaning.',
  },
});

export const employeeTerms: Terms = {
  version: 'employee-2026-01',
  title: employeeText.title,
  paragraphs: [
    employeeText.scope,
    employeeText.data,
    employeeText.use,
    employeeText.secrecy,
    employeeText.locking,
    employeeText.summary,
  ],
};

export const employerTerms: Terms = {
  version: 'employer-2026-01',
  title: employerText.title,
  paragraphs: [
    employerText.scope,
    employerText.data,
    employerText.employeeData,
    employerText.secrecy,
  ],
};
