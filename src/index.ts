/**
 * The GitHub Action's entry point (bundled as dist/index.js): runs the Action once. The Action itself
 * is `run()` in ./action/main.ts, which has no side effects on import, so tools that import the logic
 * and call `run()` themselves (GitHub's @github/local-action) run it exactly once too.
 */
import { run } from './action/main.js';

await run();
