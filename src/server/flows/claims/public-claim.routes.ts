// The calls of a disability claim filed without registering (docs/product/public-claim.md), under
// /claims/disability beside its page: the identity check, the receipt's address, and the
// wizard's draft and submission as a logged-in employee has them. A session is needed (the
// page made it, and its CSRF token guards every call); no login.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  draftAnswerSchema,
  receiptEmailRequestSchema,
  saveDraftRequestSchema,
  submitClaimAnswerSchema,
  submitClaimRequestSchema,
} from '#domain/claims/claims-answers';
import { publicClaimModule } from '#domain/claims/public-claim-flow';
import { baseResponseSchema } from '#domain/self-service/self-service-answers';
import type { Language } from '#domain/language/language';
import { defineMessages } from '#domain/shared/define-messages';
import { conflict } from '#domain/shared/outcome';
import { say } from '#server/language/say';
import { apiErrorSchema, callRefusals } from '#server/plugins/errors';
import { sendOutcome } from '#server/plugins/outcome-answers';
import { answers } from '#server/plugins/route-answers';
import { answerOrFieldProblem, callerOf } from '#server/self-service/caller';
import { personalInfoCall } from '#server/self-service/personal-info-call';
import type { SelfServiceDeps } from '#server/self-service/self-service-deps';
import { keepDraft, loadDraft, submitClaim } from './claim-filing.service.ts';
import { type ClaimsDeps } from './claims.service.ts';
import { claimantOf, giveReceiptAddress, verifyClaimant } from './public-claim.service.ts';

const base = `/${publicClaimModule}`;
/** The wizard's calls: out of step until the person is proven and gave an address. */
const wizardStep = { access: 'session', answers: answers.flowStep } as const;
const refusals = { ...callRefusals, 409: apiErrorSchema } as const;

const publicClaimText = defineMessages({
  notYet: {
    id: 'claims.refusal.notYet',
    defaultMessage: 'Please confirm who you are and give an e-mail address first.',
  },
});

/** The wizard's calls before the person is proven and has given an address. */
const notYet = (language: Language) => conflict(say(language, publicClaimText.notYet));

export const publicClaimRoutes: FastifyPluginAsyncZod<{
  selfService: SelfServiceDeps;
  claims: ClaimsDeps;
}> = async (app, { selfService, claims }) => {
  const caller = (request: Parameters<typeof callerOf>[0]) => callerOf(request, publicClaimModule);

  app.post(`${base}/verifyPersonalInfo`, personalInfoCall, async (request, reply) =>
    answerOrFieldProblem(reply, await verifyClaimant(selfService, caller(request), request.body)),
  );

  app.post(
    `${base}/receiptEmail`,
    {
      schema: {
        body: receiptEmailRequestSchema,
        response: { 200: baseResponseSchema, ...callRefusals },
      },
      config: wizardStep,
    },
    async (request, reply) =>
      answerOrFieldProblem(
        reply,
        await giveReceiptAddress(selfService, caller(request), request.body.emailAddress),
      ),
  );

  app.get(
    `${base}/draft`,
    { schema: { response: { 200: draftAnswerSchema, ...refusals } }, config: wizardStep },
    async (request, reply) => {
      const filer = await claimantOf(selfService, caller(request));
      return filer ? loadDraft(claims, filer) : sendOutcome(reply, notYet(request.language));
    },
  );

  app.post(
    `${base}/draft`,
    {
      schema: { body: saveDraftRequestSchema, response: { 200: draftAnswerSchema, ...refusals } },
      config: wizardStep,
    },
    async (request, reply) => {
      const filer = await claimantOf(selfService, caller(request));
      if (!filer) return sendOutcome(reply, notYet(request.language));
      return sendOutcome(reply, await keepDraft(claims, filer, request.body, request.language));
    },
  );

  app.post(
    `${base}/submit`,
    {
      schema: {
        body: submitClaimRequestSchema,
        response: { 200: submitClaimAnswerSchema, ...refusals },
      },
      config: wizardStep,
    },
    async (request, reply) => {
      const filer = await claimantOf(selfService, caller(request), { filed: true });
      if (!filer) return sendOutcome(reply, notYet(request.language));
      return sendOutcome(
        reply,
        await submitClaim(claims, filer, request.body.idempotencyKey, request.language),
      );
    },
  );
};
