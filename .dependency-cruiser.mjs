/**
 * The layering of src/ (docs/architecture.md "Layers"), checked by `npm run lint:deps`.
 *
 * Tiers from the bottom up. A module may import its own tier or a lower one, never a higher one,
 * and no set of folders may import each other in a ring, even when no single file does (a folder
 * cycle is what makes a folder impossible to read, test or move on its own). `--collapse` would
 * only redraw the graph for a reporter: the rules would still be checked file by file, so the
 * folder rule uses dependency-cruiser's folder scope instead (which needs `metrics`).
 */
const tiers = [
  ['util', 'errors.ts', 'stats'],
  ['eval', 'session', 'git', 'ledger'],
  ['gate'],
  ['queue', 'shards'],
  ['report'],
  ['run'],
  ['tools'],
  ['commands', 'action', 'github', 'mcp'],
  ['cli.ts', 'index.ts'],
];

const escape = (name) => name.replace(/[.]/g, '\\.');
const under = (names) => `^src/(${names.map(escape).join('|')})($|/)`;

const upwardImports = tiers.slice(0, -1).map((tier, index) => ({
  name: `tier-${index}-imports-upward`,
  comment: `${tier.join(', ')} may import only ${tiers
    .slice(0, index + 1)
    .flat()
    .join(', ')} inside src/`,
  severity: 'error',
  from: { path: under(tier) },
  to: { path: under(tiers.slice(index + 1).flat()) },
}));

const notInATier = (from, to) => ({
  name: 'not-in-a-tier',
  comment: 'every folder and top-level file of src/ has a tier in .dependency-cruiser.mjs',
  severity: 'error',
  from,
  to,
});

export default {
  forbidden: [
    {
      name: 'no-folder-cycle',
      comment: 'folders of src/ import each other in a ring',
      severity: 'error',
      scope: 'folder',
      from: { path: '^src' },
      to: { circular: true },
    },
    {
      name: 'no-file-cycle',
      comment: 'files import each other in a ring',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
    ...upwardImports,
    // Both directions, so a new folder is caught whether it imports or is imported first.
    notInATier({ path: '^src/' }, { path: '^src/', pathNot: under(tiers.flat()) }),
    notInATier({ path: '^src/', pathNot: under(tiers.flat()) }, { path: '^src/' }),
  ],
  options: {
    includeOnly: '^src/',
    metrics: true,
    // Type-only imports count: a layer that names a higher layer's types depends on it all the same.
    tsPreCompilationDeps: true,
  },
};
