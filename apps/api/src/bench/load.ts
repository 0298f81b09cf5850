import http from 'node:http';

export interface LoadResult {
  requests: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p95: number;
  /** Answer size in total, and how many answers were not 200/204/304. */
  bytes: number;
  failures: number;
}

/** The item of median `value` (the upper one of an even count); undefined for none. */
export function medianOf<T>(items: readonly T[], value: (item: T) => number): T | undefined {
  return [...items].sort((a, b) => value(a) - value(b))[Math.floor(items.length / 2)];
}

/** The jobs again and again until there are at least `min` of them. */
export function repeatTo<T>(jobs: T[], min: number): T[] {
  const out: T[] = [];
  while (jobs.length > 0 && out.length < min) out.push(...jobs);
  return out;
}

/** The value at quantile `q` of sorted values (0 for none). */
export function percentile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

/** Runs the jobs `concurrency` at a time; each returns its answer size (or -1 for a failure). */
export async function measure(
  jobs: readonly (() => Promise<number>)[],
  concurrency: number,
): Promise<LoadResult> {
  const latencies: number[] = [];
  let bytes = 0;
  let failures = 0;
  let next = 0;
  const start = process.hrtime.bigint();
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++]!;
      const t0 = process.hrtime.bigint();
      const size = await job();
      latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
      if (size < 0) failures += 1;
      else bytes += size;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  latencies.sort((a, b) => a - b);
  return {
    requests: jobs.length,
    seconds,
    perSecond: jobs.length / seconds,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    bytes,
    failures,
  };
}

const OK = new Set([200, 204, 304]);

/** A keep-alive HTTP client: GET `url`, answer size, or -1 when the status is not a success. */
export function httpGetter(concurrency: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const get = (url: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; body: Buffer; headers: http.IncomingHttpHeaders }>(
      (resolve, reject) => {
        const req = http.get(url, { agent, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              body: Buffer.concat(chunks),
              headers: res.headers,
            }),
          );
          res.on('error', reject);
        });
        req.on('error', reject);
      },
    );
  const job =
    (url: string, headers: Record<string, string> = {}) =>
    async () => {
      const res = await get(url, headers);
      return OK.has(res.status) ? res.body.length : -1;
    };
  return { get, job, close: () => agent.destroy() };
}
