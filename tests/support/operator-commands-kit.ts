// What the tests of the operator commands share: a test app on the engine, and a way to run a
// command against it that keeps the lines it printed.

import { afterAll, beforeAll } from 'vitest';
import { testCommandContext } from './command-context.ts';
import { startTestApp, type TestApp } from './test-app.ts';
import type { Engine } from './test-database.ts';
import type { Clock } from '#domain/shared/clock';

/** The portal's address in the commands' context: the start of every link they print. */
export const publicUrl = 'https://benefits.example.com';

/** The operator commands' entry (src/cli/commands.ts), which a test passes in. */
type RunCommand = (
  args: string[],
  context: ReturnType<typeof testCommandContext>,
) => Promise<number>;

/**
 * A test app on `engine` for a `describe` of command tests, started before its tests and closed
 * after them (`portal` is set once the tests run). `run` runs a command through `runCommand`
 * at the app's clock, `runAt` at another; `output` holds the lines of the last command run.
 */
export function operatorCommandsKit(engine: Engine, runCommand: RunCommand) {
  const output: string[] = [];
  const kit = {
    portal: undefined as unknown as TestApp,
    output,
    runAt(clock: Clock, ...args: string[]) {
      output.length = 0;
      return runCommand(
        args,
        testCommandContext(kit.portal, (line) => output.push(line), clock),
      );
    },
    run: (...args: string[]) => kit.runAt(kit.portal.clock, ...args),
  };
  beforeAll(async () => {
    kit.portal = await startTestApp(engine);
  });
  afterAll(() => kit.portal.close());
  return kit;
}
