import { spawn, type ChildProcess } from 'node:child_process';
import { createProgressParser } from './progress.js';

/**
 * Runs external tools (GDAL and friends) as child processes. Untrusted files can make a tool
 * hang, allocate without bound or crash; all of that must stay inside the child, so every run
 * has a hard time limit (SIGKILL, which a stuck tool cannot ignore), an optional address-space
 * limit (prlimit --as) and capped output buffers.
 */
export interface RunToolOptions {
  timeoutMs: number;
  /** Address-space limit for the child, via `prlimit --as`. Omit for tools that reserve large
   * virtual ranges they never touch (e.g. WebAssembly runtimes). */
  memoryMb?: number;
  cwd?: string;
  /** Added to (and overriding) the parent's environment. */
  env?: Record<string, string | undefined>;
  onStderrLine?: (line: string) => void;
  /** GDAL's `-progress` output ("0...10...20") parsed into percentages 0–100. */
  onProgress?: (percent: number) => void;
  /** Kill the child when this signal aborts (job cancelled). */
  signal?: AbortSignal;
  /** stdout beyond this is an error (the child is killed): a tool answering with gigabytes of
   * "metadata" must not exhaust the worker's memory. Default 32 MiB. */
  maxStdoutBytes?: number;
}

export interface ToolResult {
  stdout: string;
  /** The last STDERR_TAIL_BYTES of stderr. */
  stderr: string;
}

const STDERR_TAIL_BYTES = 64 * 1024;
const DEFAULT_MAX_STDOUT = 32 * 1024 * 1024;

export class ToolError extends Error {
  constructor(
    message: string,
    readonly exitCode: number | null,
    readonly signal: NodeJS.Signals | null,
    readonly timedOut: boolean,
    readonly stderrTail: string,
  ) {
    super(message);
    this.name = 'ToolError';
  }
}

function appendTail(tail: string, chunk: string): string {
  const joined = tail + chunk;
  return joined.length > STDERR_TAIL_BYTES ? joined.slice(-STDERR_TAIL_BYTES) : joined;
}

/** The tools running now: a process that must exit at once ends them, so none outlives it. */
const running = new Set<ChildProcess>();

/** Kills every tool still running (SIGKILL); how many there were. */
export function killRunningTools(): number {
  for (const child of running) child.kill('SIGKILL');
  return running.size;
}

export function runTool(
  command: string,
  args: readonly string[],
  options: RunToolOptions,
): Promise<ToolResult> {
  const useLimit = options.memoryMb !== undefined;
  const file = useLimit ? 'prlimit' : command;
  const argv = useLimit
    ? [`--as=${Math.floor(options.memoryMb! * 1024 * 1024)}`, '--', command, ...args]
    : [...args];
  const maxStdout = options.maxStdoutBytes ?? DEFAULT_MAX_STDOUT;
  const label = command.split('/').pop() ?? command;

  return new Promise<ToolResult>((resolve, reject) => {
    const child = spawn(file, argv, {
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running.add(child);
    const forget = () => running.delete(child);
    child.once('exit', forget).once('error', forget);
    const stdoutChunks: Buffer[] = [];
    let stdoutBytes = 0;
    let stderrTail = '';
    let pendingLine = '';
    let timedOut = false;
    let failure: string | null = null;
    let settled = false;
    const progress = options.onProgress ? createProgressParser(options.onProgress) : null;

    const kill = (reason: string) => {
      failure ??= reason;
      child.kill('SIGKILL');
    };
    const timer = setTimeout(() => {
      timedOut = true;
      kill(`${label} timed out after ${options.timeoutMs} ms`);
    }, options.timeoutMs);
    const onAbort = () => kill(`${label} was cancelled`);
    options.signal?.addEventListener('abort', onAbort, { once: true });
    if (options.signal?.aborted) onAbort();

    child.stdout.on('data', (chunk: Buffer) => {
      stdoutBytes += chunk.length;
      if (stdoutBytes > maxStdout) return kill(`${label} wrote more than ${maxStdout} bytes`);
      stdoutChunks.push(chunk);
      progress?.(chunk.toString('latin1'));
    });
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderrTail = appendTail(stderrTail, chunk);
      if (!options.onStderrLine) return;
      const lines = (pendingLine + chunk).split(/\r?\n/);
      pendingLine = lines.pop() ?? '';
      for (const line of lines) if (line) options.onStderrLine(line);
    });

    const finish = (error: ToolError | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      if (pendingLine && options.onStderrLine) options.onStderrLine(pendingLine);
      if (error) reject(error);
      else resolve({ stdout: Buffer.concat(stdoutChunks).toString('utf8'), stderr: stderrTail });
    };
    child.on('error', (err) => {
      finish(new ToolError(`${label} could not start: ${err.message}`, null, null, false, ''));
    });
    // 'close' (not 'exit') so stdout/stderr are fully drained before we answer.
    child.on('close', (code, signal) => {
      if (failure) return finish(new ToolError(failure, code, signal, timedOut, stderrTail));
      // prlimit could not exec the tool (126/127): the tool is missing, like a spawn error.
      if (useLimit && (code === 126 || code === 127) && /failed to execute/.test(stderrTail)) {
        return finish(
          new ToolError(`${label} could not start: ${stderrTail.trim()}`, null, null, false, ''),
        );
      }
      if (code !== 0) {
        const how = signal ? `was killed by ${signal}` : `exited with code ${code}`;
        return finish(new ToolError(`${label} ${how}`, code, signal, false, stderrTail));
      }
      finish(null);
    });
  });
}
