import type { FastifyInstance } from 'fastify';
import type { UsageRecorder } from '../services/usage-recorder.js';

/**
 * Active users: every authenticated request (a session or an access key; not a share link's
 * viewer, who is no user) marks its real user active today in each of their organisations, in
 * memory. The counts are written every `flushMs` and when the server closes.
 */
export function registerUsageCounting(
  app: FastifyInstance,
  usage: UsageRecorder,
  flushMs: number,
): void {
  app.addHook('onResponse', async (request) => {
    const auth = request.auth;
    if (!auth || auth.via === 'share') return;
    const user = auth.realPrincipal;
    usage.activeUser(user.id, user.memberships.keys());
  });
  const stop = usage.flushEvery(flushMs);
  app.addHook('onClose', async () => {
    stop();
    await usage.flush();
  });
}
