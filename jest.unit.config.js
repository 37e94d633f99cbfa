/** `npm run test:unit`: the suites that cannot reach git, a child process or the network (see scripts/unit-suites.mjs). */
import base from './jest.config.js';
import { unitSuites } from './scripts/unit-suites.mjs';

export default { ...base, testMatch: unitSuites() };
