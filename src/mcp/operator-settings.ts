/**
 * How this machine runs evaluations is the operator's choice (the server's own flags,
 * `arbor-gate mcp --eval-isolation MODE --eval-user NAME`), never the agent's: an agent that could pass
 * `eval_isolation: none` would run the branch's code as the server's own user. Apart from
 * arguments.ts (zod) so that the CLI knows `mcp`'s flags without loading the MCP server.
 */
export const OPERATOR_SETTINGS = ['evalIsolation', 'evalUser'] as const;

/**
 * Settings no tool argument sets and the server takes no flag for: they come from the trusted settings
 * (`--trusted-settings`' meta) only. `eval-read` widens what the evaluated code may read.
 */
export const TRUSTED_ONLY_SETTINGS = ['evalRead'] as const;
