// Which suites `npm run test:unit` runs: every test whose import graph (the test, its helpers, the
// src/ modules they load, followed through relative imports) reaches no module that can start a
// process or open a socket. Nothing to mark and no list to keep: a new test is a unit test as long
// as it cannot run git, a child process or a server, and stops being one the day it can.
// `node scripts/unit-suites.mjs [PROJECT_DIR]` prints each suite and, for the others, the import
// chain that keeps it out.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

// Bare specifiers that spawn processes or talk over the network (@actions/github and @octokit/* are
// HTTP clients), and the browser stack a report's charts are parsed with (jsdom, mermaid: seconds to
// load, not a unit test's cost). The walk does not enter node_modules.
const IO_MODULE =
  /^(node:)?(child_process|cluster|worker_threads|net|tls|dgram|http|https|http2)$|^@octokit\/|^@actions\/github(\/|$)|^(jsdom|mermaid)$/;

// Static `import ... from`, `export ... from`, side-effect `import '...'` and dynamic `import('...')`;
// `import type` is erased by the compiler, so it loads nothing.
const SPECIFIER =
  /(?:^|[\s;])(?:import(?!\s+type\s)[^'"`;]*?from|export[^'"`;]*?from|import)\s*\(?\s*['"]([^'"]+)['"]/gm;

function specifiersOf(file, cache) {
  if (!cache.has(file)) {
    cache.set(
      file,
      [...readFileSync(file, 'utf8').matchAll(SPECIFIER)].map((match) => match[1]),
    );
  }
  return cache.get(file);
}

function resolveRelative(fromFile, specifier) {
  const target = resolve(dirname(fromFile), specifier);
  const candidates = [target.replace(/\.js$/, '.ts'), target, `${target}.ts`];
  return candidates.find((candidate) => existsSync(candidate) && /\.[cm]?[jt]s$/.test(candidate));
}

/** The chain of files from `file` to the first process or network module it reaches, or null. */
function ioChain(root, file, cache, visited = new Set()) {
  visited.add(file);
  for (const specifier of specifiersOf(file, cache)) {
    if (IO_MODULE.test(specifier)) return [specifier];
    const target = specifier.startsWith('.') ? resolveRelative(file, specifier) : undefined;
    if (target === undefined || visited.has(target)) continue;
    const below = ioChain(root, target, cache, visited);
    if (below) return [relative(root, target), ...below];
  }
  return null;
}

function testFiles(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Every suite under test/ with the import chain that makes it need processes or network (null: unit). */
export function classifySuites(root = ROOT) {
  const cache = new Map();
  return testFiles(join(root, 'test'))
    .sort()
    .map((path) => ({ path, ioChain: ioChain(root, path, cache) }));
}

/** Absolute paths of the unit suites. */
export function unitSuites(root = ROOT) {
  return classifySuites(root)
    .filter((suite) => suite.ioChain === null)
    .map((suite) => suite.path);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = resolve(process.argv[2] ?? ROOT);
  for (const { path, ioChain: chain } of classifySuites(root)) {
    const name = relative(root, path);
    console.log(chain ? `no    ${name}: ${chain.join(' -> ')}` : `unit  ${name}`);
  }
}
