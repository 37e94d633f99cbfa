/**
 * The serial project: suites that spin every CPU (an attack that starves the evaluator's main process),
 * run one at a time after the others (`npm test` runs scripts/test.mjs), never beside another suite.
 */
import base from './jest.config.js';

export default { ...base, roots: ['<rootDir>/test/serial'], testPathIgnorePatterns: [], maxWorkers: 1 };
