// `npm test`: the suites in parallel (jest.config.js), then the serial project (jest.serial.config.js:
// the CPU-hungry suites under test/serial/, one at a time, with no other suite running), so a suite that
// spins every CPU cannot starve the others' timeouts. Arguments go to both runs (a path selects in each).
import { spawnSync } from 'node:child_process';

const jest = [
  '--experimental-vm-modules',
  '--no-warnings=ExperimentalWarning',
  'node_modules/jest/bin/jest.js',
];
const args = process.argv.slice(2);
const selective = args.length > 0 ? ['--passWithNoTests'] : [];
const run = (extra) =>
  spawnSync(process.execPath, [...jest, ...extra, ...args], { stdio: 'inherit' }).status ?? 1;

const parallel = run(selective);
const serial = run(['--config', 'jest.serial.config.js', '--runInBand', '--passWithNoTests']);
process.exit(parallel !== 0 ? parallel : serial);
