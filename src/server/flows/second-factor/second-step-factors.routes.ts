// 'Confirm it's you' with the authenticator app or a recovery code (docs/product/second-factor.md),
// under
// /{side}/api/second-step like the one-time code: each try goes through `attemptStep`, so it
// counts against the account's one counter of wrong entries and answers as every method does.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  confirmedSchema,
  confirmWithCodeRequestSchema,
} from '#domain/second-factor/second-factor-answers';
import { sides } from '#domain/shared/sides';
import { recoveryCodesState } from '#server/db/second-factor-repository';
import { findAccountContact } from '#server/db/accounts-repository';
import { apiErrorSchema } from '#server/plugins/errors';
import { queueSecurityNotice } from '#server/self-service/security-notices';
import { checkAppCode } from './authenticator-app.ts';
import { checkRecoveryCode } from './recovery-codes.ts';
import type { SecondFactorDeps } from './second-factor-deps.ts';
import { attemptStep } from './second-step.service.ts';
import { stepAccess, stepCaller } from './second-step.routes.ts';

const refusals = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema } as const;

/**
 * A recovery code of the account, used up as it passes, and the notice that says so with how
 * many are left, in one transaction: a code used is never one nobody was told of.
 */
function recoveryCodeCheck(deps: SecondFactorDeps, accountId: string, typed: string) {
  return async (): Promise<boolean> => {
    const now = deps.clock.now();
    return deps.db.transaction(async (tx) => {
      if (!(await checkRecoveryCode(tx, deps.hashKey, accountId, typed, now))) return false;
      const contact = await findAccountContact(tx, accountId);
      const codes = await recoveryCodesState(tx, accountId);
      if (contact) {
        await queueSecurityNotice(
          tx,
          deps,
          contact,
          { kind: 'recovery-code-used', left: codes.left },
          now,
        );
      }
      return true;
    });
  };
}

export const secondStepFactorRoutes: FastifyPluginAsyncZod<SecondFactorDeps> = async (
  app,
  deps,
) => {
  for (const side of sides) {
    const api = `/${side}/api/second-step`;
    const route = {
      schema: {
        body: confirmWithCodeRequestSchema,
        response: { 200: confirmedSchema, ...refusals },
      },
      config: stepAccess(side, 'password'),
    };

    app.post(`${api}/app`, route, async (request, reply) => {
      const caller = stepCaller(deps, side, request, reply);
      return attemptStep(
        deps,
        caller,
        'app',
        () => checkAppCode(deps, caller.accountId, request.body.code),
        request.body.rememberDevice,
      );
    });

    app.post(`${api}/recovery-code`, route, async (request, reply) => {
      const caller = stepCaller(deps, side, request, reply);
      return attemptStep(
        deps,
        caller,
        'recovery-code',
        recoveryCodeCheck(deps, caller.accountId, request.body.code),
        request.body.rememberDevice,
      );
    });
  }
};
