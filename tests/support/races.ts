// What the tests of racing calls share (issue 6): how many race, what each call answered, and
// the outcome where exactly one of them wins.

/** How many calls race for one thing. */
export const racers = 10;

/** The status code of an answer, or its HTTP status when it is not a 200. */
export async function outcomeOf(answer: Promise<{ statusCode: number; body: string }>) {
  const response = await answer;
  if (response.statusCode !== 200) return `HTTP ${response.statusCode}`;
  return (JSON.parse(response.body) as { status: { code: string } }).status.code;
}

/** `winner` once and `loser` for every other racer, in the order sort() gives. */
export const oneWinner = (winner: string, loser: string) =>
  [winner, ...Array<string>(racers - 1).fill(loser)].sort();
