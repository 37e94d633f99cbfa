/**
 * The runtime view's row of the settings table (setting-table.ts spreads it in after eval-user, in
 * action.yml's order): the paths an isolated evaluation may read. An agent never sets it (it is not an
 * MCP argument): it comes from the flags, the Action's inputs or the trusted tree's meta.
 */
import type { Setting } from '../setting.js';

export const RUNTIME_VIEW_SETTINGS = [
  {
    field: 'evalRead',
    name: 'eval-read',
    kind: 'list',
    section: 'evaluation',
    arg: 'PATH',
    meta: 'eval_read_paths',
    description:
      "Paths an isolated evaluation may read (read-only; docs/environments.md): a virtualenv, a cache, a dataset. An absolute path appears at its own path; a path relative to the checkout (an untracked .venv, data/) appears there and at the same path in the evaluated tree, where a branch may not commit it. The repository's git folder, credentials and the caller's session sockets inside them are masked. Needs eval-isolation user+pidns or none. Default is the tree's meta.eval_read_paths (this input, when given, replaces it).",
  },
] as const satisfies readonly Setting[];
