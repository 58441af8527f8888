// The personal-information form's call (verifyPersonalInfo, docs/product/calls.md), the same in
// employee and employer registration, username recovery and the employee's password reset:
// the body it takes, the answers it gives, and the session it runs in. Each flow adds it
// under its own path with its own handler.

import { validateCustomerRequestSchema } from '#domain/self-service/self-service-api';
import { callRefusals } from '#server/plugins/errors';
import { answers } from '#server/plugins/route-answers';
import { personalInfoResponseSchema } from '#domain/self-service/self-service-answers';

export const personalInfoCall = {
  schema: {
    body: validateCustomerRequestSchema,
    response: { 200: personalInfoResponseSchema, ...callRefusals },
  },
  config: { access: 'session', answers: answers.anySession },
} as const;
