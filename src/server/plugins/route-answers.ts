// What each kind of caller gets from a route, so that the access matrix cannot be forgotten
// (docs/security.md#how-access-is-tested). Every route declares it in its config as `answers`,
// beside `access` (route-config.ts), usually as one of the presets below; route-config.ts refuses a
// route whose answers contradict its access, and src/server/security/access-matrix.test.ts calls
// every route as every caller with employee A's claim numbers, documents and payments and his
// client's invoices, and holds each answer to its cell. A route without `answers` does not
// register, so a new route cannot be forgotten.

import * as z from 'zod/mini';
import type { Role } from '#domain/shared/sides';

/**
 * The callers of the matrix. The ids a request carries are always those of `employee` (and of
 * his client, for the employer's calls): the others ask for what is not theirs.
 */
export const callers = {
  nobody: 'nobody (no session at all)',
  visitor: 'a visitor (a session, no login)',
  employee: 'employee A (the ids are his)',
  sameClientEmployee: "employee B of A's client",
  otherClientEmployee: 'employee C of another client',
  employer: "the employer of A's client",
  otherClientEmployer: 'the employer of another client',
} as const;
export type Caller = keyof typeof callers;
export const callerNames = Object.keys(callers) as Caller[];

/** The role each logged-in caller has. */
const roleOf: Partial<Record<Caller, Role>> = {
  employee: 'employee',
  sameClientEmployee: 'employee',
  otherClientEmployee: 'employee',
  employer: 'employer',
  otherClientEmployer: 'employer',
};

/** What one caller gets. */
export const cellSchema = z.enum([
  /** Let in: the route's own answer, 2xx or 3xx (a POST's body may still be refused: 400, 409). */
  'served',
  /** 401 until logged in with the route's role (a POST without any session: the CSRF 403 first). */
  'login-first',
  /** 403 without a session: the browser's 'Session Timeout'. */
  'session-first',
  /**
   * Word for word the answer to an id that does not exist, "not yours" telling nothing: 404,
   * or for an id a form names (the member of 'Report an absence') that field's 400.
   */
  'not-found',
  /** A self-service step its flow is not at: 200 with STEPNOTALLOWED, or 409. */
  'out-of-step',
  /** Without the route's own proof (a signature, an assertion, a token): one refusal for all. */
  'proof-first',
]);
export type Cell = z.infer<typeof cellSchema>;

export const answersSchema = z.strictObject({
  nobody: cellSchema,
  visitor: cellSchema,
  employee: cellSchema,
  sameClientEmployee: cellSchema,
  otherClientEmployee: cellSchema,
  employer: cellSchema,
  otherClientEmployer: cellSchema,
});
export type Answers = z.infer<typeof answersSchema>;

const everyone = (cell: Cell): Answers => ({
  nobody: cell,
  visitor: cell,
  employee: cell,
  sameClientEmployee: cell,
  otherClientEmployee: cell,
  employer: cell,
  otherClientEmployer: cell,
});

/** The presets, one per kind of route. */
export const answers = {
  /** Everyone alike: pages, files, health, development tools; each about itself, if at all. */
  public: everyone('served'),
  /** Anyone whose page made a session: login, logout, the first step of a self-service flow. */
  anySession: { ...everyone('served'), nobody: 'session-first' },
  /** A later step of a self-service flow: refused unless this session's flow is at it. */
  flowStep: { ...everyone('out-of-step'), nobody: 'session-first' },
  /** Only with its own proof: a signed event or assertion, the operators' token. */
  proofOnly: everyone('proof-first'),
  /** Each employee's own (dashboard, draft, payments): every employee is served their own. */
  employeeOwn: {
    ...everyone('login-first'),
    employee: 'served',
    sameClientEmployee: 'served',
    otherClientEmployee: 'served',
  },
  /** One employee's, named by an id in the request (a claim, a document): others 404. */
  employeeOwnById: {
    ...everyone('login-first'),
    employee: 'served',
    sameClientEmployee: 'not-found',
    otherClientEmployee: 'not-found',
  },
  /** Each employer's own client (dashboard, lists, reports): every employer is served theirs. */
  employerOwn: { ...everyone('login-first'), employer: 'served', otherClientEmployer: 'served' },
  /** One client's, named by an id in the request (a claim, an invoice, a payment): others 404. */
  employerOwnById: {
    ...everyone('login-first'),
    employer: 'served',
    otherClientEmployer: 'not-found',
  },
} as const satisfies Record<string, Answers>;

/** What a route declares in its config that its answers must agree with. */
export interface Declared {
  access: 'none' | 'visitor' | 'session' | { login: Role };
  answers: Answers;
  csrfExempt?: string;
}

/**
 * Where the answers contradict the access (and the CSRF check) of a route called with
 * `method`: what route-access.ts and csrf.ts will do to a caller decides some cells. An empty
 * list when they agree.
 */
export function contradictions(method: string, declared: Declared): string[] {
  const { access, answers: cells } = declared;
  const turnedAway = (cell: Cell) => cell === 'login-first' || cell === 'session-first';
  const problems: string[] = [];
  const expect = (caller: Caller, ok: boolean, what: string) => {
    if (!ok) problems.push(`answers.${caller} is '${cells[caller]}', but ${what}`);
  };
  // A POST needs the CSRF token of a session: nobody has one, unless the route is exempt.
  const csrfGuarded = method !== 'GET' && method !== 'HEAD' && declared.csrfExempt === undefined;
  const nobodyRefusal = csrfGuarded ? 'no session passes the CSRF check' : undefined;
  for (const caller of callerNames) {
    const cell = cells[caller];
    const role = roleOf[caller];
    if (caller === 'nobody' && nobodyRefusal && access !== 'none') {
      expect(caller, turnedAway(cell), nobodyRefusal);
    } else if (access === 'none') {
      expect(caller, cell === cells.visitor, "access 'none' looks no session up: all alike");
    } else if (access === 'visitor') {
      expect(caller, !turnedAway(cell), "access 'visitor' turns no one away");
    } else if (access === 'session') {
      expect(
        caller,
        caller === 'nobody' ? cell === 'session-first' : !turnedAway(cell),
        "access 'session' turns away nobody alone, with a 403",
      );
    } else {
      expect(
        caller,
        role === access.login ? !turnedAway(cell) : cell === 'login-first',
        `access { login: '${access.login}' } serves that role alone and answers others 401`,
      );
    }
  }
  return problems;
}
