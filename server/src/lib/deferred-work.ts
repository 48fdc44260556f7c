import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from './clock';

/**
 * Work that must happen later (a deadline, an expiry) is a row in PostgreSQL; a task finds what is due and does it.
 * Every server process runs every task on its interval: a task must make each piece of work happen exactly once
 * however many processes run it at the same moment (a conditional update under a row lock), so a restart or a
 * crashed process loses nothing, and a second process only finds nothing left to do.
 */
export type DeferredTask = {
  name: string;
  everyMs: number;
  /** Does what is due at `now`; returns how many pieces of work it did. */
  run: (now: Date) => Promise<number>;
};

export class DeferredWork {
  private tasks: DeferredTask[] = [];
  private timers: NodeJS.Timeout[] = [];
  private running = new Map<string, Promise<number>>();

  constructor(
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {}

  add(task: DeferredTask): void {
    this.tasks.push(task);
  }

  /** Runs each task now (work left while the server was down) and then on its interval. */
  start(): void {
    for (const task of this.tasks) {
      void this.run(task);
      const timer = setInterval(() => void this.run(task), task.everyMs);
      timer.unref();
      this.timers.push(timer);
    }
  }

  async stop(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
    await Promise.allSettled([...this.running.values()]);
  }

  /** Runs every task (or the named one) once, now; tests call it after moving the clock. */
  async runAll(name?: string): Promise<number> {
    let done = 0;
    for (const task of this.tasks) if (!name || task.name === name) done += await this.run(task);
    return done;
  }

  /** One run at a time per task in this process; a failure (the database away) is logged and tried again later. */
  private run(task: DeferredTask): Promise<number> {
    const current = this.running.get(task.name);
    if (current) return current;
    const run = task
      .run(this.clock.now())
      .catch((err: unknown) => {
        this.log.warn({ err, task: task.name }, 'deferred work failed; trying again at the next interval');
        return 0;
      })
      .finally(() => this.running.delete(task.name));
    this.running.set(task.name, run);
    return run;
  }
}
