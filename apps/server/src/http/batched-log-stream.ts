import type { LineStream } from './request-observer.ts';

/**
 * The app's log lines, written to `target` (stdout) in one write per turn of the event loop instead of one per line:
 * stdout on a pipe or a file is written synchronously, so under load a system call per access-log line was most of
 * what the line cost. A line is never held longer than the current turn; `flush` writes what is pending at once (the
 * entry point calls it when the process exits).
 */
export class BatchedLogStream implements LineStream {
  #pending = '';
  #flushScheduled = false;

  constructor(private readonly target: { write(chunk: string): unknown }) {}

  write(line: string): void {
    this.#pending += line;
    if (this.#flushScheduled) return;
    this.#flushScheduled = true;
    setImmediate(() => this.flush());
  }

  flush(): void {
    this.#flushScheduled = false;
    if (this.#pending === '') return;
    const chunk = this.#pending;
    this.#pending = '';
    this.target.write(chunk);
  }
}
