import type { Api } from '@fleetdeck/client';
import { afterAll, beforeAll } from 'vitest';
import { ACCOUNTS, startTestServer, type TestServer } from './server.js';

export type Account = keyof typeof ACCOUNTS;

/** The server of one test file, plus its installed accounts signed in on first use. */
export interface TestSuite extends TestServer {
  /** The installed account's client, signed in once per file the first time a test asks for it. */
  as(account: Account): Promise<Api>;
}

/**
 * Starts the real server before the file's tests (in its own beforeAll, so it runs before the file's) and
 * stops it after them. The answer stands for the server from that beforeAll on: reading it earlier throws.
 */
export function useTestServer(env: Record<string, string> = {}): TestSuite {
  let current: TestServer | undefined;
  const signedIn = new Map<Account, Promise<Api>>();
  const started = (): TestServer => {
    if (!current) throw new Error('the test server starts in beforeAll; use it inside hooks and tests');
    return current;
  };

  beforeAll(async () => {
    current = await startTestServer(env);
  });
  afterAll(async () => {
    await current?.stop();
    current = undefined;
    signedIn.clear();
  });

  return {
    get url() {
      return started().url;
    },
    get mqttUrl() {
      return started().mqttUrl;
    },
    get pid() {
      return started().pid;
    },
    get data() {
      return started().data;
    },
    anonymous: () => started().anonymous(),
    login: (email, password) => started().login(email, password),
    stop: (options) => started().stop(options),
    as(account) {
      let api = signedIn.get(account);
      if (!api) {
        const [email, password] = ACCOUNTS[account];
        api = started().login(email, password);
        // A failed sign-in is not kept, so the next test asking for the account tries again and says why.
        api.catch(() => signedIn.delete(account));
        signedIn.set(account, api);
      }
      return api;
    },
  };
}
