import { Writable } from 'node:stream';

/** A log stream for `createTestApp({ logStream, logLevel })` that keeps every JSON line it receives. */
export function createLogCapture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, stream };
}
