// Requests per second for what a browser loads before any call: the hashed JavaScript and CSS
// under /auth/assets/, sent as the Brotli files the build wrote beside them (no compression
// per request), and the HTML page, rendered per request with the session's CSRF token: for a
// returning visitor (a session look-up) and for a new one (a session written).

import { readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import {
  type ClosedLoopResult,
  type PortalRequest,
  runClosedLoop,
  SessionRing,
} from './http-load.ts';
import { withClient } from './load-client.ts';
import type { VisitorSession } from './portal-client.ts';
import type { ServerProcess } from './server-process.ts';

export interface StaticTimings {
  staticWarmupMs: number;
  staticMs: number;
}

export interface StaticResult {
  what: 'hashed assets' | 'page, returning visitor' | 'page, new visitor';
  detail: string;
  run: ClosedLoopResult;
  /** Mean bytes on the wire per answer. */
  bytesPerAnswer: number;
}

const page = '/auth/employee-benefits/login';
/** What Chromium sends. */
const acceptEncoding = 'gzip, deflate, br, zstd';

export async function runStaticBench(
  server: ServerProcess,
  browsers: readonly VisitorSession[],
  webRoot: string,
  timings: StaticTimings,
): Promise<StaticResult[]> {
  const assets = hashedAssets(webRoot);
  if (assets.length === 0) throw new Error(`No precompressed assets in ${webRoot}/assets`);
  const connections = 2 * availableParallelism();
  const results: StaticResult[] = [];
  /** `request` is given a tally of the bytes of each answer it receives. */
  const run = async (
    what: StaticResult['what'],
    detail: string,
    request: (tally: (bytes: number) => void) => PortalRequest,
  ) => {
    let bytes = 0;
    let answers = 0;
    const tally = (answerBytes: number) => {
      bytes += answerBytes;
      answers++;
    };
    const result = await withClient(server, connections, (client) =>
      runClosedLoop(client, new SessionRing(browsers), request(tally), {
        connections,
        warmupMs: timings.staticWarmupMs,
        durationMs: timings.staticMs,
      }),
    );
    results.push({ what, detail, run: result, bytesPerAnswer: answers > 0 ? bytes / answers : 0 });
  };

  // The cookie goes along, as a browser sends it; the server skips the session for assets.
  await run(
    'hashed assets',
    `${assets.length} files in turn (${assets.join(', ')}), Accept-Encoding: ${acceptEncoding}`,
    (tally) => async (client, session, sequence) => {
      const asset = assets[sequence % assets.length] as string;
      const response = await client.send({
        method: 'GET',
        path: `/auth/assets/${asset}`,
        headers: { cookie: session.cookie, 'accept-encoding': acceptEncoding },
        countBodyOnly: true,
      });
      tally(response.bodyBytes);
      const encoding = response.headers['content-encoding'];
      return {
        outcome:
          response.status !== 200
            ? `HTTP ${response.status}`
            : encoding === 'br'
              ? 'success'
              : `HTTP 200 ${encoding ?? 'uncompressed'}`,
        status: response.status,
      };
    },
  );

  const renderedPage =
    (withCookie: boolean) =>
    (tally: (bytes: number) => void): PortalRequest =>
    async (client, session) => {
      const response = await client.send({
        method: 'GET',
        path: page,
        headers: {
          accept: 'text/html',
          'accept-encoding': acceptEncoding,
          ...(withCookie ? { cookie: session.cookie } : {}),
        },
      });
      tally(response.bodyBytes);
      const ok = response.status === 200 && response.body.includes('<meta name="_csrf"');
      const newSession = response.setCookies.length > 0;
      return {
        outcome: !ok
          ? `HTTP ${response.status}`
          : newSession === withCookie
            ? `HTTP 200 ${withCookie ? 'with a new session' : 'without a session'}`
            : 'success',
        status: response.status,
      };
    };
  await run('page, returning visitor', `GET ${page} with the session cookie`, renderedPage(true));
  await run(
    'page, new visitor',
    `GET ${page} without a cookie: a session is created`,
    renderedPage(false),
  );
  return results;
}

/** The build's hashed .js and .css that have a Brotli copy beside them. */
function hashedAssets(webRoot: string): string[] {
  const files = readdirSync(join(webRoot, 'assets'));
  return files.filter((file) => /\.(js|css)$/.test(file) && files.includes(`${file}.br`)).sort();
}
