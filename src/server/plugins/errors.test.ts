// The one error handler's mapping of failures it did not expect: a database or a document
// store that cannot be reached is a 503 to retry, told once as a warning; anything else, even
// an error that looks alike but comes from elsewhere, stays a 500. Neither answer nor log
// carries a query's values.

import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#domain/shared/messages';
import { DocumentStoreUnavailable } from '#server/adapters/document-store';
import { DatabaseConnectionError } from '#server/db/client';
import errors from './errors.ts';

const query = 'select "id" from "accounts" where lower("user_name") = lower($1)';
/** A value of the query: it must reach neither the answer nor the log. */
const userName = 'jroe2024';

/** An error PostgreSQL sent, as node-postgres gives it. */
function serverError(code: string, message: string, detail?: string): pg.DatabaseError {
  const error = new pg.DatabaseError(message, 100, 'error');
  error.code = code;
  error.detail = detail;
  return error;
}

/** A socket's failure, as Node gives it. */
function socketError(code: string, message: string): Error {
  return Object.assign(new Error(message), { code, syscall: 'connect' });
}

/** A failure of a query Drizzle ran. */
const failedQuery = (cause: Error) => new DrizzleQueryError(query, [userName], cause);

const unreachable: [string, () => Error, string][] = [
  [
    'a connection that drops mid-query',
    () => failedQuery(new Error('Connection terminated unexpectedly')),
    'Connection terminated unexpectedly',
  ],
  [
    'a connection the server terminated (pg_terminate_backend)',
    () => failedQuery(serverError('57P01', 'terminating connection due to administrator command')),
    '57P01',
  ],
  [
    'a server that crashed',
    () => failedQuery(serverError('57P02', 'terminating connection because of crash')),
    '57P02',
  ],
  [
    'a server still starting',
    () => failedQuery(serverError('57P03', 'the database system is starting up')),
    '57P03',
  ],
  [
    'a connection exception (class 08)',
    () => failedQuery(serverError('08006', 'connection failure')),
    '08006',
  ],
  [
    'a server at its connection limit',
    () => failedQuery(serverError('53300', 'sorry, too many clients already')),
    '53300',
  ],
  [
    'a reset connection',
    () => failedQuery(socketError('ECONNRESET', 'read ECONNRESET')),
    'ECONNRESET',
  ],
  [
    'a pool with no free connection in time',
    () => failedQuery(new Error('timeout exceeded when trying to connect')),
    'timeout exceeded when trying to connect',
  ],
  [
    'a connection that timed out',
    () =>
      failedQuery(
        new Error('Connection terminated due to connection timeout', {
          cause: new Error('timeout expired'),
        }),
      ),
    'Connection terminated due to connection timeout',
  ],
  [
    'a client whose connection broke, used again (a transaction rolling back)',
    () =>
      new DrizzleQueryError(
        'rollback',
        [],
        new Error('Client has encountered a connection error and is not queryable'),
      ),
    'Client has encountered a connection error and is not queryable',
  ],
  [
    'a refused connection when a transaction starts',
    () =>
      new DatabaseConnectionError(
        socketError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'),
      ),
    'ECONNREFUSED',
  ],
  [
    'a refused connection on every address of the host',
    () =>
      new DatabaseConnectionError(
        new AggregateError([
          socketError('ECONNREFUSED', 'connect ECONNREFUSED ::1:5432'),
          socketError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'),
        ]),
      ),
    'ECONNREFUSED',
  ],
];

/** PostgreSQL quotes the values of a unique violation in its `detail`. */
const uniqueViolation = () =>
  failedQuery(
    serverError(
      '23505',
      'duplicate key value violates unique constraint "accounts_user_name_lower_unique"',
      `Key (lower(user_name))=(${userName}) already exists.`,
    ),
  );

const notUnreachable: [string, () => Error][] = [
  ['a unique violation', uniqueViolation],
  [
    'a dropped database, which waiting does not bring back',
    () => failedQuery(serverError('57P04', 'terminating connection due to dropped database')),
  ],
  ['a syntax error', () => failedQuery(serverError('42601', 'syntax error at or near "form"'))],
  [
    'a mail server refusing the connection',
    () => socketError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:25'),
  ],
  [
    'an HTTP API out of reach',
    () =>
      new TypeError('fetch failed', {
        cause: socketError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:443'),
      }),
  ],
  [
    "the driver's words from something that is not the database",
    () => new Error('Connection terminated unexpectedly'),
  ],
];

describe('the error handler', () => {
  let app: FastifyInstance;
  const logLines: string[] = [];
  let failure: () => Error = () => new Error('unset');

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    });
    app = Fastify({ logger: { level: 'info', stream } });
    await app.register(errors);
    app.get('/fails', async () => {
      throw failure();
    });
    await app.ready();
  });
  afterAll(() => app.close());

  /** Calls the route that throws `error`; answers the response and what was logged. */
  async function fail(error: () => Error) {
    failure = error;
    logLines.length = 0;
    const response = await app.inject({ url: '/fails' });
    const logs = logLines.map((line) => JSON.parse(line) as Record<string, unknown>);
    return { response, logs, logText: logLines.join('\n') };
  }

  it.each(unreachable)(
    'answers 503 UNAVAILABLE with the generic message for %s',
    async (_case, error, reason) => {
      const { response, logs, logText } = await fail(error);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ error: 'UNAVAILABLE', message: messages.genericError });
      expect(response.headers['retry-after']).toBe('5');
      expect(response.headers['cache-control']).toBe('no-store');
      const told = logs.filter((entry) => entry.msg === 'database unavailable');
      expect(told).toHaveLength(1);
      expect(told[0]).toMatchObject({ level: 40, reason });
      expect(logs.filter((entry) => Number(entry.level) >= 50)).toEqual([]);
      expect(logText).not.toContain(userName);
      expect(response.body).not.toContain(userName);
    },
  );

  it.each(notUnreachable)('answers 500 INTERNAL for %s', async (_case, error) => {
    const { response, logs, logText } = await fail(error);
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'INTERNAL', message: messages.genericError });
    expect(response.headers['retry-after']).toBeUndefined();
    expect(logs.filter((entry) => entry.msg === 'database unavailable')).toEqual([]);
    expect(logs.filter((entry) => entry.msg === 'request failed')).toHaveLength(1);
    expect(logText).not.toContain(userName);
  });

  it('logs a failed query by its text, SQLSTATE and constraint, without its values', async () => {
    const { logs } = await fail(uniqueViolation);
    const [logged] = logs.filter((entry) => entry.msg === 'request failed');
    expect(logged?.err).toMatchObject({
      type: 'FailedQuery',
      message: `Failed query: ${query}`,
      stack: expect.stringMatching(/^FailedQuery: Failed query: .*\n {4}at /),
      sqlState: '23505',
    });
    expect(JSON.stringify(logged)).not.toMatch(/params|detail|already exists/);
  });

  it('answers 503 UNAVAILABLE for a document store out of reach, a warning without a stack', async () => {
    const cause = socketError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:4569');
    const { response, logs, logText } = await fail(
      () => new DocumentStoreUnavailable('Error ECONNREFUSED', { cause }),
    );
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ error: 'UNAVAILABLE', message: messages.genericError });
    expect(response.headers['retry-after']).toBe('5');
    const told = logs.filter((entry) => entry.msg === 'document store unavailable');
    expect(told).toEqual([expect.objectContaining({ level: 40, reason: 'Error ECONNREFUSED' })]);
    expect(logs.filter((entry) => Number(entry.level) >= 50)).toEqual([]);
    expect(logText).not.toContain('4569');
  });

  /** A validation failure as Fastify's validator compiler reports it. */
  const invalid = (message: string) => () =>
    Object.assign(new Error(message), { validation: [{ instancePath: '', message }] });

  it("says what is wrong with a body in the validator's sentence", async () => {
    const { response } = await fail(invalid('Unrecognized key: "x"'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'BAD_REQUEST',
      message: 'The request body is not valid: Unrecognized key: "x"',
    });
  });

  it('does not echo a long key of the payload back', async () => {
    const key = 'A'.repeat(240);
    const { response } = await fail(invalid(`Unrecognized key: "${key}"`));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'BAD_REQUEST',
      message: 'The request body is not valid.',
    });
  });
});
