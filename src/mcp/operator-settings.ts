/**
 * How this machine runs evaluations and where it keeps their traces is the operator's choice (the
 * server's own flags, `arbor-gate mcp --eval-isolation MODE --eval-user NAME --tree-cache N ...`),
 * never the agent's: an agent that could pass `eval_isolation: none` would run the branch's code as
 * the server's own user, and the retry pacing, log folders and tree cache are the machine's budget.
 * Keeping them off the tools also keeps tools/list short. Apart from arguments.ts (zod) so that the
 * CLI knows `mcp`'s flags without loading the MCP server.
 */
export const OPERATOR_SETTINGS = [
  'evalIsolation',
  'evalUser',
  'evalRetryBaseDelay',
  'evalRetryMaxDelay',
  'logDir',
  'keepLogs',
  'treeCache',
] as const;

export type OperatorField = (typeof OPERATOR_SETTINGS)[number];

/**
 * Settings no tool argument sets and the server takes no flag for: they come from the trusted settings
 * (`--trusted-settings`' meta) only. `eval-read` widens what the evaluated code may read.
 */
export const TRUSTED_ONLY_SETTINGS = ['evalRead'] as const;
