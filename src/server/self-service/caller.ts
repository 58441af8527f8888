// Who calls a self-service route, and the one refusal a route answers itself: a field the
// browser should have refused, as 400 naming it. Every other outcome is a status the service
// answers (self-service-deps.ts).

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FlowModule } from '#domain/self-service/flow';
import { sendError } from '#server/plugins/errors';

/** Who is calling: the browser session, the module of the path, and the address. */
export interface Caller<Module extends FlowModule = FlowModule> {
  sessionIdHash: string;
  module: Module;
  address: string;
}

/**
 * The caller of a route that declares `access: 'session'` (the CSRF check and the access
 * check have refused any call without a live session), or of a visitor's route that made one.
 */
export function callerOf<Module extends FlowModule>(
  request: FastifyRequest,
  module: Module,
): Caller<Module> {
  return { sessionIdHash: request.session?.idHash ?? '', module, address: request.ip };
}

/** A field the browser should have refused; the route answers 400 naming it. */
export interface FieldProblem {
  problem: { field: string; message: string };
}

export function isFieldProblem(value: object): value is FieldProblem {
  return 'problem' in value;
}

/** The first problem of a field check, as the route answers it. */
export function firstProblem(problems: Record<string, string | undefined>): FieldProblem | null {
  const [field, message] = Object.entries(problems).find((entry) => entry[1]) ?? [];
  return field && message ? { problem: { field, message } } : null;
}

export function sendFieldProblem(reply: FastifyReply, { problem }: FieldProblem): FastifyReply {
  return sendError(
    reply,
    400,
    'BAD_REQUEST',
    `${problem.field}: ${problem.message}`,
    problem.field,
  );
}

/** The answer of a service that may find a field problem: the answer, or 400 naming it. */
export function answerOrFieldProblem<Answer extends object>(
  reply: FastifyReply,
  result: Answer | FieldProblem,
): Answer | FastifyReply {
  return isFieldProblem(result) ? sendFieldProblem(reply, result) : result;
}
