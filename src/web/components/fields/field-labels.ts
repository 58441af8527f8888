// The labels the self-service forms share (registration, username recovery, password reset):
// one message each, so a field is named alike on every screen that asks for it.

import { defineMessages } from '#domain/shared/define-messages';

export const fieldLabels = defineMessages({
  firstName: { id: 'self-service.label.firstName', defaultMessage: 'First Name' },
  lastName: { id: 'self-service.label.lastName', defaultMessage: 'Last Name' },
  userName: { id: 'self-service.label.userName', defaultMessage: 'Username' },
  emailAddress: { id: 'self-service.label.emailAddress', defaultMessage: 'Email Address' },
  mobilePhoneNumber: {
    id: 'self-service.label.mobilePhoneNumber',
    defaultMessage: 'Mobile Phone Number',
  },
  password: { id: 'self-service.label.password', defaultMessage: 'Password' },
  passwordRequirements: {
    id: 'self-service.label.passwordRequirements',
    defaultMessage: 'Password requirements',
    description: 'The heading of the checklist of password rules beside the form.',
  },
});
