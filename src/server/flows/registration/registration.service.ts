// Registration of either side (docs/product/registration.md, docs/product/self-service.md), one
// exported function per call: each loads this browser's flow, checks that its step allows the call
// (registration-flow.ts), does the work, and saves what the record becomes
// (registration-record.ts). A call out of order answers STEPNOTALLOWED and changes nothing. The
// employer's own calls are in employer-registration.service.ts, the submit in
// registration-submit.service.ts; what every flow shares is in src/server/self-service/.

import {
  type CredentialInfo,
  type ZipCodeRequest,
  credentialProblems,
} from '#domain/registration/registration-api';
import { type ZipCodeResponse } from '#domain/registration/registration-answers';
import { registrationFlow } from '#domain/registration/registration-flow';
import {
  backToCredentials,
  credentialsTaken,
  employeeIdentityProven,
  zipProven,
} from '#domain/registration/registration-record';
import { codeEventOf } from '#domain/self-service/flow';
import { lastFourSsnAsked } from '#domain/self-service/flow-record';
import type {
  BaseResponse,
  CredentialsResponse,
  PersonalInfoResponse,
  SubmitResponse,
} from '#domain/self-service/self-service-answers';
import type {
  ResendCodeRequest,
  ValidateCustomerRequest,
} from '#domain/self-service/self-service-api';
import { validateZipCode as zipCodeProblem } from '#domain/shared/field-rules';
import type { Side } from '#domain/shared/sides';
import { isRefused, type Refused } from '#domain/shared/outcome';
import { findAccountOfSsoSubject, isUserNameTaken } from '#server/db/accounts-repository';
import { findMemberForRegistration } from '#server/db/census-repository';
import { deleteFlow, findFlow, updateFlow } from '#server/db/flows-repository';
import { type Caller, firstProblem } from '#server/self-service/caller';
import { flowAt, flowForIdentityCheck } from '#server/self-service/flow-access';
import {
  countProofingFailure,
  personLocked,
  personalInfoProblem,
  proveEmployee,
  tooYoung,
} from '#server/self-service/identity-proofing';
import { resendRefusal, sendCode, sendCodeAgain } from '#server/self-service/one-time-code-step';
import { passwordNotAllowed } from '#server/self-service/password-choice';
import { answer, refused } from '#server/self-service/self-service-deps';
import { sendCodeToChosenDevice, verifyContact } from './employer-registration.service.ts';
import { type RegistrationDeps, registrationCodeStep } from './registration-deps.ts';

/**
 * `verifyPersonalInfo`: an employee is looked up in the census, an employer must be the
 * invited contact (employer-registration.service.ts). A person with an account goes to login.
 */
export async function verifyPersonalInfo(
  deps: RegistrationDeps,
  caller: Caller<Side>,
  request: ValidateCustomerRequest,
): Promise<PersonalInfoResponse | Refused> {
  const { db } = deps;
  const employer = caller.module === 'employers';
  const flow = await flowForIdentityCheck(
    deps,
    registrationFlow(caller.module),
    caller,
    personalInfoProblem(deps, request, { requireClientId: employer }),
  );
  if (refused(flow) || isRefused(flow)) return flow;
  if (flow.ssoPartnerId && flow.ssoSubject) {
    // The partner vouches that this is the employee its subject names, who registered
    // already: to login, as for a census person with an account, whatever was typed.
    const linked = await findAccountOfSsoSubject(db, flow.ssoPartnerId, flow.ssoSubject);
    if (linked)
      return answer(deps, caller.language, linked.disabled ? 'USERLOCKED' : 'ALREADYREGISTERED');
  }
  if (tooYoung(deps, request)) return answer(deps, caller.language, 'AGEELIGIBILITYFAILED');
  if (employer) return verifyContact(deps, caller, flow, request);

  const person = await proveEmployee(deps, caller, flow, request);
  if (refused(person)) return person;
  const now = deps.clock.now();
  if (person.account) {
    await updateFlow(db, flow.transactionId, lastFourSsnAsked, now);
    return answer(deps, caller.language, 'ALREADYREGISTERED');
  }
  const proven = employeeIdentityProven(flow, person);
  if (!proven) return answer(deps, caller.language, 'STEPNOTALLOWED');
  await updateFlow(db, flow.transactionId, proven, now);
  return { ...answer(deps, caller.language, 'NOTREGISTERED'), transactionId: flow.transactionId };
}

/** `validateZipCode`: the employee's second factor, behind the bot check. */
export async function validateZipCode(
  deps: RegistrationDeps,
  caller: Caller<Side>,
  request: ZipCodeRequest,
): Promise<ZipCodeResponse | Refused> {
  const { db } = deps;
  const flow = await flowAt(deps, registrationFlow(caller.module), caller, 'zipVerified');
  if (refused(flow)) return flow;
  const zipProblem = firstProblem(caller.language, { zipCode: zipCodeProblem(request.zipCode) });
  if (zipProblem) return zipProblem;
  if (!flow.memberId) return answer(deps, caller.language, 'STEPNOTALLOWED');
  if (await personLocked(deps, flow.memberId)) return answer(deps, caller.language, 'USERLOCKED');

  const verdict = await deps.botCheck.verify(request.recaptchaToken, {
    action: 'validate_zip',
    remoteIp: caller.address,
  });
  if (!verdict.human) return answer(deps, caller.language, 'BOTCHECKFAILED');

  const person = await findMemberForRegistration(db, flow.memberId);
  if (!person || person.zipCode !== request.zipCode) {
    const locked = await countProofingFailure(deps, caller, [flow.memberId]);
    return answer(deps, caller.language, locked ?? 'ZIPNOTVALID');
  }
  const reserved =
    person.reservedUserName && !(await isUserNameTaken(db, person.reservedUserName, flow.memberId))
      ? person.reservedUserName
      : null;
  const proven = zipProven(flow, { botScore: verdict.score, reservedUserName: reserved });
  if (!proven) return answer(deps, caller.language, 'STEPNOTALLOWED');
  await updateFlow(db, flow.transactionId, proven, deps.clock.now());
  return reserved
    ? { ...answer(deps, caller.language, 'VALID_USERNAME_EXIST'), userName: reserved }
    : answer(deps, caller.language, 'VALID');
}

/**
 * `selectCredentials`: user name, password and where the code goes (an employee's e-mail, an
 * employer's mobile phone, which proving ends the checks); then a code goes there.
 */
export async function selectCredentials(
  deps: RegistrationDeps,
  caller: Caller<Side>,
  request: CredentialInfo,
): Promise<CredentialsResponse | Refused> {
  const side = caller.module;
  const flow = await flowAt(deps, registrationFlow(side), caller, 'credentialsAccepted');
  if (refused(flow)) return flow;
  if (request.transactionId !== flow.transactionId)
    return answer(deps, caller.language, 'STEPNOTALLOWED');
  const employer = side === 'employers';
  const problem = firstProblem(
    caller.language,
    credentialProblems(request, employer ? 'phone' : 'email'),
  );
  if (problem) return problem;
  const userName = request.username;
  if (flow.reservedUserName && flow.reservedUserName.toLowerCase() !== userName.toLowerCase()) {
    return answer(deps, caller.language, 'USERIDNOTAVAILABLE');
  }
  if (passwordNotAllowed(deps.blocklist, request.password, userName)) {
    return answer(deps, caller.language, 'PASSWORDNOTALLOWED');
  }
  if (await isUserNameTaken(deps.db, userName, flow.memberId)) {
    return answer(deps, caller.language, 'USERIDNOTAVAILABLE');
  }
  const passwordHash = await deps.hasher.hash(request.password);
  const codeStep = registrationCodeStep(side);
  if (employer) {
    const phone = request.phoneNumber ?? '';
    const taken = credentialsTaken(side, flow, { userName, passwordHash, phone });
    if (!taken) return answer(deps, caller.language, 'STEPNOTALLOWED');
    await sendCode(deps, caller.language, codeStep, flow, { channel: 'PHONE', to: phone }, taken);
    return { ...answer(deps, caller.language, 'USERIDAVAILABLE'), phoneNumber: phone };
  }
  const email = request.emailAddress ?? '';
  const taken = credentialsTaken(side, flow, { userName, passwordHash, email });
  if (!taken) return answer(deps, caller.language, 'STEPNOTALLOWED');
  await sendCode(deps, caller.language, codeStep, flow, { channel: 'EMAIL', to: email }, taken);
  return { ...answer(deps, caller.language, 'OTPCODESENT'), emailAddress: email };
}

/**
 * `resendVerificationCode`: the code again, to where the last one went; an employer at the
 * device selection names the device on file that gets the first one.
 */
export async function resendVerificationCode(
  deps: RegistrationDeps,
  caller: Caller<Side>,
  request: ResendCodeRequest = {},
): Promise<CredentialsResponse> {
  const flow = await flowAt(deps, registrationFlow(caller.module), caller, (step) =>
    step === 'verification' ? 'deviceChosen' : codeEventOf(step),
  );
  if (refused(flow)) return flow;
  const refusal = resendRefusal(deps, caller.language, flow);
  if (refusal) return refusal;
  if (flow.step === 'verification') {
    return sendCodeToChosenDevice(deps, caller.language, flow, request.selectedValidationOption);
  }
  return sendCodeAgain(deps, caller.language, registrationCodeStep(caller.module), flow);
}

/** `backToCredentialPage`: Back on the code screen, Edit on the review screen. */
export async function backToCredentialPage(
  deps: RegistrationDeps,
  caller: Caller<Side>,
): Promise<BaseResponse> {
  const side = caller.module;
  const flow = await flowAt(deps, registrationFlow(side), caller, 'backToCredentials');
  if (refused(flow)) return flow;
  const back = backToCredentials(side, flow);
  if (!back) return answer(deps, caller.language, 'STEPNOTALLOWED');
  await updateFlow(deps.db, flow.transactionId, back, deps.clock.now());
  return answer(deps, caller.language, 'SUCCESS');
}

/** `proceedToLogin`: the account exists; the flow ends and the side's login page is next. */
export async function proceedToLogin(
  deps: RegistrationDeps,
  caller: Caller<Side>,
  transactionId: string,
): Promise<SubmitResponse> {
  const flow = await findFlow(deps.db, caller.sessionIdHash, caller.module);
  if (!flow || flow.transactionId !== transactionId || flow.step !== 'completed') {
    return answer(deps, caller.language, 'STEPNOTALLOWED');
  }
  await deleteFlow(deps.db, flow.transactionId);
  return { ...answer(deps, caller.language, 'SUCCESS'), redirectUrl: deps.loginUrl(caller.module) };
}
