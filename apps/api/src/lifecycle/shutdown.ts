import { killRunningTools } from '../processing/tools/run-tool.js';

interface Log {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface Stopping {
  /** SIGTERM: a process manager or orchestrator; SIGINT: Ctrl-C at a terminal. */
  signal: NodeJS.Signals;
  /** What is left of the grace period, in milliseconds. */
  remainingMs(): number;
}

/**
 * How an entry point (the api, the worker) stops when told to: the first SIGTERM or SIGINT runs
 * `stop`, which drains and closes, and the process exits 0. When the grace period ends first,
 * the tools still running are killed and the process exits 1; jobs it had go back to the queue
 * (their locks went with its connections), as after a crash. Either way no child outlives it.
 */
export function exitOnStopSignal(
  graceSeconds: number,
  log: Log,
  stop: (stopping: Stopping) => Promise<void>,
): void {
  let stopping = false;
  const exit = (code: number) => {
    // Synchronously, in the same turn as the exit: no job code runs after its tools are gone.
    killRunningTools();
    process.exit(code);
  };
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const deadline = performance.now() + graceSeconds * 1000;
    log.info({ signal, graceSeconds }, 'stopping');
    setTimeout(() => {
      log.warn({ graceSeconds }, 'grace period over: exiting with work unfinished');
      exit(1);
    }, graceSeconds * 1000);
    stop({ signal, remainingMs: () => Math.max(0, deadline - performance.now()) }).then(
      () => {
        log.info({}, 'stopped');
        exit(0);
      },
      (err: unknown) => {
        log.error({ err }, 'stopping failed');
        exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}

/** The part of the remaining grace that waiting for jobs may use: the rest is for closing. */
export function jobWaitMs(stopping: Stopping): number {
  return Math.max(1000, stopping.remainingMs() - 2000);
}
