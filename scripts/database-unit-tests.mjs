import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Prints the unit test files that reach a database chosen by TEST_DATABASE_URL: those that import, directly or
 * through other modules of the repository, a module that reads that variable. The PostgreSQL pass of CI runs these
 * and the API suite; every other unit test runs the same code whichever database the variable names, so a second
 * run of it would prove nothing new. Following the imports keeps the list right as tests are added.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TEST_ROOTS = ['packages/model/src', 'packages/client/src', 'packages/server/src'];
const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

function testFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(full);
    return entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** The source file of a relative import written with the `.js` extension the build emits, or none. */
function resolveImport(from, specifier) {
  const target = path.resolve(path.dirname(from), specifier);
  const candidates = [target.replace(/\.js$/, '.ts'), target.replace(/\.js$/, '.tsx'), `${target}.ts`, target];
  return candidates.find((candidate) => candidate.endsWith('.ts') && existsSync(candidate)) ?? null;
}

const sources = new Map();

function importsOf(file) {
  let entry = sources.get(file);
  if (!entry) {
    const source = readFileSync(file, 'utf8');
    const imports = [...source.matchAll(IMPORT)]
      .map((match) => resolveImport(file, match[1] ?? match[2]))
      .filter((imported) => imported !== null);
    entry = { readsVariable: source.includes('TEST_DATABASE_URL'), imports };
    sources.set(file, entry);
  }
  return entry;
}

function reachesDatabase(testFile) {
  const seen = new Set([testFile]);
  const queue = [testFile];
  while (queue.length > 0) {
    const { readsVariable, imports } = importsOf(queue.shift());
    if (readsVariable) return true;
    for (const imported of imports) {
      if (!seen.has(imported)) {
        seen.add(imported);
        queue.push(imported);
      }
    }
  }
  return false;
}

const selected = TEST_ROOTS.flatMap((root) => testFiles(path.join(ROOT, root)))
  .filter((file) => reachesDatabase(file))
  .map((file) => path.relative(ROOT, file))
  .sort();
if (selected.length === 0) {
  console.error('No unit test reaches TEST_DATABASE_URL: the import scan is broken.');
  process.exit(1);
}
console.log(selected.join('\n'));
