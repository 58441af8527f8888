// The registration calls of SPEC.md section 7. Every answer is a status; a payload the
// browser should never have sent answers 400 naming the field.

import type { FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  credentialInfoSchema,
  resendCodeRequestSchema,
  type RightSideContent,
  transactionRequestSchema,
  validateCustomerRequestSchema,
  verificationCodeRequestSchema,
  zipCodeRequestSchema,
} from '../../../domain/registration/registration-api.ts';
import type { RegistrationModule } from '../../../domain/registration/registration-flow.ts';
import { registrationStatus } from '../../../domain/registration/registration-status.ts';
import { sendError } from '../../plugins/errors.ts';
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
}

function caller(request: FastifyRequest, module: RegistrationModule): Caller {
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

export const registrationRoutes: FastifyPluginAsyncZod<RegistrationRouteOptions> = async (
  app,
  { service, modules, siteUrl, phone },
) => {
  const rightSideContent: RightSideContent = {
    status: registrationStatus('SUCCESS', { phone, lockMinutes: 0, resendWaitSeconds: 0 }),
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

  app.get('/reload', async (request) => service.reload(request.session?.idHash ?? ''));
  app.get('/back-to-login', async (request) => service.backToLogin(request.session?.idHash ?? ''));

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
      async (request) =>
        service.resendVerificationCode(caller(request, module), request.body ?? {}),
    );

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
