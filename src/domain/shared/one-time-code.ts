// One-time code rules (docs/product/self-service.md): 6 digits, valid 15 minutes, 5 wrong entries
// invalidate it, at most 5 sends per flow and 30 seconds between sends.

export const oneTimeCodeRules = {
  length: 6,
  validMinutes: 15,
  maxAttempts: 5,
  maxSends: 5,
  resendWaitSeconds: 30,
} as const;

/** The state of a flow's code after its attempt counter was raised for this entry. */
export interface CodeState {
  /** Null once the code was used or invalidated. */
  codeHash: string | null;
  /** Entries so far, this one included. */
  attempts: number;
  expiresAt: Date | null;
}

export type CodeCheck = 'compare' | 'OTPATTEMPTSEXCEEDED' | 'OTPEXPIRED' | 'OTPINVALID';

/** What to answer before comparing; 'compare' means the entry may be compared. */
export function checkCodeEntry(state: CodeState, now: Date): CodeCheck {
  if (state.attempts > oneTimeCodeRules.maxAttempts) return 'OTPATTEMPTSEXCEEDED';
  if (state.codeHash === null || state.expiresAt === null) return 'OTPINVALID';
  if (state.expiresAt.getTime() <= now.getTime()) return 'OTPEXPIRED';
  return 'compare';
}

export interface SendState {
  sends: number;
  lastSentAt: Date | null;
}

export type ResendCheck = 'send' | 'RESENDTOOSOON' | 'RESENDLIMITREACHED';

export function checkResend(state: SendState, now: Date): ResendCheck {
  if (state.sends >= oneTimeCodeRules.maxSends) return 'RESENDLIMITREACHED';
  if (
    state.lastSentAt !== null &&
    now.getTime() - state.lastSentAt.getTime() < oneTimeCodeRules.resendWaitSeconds * 1000
  ) {
    return 'RESENDTOOSOON';
  }
  return 'send';
}

/** An e-mail address as a screen may show it to someone who proved less than everything. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  const visible = local.slice(0, Math.min(2, Math.max(1, local.length - 1)));
  return `${visible}${'*'.repeat(Math.max(3, local.length - visible.length))}@${domain}`;
}

/** A phone number as (###) ###-####, all but the last four digits hidden. */
export function maskPhone(phone: string): string {
  return `(***) ***-${phone.replace(/\D/g, '').slice(-4)}`;
}
