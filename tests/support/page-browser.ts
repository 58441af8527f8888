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
