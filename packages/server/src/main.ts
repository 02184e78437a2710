import { ConfigError, loadConfig } from './config.js';
import { EventBusError } from './realtime/event-bus-error.js';
import { StartError, startServer } from './server.js';
import { StorageError } from './storage/database.js';

/** Reads the configuration, starts everything, and stops cleanly on SIGINT/SIGTERM; a failed start is one line. */
async function main(): Promise<void> {
  const config = loadConfig();
  const server = await startServer(config);
  // Printed before the HTTP line, which tools wait for: by then both are there to read.
  if (server.mqttUrl) console.log(`Device MQTT API listening on ${server.mqttUrl}`);
  if (server.metricsUrl) console.log(`Prometheus metrics served on ${server.metricsUrl}`);
  console.log(`Fleetdeck is listening on ${server.url} (${server.ctx.storage.dialect} storage)`);
  let stopping = false;
  // The first signal stops accepting, drains the telemetry write queue, ends device sessions and closes storage;
  // a second one does not wait for that any longer.
  const stop = async () => {
    if (stopping) {
      console.error('Fleetdeck stopped before its shutdown finished');
      process.exit(1);
    }
    stopping = true;
    try {
      await server.close();
      process.exit(0);
    } catch (error) {
      console.error(`Fleetdeck shutdown failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    }
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
