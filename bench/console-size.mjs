#!/usr/bin/env node
// Prints the gzipped size of the scripts the sign-in page loads and of the whole built console, as JSON lines.
// Reads packages/console/dist (run `npm run build -w @fleetdeck/console` first) and its Vite manifest.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = new URL('../packages/console/dist/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const SIGN_IN_BUDGET = 300 * 1024;

const gzipped = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

/** The entry chunk, the sign-in page chunk and every chunk they import statically. */
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
const loginPage = Object.keys(manifest).find((key) => key.endsWith('features/login/LoginPage.tsx'));
const signIn = scriptsOf([entry, loginPage]);
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
