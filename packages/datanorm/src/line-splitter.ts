// Splitting a byte stream into lines without decoding it first: a line is handed on only when it is complete,
// so a chunk boundary inside a line or inside a multi-byte character does not matter. Only the unfinished line
// is kept between chunks, and a line longer than `maxLineBytes` is reported and skipped instead of growing.

/** Receives complete lines (bytes[start, end), without the "\n") and over-long lines. */
export interface LineSink {
  line(bytes: Uint8Array, start: number, end: number, lineNumber: number): void;
  tooLong(lineNumber: number): void;
}

const NEWLINE = 0x0a;

/** Feeds chunks in with `push`, then `end`; lines are numbered from 1, empty lines included. */
export class LineSplitter {
  private carry = new Uint8Array(0);
  private carryLength = 0;
  /** Inside a line that was reported as too long: its bytes are dropped up to the next line break. */
  private discarding = false;
  private lineNumber = 0;

  constructor(
    private readonly maxLineBytes: number,
    private readonly sink: LineSink,
  ) {}

  push(chunk: Uint8Array): void {
    let start = 0;
    if (this.carryLength > 0 || this.discarding) {
      const newline = chunk.indexOf(NEWLINE);
      if (newline === -1) {
        this.keep(chunk, 0);
        return;
      }
      this.lineNumber++;
      if (this.discarding) {
        this.discarding = false;
      } else if (this.carryLength + newline > this.maxLineBytes) {
        this.carryLength = 0;
        this.sink.tooLong(this.lineNumber);
      } else {
        this.append(chunk, 0, newline);
        const line = this.carry;
        const length = this.carryLength;
        this.carryLength = 0;
        this.sink.line(line, 0, length, this.lineNumber);
      }
      start = newline + 1;
    }
    for (
      let newline = chunk.indexOf(NEWLINE, start);
      newline !== -1;
      newline = chunk.indexOf(NEWLINE, start)
    ) {
      this.lineNumber++;
      if (newline - start > this.maxLineBytes) this.sink.tooLong(this.lineNumber);
      else this.sink.line(chunk, start, newline, this.lineNumber);
      start = newline + 1;
    }
    if (start < chunk.length) this.keep(chunk, start);
  }

  /** Hands on the last line when the stream does not end with a line break. */
  end(): void {
    if (this.carryLength > 0) {
      this.lineNumber++;
      const length = this.carryLength;
      this.carryLength = 0;
      this.sink.line(this.carry, 0, length, this.lineNumber);
    }
    this.discarding = false;
  }

  /** Keeps the unfinished line chunk[start..] for the next chunk, unless it has grown too long. */
  private keep(chunk: Uint8Array, start: number): void {
    if (this.discarding) return;
    if (this.carryLength + chunk.length - start > this.maxLineBytes) {
      this.carryLength = 0;
      this.discarding = true;
      this.sink.tooLong(this.lineNumber + 1);
      return;
    }
    this.append(chunk, start, chunk.length);
  }

  private append(chunk: Uint8Array, start: number, end: number): void {
    const needed = this.carryLength + end - start;
    if (needed > this.carry.length) {
      const grown = new Uint8Array(Math.max(needed, this.carry.length * 2, 256));
      grown.set(this.carry.subarray(0, this.carryLength));
      this.carry = grown;
    }
    this.carry.set(chunk.subarray(start, end), this.carryLength);
    this.carryLength = needed;
  }
}
