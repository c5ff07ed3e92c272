import { HttpError } from "../plugins/error-handler.ts";

/** A deliberate "busy, try again" for overload: a 503 with Retry-After, not a failure. */
export class BusyError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(503, "The server is busy. Please try again in a few seconds.");
  }
}

/**
 * Runs at most `concurrency` tasks at once; up to `maxWaiting` more wait their turn in order, and any
 * beyond that are refused at once with a BusyError rather than queued without end.
 */
export class WorkQueue {
  #running = 0;
  readonly #waiting: (() => void)[] = [];

  constructor(
    readonly concurrency: number,
    readonly maxWaiting: number,
    readonly retryAfterSeconds = 2,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.#running >= this.concurrency) {
      if (this.full) throw new BusyError(this.retryAfterSeconds);
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    } else {
      this.#running++;
    }
    try {
      return await task();
    } finally {
      // The slot passes straight to the next waiter, so a newcomer cannot jump the queue.
      const next = this.#waiting.shift();
      if (next) next();
      else this.#running--;
    }
  }

  /** A task given now would be refused. */
  get full() {
    return this.#running >= this.concurrency && this.#waiting.length >= this.maxWaiting;
  }

  get running() {
    return this.#running;
  }

  get waiting() {
    return this.#waiting.length;
  }
}
