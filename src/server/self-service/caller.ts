// Who calls a self-service route, and the one refusal a route answers itself: a field the
// browser should have refused, as 400 naming it (the Refused of domain/shared/outcome.ts).
// Every other outcome is a status the service answers (self-service-deps.ts).

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '#domain/language/language';
import type { FlowModule } from '#domain/self-service/flow';
import type { MessageDescriptor } from '#domain/shared/define-messages';
import { isRefused, type Refused, refused, success } from '#domain/shared/outcome';
import { say } from '#server/language/say';
import { sendOutcome } from '#server/plugins/outcome-answers';

/**
 * Who is calling: the browser session, the module of the path, the address, and the language
 * the answer's sentences are said in.
 */
export interface Caller<Module extends FlowModule = FlowModule> {
  sessionIdHash: string;
  module: Module;
  address: string;
  language: Language;
}

/**
 * The caller of a route that declares `access: 'session'` (the CSRF check and the access
 * check have refused any call without a live session), or of a visitor's route that made one.
 */
export function callerOf<Module extends FlowModule>(
  request: FastifyRequest,
  module: Module,
): Caller<Module> {
  return {
    sessionIdHash: request.session?.idHash ?? '',
    module,
    address: request.ip,
    language: request.language,
  };
}

/**
 * A field the browser should have refused: the outcome's refusal, answered 400 with the field
 * named in its sentence too.
 */
export function fieldProblem(field: string, message: string): Refused {
  return refused(field, `${field}: ${message}`);
}

/** The first problem of a field check, as the route answers it, said in `language`. */
export function firstProblem(
  language: Language,
  problems: Partial<Record<string, MessageDescriptor | null>>,
): Refused | null {
  const [field, message] = Object.entries(problems).find((entry) => entry[1]) ?? [];
  return field && message ? fieldProblem(field, say(language, message)) : null;
}

/**
 * The answer of a self-service call, with 200 by contract whatever its status, or the refused
 * field's 400.
 */
export function answerOrFieldProblem<Answer extends object>(
  reply: FastifyReply,
  result: Answer | Refused,
): Answer | FastifyReply {
  return sendOutcome(reply, isRefused(result) ? result : success(result));
}
