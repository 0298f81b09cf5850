import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Metrics } from './metrics.js';

interface MetricsPortConfig {
  METRICS_PORT?: number;
  METRICS_HOST?: string;
  HOST: string;
}

/**
 * /metrics on a port of its own (METRICS_PORT), for the api and for a worker running alone
 * (which has no HTTP server otherwise). Without a key: keep the port to the scraper's network.
 * Answers the stop function; when METRICS_PORT is unset, nothing listens.
 */
export async function startMetricsServer(
  metrics: Metrics,
  config: MetricsPortConfig,
  log: { info(details: object, message: string): void },
): Promise<() => Promise<void>> {
  if (config.METRICS_PORT === undefined) return async () => {};
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found.\n');
      return;
    }
    metrics.scrape().then(
      ({ contentType, body }) => {
        response.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' });
        response.end(request.method === 'HEAD' ? undefined : body);
      },
      () => response.writeHead(500).end(),
    );
  });
  await listen(server, config.METRICS_PORT, config.METRICS_HOST ?? config.HOST);
  const { address, port } = server.address() as AddressInfo;
  log.info({ address, port }, `metrics listening on port ${port}`);
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}
