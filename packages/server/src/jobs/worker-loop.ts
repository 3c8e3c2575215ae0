/**
 * A polling loop that can be woken: fetch, work, and when the fetch came back short, wait `intervalMs` (or until
 * woken). Our own rather than pg-boss's `work()`, whose completion and failure calls are not awaited: with the
 * database gone they became unhandled rejections, which end a Node process. Here every call is awaited and caught.
 */
export class WorkerLoop {
  private wake: (() => void) | undefined;
  private stopping = false;
  private running: Promise<void> | undefined;

  constructor(
    private readonly intervalMs: number,
    /** One round: returns true when more work may be waiting right away. */
    private readonly round: () => Promise<boolean>,
  ) {}

  start(): void {
    this.running ??= this.loop();
  }

  /** Runs the next round now instead of after the interval. */
  notify(): void {
    this.wake?.();
  }

  /** Lets the round in progress finish, then ends the loop. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.notify();
    await this.running;
  }

  private async loop(): Promise<void> {
    while (!this.stopping) {
      const more = await this.round();
      if (more || this.stopping) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.intervalMs);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = undefined;
    }
  }
}
