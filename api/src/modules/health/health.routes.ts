import type { FastifyInstance } from 'fastify';

/** A bare route (no database, no schema): load tests compare other routes against it. */
export default async function healthRoutes(app: FastifyInstance) {
  app.get('/health', async () => ({ status: 'ok' }));
}
