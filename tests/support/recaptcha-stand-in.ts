// A local stand-in for Google's reCAPTCHA siteverify endpoint on 127.0.0.1, so the real
// client is tested over HTTP. It answers by token and records every request it gets.

import { createServer, type ServerResponse } from 'node:http';
import { closeServer, listenOnLoopback, readBody } from './stand-in-server.ts';

export interface SiteverifyRequest {
  method: string;
  contentType: string;
  /** The form fields as sent: secret, response (the token), remoteip. */
  form: Record<string, string>;
}

export interface RecaptchaStandIn {
  /** The siteverify URL to configure. */
  url: string;
  requests: SiteverifyRequest[];
  close(): Promise<void>;
}

/** What each token gets; an unknown token is rejected the way Google rejects it. */
const answers: Record<string, (response: ServerResponse) => void> = {
  'human-token': json({ success: true, score: 0.9, action: 'validate_zip', hostname: 'localhost' }),
  'bot-token': json({ success: true, score: 0.1, action: 'validate_zip', hostname: 'localhost' }),
  'wrong-action': json({ success: true, score: 0.9, action: 'login', hostname: 'localhost' }),
  invalid: json({ success: false, 'error-codes': ['invalid-input-response'] }),
  broken: (response) => response.writeHead(500).end('Internal Server Error'),
  // Never answers: the client's timeout must end the wait.
  slow: () => undefined,
  garbage: (response) =>
    response.writeHead(200, { 'content-type': 'application/json' }).end('<html>oops'),
};

function json(body: object) {
  return (response: ServerResponse) =>
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

const invalidToken = json({ success: false, 'error-codes': ['invalid-input-response'] });

/** Starts the stand-in; a request without `secret` among its form fields is refused. */
export async function startRecaptchaStandIn(secret: string): Promise<RecaptchaStandIn> {
  const requests: SiteverifyRequest[] = [];
  const server = createServer((request, response) => {
    void readBody(request).then((body) => {
      const form = Object.fromEntries(new URLSearchParams(body));
      requests.push({
        method: request.method ?? '',
        contentType: request.headers['content-type'] ?? '',
        form,
      });
      if (form.secret !== secret) {
        json({ success: false, 'error-codes': ['invalid-input-secret'] })(response);
        return;
      }
      const answer = answers[form.response ?? ''] ?? invalidToken;
      answer(response);
    });
  });
  const origin = await listenOnLoopback(server);
  return {
    url: `${origin}/recaptcha/api/siteverify`,
    requests,
    // The 'slow' token's request is still open; end it rather than wait for it.
    close: () => closeServer(server),
  };
}
