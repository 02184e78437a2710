#!/usr/bin/env node
// Prints the gzipped size of the scripts the sign-in page loads and of the whole built console, as JSON lines.
// Reads packages/console/dist (run `npm run build` first) and its Vite manifest, then times a cold load of the sign-in page
// in Chromium against the built server.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchChromium } from './lib/browser.mjs';
import { startServer } from './lib/server.mjs';

const dist = new URL('../packages/console/dist/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const SIGN_IN_BUDGET = 200 * 1024;
const SIGN_IN_TIME_BUDGET_MS = 500;
const COLD_LOADS = 5;

const gzipped = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

/** The given chunks and every chunk they import statically. */
function scriptsOf(keys) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...files].filter((file) => file.endsWith('.js'));
}

function allFiles(dir, prefix = '') {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    const relative = prefix ? `${prefix}/${name}` : name;
    if (name === '.vite') return [];
    return statSync(path).isDirectory() ? allFiles(path, relative) : [relative];
  });
}

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
// The boot entry loads the console (main.tsx) at once; the console then loads the sign-in page.
const consoleMain = Object.keys(manifest).find((key) => key.endsWith('src/app/main.tsx'));
const loginPage = Object.keys(manifest).find((key) => key.endsWith('features/login/LoginPage.tsx'));
const signIn = scriptsOf([entry, consoleMain, loginPage]);
const signInBytes = signIn.reduce((sum, file) => sum + gzipped(file), 0);
const scripts = allFiles(dist).filter((file) => file.endsWith('.js'));
const everything = allFiles(dist);

const figures = [
  {
    bench: 'console-size',
    figure: 'sign-in-scripts-gzip-bytes',
    value: signInBytes,
    files: signIn.length,
    budget: SIGN_IN_BUDGET,
    withinBudget: signInBytes <= SIGN_IN_BUDGET,
  },
  {
    bench: 'console-size',
    figure: 'all-scripts-gzip-bytes',
    value: scripts.reduce((sum, file) => sum + gzipped(file), 0),
    files: scripts.length,
  },
  {
    bench: 'console-size',
    figure: 'whole-console-gzip-bytes',
    value: everything.reduce((sum, file) => sum + gzipped(file), 0),
    files: everything.length,
  },
];
for (const figure of figures) console.log(JSON.stringify(figure));

/**
 * Milliseconds from navigation start until the sign-in form can be used (its Login button shown and enabled), each in
 * a fresh browser context, so nothing comes from the cache; the median of a few loads.
 */
async function signInReadyMs() {
  const server = await startServer();
  const browser = await launchChromium();
  try {
    const times = [];
    for (let load = 0; load < COLD_LOADS; load++) {
      const context = await browser.newContext({ baseURL: server.url, locale: 'en-US' });
      const page = await context.newPage();
      await page.goto('/login', { waitUntil: 'commit' });
      await page.waitForFunction(
        () => {
          const button = [...document.querySelectorAll('button[type="submit"]')].find(
            (candidate) => candidate.textContent?.trim() === 'Login',
          );
          return button && !button.disabled && button.getBoundingClientRect().height > 0;
        },
        undefined,
        { polling: 'raf' },
      );
      times.push(await page.evaluate(() => performance.now()));
      await context.close();
    }
    times.sort((a, b) => a - b);
    return { median: times[Math.floor(times.length / 2)], times };
  } finally {
    await browser.close();
    await server.stop();
  }
}

const ready = await signInReadyMs();
console.log(
  JSON.stringify({
    bench: 'console-size',
    figure: 'sign-in-ready-ms',
    value: Math.round(ready.median),
    loads: ready.times.map((time) => Math.round(time)),
    budget: SIGN_IN_TIME_BUDGET_MS,
    withinBudget: ready.median <= SIGN_IN_TIME_BUDGET_MS,
  }),
);
