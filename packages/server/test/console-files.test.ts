import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { raw } from './support/fixtures.js';
import { useTestServer } from './support/suite.js';

// A built console of its own: the hashed chunk and the files whose names stay the same from build to build.
const consoleDir = mkdtempSync(path.join(tmpdir(), 'fleetdeck-console-'));
mkdirSync(path.join(consoleDir, 'assets'));
mkdirSync(path.join(consoleDir, 'locale'));
writeFileSync(path.join(consoleDir, 'index.html'), '<!doctype html><title>Fleetdeck</title>');
writeFileSync(path.join(consoleDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
writeFileSync(path.join(consoleDir, 'locale', 'locale.constant-en_US.json'), '{}');
writeFileSync(path.join(consoleDir, 'assets', 'DashboardPage-Ab12Cd34.js'), 'export const page = 1;');

const server = useTestServer({ CONSOLE_DIR: consoleDir, MQTT_PORT: '0' });

afterAll(() => rmSync(consoleDir, { recursive: true, force: true }));

describe('the console files', () => {
  it('keeps a hashed chunk in the browser for a year without asking again', async () => {
    const response = await raw(server, 'GET', '/assets/DashboardPage-Ab12Cd34.js');
    expect(response.status).toBe(200);
    expect(response.text).toBe('export const page = 1;');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // served apart from the other files, with the same security headers
    expect(response.headers.get('content-type')).toMatch(/^application\/javascript/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('has the browser ask again for files whose names do not change with their content', async () => {
    for (const file of ['/favicon.svg', '/locale/locale.constant-en_US.json']) {
      const response = await raw(server, 'GET', file);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=0');
    }
    const page = await raw(server, 'GET', '/dashboards/some-dashboard');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<title>Fleetdeck</title>');
    expect(page.headers.get('cache-control')).not.toContain('immutable');
  });

  it('does not have the browser keep what it got for a chunk the build does not have', async () => {
    const response = await raw(server, 'GET', '/assets/Gone-Zz99Yy88.js');
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control') ?? '').not.toContain('immutable');
  });
});
