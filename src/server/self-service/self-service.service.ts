// What a page of any self-service flow asks about this browser's flows: where one stands when
// the page reloads (GET /reload), and ending them all to go back to login (GET
// /back-to-login). What a flow shows of its contact on reload is the flow's own: the app
// passes each flow's view, and a flow without one shows what the person typed.

import type { Language } from '#domain/language/language';
import type { FlowModule } from '#domain/self-service/flow';
import {
  type ContactShown,
  type FlowRecord,
  contactAsTyped,
} from '#domain/self-service/flow-record';
import type {
  SelfServiceResponse,
  SubmitResponse,
} from '#domain/self-service/self-service-answers';
import {
  deleteFlowsOfSession,
  findFlow,
  findLatestFlowOfSession,
} from '#server/db/flows-repository';
import { type SelfServiceDeps, answer } from './self-service-deps.ts';

/** What a flow of each module shows of its e-mail and phone when its page reloads. */
export type ContactViews = Partial<Record<FlowModule, (record: FlowRecord) => ContactShown>>;

/**
 * Where this browser's flow of `module` stands, or without a module the flow it used last. A
 * page of one flow asks for its own: a browser may hold a registration and a password reset
 * at once. The status is said in `language`.
 */
export async function reload(
  deps: SelfServiceDeps,
  contactViews: ContactViews,
  { sessionIdHash, language }: { sessionIdHash: string; language: Language },
  module?: FlowModule,
): Promise<SelfServiceResponse> {
  const flow = module
    ? await findFlow(deps.db, sessionIdHash, module)
    : await findLatestFlowOfSession(deps.db, sessionIdHash);
  if (!flow) return answer(deps, language, 'STEPNOTALLOWED');
  const contactShown = contactViews[flow.module] ?? contactAsTyped;
  return {
    ...answer(deps, language, 'SUCCESS'),
    transactionId: flow.transactionId,
    module: flow.module,
    step: flow.step,
    ssnLength: flow.ssnLength,
    ...(flow.step !== 'personalInfo' && flow.firstName
      ? { firstName: flow.firstName, lastName: flow.lastName ?? '' }
      : {}),
    ...(flow.reservedUserName || flow.userName
      ? { userName: flow.userName ?? flow.reservedUserName ?? '' }
      : {}),
    ...contactShown(flow),
    ...(flow.codeChannel ? { selectedValidationOption: flow.codeChannel } : {}),
    ...(flow.ssoPartnerId ? { sso: true } : {}),
  };
}

/** Ends this browser's flows; the login page of the one it was in comes next. */
export async function backToLogin(
  deps: SelfServiceDeps,
  { sessionIdHash, language }: { sessionIdHash: string; language: Language },
): Promise<SubmitResponse> {
  const [module] = await deleteFlowsOfSession(deps.db, sessionIdHash);
  return {
    ...answer(deps, language, 'SUCCESS'),
    redirectUrl: deps.loginUrl(module ?? 'employee-benefits'),
  };
}
