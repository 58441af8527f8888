import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { botProtectionToken, localDevelopmentToken, resetBotProtection } from './bot-protection.ts';

// The test browser cannot reach Google: the scripts the page adds are kept aside, and the
// test plays their arrival.
let added: HTMLScriptElement[] = [];
const recaptchaScripts = () =>
  added.filter((script) => script.src.startsWith('https://www.google.com/recaptcha/api.js'));

beforeEach(() => {
  added = [];
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    added.push(...(nodes as HTMLScriptElement[]));
  });
});

afterEach(() => {
  delete (window as { grecaptcha?: unknown }).grecaptcha;
  resetBotProtection();
});

/** Plays Google's script arriving: it defines grecaptcha and fires load. */
function googleScriptLoads(token: string) {
  const calls: { siteKey: string; action: string }[] = [];
  (window as { grecaptcha?: unknown }).grecaptcha = {
    ready: (callback: () => void) => callback(),
    execute: (siteKey: string, options: { action: string }) => {
      calls.push({ siteKey, action: options.action });
      return Promise.resolve(token);
    },
  };
  recaptchaScripts().forEach((script) => script.dispatchEvent(new Event('load')));
  return calls;
}

describe('bot protection', () => {
  it('without a site key, loads nothing and sends the local verifier token', async () => {
    await expect(botProtectionToken(undefined, 'validate_zip')).resolves.toBe(
      localDevelopmentToken,
    );
    expect(recaptchaScripts()).toHaveLength(0);
  });

  it('with a site key, loads Google script once and asks it for a token for the action', async () => {
    const first = botProtectionToken('site-key', 'validate_zip');
    const second = botProtectionToken('site-key', 'validate_zip');
    expect(recaptchaScripts()).toHaveLength(1);
    expect(recaptchaScripts()[0]?.src).toBe(
      'https://www.google.com/recaptcha/api.js?render=site-key',
    );

    const calls = googleScriptLoads('token-from-google');

    await expect(first).resolves.toBe('token-from-google');
    await expect(second).resolves.toBe('token-from-google');
    expect(calls).toEqual([
      { siteKey: 'site-key', action: 'validate_zip' },
      { siteKey: 'site-key', action: 'validate_zip' },
    ]);
  });

  it('sends an empty token when Google cannot be reached, and tries again next time', async () => {
    const token = botProtectionToken('site-key', 'validate_zip');
    recaptchaScripts()[0]?.dispatchEvent(new Event('error'));
    await expect(token).resolves.toBe('');

    const retry = botProtectionToken('site-key', 'validate_zip');
    expect(recaptchaScripts()).toHaveLength(2);
    googleScriptLoads('second-try');
    await expect(retry).resolves.toBe('second-try');
  });
});
