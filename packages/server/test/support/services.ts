import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const SCRIPTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../scripts');
const run = promisify(execFile);

/** A throwaway server (PostgreSQL, Redis) that a test started itself, at a URL. */
export interface ThrowawayService {
  url: string;
  stop(): Promise<void>;
}

/**
 * Runs one of scripts/{postgres-cluster,redis-server}.sh, which print "URL DIR" and take `stop DIR`. A missing
 * server program fails the test with the script's own message, which names the package to install.
 */
async function startWithScript(script: string): Promise<ThrowawayService> {
  const file = path.join(SCRIPTS, script);
  let stdout: string;
  try {
    ({ stdout } = await run(file, [], { timeout: 60_000 }));
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`${script} could not start its server: ${stderr || (error as Error).message}`);
  }
  const [url, dir] = stdout.trim().split(/\s+/);
  if (!url || !dir) throw new Error(`${script} printed no "URL DIR" line: ${stdout}`);
  return {
    url,
    stop: async () => {
      await run(file, ['stop', dir], { timeout: 30_000 });
    },
  };
}

/** A PostgreSQL cluster of its own on a free port (the URL names its postgres database). */
export function startPostgres(): Promise<ThrowawayService> {
  return startWithScript('postgres-cluster.sh');
}

/** A Redis server of its own on a free port, without persistence. */
export function startRedis(): Promise<ThrowawayService> {
  return startWithScript('redis-server.sh');
}
