// The slowest test files of a run, printed at its end: a file that grows slow shows itself
// before the suite outgrows the machine it runs on.

export interface FileTime {
  file: string;
  /** Milliseconds from the file's start to its end. */
  total: number;
  /** What the total is made of, for the files where it is known ('import 2.1 s'). */
  parts?: Record<string, number>;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export function slowestFilesReport(title: string, times: FileTime[], count = 10): string {
  const slowest = [...times].sort((a, b) => b.total - a.total).slice(0, count);
  if (slowest.length === 0) return '';
  const width = Math.max(...slowest.map(({ total }) => seconds(total).length));
  const lines = slowest.map(({ file, total, parts }) => {
    const detail = parts
      ? ` (${Object.entries(parts)
          .map(([part, ms]) => `${part} ${seconds(ms)}`)
          .join(', ')})`
      : '';
    return `  ${seconds(total).padStart(width)}  ${file}${detail}`;
  });
  return `\n${title}\n${lines.join('\n')}\n`;
}
