// The path of the page before this one (docs/product/shell.md: each navigation remembers it).

let previous: string | null = null;
let current: string | null = null;

export const pageHistory = {
  /** Called on every navigation; returns the path that was current before. */
  remember(path: string): string | null {
    if (path !== current) {
      previous = current;
      current = path;
    }
    return previous;
  },
  previousPath: (): string | null => previous,
};
