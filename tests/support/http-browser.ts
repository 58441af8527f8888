// A browser over real HTTP for the system tests, the counterpart of TestBrowser (test-app.ts)
// over inject(): the same page-browser.ts keeps its cookies and CSRF token. It may switch the
// instance it talks to (`origin`), as a load balancer would between two requests. A FormData
// body goes as multipart/form-data, as a browser's upload does.

import { PageBrowser } from './page-browser.ts';

export interface HttpAnswer {
  statusCode: number;
  headers: Headers;
  body: string;
  /** The body as it came, byte for byte (a download). */
  bytes: Buffer;
  json<T = Record<string, unknown>>(): T;
}

export class HttpBrowser extends PageBrowser<HttpAnswer> {
  constructor(public origin: string) {
    super();
  }

  async request(
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
    headers: Record<string, string>,
  ): Promise<HttpAnswer> {
    const form = body instanceof FormData;
    const response = await fetch(`${this.origin}${path}`, {
      method,
      redirect: 'manual',
      headers: {
        ...this.cookieHeader(),
        ...(body !== undefined && !form ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      ...(body !== undefined ? { body: form ? body : JSON.stringify(body) } : {}),
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
    const bytes = Buffer.from(await response.arrayBuffer());
    const text = bytes.toString('utf8');
    return {
      statusCode: response.status,
      headers: response.headers,
      body: text,
      bytes,
      json: <T>() => JSON.parse(text) as T,
    };
  }
}
