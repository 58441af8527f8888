// The state of this browser's self-service flow (the registration state of docs/product/calls.md,
// and what username recovery and the password reset keep beside it), kept for the browser session
// so a reload shows the same step with the same data. Security rule: no SSN, date of birth,
// password or code is ever put here; those live only in the form that asks for them.

import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type {
  BaseResponse,
  PersonalInfoResponse,
  SelfServiceResponse,
  SubmitResponse,
  ValidationOption,
} from '#domain/self-service/self-service-answers';
import type { RightSideContent } from '#domain/registration/registration-answers';
import type { Language } from '#domain/language/language';
import type { FlowModule } from '#domain/self-service/flow';
import type { SsnLength } from '#domain/shared/field-rules';
import type { RegistrationPage } from '#web/paths.ts';

export interface FlowData {
  /**
   * The flow the data below belongs to: a browser may hold a registration and a password
   * reset at once, and a screen of one never uses the other's transaction.
   */
  flowModule: FlowModule | null;
  /** The answer of verifyPersonalInfo. */
  personalInfo: PersonalInfoResponse | null;
  /** The last answer that carries only a status (ZIP, credentials, code, resend, back). */
  baseResponse: BaseResponse | null;
  /** The answer of GET reload. */
  selfServiceResponse: SelfServiceResponse | null;
  registrationSubmitResponse: SubmitResponse | null;
  /** The right-hand help panel. */
  rightMenu: RightSideContent | null;
  /** The language the server said the help panel in: another one asks again. */
  rightMenuLanguage: Language | null;
  /** The employer invitation guid. */
  regid: string | null;
  transactionId: string | null;
  /** 9 after MULTIPLECLIENTS, back to 4 after SSNAVAILABLE. */
  ssnLength: SsnLength;
  /** Failed identity checks in a row: the second not-validated one offers the claim link. */
  identityFailures: number;
  /** The user name the person chose, or the one kept for them (VALID_USERNAME_EXIST). */
  userName: string | null;
  /** Set when the server keeps a user name for this person: the field is read-only. */
  reservedUserName: string | null;
  /** Username recovery: the user name the server found, shown on retrieveUserName. */
  recoveredUserName: string | null;
  /**
   * Where the code was sent: the e-mail an employee gave; an employer contact's e-mail on
   * file, masked.
   */
  emailAddress: string | null;
  /**
   * Employer: the contact's phone on file, masked, until the credentials replace it with the
   * mobile number the person gave (which the last code goes to).
   */
  phoneNumber: string | null;
  /** Employer: the names of the invited contact, shown filled in and disabled. */
  invitedNames: { firstName: string; lastName: string } | null;
  /** The channel the last code travelled by: the code screen's heading and side note. */
  codeChannel: ValidationOption | null;
  /**
   * The step the code screen is at (the server's names): the employer contact's first code,
   * whose Back returns to the device selection, or the code after the credentials.
   */
  codeStep: 'contactCode' | 'code' | null;
}

export interface FlowState extends FlowData {
  /**
   * The screen the flow itself last sent the person to. Not persisted: after a reload, or
   * an address typed by hand, it differs from the screen and the server is asked where
   * the flow stands.
   */
  arrivedAt: RegistrationPage | null;
  update(data: Partial<FlowData>): void;
  arrive(page: RegistrationPage): void;
  /** Forgets the flow: it was cancelled, finished or started over. */
  reset(): void;
}

const initialData: FlowData = {
  flowModule: null,
  personalInfo: null,
  baseResponse: null,
  selfServiceResponse: null,
  registrationSubmitResponse: null,
  rightMenu: null,
  rightMenuLanguage: null,
  regid: null,
  transactionId: null,
  ssnLength: 4,
  identityFailures: 0,
  userName: null,
  reservedUserName: null,
  recoveredUserName: null,
  emailAddress: null,
  phoneNumber: null,
  invitedNames: null,
  codeChannel: null,
  codeStep: null,
};

/** Its name predates the other flows; kept, so a flow under way survives a new release. */
export const flowStorageKey = 'portal-registration';

export const useFlowStore = create<FlowState>()(
  persist(
    (set) => ({
      ...initialData,
      arrivedAt: null,
      update: (data) => set(data),
      arrive: (page) => set({ arrivedAt: page }),
      // The help panel's content is the same for every registration: it stays.
      reset: () =>
        set((state) => ({
          ...initialData,
          rightMenu: state.rightMenu,
          rightMenuLanguage: state.rightMenuLanguage,
        })),
    }),
    {
      name: flowStorageKey,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ arrivedAt: _arrivedAt, update: _u, arrive: _a, reset: _r, ...data }) => data,
    },
  ),
);

/**
 * What the reload answer tells the store, without erasing what it leaves out: where the code
 * went and which code it is (the code screen's heading and Back), the user name chosen or
 * kept (a password reset's, shown read-only).
 */
export function dataOfReload(response: SelfServiceResponse): Partial<FlowData> {
  const { step } = response;
  return {
    selfServiceResponse: response,
    ...(response.transactionId ? { transactionId: response.transactionId } : {}),
    ...(response.ssnLength ? { ssnLength: response.ssnLength } : {}),
    ...(response.userName ? { userName: response.userName } : {}),
    ...(response.emailAddress ? { emailAddress: response.emailAddress } : {}),
    ...(response.phoneNumber ? { phoneNumber: response.phoneNumber } : {}),
    ...(response.selectedValidationOption
      ? { codeChannel: response.selectedValidationOption }
      : {}),
    ...(step === 'contactCode' || step === 'code' ? { codeStep: step } : {}),
  };
}

/** For tests: a fresh store, as a new browser session has it. */
export function resetFlowStore(): void {
  useFlowStore.setState({ ...initialData, arrivedAt: null });
}
