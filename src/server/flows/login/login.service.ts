// Login (docs/product/login.md): the same answer and the same work for an unknown user name
// and a wrong password; five consecutive failures lock for 30 minutes; a browser session or
// an address that keeps failing across user names gets SESSIONLOCKED.

import type { FastifyRequest } from 'fastify';
import type { Language } from '#domain/language/language';
import type { AttemptCounter, AttemptPolicy } from '#domain/shared/attempt-counter';
import { isLocked, registerFailure } from '#domain/shared/attempt-counter';
import type { Clock } from '#domain/shared/clock';
import {
  decideLogin,
  isLoginLocked,
  type LoginDecision,
  type LoginRequest,
  type LoginSubject,
  loginStatus,
} from '#domain/login/login';
import type { LoginResponse, LoginStatusCode } from '#domain/login/login-answers';
import { type Side, roleOfSide } from '#domain/shared/sides';
import type { PasswordHasher } from '#server/adapters/password-hasher';
import {
  findLoginSnapshot,
  lockLoginCounter,
  recordLoginOfClearAccount,
  saveLoginCounter,
} from '#server/db/login-repository';
import { loadCounter, saveCounter } from '#server/db/attempt-counters-repository';
import { recordAuditEvent } from '#server/db/audit-repository';
import type { Database } from '#server/db/client';
import type { SessionRow } from '#server/db/sessions-repository';
import { keyedHash } from '#server/crypto/keyed-hash';
import type { FlowMetrics } from '#server/plugins/metrics';
import { statusIn } from '#server/self-service/self-service-deps';

export interface LoginDeps {
  db: Database;
  clock: Clock;
  hasher: PasswordHasher;
  dataKey: string;
  phone: string;
  homeUrls: Record<Side, string>;
  loginUrl(side: Side): string;
  policies: { account: AttemptPolicy; session: AttemptPolicy; address: AttemptPolicy };
  metrics: FlowMetrics;
  /** Whether cookies go over https only (the language cookie a login may set). */
  secureCookie: boolean;
  /** The second step after the password, given by the app. */
  secondStep: {
    /** 'Confirm it's you' of a side: where a login goes next. */
    confirmUrl(side: Side): string;
    /** Confirms the new session of `request` at once when its browser is remembered. */
    confirmRemembered(request: FastifyRequest, side: Side): Promise<boolean>;
  };
}

export interface LoginAttempt extends LoginRequest {
  side: Side;
  /** The language the answer's status is said in: the request's. */
  language: Language;
  sessionIdHash: string;
  address: string;
  /** The session that replaces the visitor's when the login succeeds, not stored yet. */
  successor: Omit<SessionRow, 'accountId'>;
}

export interface LoginResult {
  response: LoginResponse;
  /** Set when the person is now logged in: the caller starts the successor session for it. */
  accountId?: string;
  /** Whether the successor session was stored with the login; if not, the caller stores it. */
  successorStored?: boolean;
  /** With accountId: the language the account chose, if it did. */
  accountLanguage?: Language | null;
}

export async function logIn(deps: LoginDeps, attempt: LoginAttempt): Promise<LoginResult> {
  const { db, clock, hasher, policies } = deps;
  const now = clock.now();
  const keys = {
    session: `login-session:${attempt.sessionIdHash}`,
    address: `login-address:${keyedHash(deps.dataKey, 'address', attempt.address)}`,
    userName: `login-user:${attempt.side}:${keyedHash(deps.dataKey, 'user-name', attempt.userName.toLowerCase())}`,
  };
  const answer = (code: LoginStatusCode, redirectUrl?: string): LoginResponse => ({
    status: statusIn(
      attempt.language,
      loginStatus(code, { phone: deps.phone, sessionLockMinutes: policies.session.lockMinutes }),
    ),
    ...(redirectUrl ? { redirectUrl } : {}),
  });
  const lockedRedirect = `${deps.loginUrl(attempt.side)}?status=locked`;

  const snapshot = await findLoginSnapshot(
    db,
    { sessionKey: keys.session, addressKey: keys.address, userNameKey: keys.userName },
    attempt.userName,
    roleOfSide[attempt.side],
  );
  if (isLocked(snapshot.sessionCounter, now) || isLocked(snapshot.addressCounter, now)) {
    return { response: answer('SESSIONLOCKED') };
  }
  const { account } = snapshot;
  const subject: LoginSubject = account
    ? { counter: account.counter, account: { disabled: account.disabled, isTest: account.isTest } }
    : { counter: snapshot.userNameCounter, account: null };
  if (isLoginLocked(subject, now)) {
    return { response: answer('LOGINATTEMPTEXCEED', lockedRedirect) };
  }

  const passwordMatches = account
    ? await hasher.verify(account.passwordHash, attempt.password)
    : await hasher.verifyAgainstDummy(attempt.password);
  const success = (
    code: 'AUTHENTICATION_SUCCESS' | 'TEST',
    accountId: string,
    successorStored: boolean,
  ): LoginResult => ({
    response: answer(code, deps.homeUrls[attempt.side]),
    accountId,
    successorStored,
    accountLanguage: account?.language ?? null,
  });

  // The common case, a right password on an account without failures, takes one statement,
  // the new session included.
  const clearDecision = decideLogin(subject, passwordMatches, now, policies.account);
  if (
    account &&
    (clearDecision.code === 'AUTHENTICATION_SUCCESS' || clearDecision.code === 'TEST') &&
    account.counter.failures === 0 &&
    (await recordLoginOfClearAccount(
      db,
      account.id,
      {
        action: auditActions[clearDecision.code],
        address: attempt.address,
        details: { side: attempt.side, knownUser: true },
        at: now,
      },
      { replacing: attempt.sessionIdHash, next: attempt.successor },
    ))
  ) {
    return success(clearDecision.code, account.id, true);
  }

  // Decide again on the counter as it is now, locked, so that concurrent failures all count.
  const decision = await db.transaction(async (tx) => {
    const counter: AttemptCounter = account
      ? await lockLoginCounter(tx, account.id)
      : await loadCounter(tx, keys.userName, { forUpdate: true });
    const decided: LoginDecision = decideLogin(
      { ...subject, counter },
      passwordMatches,
      now,
      policies.account,
    );
    const loggedIn = decided.code === 'AUTHENTICATION_SUCCESS' || decided.code === 'TEST';
    if (account) await saveLoginCounter(tx, account.id, decided.counter, now, loggedIn);
    else await saveCounter(tx, keys.userName, decided.counter, now);
    if (!loggedIn && decided.code !== 'ACCOUNTDISABLED') {
      const failSession = registerFailure(
        await loadCounter(tx, keys.session, { forUpdate: true }),
        now,
        policies.session,
      );
      const failAddress = registerFailure(
        await loadCounter(tx, keys.address, { forUpdate: true }),
        now,
        policies.address,
      );
      await saveCounter(tx, keys.session, failSession.counter, now);
      await saveCounter(tx, keys.address, failAddress.counter, now);
    }
    await recordAuditEvent(tx, {
      action: auditActions[decided.code],
      accountId: account?.id ?? null,
      address: attempt.address,
      details: { side: attempt.side, knownUser: account !== undefined },
      at: now,
    });
    return decided;
  });

  switch (decision.code) {
    case 'AUTHENTICATION_SUCCESS':
    case 'TEST':
      if (!account) throw new Error('A login succeeded without an account');
      return success(decision.code, account.id, false);
    case 'LOGINATTEMPTEXCEED':
      // Decided on the counter locked in the transaction: of concurrent failures, only the one
      // that locked it counts.
      if (decision.lockedNow) deps.metrics.lockedOut('login');
      return { response: answer(decision.code, lockedRedirect) };
    default:
      return { response: answer(decision.code) };
  }
}

const auditActions: Record<LoginDecision['code'], string> = {
  AUTHENTICATION_SUCCESS: 'login.success',
  TEST: 'login.test',
  INVALIDCREDENTIALS: 'login.failure',
  ACCOUNTDISABLED: 'login.disabled',
  LOGINATTEMPTEXCEED: 'login.locked',
};
