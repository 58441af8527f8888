// What every browser of the tests and the bench shares, whatever carries its requests
// (inject() in test-app.ts, fetch in http-browser.ts, the bench's node:http client in
// scripts/bench/portal-browser.ts): the cookies it keeps, and the CSRF token of the last page
// it opened, sent on every POST as the web app does. log-in-kit.ts logs any of them in.

export abstract class PageBrowser<Answer extends { statusCode: number; body: string }> {
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
