/**
 * The values the eval-isolation settings take, apart from the isolation code: the settings table and
 * their validation read them at every CLI start, and the sandbox code loads only when an evaluation runs.
 */
export const ISOLATION_SETTINGS = ['auto', 'user', 'rootless', 'none'] as const;
export type IsolationSetting = (typeof ISOLATION_SETTINGS)[number];
export const DEFAULT_EVAL_USER = 'arbor-eval';
