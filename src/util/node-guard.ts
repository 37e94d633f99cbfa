/**
 * The CLI's first import, so that it runs before any other module's code: on a Node older than the
 * engines range, one line and exit 2 instead of whatever the first missing API would throw.
 */
import { nodeEngineProblem } from './node-engine.js';

const problem = nodeEngineProblem(process.version);
if (problem !== null) {
  process.stderr.write(`arbor-gate: ${problem}\n`);
  process.exit(2);
}
