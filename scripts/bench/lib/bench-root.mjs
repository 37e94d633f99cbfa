// The temp folder and environment a gate bench runs in: the folder open to other users (an isolated
// evaluation needs its TMPDIR reachable by its account, as /tmp is), under BENCH_DIR when set, and git
// identities of the bench's own so nothing is read from the user's config.
import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function benchRoot(prefix) {
  const root = mkdtempSync(join(process.env.BENCH_DIR ?? tmpdir(), prefix));
  chmodSync(root, 0o755);
  const env = {
    ...process.env,
    TMPDIR: root,
    GIT_AUTHOR_NAME: 'bench',
    GIT_AUTHOR_EMAIL: 'bench@example.invalid',
    GIT_COMMITTER_NAME: 'bench',
    GIT_COMMITTER_EMAIL: 'bench@example.invalid',
    GIT_CONFIG_NOSYSTEM: '1',
  };
  return { root, env };
}
