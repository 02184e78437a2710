import type { JwtPair } from '@fleetdeck/model';

/** Where a client keeps its tokens: in memory for scripts and tests, local storage in the console. */
export interface TokenStore {
  getToken(): string | null;
  getRefreshToken(): string | null;
  setTokens(pair: Pick<JwtPair, 'token' | 'refreshToken'>): void;
  clear(): void;
}

export class MemoryTokenStore implements TokenStore {
  private token: string | null = null;
  private refreshToken: string | null = null;

  getToken(): string | null {
    return this.token;
  }

  getRefreshToken(): string | null {
    return this.refreshToken;
  }

  setTokens(pair: Pick<JwtPair, 'token' | 'refreshToken'>): void {
    this.token = pair.token;
    this.refreshToken = pair.refreshToken;
  }

  clear(): void {
    this.token = null;
    this.refreshToken = null;
  }
}
