import type { TokenStore } from '@fleetdeck/client';
import type { JwtPair } from '@fleetdeck/model';
import { readSetting, writeSetting } from '../settings/local-settings';
import { tokenLifetimeMs } from './jwt';

/** A stored token counts as valid only while its expiry is more than this far ahead. */
export const TOKEN_VALIDITY_MARGIN_MS = 2000;

const JWT_TOKEN = 'jwt_token';
const REFRESH_TOKEN = 'refresh_token';
const EXPIRATION = '_expiration';

/** The session's tokens in local storage under TB-jwt_token, TB-refresh_token and their _expiration timestamps. */
export class LocalStorageTokenStore implements TokenStore {
  private readonly listeners = new Set<() => void>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Tells the listener after every sign-in, refresh and sign-out; returns the function that stops telling. */
  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  getToken(): string | null {
    return readSetting(JWT_TOKEN);
  }

  getRefreshToken(): string | null {
    return readSetting(REFRESH_TOKEN);
  }

  setTokens(pair: Pick<JwtPair, 'token' | 'refreshToken'>): void {
    this.store(JWT_TOKEN, pair.token);
    this.store(REFRESH_TOKEN, pair.refreshToken);
    this.changed();
  }

  clear(): void {
    for (const key of [JWT_TOKEN, REFRESH_TOKEN]) {
      writeSetting(key, null);
      writeSetting(key + EXPIRATION, null);
    }
    this.changed();
  }

  isTokenValid(): boolean {
    return this.isValid(JWT_TOKEN);
  }

  isRefreshTokenValid(): boolean {
    return this.isValid(REFRESH_TOKEN);
  }

  private changed(): void {
    for (const listener of this.listeners) listener();
  }

  private store(key: string, token: string | null): void {
    const lifetime = token ? tokenLifetimeMs(token) : null;
    writeSetting(key, token);
    writeSetting(key + EXPIRATION, lifetime === null ? null : String(this.now() + lifetime));
  }

  private isValid(key: string): boolean {
    if (!readSetting(key)) return false;
    const expiration = Number(readSetting(key + EXPIRATION));
    return Number.isFinite(expiration) && expiration - TOKEN_VALIDITY_MARGIN_MS > this.now();
  }
}
