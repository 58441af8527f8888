// Bot protection for the registration ZIP step
// (docs/product/self-service.md#zip-code-and-bot-check): reCAPTCHA v3 when a secret is configured,
// else a local verifier for development (production refuses to start without the keys). Every
// failure to reach or understand Google is a verdict that the visitor is not human: bot protection
// fails closed, never with an exception.

import * as z from 'zod/mini';
import type { Config } from '#server/config/config';

export interface BotVerdict {
  human: boolean;
  /** 0 (a bot) to 1 (a person); kept as proofing evidence of the registration. */
  score: number;
  /** Why the visitor is not taken as human; for logs and the audit, never for the browser. */
  reason?: string;
}

export interface BotCheck {
  /** `action` is the one the page asked the token for; the token must carry the same. */
  verify(token: string, context: { action: string; remoteIp?: string }): Promise<BotVerdict>;
}

export interface RecaptchaOptions {
  secret: string;
  verifyUrl: string;
  /** Scores below this are bots. */
  minScore: number;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}

/** The siteverify answer; fields Google leaves out on failure are optional. */
const siteverifyAnswer = z.object({
  success: z.boolean(),
  score: z.optional(z.number()),
  action: z.optional(z.string()),
  hostname: z.optional(z.string()),
  'error-codes': z.optional(z.array(z.string())),
});

const notHuman = (reason: string, score = 0): BotVerdict => ({ human: false, score, reason });

export function createRecaptchaBotCheck({
  secret,
  verifyUrl,
  minScore,
  fetchImpl = fetch,
  timeoutMs = 3000,
}: RecaptchaOptions): BotCheck {
  return {
    async verify(token, { action, remoteIp }) {
      if (!token) return notHuman('no token');
      const form = new URLSearchParams({ secret, response: token });
      if (remoteIp) form.set('remoteip', remoteIp);
      let response: Response;
      let body: unknown;
      try {
        // The timeout covers reading the body too: fetch ties both to the signal.
        response = await fetchImpl(verifyUrl, {
          method: 'POST',
          body: form,
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (response.status !== 200) {
          await response.body?.cancel();
          return notHuman(`siteverify answered HTTP ${response.status}`);
        }
        body = JSON.parse(await response.text());
      } catch (error) {
        return notHuman(describeRequestFailure(error));
      }
      const answer = siteverifyAnswer.safeParse(body);
      if (!answer.success) return notHuman('siteverify answer has an unexpected shape');
      const { success, score = 0, action: tokenAction } = answer.data;
      if (!success) {
        const codes = answer.data['error-codes']?.join(', ') || 'no error codes';
        return notHuman(`token rejected: ${codes}`);
      }
      if (tokenAction !== action) {
        return notHuman(
          `token is for action ${tokenAction ?? '(none)'}, expected ${action}`,
          score,
        );
      }
      if (score < minScore) return notHuman(`score ${score} is below ${minScore}`, score);
      return { human: true, score };
    },
  };
}

/** Names the kind of failure only: the request carried the secret, so no request details. */
function describeRequestFailure(error: unknown): string {
  if (error instanceof SyntaxError) return 'siteverify answer is not JSON';
  if (error instanceof DOMException && error.name === 'TimeoutError') {
    return 'siteverify did not answer in time';
  }
  const cause = (error as { cause?: { code?: unknown } }).cause?.code;
  return `siteverify could not be reached${typeof cause === 'string' ? ` (${cause})` : ''}`;
}

/** The token the development page sends in place of a reCAPTCHA token. */
export const localDevelopmentToken = 'local-development';

/** Development only: takes the page's fixed token as a person, anything else as a bot. */
export const localBotCheck: BotCheck = {
  async verify(token) {
    return token === localDevelopmentToken
      ? { human: true, score: 0.9 }
      : notHuman('not the local development token');
  },
};

export function createBotCheck(config: Pick<Config, 'recaptcha'>): BotCheck {
  const { secret, verifyUrl, minScore } = config.recaptcha;
  return secret ? createRecaptchaBotCheck({ secret, verifyUrl, minScore }) : localBotCheck;
}
