import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The official rules next to the repository (../shared/testdata/einvoice); tests only, never at run time. */
export const testdataDir = fileURLToPath(
  new URL('../../../../../shared/testdata/einvoice/', import.meta.url),
);
const script = `${testdataDir}validate.sh`;

export interface Verdict {
  /** 0 valid, 1 invalid, 2 cannot run (Java or Saxon-HE missing). */
  code: number;
  output: string;
  ms: number;
}

/** Runs validate.sh on a file: fully (XRechnung) or with `--en16931-only` (Factur-X EN 16931). */
export function validate(file: string, en16931Only = false): Promise<Verdict> {
  const started = performance.now();
  const args = en16931Only ? ['--en16931-only', file] : [file];
  return new Promise((resolve) => {
    execFile(script, args, { timeout: 120_000 }, (error, stdout, stderr) => {
      const code = error === null ? 0 : typeof error.code === 'number' ? error.code : -1;
      resolve({ code, output: `${stdout}${stderr}`.trim(), ms: Math.round(performance.now() - started) });
    });
  });
}

/** Runs the tasks with at most `limit` at a time (each validate.sh run is a JVM or two). */
export async function inBatches<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array<T>(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]!();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}
