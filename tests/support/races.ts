// What the tests of racing calls share (decision 0015): how many race, a portal with room for all
// of them, what each call answered, and the outcome where exactly one of them wins.

import type { SQL } from 'drizzle-orm';
import { type Database, rowsOf } from '#server/db/client';
import type { Engine } from './test-database.ts';
import { startTestApp, type TestApp } from './test-app.ts';

/** How many calls race for one thing. */
export const racers = 10;

/** The portal, with room for every racer's password hash: refusing them as overload is another test's story. */
export function startRacingPortal(engine: Engine): Promise<TestApp> {
  return startTestApp(engine, { env: { HASH_QUEUE: String(4 * racers) } });
}

/** The `count` a `select count(*)` answers: how many rows a race left behind. */
export async function countOf(db: Database, query: SQL): Promise<number> {
  return Number(rowsOf(await db.execute(query))[0]?.count);
}

/** The status code of an answer, or its HTTP status when it is not a 200. */
export async function outcomeOf(answer: Promise<{ statusCode: number; body: string }>) {
  const response = await answer;
  if (response.statusCode !== 200) return `HTTP ${response.statusCode}`;
  return (JSON.parse(response.body) as { status: { code: string } }).status.code;
}

/** `winner` once and `loser` for every other racer, in the order sort() gives. */
export const oneWinner = (winner: string, loser: string) =>
  [winner, ...Array<string>(racers - 1).fill(loser)].sort();
