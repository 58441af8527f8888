// The registration calls of SPEC.md section 7. Every answer is a status; a payload the
// browser should never have sent answers 400 naming the field. The single-sign-on entry is
// the exception: a partner's page posts it as a top-level form, so it answers with a
// redirect to the SSO page or its failure page (decision 0013).

import type { FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountOnFileRequestSchema,
  newPasswordRequestSchema,
} from '#domain/password-reset/password-reset-api';
import {
  credentialInfoSchema,
  type RightSideContent,
  zipCodeRequestSchema,
} from '#domain/registration/registration-api';
import {
  resendCodeRequestSchema,
  transactionRequestSchema,
  validateCustomerRequestSchema,
  verificationCodeRequestSchema,
} from '#domain/self-service/self-service-api';
import {
  type FlowModule,
  type RegistrationModule,
  flowModules,
  passwordResetModule,
} from '#domain/self-service/flow';
import { type Side, isSide } from '#domain/shared/sides';
import { selfServiceStatus } from '#domain/self-service/self-service-status';
import { sendError } from '#server/plugins/errors';
import type { SsoRefusal } from './sso-assertion.ts';
import {
  type Caller,
  type FieldProblem,
  type RegistrationService,
  isFieldProblem,
} from './registration.service.ts';

export interface RegistrationRouteOptions {
  service: RegistrationService;
  /** The modules whose registration is open. */
  modules: RegistrationModule[];
  siteUrl: string;
  phone: string;
  /** The app's base path: redirects are built from it, never from the request. */
  basePath: string;
}

function caller(request: FastifyRequest, module: FlowModule): Caller {
  // The CSRF check has already refused any call without a live session.
  const sessionIdHash = request.session?.idHash ?? '';
  return { sessionIdHash, module, address: request.ip };
}

function reply400(reply: FastifyReply, { problem }: FieldProblem) {
  return sendError(
    reply,
    400,
    'BAD_REQUEST',
    `${problem.field}: ${problem.message}`,
    problem.field,
  );
}

/** What a partner's page posts: one form field. Anything else is refused as missing. */
const ssoEntrySchema = z.nullish(z.object({ assertion: z.optional(z.string()) }));

/**
 * `POST /employee-benefits/registration/sso`: a partner's signed assertion opens this
 * browser's employee registration in SSO mode. It comes cross-site without a session or CSRF
 * token; the assertion, signed and usable once, stands for both. A valid one creates the
 * session when there is none and the 303 sets its cookie.
 */
const ssoEntryRoutes: FastifyPluginAsyncZod<{
  service: RegistrationService;
  pages: { form: string; failure: string };
}> = async (app, { service, pages }) => {
  // A plain HTML form is the one way a partner's page can send the browser here; only this
  // route, in its own plugin context, reads that body type.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  app.post(
    '/employee-benefits/registration/sso',
    {
      // `consumes` tells the OpenAPI document what the parser above takes: a form post.
      schema: { body: ssoEntrySchema, consumes: ['application/x-www-form-urlencoded'] },
      config: { csrfExempt: 'signed-one-time-assertion' },
    },
    async (request, reply) => {
      const refuse = (refusal: { reason: SsoRefusal; partnerId?: string; claim?: string }) => {
        // The reason and partner only: never the token, nor the subject it names.
        request.log.warn(
          { reason: refusal.reason, partner: refusal.partnerId, claim: refusal.claim },
          'SSO assertion refused',
        );
        return reply.redirect(pages.failure, 303);
      };
      try {
        const check = await service.checkSsoAssertion(request.body?.assertion);
        if (check.status === 'refused') return refuse(check);
        await app.sessions.ensure(request, reply);
        const { partnerId } = check.assertion;
        const opened = await service.startSsoRegistration(
          caller(request, 'employee-benefits'),
          check.assertion,
        );
        if (opened === 'replayed') return refuse({ reason: 'replayed', partnerId });
        request.log.info({ partner: partnerId }, 'SSO registration opened');
        return reply.redirect(pages.form, 303);
      } catch (error) {
        // A top-level page load: JSON would be a dead end, the failure page says to try
        // again and whom to call.
        request.log.error({ err: error }, 'request failed');
        return reply.redirect(pages.failure, 303);
      }
    },
  );
};

/** The one-time code calls, the same for every flow that sends a code. */
const codeRoutes: FastifyPluginAsyncZod<{
  service: RegistrationService;
  module: FlowModule;
  base: string;
}> = async (app, { service, module, base }) => {
  app.post(
    `${base}/validateVerificationCode`,
    { schema: { body: verificationCodeRequestSchema } },
    async (request, reply) => {
      const result = await service.validateVerificationCode(
        caller(request, module),
        request.body.verificationCode,
      );
      return isFieldProblem(result) ? reply400(reply, result) : result;
    },
  );

  // The body is optional: only an employer choosing a device sends one.
  app.post(
    `${base}/resendVerificationCode`,
    { schema: { body: z.nullish(resendCodeRequestSchema) } },
    async (request) => service.resendVerificationCode(caller(request, module), request.body ?? {}),
  );
};

/**
 * Password reset of one side (decision 0014), beside the page that starts it
 * (`/<side>/registration/password-reset`): the verify call of the side, then registration's
 * code calls and selectCredentials with SPEC.md's shapes, all in the side's reset module.
 */
const passwordResetRoutes: FastifyPluginAsyncZod<{
  service: RegistrationService;
  side: Side;
}> = async (app, { service, side }) => {
  const module = passwordResetModule(side);
  const base = `/${side}/registration/password-reset`;

  if (side === 'employee-benefits') {
    app.post(
      `${base}/verifyPersonalInfo`,
      { schema: { body: validateCustomerRequestSchema } },
      async (request, reply) => {
        const result = await service.verifyForPasswordReset(caller(request, module), request.body);
        return isFieldProblem(result) ? reply400(reply, result) : result;
      },
    );
  } else {
    app.post(
      `${base}/verifyAccount`,
      { schema: { body: accountOnFileRequestSchema } },
      async (request, reply) => {
        const result = await service.verifyAccountForPasswordReset(
          caller(request, module),
          request.body,
        );
        return isFieldProblem(result) ? reply400(reply, result) : result;
      },
    );
  }

  await app.register(codeRoutes, { service, module, base });

  app.post(
    `${base}/selectCredentials`,
    { schema: { body: newPasswordRequestSchema }, config: { checksPassword: true } },
    async (request, reply) => {
      const result = await service.resetPassword(caller(request, module), request.body);
      return isFieldProblem(result) ? reply400(reply, result) : result;
    },
  );
};

export const registrationRoutes: FastifyPluginAsyncZod<RegistrationRouteOptions> = async (
  app,
  { service, modules, siteUrl, phone, basePath },
) => {
  const rightSideContent: RightSideContent = {
    status: selfServiceStatus('SUCCESS', { phone, lockMinutes: 0, resendWaitSeconds: 0 }),
    heading: 'With your online account you can',
    offers: [
      'Learn about your coverage',
      'Submit and manage absence requests',
      'Download and upload documents',
    ],
    helpDocumentUrl: `${siteUrl}/help/online-registration-guide.pdf`,
    phone,
  };
  app.post('/registration/rightSideContent', async () => rightSideContent);

  app.get(
    '/reload',
    { schema: { querystring: z.object({ module: z.optional(z.enum(flowModules)) }) } },
    async (request) => service.reload(request.session?.idHash ?? '', request.query.module),
  );
  app.get('/back-to-login', async (request) => service.backToLogin(request.session?.idHash ?? ''));

  // Username recovery (SPEC.md section 7): one call, without the registration segment.
  if (modules.includes('employee-benefits')) {
    app.post(
      '/userNameRecovery/verifyPersonalInfo',
      { schema: { body: validateCustomerRequestSchema } },
      async (request, reply) => {
        const result = await service.recoverUserName(
          caller(request, 'userNameRecovery'),
          request.body,
        );
        return isFieldProblem(result) ? reply400(reply, result) : result;
      },
    );
  }

  for (const module of modules) {
    const base = `/${module}/registration`;

    app.post(
      `${base}/verifyPersonalInfo`,
      { schema: { body: validateCustomerRequestSchema } },
      async (request, reply) => {
        const result = await service.verifyPersonalInfo(caller(request, module), request.body);
        return isFieldProblem(result) ? reply400(reply, result) : result;
      },
    );

    app.post(
      `${base}/validateZipCode`,
      { schema: { body: zipCodeRequestSchema } },
      async (request, reply) => {
        const result = await service.validateZipCode(caller(request, module), request.body);
        return isFieldProblem(result) ? reply400(reply, result) : result;
      },
    );

    app.post(
      `${base}/selectCredentials`,
      { schema: { body: credentialInfoSchema }, config: { checksPassword: true } },
      async (request, reply) => {
        const result = await service.selectCredentials(caller(request, module), request.body);
        return isFieldProblem(result) ? reply400(reply, result) : result;
      },
    );

    await app.register(codeRoutes, { service, module, base });

    app.post(`${base}/submit`, { schema: { body: transactionRequestSchema } }, async (request) =>
      service.submit(caller(request, module), request.body.transactionId),
    );

    app.post(
      `${base}/proceedToLogin`,
      { schema: { body: transactionRequestSchema } },
      async (request) =>
        service.proceedToLogin(caller(request, module), request.body.transactionId),
    );

    app.post(`/${module}/backToCredentialPage`, async (request) =>
      service.backToCredentialPage(caller(request, module)),
    );

    app.post(`/${module}/backToDeviceSelectionPage`, async (request) =>
      service.backToDeviceSelectionPage(caller(request, module)),
    );

    if (module === 'employee-benefits') {
      const sso = `${basePath}${base}/sso`;
      await app.register(ssoEntryRoutes, {
        service,
        pages: { form: sso, failure: `${sso}/failure` },
      });
    }

    if (isSide(module)) await app.register(passwordResetRoutes, { service, side: module });

    if (module === 'employers') {
      app.get(
        `${base}/employerInfo/:regid`,
        { schema: { params: z.object({ regid: z.string().check(z.maxLength(64)) }) } },
        async (request, reply) =>
          // It opens a flow, which belongs to a browser session: the page made one.
          request.session
            ? service.employerInfo(caller(request, module), request.params.regid)
            : sendError(reply, 403, 'FORBIDDEN', 'There is no session.'),
      );
    }
  }
};
