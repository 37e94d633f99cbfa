/** arbor-gate's own version, for `--version`, the MCP server's handshake and the score ledger's lines. */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { InfraError } from '../errors.js';

/**
 * This package's version, from the nearest package.json above this file that is arbor-gate's: the
 * one beside dist/ (in a clone or under node_modules when run by npx), src/ or a build folder; never
 * the project's that `npx arbor-gate` runs in (npm_package_version). The folder is found at run time,
 * so the bundler leaves the file where it is rather than copying it into dist/.
 */
export function packageVersion(): string {
  for (let dir = dirname(fileURLToPath(import.meta.url)); ; dir = dirname(dir)) {
    const file = join(dir, 'package.json');
    if (existsSync(file)) {
      const manifest = JSON.parse(readFileSync(file, 'utf8')) as { name?: unknown; version?: unknown };
      if (manifest.name === 'arbor-gate' && typeof manifest.version === 'string') return manifest.version;
    }
    if (dirname(dir) === dir) throw new InfraError('no package.json of arbor-gate above this module');
  }
}
