// Server-side sessions (docs/decisions/0030-server-conventions.md). The httpOnly cookie holds a
// random id; the database holds its hash, the account once logged in, and the idle expiry. Every
// page view gets a session so the page can carry its CSRF token; login gets a new id.

import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  type SecondStepMethod,
  type SecondStep,
  secondStepOf,
} from '#domain/second-factor/second-factor-rules';
import type { Language } from '#domain/language/language';
import { addMinutes, type Clock } from '#domain/shared/clock';
import type { Database } from '#server/db/client';
import {
  deleteSession,
  findLiveSession,
  insertSession,
  type LiveSessionRow,
  replaceSession,
  type SessionRow,
  touchSession,
} from '#server/db/sessions-repository';
import { keyedHash, tokenHash } from '#server/crypto/keyed-hash';

export interface SessionContext {
  idHash: string;
  accountId: string | null;
  /** The token the page carries in its `_csrf` meta tag. */
  csrfToken: string;
  /** Where the second step stands; a new or visitor session: 'password'. */
  secondStep: SecondStep;
  /** When and how the second step was done; null while it is not. */
  confirmedAt: Date | null;
  confirmedWith: SecondStepMethod | null;
  /** The language the account chose, read with the session; null when none (or no account). */
  accountLanguage: Language | null;
}

/**
 * A session made but not yet stored: the login writes its row in the statement that records
 * the login, then `adopt` gives it to the browser.
 */
export interface SuccessorSession {
  id: string;
  context: SessionContext;
  /** The row to store, the account's id left to the statement that stores it. */
  row: Omit<SessionRow, 'accountId'>;
}

export interface SessionManager {
  /** The live session of this request, or a new visitor session (for a page view). */
  ensure(request: FastifyRequest, reply: FastifyReply): Promise<SessionContext>;
  /** A new session id for the account, replacing the request's session (no fixation). */
  rotate(request: FastifyRequest, reply: FastifyReply, accountId: string): Promise<SessionContext>;
  /** A new session id, not stored yet, to replace the request's session once it is. */
  successor(): SuccessorSession;
  /** The request's session is now `successor`, which the caller stored for `accountId`. */
  adopt(
    request: FastifyRequest,
    reply: FastifyReply,
    successor: SuccessorSession,
    accountId: string,
  ): void;
  /** Ends the request's session (log out). */
  end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionContext | null;
  }
  interface FastifyInstance {
    sessions: SessionManager;
  }
}

export interface SessionOptions {
  db: Database;
  clock: Clock;
  secret: string;
  idleMinutes: number;
  secureCookie: boolean;
}

const unconfirmed = {
  confirmedAt: null,
  confirmedWith: null,
  mustEnrol: false,
  accountLanguage: null,
};

/** Activity refreshes the idle expiry at most this often, to spare a write per request. */
const touchEveryMs = 60_000;

export function sessionCookieName(secureCookie: boolean): string {
  return secureCookie ? '__Host-portal_sid' : 'portal_sid';
}

async function sessionPlugin(app: FastifyInstance, options: SessionOptions) {
  const { db, clock, secret, idleMinutes, secureCookie } = options;
  const cookieName = sessionCookieName(secureCookie);
  // The same attributes when the cookie is cleared: a browser ignores a `__Host-` cookie
  // without Secure, so a bare clear would leave the logged-out id in it.
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookie,
  } as const;
  const context = (
    id: string,
    accountId: string | null,
    step: Pick<
      LiveSessionRow,
      'confirmedAt' | 'confirmedWith' | 'mustEnrol' | 'accountLanguage'
    > = unconfirmed,
  ): SessionContext => ({
    idHash: tokenHash(id),
    accountId,
    csrfToken: keyedHash(secret, 'csrf', id),
    secondStep: secondStepOf(step),
    confirmedAt: step.confirmedAt,
    confirmedWith: step.confirmedWith,
    accountLanguage: step.accountLanguage,
  });

  const successor = (accountId: string | null = null): SuccessorSession => {
    const id = randomBytes(32).toString('base64url');
    const now = clock.now();
    const session = context(id, accountId);
    return {
      id,
      context: session,
      row: { idHash: session.idHash, lastSeenAt: now, expiresAt: addMinutes(now, idleMinutes) },
    };
  };
  const create = async (reply: FastifyReply, accountId: string | null, replacing?: string) => {
    const { id, context: session, row } = successor(accountId);
    if (replacing) await replaceSession(db, replacing, { ...row, accountId });
    else await insertSession(db, { ...row, accountId });
    reply.setCookie(cookieName, id, cookieOptions);
    return session;
  };

  app.decorateRequest('session', null);
  app.decorate('sessions', {
    async ensure(request, reply) {
      request.session ??= await create(reply, null);
      return request.session;
    },
    async rotate(request, reply, accountId) {
      request.session = await create(reply, accountId, request.session?.idHash);
      return request.session;
    },
    successor: () => successor(),
    adopt(request, reply, next, accountId) {
      request.session = { ...next.context, accountId };
      reply.setCookie(cookieName, next.id, cookieOptions);
    },
    async end(request, reply) {
      if (request.session) await deleteSession(db, request.session.idHash);
      request.session = null;
      reply.clearCookie(cookieName, cookieOptions);
    },
  } satisfies SessionManager);

  app.addHook('onRequest', async (request) => {
    const id = request.cookies[cookieName];
    // Routes that declare they need none (files, probes) skip the look-up (route-config.ts).
    if (!id || request.routeOptions.config.access === 'none') return;
    const now = clock.now();
    const row = await findLiveSession(db, tokenHash(id), now);
    if (!row) return;
    if (now.getTime() - row.lastSeenAt.getTime() >= touchEveryMs) {
      await touchSession(db, row.idHash, now, addMinutes(now, idleMinutes));
    }
    request.session = context(id, row.accountId, row);
  });
}

export default fp(sessionPlugin, { name: 'session', dependencies: ['@fastify/cookie'] });
