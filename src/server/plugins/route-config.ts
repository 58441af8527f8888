// What a route declares about itself in its `config` (decision 0018): who may call it, what each
// kind of caller gets (route-answers.ts), whether it is exempt from the CSRF check,
// and whether it checks a password. One schema: Fastify's config type is inferred from it, and
// an onRoute hook checks every route's config against it as the route is added, so a route
// that does not say who may call it and what each caller gets (or says something this schema
// does not know, or answers that its access contradicts) fails to register and the app does
// not start. route-access.ts, session.ts, csrf.ts and overload-guard.ts read the declarations;
// the access matrix (src/server/security/access-matrix.test.ts) holds every route to its
// answers.

import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import * as z from 'zod/mini';
import { answersSchema, contradictions } from './route-answers.ts';

/** Who may call a route. */
export const routeAccessSchema = z.union([
  /** No session is looked up: health, readiness, metrics, static files, development tools. */
  z.literal('none'),
  /** A session is looked up and may be missing, or the route makes one: pages, login. */
  z.literal('visitor'),
  /** A live session is required: 403 without one (the browser's 'Session Timeout'). */
  z.literal('session'),
  /**
   * Logged in with this role, the second step done: 401 JSON otherwise (the
   * benefits area behind the login). `step` lowers what the second step must have reached:
   * 'password' for the step's own calls, 'enrol' for the security page, where an account that
   * owes a factor enrols one; or raises it: 'recent' for a high-risk change, the step done
   * within the last minutes (recentStepMinutes).
   */
  z.strictObject({
    login: z.enum(['employee', 'employer']),
    step: z.optional(z.enum(['password', 'enrol', 'recent'])),
  }),
]);

export const routeConfigSchema = z.strictObject({
  access: routeAccessSchema,
  /** What each caller of the access matrix gets: a preset of route-answers.ts, as a rule. */
  answers: answersSchema,
  /**
   * The route takes posts without a CSRF token because its body carries its own proof: a
   * partner's signed assertion, accepted once (the SSO entry), or a server's signed event,
   * applied once (the claims system's events, the payment provider's webhooks).
   */
  csrfExempt: z.optional(z.enum(['signed-one-time-assertion', 'signed-event'])),
  /** The route runs a password hash or verify: refused at once while the hasher is full. */
  checksPassword: z.optional(z.boolean()),
  /** Set by @fastify/static on the route of each file it serves. */
  file: z.optional(z.string()),
  rootPath: z.optional(z.string()),
});
export type RouteConfig = z.infer<typeof routeConfigSchema>;

declare module 'fastify' {
  // An interface, not a type: only an interface merges into Fastify's own.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface FastifyContextConfig extends RouteConfig {}
}

/**
 * Throws, naming the route and what is wrong, unless its config is a RouteConfig whose answers
 * agree with its access for each of its methods.
 */
export function checkRouteConfig(route: Pick<RouteOptions, 'method' | 'url' | 'config'>): void {
  const methods = [route.method].flat();
  const checked = routeConfigSchema.safeParse(route.config ?? {});
  const problems = checked.success
    ? methods.flatMap((method) => contradictions(method, checked.data))
    : checked.error.issues.map((issue) => `${issue.path.join('.') || 'config'}: ${issue.message}`);
  if (problems.length === 0) return;
  throw new Error(
    `The route ${methods.join(',')} ${route.url} must declare its config.access and config.answers, agreeing (and nothing unknown): ${problems.join('; ')}`,
  );
}

async function routeConfigPlugin(app: FastifyInstance) {
  app.addHook('onRoute', checkRouteConfig);
}

export default fp(routeConfigPlugin, { name: 'route-config' });
