// Every text of docs/product/ that both the browser and the server need, quoted exactly, as
// messages of the shell's catalog (lang/shell/). A screen formats `sharedText` and `fieldText`
// in the page's language, the server in the request's; `messages` is the English of
// `sharedText`, for the code that speaks English only so far
// (docs/product/languages.md#what-speaks-spanish).

import { defineMessages, type MessageDescriptor } from './define-messages.ts';

function englishOf<Names extends string>(
  descriptors: Record<Names, MessageDescriptor>,
): Record<Names, string> {
  const english = {} as Record<Names, string>;
  for (const name of Object.keys(descriptors) as Names[]) {
    english[name] = descriptors[name].defaultMessage;
  }
  return english;
}

export const sharedText = defineMessages({
  genericError: {
    id: 'shell.genericError',
    defaultMessage: 'It looks like something went wrong on our end. Please try again.',
  },
  sessionTimeoutTitle: { id: 'shell.sessionTimeoutTitle', defaultMessage: 'Session Timeout' },
  sessionTimeoutBody: {
    id: 'shell.sessionTimeoutBody',
    defaultMessage: 'Due to inactivity on the page, your session has expired.',
  },
  accountLocked: { id: 'shell.accountLocked', defaultMessage: 'Your account is locked.' },
  pageNotFound: { id: 'shell.pageNotFound', defaultMessage: 'Page not found' },
  cookieNotice: {
    id: 'shell.cookieNotice',
    defaultMessage:
      'We use performance and functionality cookies to provide a more personalized experience on our site.',
  },
  allFieldsRequired: { id: 'shell.allFieldsRequired', defaultMessage: 'All fields are required.' },
  registrationCompleted: {
    id: 'shell.registrationCompleted',
    defaultMessage: 'Your registration is completed!',
  },
  codeSent: {
    id: 'shell.codeSent',
    defaultMessage: 'We sent you a verification code.',
    description:
      "The employer's code screen heading (docs/product/registration.md, screen 4), and the name of the OTPCODESENT status.",
  },
  notValidated: {
    id: 'shell.notValidated',
    defaultMessage:
      'We could not validate your account based on the information provided. Please try again.',
    description: "The server's not-validated sentence (docs/product/self-service.md).",
  },
  cannotVerify: {
    id: 'shell.cannotVerify',
    defaultMessage:
      'We cannot verify your account based on the information provided. Please try again.',
    description:
      'What the browser shows for the first not-validated answer in a row (docs/product/self-service.md).',
  },
  supportHours: {
    id: 'shell.supportHours',
    defaultMessage: "We're available to help Monday to Friday, 7am to 7pm CST.",
    description: 'When the call centre answers: said wherever the portal sends someone to call.',
  },
  defaultAlertBody: {
    id: 'shell.defaultAlertBody',
    defaultMessage:
      "Please call {phone} for assistance. We're available to help Monday to Friday, 7am to 7pm CST.",
  },
});

/** Field messages of docs/product/field-rules.md. */
export const fieldText = defineMessages({
  firstName: { id: 'shell.field.firstName', defaultMessage: 'Please enter a valid first name.' },
  lastName: { id: 'shell.field.lastName', defaultMessage: 'Please enter a valid last name.' },
  dateOfBirth: {
    id: 'shell.field.dateOfBirth',
    defaultMessage: 'Please enter the date of birth as MM/DD/YYYY (e.g. 05/01/1952).',
  },
  ssnLast4: {
    id: 'shell.field.ssnLast4',
    defaultMessage: 'Please enter the last 4 digits of Social Security Number or TIN.',
  },
  ssnFull: {
    id: 'shell.field.ssnFull',
    defaultMessage: 'Please enter full Social Security Number or TIN.',
  },
  clientId: { id: 'shell.field.clientId', defaultMessage: 'Please enter a valid Client ID.' },
  policyAccountNo: {
    id: 'shell.field.policyAccountNo',
    defaultMessage: 'Please enter a valid policy or account number.',
  },
  phoneNumber: {
    id: 'shell.field.phoneNumber',
    defaultMessage: 'Please enter a valid mobile phone number.',
  },
  emailAddress: {
    id: 'shell.field.emailAddress',
    defaultMessage: 'Please enter a valid email address.',
  },
  userName: { id: 'shell.field.userName', defaultMessage: 'Please enter a valid user name.' },
  password: { id: 'shell.field.password', defaultMessage: 'Please enter a valid password.' },
  confirmPassword: {
    id: 'shell.field.confirmPassword',
    defaultMessage: 'Please re-enter new password.',
  },
  passwordsDoNotMatch: {
    id: 'shell.field.passwordsDoNotMatch',
    defaultMessage: 'Passwords entered do not match.',
  },
  zipCode: { id: 'shell.field.zipCode', defaultMessage: 'Please enter a valid zip code.' },
  verificationCode: {
    id: 'shell.field.verificationCode',
    defaultMessage: 'Please enter a valid code.',
  },
  phoneHint: {
    id: 'shell.field.phoneHint',
    defaultMessage: 'Please enter your Mobile phone number with ten digits',
  },
});

export const messages = englishOf(sharedText);
