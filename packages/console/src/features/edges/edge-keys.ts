import { EDGE_SECRET_LENGTH } from '@fleetdeck/model';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A new edge's secret: 20 random letters and digits. */
export function generateEdgeSecret(length = EDGE_SECRET_LENGTH): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (byte) => ALPHANUMERIC[byte % ALPHANUMERIC.length]).join('');
}

/** A new edge's routing key: a random UUID, as the platform's console makes it. */
export function generateRoutingKey(): string {
  return crypto.randomUUID();
}
