/**
 * Work that runs after the answer is sent, so its duration does not show in the response time; shutdown waits
 * for what is still running.
 */
export class BackgroundTasks {
  readonly #pending = new Set<Promise<void>>();

  run(task: () => Promise<void>, onError: (error: unknown) => void): void {
    const running = task().catch(onError);
    this.#pending.add(running);
    void running.finally(() => this.#pending.delete(running));
  }

  async settled(): Promise<void> {
    await Promise.all(this.#pending);
  }
}
