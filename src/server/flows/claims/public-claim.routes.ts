// The calls of a disability claim filed without registering (DESIGN.md section 11.6), under
// /claims/disability beside its page: the identity check, the receipt's address, and the
// wizard's draft and submission as a logged-in employee has them. A session is needed (the
// page made it, and its CSRF token guards every call); no login.

import type { FastifyReply } from 'fastify';
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
import { apiErrorSchema, callRefusals, sendError } from '#server/plugins/errors';
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

/** The wizard's calls before the person is proven and has given an address. */
function notYet(reply: FastifyReply) {
  return sendError(
    reply,
    409,
    'CONFLICT',
    'Please confirm who you are and give an e-mail address first.',
  );
}

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
      return filer ? loadDraft(claims, filer) : notYet(reply);
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
      if (!filer) return notYet(reply);
      const kept = await keepDraft(claims, filer, request.body);
      return kept.ok
        ? kept.answer
        : sendError(reply, 400, 'BAD_REQUEST', kept.refusal.message, kept.refusal.field);
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
      if (!filer) return notYet(reply);
      const filed = await submitClaim(claims, filer, request.body.idempotencyKey);
      return filed.ok
        ? filed.answer
        : sendError(reply, 400, 'BAD_REQUEST', filed.refusal.message, filed.refusal.field);
    },
  );
};
