// The score-based bot protection of the ZIP step (docs/product/calls.md): Google reCAPTCHA v3
// when the installation configures a site key, the server's local verifier when it does not.
// The script is added to the page only on the step that needs it, once, so the login page
// and every other screen load nothing from Google.

/** What the server's local verifier accepts when no site key is configured. */
export const localDevelopmentToken = 'local-development';

interface ReCaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

type WindowWithReCaptcha = Window & { grecaptcha?: ReCaptcha };

let loading: Promise<ReCaptcha> | null = null;

function scriptUrl(siteKey: string): string {
  return `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
}

/** Adds Google's script once and resolves when it is ready to hand out tokens. */
export function loadBotProtection(siteKey: string): Promise<ReCaptcha> {
  loading ??= new Promise<ReCaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = scriptUrl(siteKey);
    script.async = true;
    script.addEventListener('load', () => {
      const grecaptcha = (window as WindowWithReCaptcha).grecaptcha;
      if (!grecaptcha) reject(new Error('reCAPTCHA did not start'));
      else grecaptcha.ready(() => resolve(grecaptcha));
    });
    script.addEventListener('error', () => reject(new Error('reCAPTCHA could not be loaded')));
    document.head.append(script);
  }).catch((error: unknown) => {
    // A later attempt may succeed (a network blip, a blocker switched off).
    loading = null;
    throw error;
  });
  return loading;
}

/**
 * A token for `action`. Without a site key, the local verifier's token. When Google cannot
 * be reached the token is empty: the server then answers BOTCHECKFAILED with a sentence the
 * person can act on, which is better than a generic failure.
 */
export async function botProtectionToken(
  siteKey: string | undefined,
  action: string,
): Promise<string> {
  if (!siteKey) return localDevelopmentToken;
  try {
    const grecaptcha = await loadBotProtection(siteKey);
    return await grecaptcha.execute(siteKey, { action });
  } catch {
    return '';
  }
}

/** For tests: forget the loaded script. */
export function resetBotProtection(): void {
  loading = null;
}
