// What the tests of the step outcomes share (src/web/self-service/*-outcome.test.ts and each
// flow's own): the modules, the texts an outcome is made of, an answer with a status, and
// the alert SESSIONLOCKED always becomes.

import { sessionLockedBody } from '#web/self-service/step-outcome.ts';

export const employee = 'employee-benefits';
export const employer = 'employers';
export const texts = {
  claimUrl: 'https://insurer.example/claims/disability',
  phone: '1-800-555-2273',
};

/** A server answer with this status (and whatever else the call answers). */
export const answer = (code: string, name = `${code} sentence`, extra: object = {}) =>
  ({ status: { code, name }, ...extra }) as never;

export const lockedAlert = {
  kind: 'alert',
  alert: {
    message: 'Locked for 30 minutes.',
    bodyMessage: sessionLockedBody(texts.claimUrl, texts.phone),
    sessionLocked: true,
  },
};
