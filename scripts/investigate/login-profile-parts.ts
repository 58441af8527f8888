// Sums the samples of a V8 CPU profile (`node --cpu-prof`) of the server by part of a login.
// A request's work is spread over many short stacks (each await resumes in a new one, and
// PostgreSQL's answers are parsed under the socket's 'data' event), so a sample is given to
// the first frame, from the innermost out, that belongs to a package or to a file of the
// server: HMAC inside `keyedHash` counts as the keyed hashes, a row parsed by pg as the
// driver. Samples with only Node's own frames are HTTP and sockets, or crypto, by their
// innermost frame.

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

export interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** Packages, by the folder under node_modules, and the part of a login they do. */
const packageParts: [RegExp, string][] = [
  [
    /^(pg|pg-protocol|pg-pool|pg-types|pg-connection-string|postgres-[a-z-]+)$/,
    'PostgreSQL driver (pg): protocol, parsing rows',
  ],
  [/^drizzle-orm$/, 'Drizzle: building queries, mapping rows'],
  [/^(zod|fastify-type-provider-zod)$/, 'zod: request validation, answer serialization'],
  [
    /^(pino|pino-std-serializers|fast-redact|sonic-boom|thread-stream|@pinojs\/redact)$/,
    'logging (pino)',
  ],
  [/^(prom-client|tdigest|bintrees)$/, 'metrics (prom-client)'],
  [/^(@fastify\/rate-limit|toad-cache)$/, 'rate-limit counters'],
  [/^(@fastify\/cookie|cookie|cookie-signature)$/, 'cookies (parse, Set-Cookie)'],
  [/^@node-rs\/argon2$/, 'argon2 call (main thread side)'],
  [/^(@fastify\/helmet|helmet)$/, 'security headers'],
  [/^find-my-way$/, 'routing (find-my-way)'],
  [
    /^(fastify|avvio|fast-json-stringify|secure-json-parse|content-type|fast-querystring|fastq|@fastify\/[a-z-]+|process-warning|abstract-logging|rfdc|light-my-request|proxy-addr|forwarded|ipaddr\.js|toad-cache|fast-uri|ajv|json-schema-ref-resolver)$/,
    'Fastify: request, hooks, reply',
  ],
];

function partOf(url: string): string | undefined {
  const modules = url.lastIndexOf('/node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + '/node_modules/'.length).split('/');
    const name = rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : (rest[0] ?? '');
    return packageParts.find(([pattern]) => pattern.test(name))?.[1] ?? `package ${name}`;
  }
  const own = /\/dist\/(server|domain)\/(.+)\.js$/.exec(url);
  if (own) return `portal: ${own[1]}/${own[2]}`;
  return undefined;
}

function nodeInternalPart(url: string, functionName: string): string {
  if (/crypto/.test(url)) return 'Node crypto (not under a portal function)';
  if (/_http_|http|net|stream|timers|buffer|events|async_hooks|task_queues/.test(url)) {
    return 'Node HTTP, sockets, timers, promises';
  }
  return url
    ? `Node internal ${url.replace(/^node:/, '')}`
    : `native ${functionName || '(anonymous)'}`;
}

/**
 * The main thread's time by part, in the monotonic window `startUs`..`endUs`, as table lines
 * in ms per login, largest first, idle left out.
 */
export function summarizeProfile(
  profile: CpuProfile,
  window: { startUs: number; endUs: number },
  logins: number,
): string {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const partOfNode = new Map<number, string>();
  const classify = (id: number): string => {
    const known = partOfNode.get(id);
    if (known) return known;
    const leaf = byId.get(id);
    let part: string | undefined;
    const special = leaf?.callFrame.functionName;
    if (special === '(garbage collector)') part = 'garbage collection (main thread part)';
    else if (special === '(program)') part = 'V8 and native code outside JavaScript';
    else if (special === '(idle)') part = '(idle)';
    for (let at: number | undefined = id; !part && at !== undefined; at = parent.get(at)) {
      part = partOf(byId.get(at)?.callFrame.url ?? '');
    }
    part ??= nodeInternalPart(leaf?.callFrame.url ?? '', leaf?.callFrame.functionName ?? '');
    partOfNode.set(id, part);
    return part;
  };

  const totals = new Map<string, number>();
  const selfByFunction = new Map<string, number>();
  let time = profile.startTime;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    time += delta;
    if (time < window.startUs || time > window.endUs) return;
    const part = classify(id);
    totals.set(part, (totals.get(part) ?? 0) + delta);
    const frame = byId.get(id)?.callFrame;
    const name = `${frame?.functionName || '(anonymous)'} ${frame?.url.replace(/^.*\/node_modules\//, '').replace(/^.*\/dist\//, 'dist/')}:${frame?.lineNumber}`;
    selfByFunction.set(name, (selfByFunction.get(name) ?? 0) + delta);
  });
  const busyUs = [...totals]
    .filter(([part]) => part !== '(idle)')
    .reduce((sum, [, us]) => sum + us, 0);
  const rows = [...totals]
    .filter(([part]) => part !== '(idle)')
    .sort((a, b) => b[1] - a[1])
    .map(
      ([part, us]) =>
        `  ${part.padEnd(56)} ${(us / 1000 / logins).toFixed(3).padStart(7)} ms  ${((us / busyUs) * 100).toFixed(1).padStart(5)}%`,
    );
  const top = [...selfByFunction]
    .filter(([name]) => !name.startsWith('(idle)'))
    .sort((a, b) => b[1] - a[1])
    .slice(0, 30)
    .map(([name, us]) => `  ${(us / 1000 / logins).toFixed(3).padStart(7)} ms  ${name}`);
  return [
    ...rows,
    `  ${'all of the main thread'.padEnd(56)} ${(busyUs / 1000 / logins).toFixed(3).padStart(7)} ms`,
    '',
    'Functions by self time (ms per login)',
    ...top,
  ].join('\n');
}
