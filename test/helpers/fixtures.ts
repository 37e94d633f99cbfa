/**
 * The real Arbor workspaces in `../shared/fixtures/workspaces`, beside the project. A user's clone has no
 * `../shared`: the suites that read them are then skipped, and say so on stderr (jest drops the console
 * output of a suite whose tests were all skipped, so a console.log would say nothing).
 */
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const FIXTURE_WORKSPACES = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  '..',
  'shared',
  'fixtures',
  'workspaces',
);
export const FIXTURES_PRESENT = existsSync(FIXTURE_WORKSPACES);

/** `describe` when the fixtures are there; otherwise a skipped block and one line saying why. */
export function describeWithFixtures(name: string, body: () => void): void {
  if (FIXTURES_PRESENT) {
    describe(name, body);
    return;
  }
  process.stderr.write(
    `skipped "${name}": ${FIXTURE_WORKSPACES} is absent (no ../shared beside the project)\n`,
  );
  describe.skip(name, body);
}
