// argon2id with the OWASP parameters, behind admission control: at most `concurrency`
// hashes run at once (one per core; Node's thread pool of 4 would oversubscribe 2 cores and
// slow every login), a short queue waits, and anything beyond is refused at once so that
// an overloaded server answers 503 quickly instead of letting every login time out.

import { hash, verify } from '@node-rs/argon2';

export const argon2idOptions = {
  /** Algorithm.Argon2id, a const enum that isolated modules cannot read. */
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export class OverloadedError extends Error {
  constructor() {
    super('Too many password checks in progress');
    this.name = 'OverloadedError';
  }
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** False for a wrong password and for a malformed hash. */
  verify(passwordHash: string, password: string): Promise<boolean>;
  /** Same cost as a real check, for user names without an account (equal timing). */
  verifyAgainstDummy(password: string): Promise<false>;
  /** True when a new check would be refused: callers refuse before doing any other work. */
  isSaturated(): boolean;
  /** The checks run since start, against a person's hash and against the dummy hash. */
  checksRun(): PasswordChecks;
}

export interface PasswordChecks {
  account: number;
  dummy: number;
}

export interface HasherLimits {
  concurrency: number;
  queue: number;
}

export async function createPasswordHasher(limits: HasherLimits): Promise<PasswordHasher> {
  const { admit, isSaturated } = admissionControl(limits);
  const dummyHash = await hash('not a password of anyone', argon2idOptions);
  const checks: PasswordChecks = { account: 0, dummy: 0 };
  const check = (against: keyof PasswordChecks, passwordHash: string, password: string) =>
    admit(() => {
      checks[against]++;
      return verify(passwordHash, password).catch(() => false);
    });
  return {
    hash: (password) => admit(() => hash(password, argon2idOptions)),
    verify: (passwordHash, password) => check('account', passwordHash, password),
    verifyAgainstDummy: async (password) => {
      await check('dummy', dummyHash, password);
      return false;
    },
    isSaturated,
    checksRun: () => ({ ...checks }),
  };
}

/** Runs tasks with at most `concurrency` at once and `queue` waiting; refuses the rest. */
export function admissionControl({ concurrency, queue }: HasherLimits) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const isSaturated = () => running >= concurrency && waiting.length >= queue;
  async function admit<T>(task: () => Promise<T>): Promise<T> {
    if (isSaturated()) throw new OverloadedError();
    if (running >= concurrency) {
      await new Promise<void>((resolve) => waiting.push(resolve));
    } else {
      running++;
    }
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  }
  return { admit, isSaturated };
}
