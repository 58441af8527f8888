// The registration calls of docs/product/calls.md, for each side under `/<side>/registration`
// (the Back calls one level up, as docs/product/calls.md names them). Every answer is a status; a
// payload the browser should never have sent answers 400 naming the field.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import type { Language } from '#domain/language/language';
import {
  type RightSideContent,
  rightSideOffers,
  rightSideText,
} from '#domain/registration/registration-answers';
import { credentialInfoSchema, zipCodeRequestSchema } from '#domain/registration/registration-api';
import { transactionRequestSchema } from '#domain/self-service/self-service-api';
import type { Side } from '#domain/shared/sides';
import { say } from '#server/language/say';
import { callRefusals } from '#server/plugins/errors';
import { answers } from '#server/plugins/route-answers';
import { answerOrFieldProblem, callerOf } from '#server/self-service/caller';
import { answer } from '#server/self-service/self-service-deps';
import { codeRoutes } from '#server/self-service/code.routes';
import { personalInfoCall } from '#server/self-service/personal-info-call';
import {
  baseResponseSchema,
  credentialsResponseSchema,
  selfServiceResponseSchema,
  submitResponseSchema,
} from '#domain/self-service/self-service-answers';
import { backToDeviceSelectionPage, employerInfo } from './employer-registration.service.ts';
import { type RegistrationDeps, registrationCodeStep } from './registration-deps.ts';
import {
  rightSideContentSchema,
  zipCodeResponseSchema,
} from '#domain/registration/registration-answers';
import { submit } from './registration-submit.service.ts';
import {
  backToCredentialPage,
  proceedToLogin,
  resendVerificationCode,
  selectCredentials,
  validateZipCode,
  verifyPersonalInfo,
} from './registration.service.ts';

export interface RegistrationRouteOptions {
  deps: RegistrationDeps;
  /** The sides whose registration is open. */
  sides: Side[];
  /** The brand's site, where the registration guide is. */
  siteUrl: string;
}

const backResponses = { 200: baseResponseSchema, ...callRefusals };
/** A later step of the flow: out of step unless this session's flow is at it. */
const step = { access: 'session', answers: answers.flowStep } as const;

/**
 * The personal-information call of a side: an employee's opens the flow, an employer's form
 * comes after the invitation (employerInfo) and is out of step without it.
 */
function personalInfoCallOf(side: Side) {
  if (side === 'employee-benefits') return personalInfoCall;
  return { ...personalInfoCall, config: step };
}

export const registrationRoutes: FastifyPluginAsyncZod<RegistrationRouteOptions> = async (
  app,
  { deps, sides, siteUrl },
) => {
  const rightSideContent = (language: Language): RightSideContent => ({
    ...answer(deps, language, 'SUCCESS'),
    heading: say(language, rightSideText.heading),
    offers: rightSideOffers.map((offer) => say(language, offer)),
    helpDocumentUrl: `${siteUrl}/help/online-registration-guide.pdf`,
    phone: deps.phone,
  });
  app.post(
    '/registration/rightSideContent',
    {
      schema: { response: { 200: rightSideContentSchema, ...callRefusals } },
      config: { access: 'session', answers: answers.anySession },
    },
    async (request) => rightSideContent(request.language),
  );

  for (const side of sides) {
    const base = `/${side}/registration`;

    app.post(`${base}/verifyPersonalInfo`, personalInfoCallOf(side), async (request, reply) =>
      answerOrFieldProblem(
        reply,
        await verifyPersonalInfo(deps, callerOf(request, side), request.body),
      ),
    );

    app.post(
      `${base}/validateZipCode`,
      {
        schema: {
          body: zipCodeRequestSchema,
          response: { 200: zipCodeResponseSchema, ...callRefusals },
        },
        config: step,
      },
      async (request, reply) =>
        answerOrFieldProblem(
          reply,
          await validateZipCode(deps, callerOf(request, side), request.body),
        ),
    );

    app.post(
      `${base}/selectCredentials`,
      {
        schema: {
          body: credentialInfoSchema,
          response: { 200: credentialsResponseSchema, ...callRefusals },
        },
        config: { ...step, checksPassword: true },
      },
      async (request, reply) =>
        answerOrFieldProblem(
          reply,
          await selectCredentials(deps, callerOf(request, side), request.body),
        ),
    );

    await app.register(codeRoutes, {
      deps,
      step: registrationCodeStep(side),
      module: side,
      base,
      resend: (caller, request) =>
        resendVerificationCode(deps, { ...caller, module: side }, request),
    });

    app.post(
      `${base}/submit`,
      {
        schema: {
          body: transactionRequestSchema,
          response: { 200: submitResponseSchema, ...callRefusals },
        },
        config: step,
      },
      async (request) => submit(deps, callerOf(request, side), request.body.transactionId),
    );

    app.post(
      `${base}/proceedToLogin`,
      {
        schema: {
          body: transactionRequestSchema,
          response: { 200: submitResponseSchema, ...callRefusals },
        },
        config: step,
      },
      async (request) => proceedToLogin(deps, callerOf(request, side), request.body.transactionId),
    );

    app.post(
      `/${side}/backToCredentialPage`,
      {
        schema: { response: backResponses },
        config: step,
      },
      async (request) => backToCredentialPage(deps, callerOf(request, side)),
    );

    app.post(
      `/${side}/backToDeviceSelectionPage`,
      {
        schema: { response: backResponses },
        config: step,
      },
      async (request) => backToDeviceSelectionPage(deps, callerOf(request, side)),
    );

    if (side === 'employers') {
      app.get(
        `${base}/employerInfo/:regid`,
        {
          schema: {
            params: z.object({ regid: z.string().check(z.maxLength(64)) }),
            response: { 200: selfServiceResponseSchema, ...callRefusals },
          },
          // It opens a flow, which belongs to a browser session: the page made one.
          config: { access: 'session', answers: answers.anySession },
        },
        async (request) => employerInfo(deps, callerOf(request, side), request.params.regid),
      );
    }
  }
};
