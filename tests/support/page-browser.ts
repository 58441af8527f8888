// What both test browsers share, whatever carries their requests (inject() in test-app.ts,
// real HTTP in http-browser.ts): the cookies they keep, and the CSRF token of the last page
// they opened, sent on every POST as the web app does.

export abstract class PageBrowser<Answer extends { body: string }> {
  protected readonly cookies = new Map<string, string>();
  csrfToken: string | undefined;

  /** Opens a page like a person would, reading the token from the `_csrf` meta tag. */
  async openPage(path = '/auth/employee-benefits/login'): Promise<Answer> {
    const answer = await this.request('GET', path, undefined, { accept: 'text/html' });
    this.csrfToken = /<meta name="_csrf" content="([^"]+)"/.exec(answer.body)?.[1];
    return answer;
  }

  post(path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
    return this.request('POST', path, body, {
      ...(this.csrfToken ? { 'x-csrf-token': this.csrfToken } : {}),
      ...headers,
    });
  }

  get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
    return this.request('GET', path, undefined, headers);
  }

  /**
   * 'Confirm it's you' after the password, as a person without a factor does it (issue 15):
   * asks for the one-time code, reads it from the development outbox (the message the send
   * added, to the masked destination the step showed) and enters it. Answers the step's outcome.
   */
  async confirmItsYou(
    side: 'employee-benefits' | 'employers',
    { rememberDevice = false } = {},
  ): Promise<string> {
    const api = `/auth/${side}/api/second-step`;
    const options = JSON.parse((await this.get(api)).body) as {
      confirmed?: boolean;
      code: { destination: string } | null;
    };
    if (options.confirmed) return 'confirmed';
    if (!options.code)
      throw new Error(`The second step offers no code: ${JSON.stringify(options)}`);
    // The messages before the send: of those after it, the new one is this code's, whatever
    // the clock (a test clock stands still, so a time would not tell two codes apart).
    const outbox = async () =>
      JSON.parse((await this.get('/auth/dev/outbox')).body) as {
        messages: { id: string; to: string; text: string; code: string | null }[];
      };
    const before = new Set((await outbox()).messages.map((message) => message.id));
    const sent = JSON.parse((await this.post(`${api}/code/send`)).body) as { outcome: string };
    if (sent.outcome !== 'sent') throw new Error(`No code was sent: ${sent.outcome}`);
    const messages = (await outbox()).messages.filter((message) => !before.has(message.id));
    const shown = options.code.destination;
    const reaches = (recipient: string) =>
      shown.includes('@')
        ? recipient.startsWith(shown.split('*')[0] ?? '') &&
          recipient.endsWith(shown.slice(shown.indexOf('@')))
        : recipient.replace(/\D/g, '').endsWith(shown.replace(/\D/g, ''));
    const message = messages.find(
      (candidate) =>
        reaches(candidate.to) &&
        (candidate.text.includes("Confirm it's you") || !shown.includes('@')),
    );
    const code = message?.code;
    if (!code) throw new Error(`No code reached ${shown}`);
    const answer = await this.post(api + '/code', { code, rememberDevice });
    return (JSON.parse(answer.body) as { outcome: string }).outcome;
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  /** The Cookie header the browser sends, when it holds any cookie. */
  protected cookieHeader(): { cookie?: string } {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    return cookie ? { cookie } : {};
  }

  /** Sends the request with the cookies, and keeps the cookies the answer sets or clears. */
  abstract request(
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
    headers: Record<string, string>,
  ): Promise<Answer>;
}
