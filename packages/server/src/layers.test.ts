import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = path.dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const FILES = sourceFiles(SRC);
const relative = (file: string) => path.relative(SRC, file).split(path.sep).join('/');

/** The folder a file belongs to; storage/install counts apart from the storage it builds on. */
function folderOf(file: string): string {
  const parts = relative(file).split('/');
  if (parts.length === 1) return '.';
  return parts[0] === 'storage' && parts[1] === 'install' ? 'storage/install' : (parts[0] as string);
}

/** The folders a folder imports at run time (type-only imports leave no trace in the built code). */
function runtimeImports(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of FILES) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/^import (?!type )[^;]*?from '(\.[^']+)';/gms)) {
      const target = path.resolve(path.dirname(file), match[1] as string);
      const from = folderOf(file);
      const to = folderOf(target);
      if (from === to) continue;
      graph.set(from, (graph.get(from) ?? new Set()).add(to));
    }
  }
  return graph;
}

const isRouteFile = (file: string) => /(^|[-/])routes\.ts$/.test(relative(file));

/** What writes SQL or reaches past a store to the database handle. */
const DATABASE_ACCESS = [
  /from 'kysely'/,
  /\bdb\./,
  /\.selectFrom\(/,
  /\.insertInto\(/,
  /\.updateTable\(/,
  /\.deleteFrom\(/,
  /\.(transaction|connection)\(\)/,
  /\.execute\([\w.]*\b(db|trx)\)/,
  /\bsql\s*[`<.(]/,
];

/**
 * The files that may hold SQL: the storage layer, each area's `store.ts` and its `*-store.ts` siblings, the
 * entity data query engine, whose every file but its service and routes turns a query description into SQL, and
 * `testing/`, the unit tests' fixtures, which seed a database directly and which no server code imports.
 */
function mayHoldSql(file: string): boolean {
  const name = relative(file);
  if (name.startsWith('storage/') || name.startsWith('testing/') || /(^|\/|-)store\.ts$/.test(name)) return true;
  return name.startsWith('entity-query/') && !/\/(service|routes)\.ts$/.test(name);
}

describe('the layers of the server', () => {
  it('keeps database access out of route files: they parse, authorise and call a service', () => {
    const routeFiles = FILES.filter(isRouteFile);
    expect(routeFiles.length).toBeGreaterThan(20);
    const offenders = routeFiles.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      const found = [
        /\bctx\.db\b/,
        /\bctx\.storage\b/,
        /\.selectFrom\(/,
        /\.insertInto\(/,
        /\.updateTable\(/,
        /\.deleteFrom\(/,
      ]
        .filter((pattern) => pattern.test(text))
        .map(String);
      return found.length > 0 ? [`${relative(file)}: ${found.join(' ')}`] : [];
    });
    expect(offenders).toEqual([]);
  });

  it('keeps SQL in the stores: other files call a store and never touch the database handle', () => {
    const checked = FILES.filter((file) => !mayHoldSql(file));
    expect(checked.length).toBeGreaterThan(100);
    const offenders = checked.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      const found = DATABASE_ACCESS.filter((pattern) => pattern.test(text)).map(String);
      return found.length > 0 ? [`${relative(file)}: ${found.join(' ')}`] : [];
    });
    expect(offenders).toEqual([]);
  });

  it('lets the foundations import only what lies beneath them', () => {
    // What each foundation folder may import at run time; feature folders (customers, auth, …) build on them.
    const allowed: Record<string, string[]> = {
      entities: ['storage'],
      storage: ['entities'],
      settings: ['common'],
      'storage/install': ['common', 'settings'],
      common: ['entities', 'http'],
    };
    const graph = runtimeImports();
    const violations = Object.entries(allowed).flatMap(([folder, may]) =>
      [...(graph.get(folder) ?? [])].filter((to) => !may.includes(to)).map((to) => `${folder} -> ${to}`),
    );
    expect(violations).toEqual([]);
  });

  it('has entity views build on devices and assets, never the other way round', () => {
    const graph = runtimeImports();
    const edges = (folder: string) => [...(graph.get(folder) ?? [])];
    expect(edges('entity-views').filter((to) => ['assets', 'devices', 'edges'].includes(to))).toEqual([]);
    expect(edges('assets').filter((to) => ['devices', 'edges'].includes(to))).toEqual([]);
    expect(edges('devices').filter((to) => ['assets', 'edges'].includes(to))).toEqual([]);
  });

  it('has devices and device profiles use OTA packages, never the other way round', () => {
    const graph = runtimeImports();
    expect([...(graph.get('ota') ?? [])].filter((to) => ['devices', 'device-profiles'].includes(to))).toEqual([]);
  });
});
