import { buildApp } from './app';
import { loadConfig } from './config';

const config = loadConfig();
const app = await buildApp(config);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  // A second signal, or a close that hangs, must not keep the process alive forever.
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  try {
    await app.close(); // stops accepting connections, lets requests finish, closes the database
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'error during shutdown');
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      database: app.dbKind,
      publicUrl: config.publicUrl,
      docs: `http://${config.host}:${config.port}/api/docs`,
    },
    'Slotwise API ready',
  );
} catch (err) {
  app.log.error({ err }, 'failed to start');
  await app.close().catch(() => {});
  process.exit(1);
}
