// Bundles the two entry points with ncc into dist/: dist/cli.js (the CLI, without Octokit so it starts
// fast) and dist/index.js (the Action). Each build goes to a temp folder first and is moved into place.
import { execFileSync } from 'node:child_process';
import {
  mkdtempSync,
  mkdirSync,
  renameSync,
  rmSync,
  existsSync,
  readdirSync,
  chmodSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';

const entries = [
  { src: 'src/cli.ts', out: 'cli.js' },
  { src: 'src/index.ts', out: 'index.js' },
];
// ncc's ESM output leaves CommonJS's __filename undefined, and bundled CommonJS code uses it
// (write-file-atomic names its temp files after it): define it once, after any shebang line.
function defineFilename(file) {
  const code = readFileSync(file, 'utf8');
  if (!/\b__filename\b/.test(code)) return;
  const shebang = code.startsWith('#!') ? code.slice(0, code.indexOf('\n') + 1) : '';
  const shim =
    'import { fileURLToPath as __arborGateFileURLToPath } from "node:url";\n' +
    'const __filename = __arborGateFileURLToPath(import.meta.url);\n';
  writeFileSync(file, shebang + shim + code.slice(shebang.length));
}

mkdirSync('dist', { recursive: true });
for (const { src, out } of entries) {
  if (!existsSync(src)) continue;
  const tmp = mkdtempSync(join(tmpdir(), 'arbor-gate-ncc-'));
  try {
    execFileSync(
      process.execPath,
      ['node_modules/@vercel/ncc/dist/ncc/cli.js', 'build', src, '-o', tmp, '-q', '--target', 'es2022'],
      { stdio: 'inherit' },
    );
    const built = readdirSync(tmp).filter((f) => f !== 'package.json');
    if (built.length !== 1 || built[0] !== 'index.js')
      throw new Error(`ncc wrote unexpected files for ${src}: ${built.join(', ')}`);
    defineFilename(join(tmp, 'index.js'));
    renameSync(join(tmp, 'index.js'), join('dist', out));
    if (out === 'cli.js') chmodSync(join('dist', out), 0o755);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
