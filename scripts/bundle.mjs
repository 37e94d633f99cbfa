// Bundles the two entry points with ncc into dist/: dist/cli.js (the CLI, without Octokit so it starts
// fast) and dist/index.js (the Action). Each build goes to a temp folder first and is moved into place.
//
// A dynamic `import()` in the source (a command's heavy code, loaded inside its `run`) becomes a chunk
// file of its own, so a CLI start compiles only the entry and the chunks its command loads, not the
// whole bundle. ncc names every build's chunks `<id>.index.js`; the two builds share dist/, so each
// entry's chunks are renamed `<entry>.<id>.js` (cli.939.js, index.939.js) and the one line of webpack's
// runtime that names them is rewritten to match. Chunks of an earlier bundle are removed first, so
// dist/ holds exactly what this build made (CI's "dist is current" check sees a stale chunk).
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
  { src: 'src/cli.ts', name: 'cli' },
  { src: 'src/index.ts', name: 'index' },
];
const NCC_CHUNK = /^(\d+)\.index\.js$/;
const NCC_CHUNK_NAME = 'return "" + chunkId + ".index.js";';
// src/util/version.ts's marker: the bundle carries package.json's version, so a copy of action.yml and
// dist/ alone (the README's install) needs no package.json at run time.
const VERSION_MARKER = "'@@ARBOR_GATE_VERSION@@'";
const VERSION = JSON.parse(readFileSync('package.json', 'utf8')).version;

// ncc's ESM output leaves CommonJS's __filename undefined, and bundled CommonJS code may use it
// (write-file-atomic, no longer bundled, named its temp files after it): define it once, after any
// shebang line, in a file whose code uses the name. A chunk is a module of its own, so it gets the
// definition too when its code uses the name.
function defineFilename(code) {
  if (!/\b__filename\b/.test(code)) return code;
  const shebang = code.startsWith('#!') ? code.slice(0, code.indexOf('\n') + 1) : '';
  const shim =
    'import { fileURLToPath as __arborGateFileURLToPath } from "node:url";\n' +
    'const __filename = __arborGateFileURLToPath(import.meta.url);\n';
  return shebang + shim + code.slice(shebang.length);
}

/** The code with the version marker replaced; counts the replacements so a build can check there was one. */
let versionsFixed = 0;
function fixVersion(code) {
  const parts = code.split(VERSION_MARKER);
  versionsFixed += parts.length - 1;
  return parts.join(JSON.stringify(VERSION));
}

/** The entry's code with its chunks named `<entry>.<id>.js`; throws unless the runtime names them once. */
function renameChunksIn(code, name, chunkCount) {
  const at = code.indexOf(NCC_CHUNK_NAME);
  if (chunkCount === 0) return code;
  if (at === -1 || code.indexOf(NCC_CHUNK_NAME, at + 1) !== -1)
    throw new Error(`ncc's chunk loader changed: ${NCC_CHUNK_NAME} is not in ${name}.js exactly once`);
  return code.replace(NCC_CHUNK_NAME, `return ${JSON.stringify(`${name}.`)} + chunkId + ".js";`);
}

mkdirSync('dist', { recursive: true });
for (const { src, name } of entries) {
  if (!existsSync(src)) continue;
  const tmp = mkdtempSync(join(tmpdir(), 'arbor-gate-ncc-'));
  try {
    execFileSync(
      process.execPath,
      ['node_modules/@vercel/ncc/dist/ncc/cli.js', 'build', src, '-o', tmp, '-q', '--target', 'es2022'],
      { stdio: 'inherit' },
    );
    const built = readdirSync(tmp).filter((f) => f !== 'package.json');
    const chunks = built.filter((f) => NCC_CHUNK.test(f));
    const unexpected = built.filter((f) => f !== 'index.js' && !NCC_CHUNK.test(f));
    if (!built.includes('index.js') || unexpected.length > 0)
      throw new Error(`ncc wrote unexpected files for ${src}: ${built.join(', ')}`);
    const entryCode = renameChunksIn(readFileSync(join(tmp, 'index.js'), 'utf8'), name, chunks.length);
    versionsFixed = 0;
    writeFileSync(join(tmp, 'index.js'), fixVersion(defineFilename(entryCode)));
    for (const chunk of chunks)
      writeFileSync(join(tmp, chunk), fixVersion(defineFilename(readFileSync(join(tmp, chunk), 'utf8'))));
    if (versionsFixed !== 1)
      throw new Error(
        `the version marker of src/util/version.ts is in ${name}'s bundle ${versionsFixed} times, not once`,
      );

    const ownChunk = new RegExp(`^${name}\\.\\d+\\.js$`);
    for (const old of readdirSync('dist').filter((f) => ownChunk.test(f))) rmSync(join('dist', old));
    for (const chunk of chunks)
      renameSync(join(tmp, chunk), join('dist', `${name}.${NCC_CHUNK.exec(chunk)[1]}.js`));
    renameSync(join(tmp, 'index.js'), join('dist', `${name}.js`));
    if (name === 'cli') chmodSync(join('dist', 'cli.js'), 0o755);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
