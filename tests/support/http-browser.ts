// A browser over real HTTP for the system tests: its cookies and the CSRF token of the last
// page it opened, as TestBrowser (test-app.ts) keeps them over inject(). It may switch the
// instance it talks to (`origin`), as a load balancer would between two requests.

export interface HttpAnswer {
  statusCode: number;
  headers: Headers;
  body: string;
  json<T = Record<string, unknown>>(): T;
}

export class HttpBrowser {
  private cookies = new Map<string, string>();
  csrfToken: string | undefined;

  constructor(public origin: string) {}

  /** Opens a page like a person would, reading the token from the `_csrf` meta tag. */
  async openPage(path = '/auth/employee-benefits/login'): Promise<HttpAnswer> {
    const answer = await this.request('GET', path, undefined, { accept: 'text/html' });
    this.csrfToken = /<meta name="_csrf" content="([^"]+)"/.exec(answer.body)?.[1];
    return answer;
  }

  post(path: string, body?: unknown, headers: Record<string, string> = {}): Promise<HttpAnswer> {
    return this.request('POST', path, body, {
      ...(this.csrfToken ? { 'x-csrf-token': this.csrfToken } : {}),
      ...headers,
    });
  }

  get(path: string, headers: Record<string, string> = {}): Promise<HttpAnswer> {
    return this.request('GET', path, undefined, headers);
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  async request(
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
    headers: Record<string, string>,
  ): Promise<HttpAnswer> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(`${this.origin}${path}`, {
      method,
      redirect: 'manual',
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    for (const set of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = set.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key, when] = attribute.trim().split('=');
        if (key?.toLowerCase() === 'max-age') return Number(when) <= 0;
        return key?.toLowerCase() === 'expires' && new Date(when ?? '').getTime() <= Date.now();
      });
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    return {
      statusCode: response.status,
      headers: response.headers,
      body: text,
      json: <T>() => JSON.parse(text) as T,
    };
  }
}
