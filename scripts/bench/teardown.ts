// What must be undone however the bench ends (normally, by an error, or by Ctrl-C): the
// server process, its temporary DATA_DIR, the scratch PostgreSQL database.

type Undo = () => Promise<void>;

export class Teardown {
  private readonly pending = new Set<Undo>();

  /** Registers `undo`; the returned function runs it now and forgets it. */
  add(undo: Undo): Undo {
    let ran = false;
    const once = async () => {
      if (ran) return;
      ran = true;
      this.pending.delete(once);
      await undo();
    };
    this.pending.add(once);
    return once;
  }

  /** Runs everything still registered, newest first, reporting failures without stopping. */
  async runAll(): Promise<void> {
    for (const undo of [...this.pending].reverse()) {
      await undo().catch((error: unknown) => {
        process.stderr.write(`Cleanup failed: ${(error as Error).message}\n`);
      });
    }
  }
}
