import { buildApp } from './app';
import { type AppConfig, loadConfig, migrationsDir } from './config';
import { migratePostgres } from './db/database';

let config: AppConfig;
try {
  config = loadConfig();
} catch (error) {
  // A configuration mistake is not a crash: one clear line, no stack.
  console.error(`Slotwise API: ${(error as Error).message}`);
  process.exit(1);
}

// PostgreSQL is migrated before the app is built: waiting for another replica's migration lock
// (as long as that takes) never counts against Fastify's plugin timeout.
if (config.databaseUrl) {
  try {
    await migratePostgres(config.databaseUrl, migrationsDir, () =>
      log('warn', 'waiting for the migration lock held by another replica'),
    );
    config = { ...config, migrationsApplied: true };
  } catch (error) {
    log('error', `migrations failed: ${(error as Error).message}`);
    process.exit(1);
  }
}

/** A pino-shaped JSON line before the app (and its logger) exists. */
function log(level: 'warn' | 'error', msg: string) {
  if (config.logLevel === 'silent') return;
  const levels = { warn: 40, error: 50 };
  console.log(JSON.stringify({ level: levels[level], time: Date.now(), pid: process.pid, msg }));
}

const app = await buildApp(config);

let closing = false;
/**
 * SIGTERM (rolling restart): report not ready at once, keep serving for the grace period so the
 * load balancer notices, then stop accepting connections and let in-flight requests finish
 * within the drain bound; the app's close hooks then stop the job runner and close the
 * database. SIGINT (Ctrl-C) skips the grace period.
 */
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  const graceMs = signal === 'SIGTERM' ? (config.shutdownGraceSeconds ?? 5) * 1000 : 0;
  const drainMs = (config.shutdownDrainSeconds ?? 10) * 1000;
  app.lifecycle.draining = true;
  app.log.info({ signal, graceMs, drainMs }, 'shutting down: not ready any more');
  // A close that hangs after the drain bound (a stuck close hook) must not keep the process alive.
  const force = setTimeout(() => process.exit(1), graceMs + drainMs + 10_000);
  force.unref();
  if (graceMs > 0) await new Promise((resolve) => setTimeout(resolve, graceMs));
  const cut = setTimeout(() => {
    app.log.warn('drain bound reached: closing the connections still open');
    app.server.closeAllConnections();
  }, drainMs);
  cut.unref();
  try {
    await app.close(); // stops accepting connections, waits for in-flight requests, runs close hooks
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
