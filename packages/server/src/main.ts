import { ConfigError, loadConfig } from './config.js';
import { EventBusError } from './realtime/redis-event-bus.js';
import { StartError, startServer } from './server.js';
import { StorageError } from './storage/database.js';

/** Reads the configuration, starts everything, and stops cleanly on SIGINT/SIGTERM; a failed start is one line. */
async function main(): Promise<void> {
  const config = loadConfig();
  const server = await startServer(config);
  // Printed before the HTTP line, which tools wait for: by then both are there to read.
  if (server.mqttUrl) console.log(`Device MQTT API listening on ${server.mqttUrl}`);
  console.log(`Fleetdeck is listening on ${server.url} (${server.ctx.storage.dialect} storage)`);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await server.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  const known =
    error instanceof ConfigError ||
    error instanceof StartError ||
    error instanceof StorageError ||
    error instanceof EventBusError;
  const message = error instanceof Error ? error.message : String(error);
  console.error(`Fleetdeck failed to start: ${known ? message : `unexpected error: ${message}`}`);
  process.exit(1);
});
