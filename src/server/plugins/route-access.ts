// Enforces the access each route declares in its config (route-config.ts), after the session
// look-up and the CSRF check: 'session' answers 403 without a live session, `{ login: role }`
// answers 401 unless the session is logged in to an account of that role and its second step
// has gone as far as the route needs: 'Confirm it's you' first. 'none' and
// 'visitor' pass; session.ts skips the look-up for 'none'.
//
// The one look-up of the account gives the route its caller, `request.caller`: the employee
// with member and client, or the employer with client, of a `{ login: role }` route; nobody on
// any other. No handler reads the session's account or looks it up again.

import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  confirmedRecently,
  recentStepRefusal,
  secondStepAllows,
  secondStepRefusal,
} from '#domain/second-factor/second-factor-rules';
import type { Clock } from '#domain/shared/clock';
import { notFound, type Outcome } from '#domain/shared/outcome';
import {
  type EmployeeLogin,
  type EmployerLogin,
  findLogin,
  type Login,
  roleOfLogin,
} from '#server/db/accounts-repository';
import type { Database } from '#server/db/client';
import { sendError } from './errors.ts';

/** Who calls a route: the login its access let through, or nobody on a route without one. */
export type RequestCaller = { kind: 'nobody' } | Login;

declare module 'fastify' {
  interface FastifyRequest {
    caller: RequestCaller;
  }
}

/** The login behind a `{ login: role }` route: route access let no call through without one. */
export function loginOf(caller: RequestCaller): Login {
  if (caller.kind === 'nobody') throw new Error('A call that needs a login came without one');
  return caller;
}

/**
 * The employee and census member behind a `{ login: 'employee' }` route; undefined for an
 * account the census does not list, which has no claims.
 */
export function employeeWithMember(caller: RequestCaller): EmployeeLogin | undefined {
  return caller.kind === 'employee' ? caller : undefined;
}

/**
 * The employer and client behind a `{ login: 'employer' }` route; undefined for an employer
 * account no HR contact stands behind (an operator's), which reads nothing.
 */
export function employerWithClient(caller: RequestCaller): EmployerLogin | undefined {
  return caller.kind === 'employer' ? caller : undefined;
}

/** The employer behind the session, and the address the call came from, for the audit. */
export interface EmployerCaller {
  employer: EmployerLogin;
  address: string;
}

/**
 * The outcome of a call as the employer behind the request: route access let only employer
 * logins through; one no HR contact stands behind (an operator's) reads nothing, and its calls
 * answer 404.
 */
export async function asEmployer<Answer>(
  request: FastifyRequest,
  call: (caller: EmployerCaller) => Promise<Outcome<Answer>>,
): Promise<Outcome<Answer>> {
  const employer = employerWithClient(request.caller);
  return employer ? call({ employer, address: request.ip }) : notFound();
}

const nobody: RequestCaller = Object.freeze({ kind: 'nobody' });

const unconfirmed = { confirmedAt: null, confirmedWith: null };

async function routeAccessPlugin(
  app: FastifyInstance,
  { db, clock }: { db: Database; clock: Clock },
) {
  // Declared without a value: the hook below sets every request's caller before its handler.
  app.decorateRequest('caller');
  app.addHook('onRequest', async (request, reply) => {
    request.caller = nobody;
    // A 404 handler is no route and declares nothing: it stands where the page would be.
    const access = request.routeOptions.config.access ?? 'visitor';
    if (access === 'none' || access === 'visitor') return;
    if (access === 'session') {
      if (!request.session) return sendError(reply, 403, 'FORBIDDEN', 'There is no session.');
      return;
    }
    const accountId = request.session?.accountId;
    const login = accountId ? await findLogin(db, accountId) : undefined;
    if (!login || roleOfLogin(login) !== access.login) {
      return sendError(reply, 401, 'UNAUTHORIZED', 'Please log in to continue.');
    }
    const step = access.step ?? 'confirmed';
    const reached = request.session?.secondStep ?? 'password';
    if (!secondStepAllows(step === 'recent' ? 'confirmed' : step, reached)) {
      return sendError(reply, 401, secondStepRefusal.error, secondStepRefusal.message);
    }
    if (step === 'recent' && !confirmedRecently(request.session ?? unconfirmed, clock.now())) {
      return sendError(reply, 401, recentStepRefusal.error, recentStepRefusal.message);
    }
    request.caller = login;
  });
}

export default fp(routeAccessPlugin, { name: 'route-access', dependencies: ['session', 'csrf'] });
