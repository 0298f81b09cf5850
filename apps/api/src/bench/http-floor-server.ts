import Fastify from 'fastify';

/**
 * The least an HTTP tile exchange costs (npm run bench -- tiles): Fastify answering every
 * /api/health/ and tile URL with the same 100 bytes, no authentication, headers or database.
 * Run as its own process on PORT, as the api is.
 */
const app = Fastify({ logger: false });
const tile = Buffer.alloc(100, 1);
app.get('/api/health/', async () => ({ status: 'ok' }));
app.get('/api/tiles/layers/:id/:z/:x/:y', async (_request, reply) => {
  reply.header('content-type', 'application/vnd.mapbox-vector-tile');
  return tile;
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
