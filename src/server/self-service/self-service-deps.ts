// What every self-service call takes (registration, username recovery, password reset), and
// how it answers: a status of self-service-status.ts with its sentence in the caller's
// language. A refusal is such an answer, returned where the call would have returned its work.

import type { Language } from '#domain/language/language';
import type { BaseResponse } from '#domain/self-service/self-service-answers';
import type { FlowModule } from '#domain/self-service/flow';
import {
  type SelfServiceStatusCode,
  selfServiceStatus,
} from '#domain/self-service/self-service-status';
import type { AttemptPolicy } from '#domain/shared/attempt-counter';
import type { Clock } from '#domain/shared/clock';
import { oneTimeCodeRules } from '#domain/shared/one-time-code';
import { type Status, type StatusMessage, status } from '#domain/shared/status';
import type { Database } from '#server/db/client';
import { say } from '#server/language/say';
import type { FlowMetrics } from '#server/plugins/metrics';

export interface SelfServiceDeps {
  db: Database;
  clock: Clock;
  /** Keys the hashes of SSNs, codes and typed user names. */
  dataKey: string;
  phone: string;
  brandName: string;
  /** The login page a flow of `module` ends on. */
  loginUrl(module: FlowModule): string;
  policies: {
    /** Identity-check failures of one browser session before SESSIONLOCKED. */
    proofingSession: AttemptPolicy;
    /** Failures against one census person, across sessions and addresses: USERLOCKED. */
    proofingPerson: AttemptPolicy;
  };
  /** Called after a message was queued, so the dispatcher sends it at once. */
  messageQueued(): void;
  metrics: FlowMetrics;
}

/** A status of the domain with its name said in `language`. */
export function statusIn<Code extends string>(
  language: Language,
  { code, name, values }: StatusMessage<Code>,
): Status<Code> {
  return status(code, say(language, name, values));
}

/** The answer of status `code`, with the sentence a person reads in `language`. */
export function answer(
  deps: Pick<SelfServiceDeps, 'phone' | 'policies'>,
  language: Language,
  code: SelfServiceStatusCode,
): BaseResponse {
  const texts = {
    phone: deps.phone,
    lockMinutes: deps.policies.proofingSession.lockMinutes,
    resendWaitSeconds: oneTimeCodeRules.resendWaitSeconds,
  };
  return { status: statusIn(language, selfServiceStatus(code, texts)) };
}

/** A status answered instead of the work a call would have done. */
export type Refusal = BaseResponse;

export function refused<T extends object>(value: T | Refusal): value is Refusal {
  return 'status' in value;
}
