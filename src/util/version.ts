/** arbor-gate's own version, for `--version`, the MCP server's handshake and the score ledger's lines. */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { InfraError } from '../errors.js';

/**
 * scripts/bundle.mjs writes package.json's version over this marker in dist/, so a bundle copied
 * anywhere (the README's `.github/actions/arbor-gate/` holds action.yml and dist/ only) knows its
 * version without a package.json beside it.
 */
const BUNDLED_VERSION = '@@ARBOR_GATE_VERSION@@';

/**
 * This package's version: the one fixed into the bundle at build time, else (compiled from src/, in
 * tests and builds) the nearest package.json above this file that is arbor-gate's; never the project's
 * that `npx arbor-gate` runs in (npm_package_version).
 */
export function packageVersion(): string {
  if (!BUNDLED_VERSION.startsWith('@@')) return BUNDLED_VERSION;
  for (let dir = dirname(fileURLToPath(import.meta.url)); ; dir = dirname(dir)) {
    const file = join(dir, 'package.json');
    if (existsSync(file)) {
      const manifest = JSON.parse(readFileSync(file, 'utf8')) as { name?: unknown; version?: unknown };
      if (manifest.name === 'arbor-gate' && typeof manifest.version === 'string') return manifest.version;
    }
    if (dirname(dir) === dir) throw new InfraError('no package.json of arbor-gate above this module');
  }
}
