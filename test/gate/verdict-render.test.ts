import { renderVerdictMarkdown, renderVerdictText } from '../../src/report/verdict.js';
import { codeBlock } from '../../src/util/markdown.js';
import { GATE_SECTION_END, GATE_SECTION_START, withGateSection } from '../../src/report/report-file.js';
import type { Verdict } from '../../src/gate/verdict.js';

const verdict = (over: Partial<Verdict> = {}): Verdict => ({
  decision: 'merged',
  reasons: [],
  node_id: '1.2',
  metric_direction: 'maximize',
  source: { ref: 'arbor/n1-2', sha: 'a'.repeat(40) },
  target: {
    requested: 'main',
    resolved: 'arbor/trunk',
    sha_before: 'b'.repeat(40),
    sha_after: 'c'.repeat(40),
  },
  score: 0.83,
  dev_score: 0.85,
  references: { test_trunk_score: 0.8, test_baseline_score: 0.75 },
  reference_measured: null,
  judgement: { rule: 'single' },
  repeats: null,
  attempts: [
    {
      n: 1,
      exit_code: 0,
      signal: null,
      timed_out: false,
      duration_s: 12.34,
      score: 0.83,
      log: 'step 1\n{"score": 0.83}\n',
    },
  ],
  changed_paths: 3,
  protected_violations: [],
  missing_outputs: [],
  divergence: null,
  merge_commit: 'c'.repeat(40),
  report_path: null,
  isolation: 'user+pidns',
  end: 'pidns',
  evaluated: null,
  merge_group: null,
  warnings: [],
  ...over,
});

describe('renderVerdictText', () => {
  it('states decision, score vs references with direction, and the merge commit', () => {
    const text = renderVerdictText(verdict());
    expect(text).toContain('MERGED: node 1.2 arbor/n1-2 (aaaaaaaaaaaa) -> arbor/trunk');
    expect(text).toContain(
      'B_test score 0.83 (maximize) vs test_trunk_score 0.8 (+0.03), test_baseline_score 0.75 (+0.08)',
    );
    expect(text).toContain(`merge commit ${'c'.repeat(40)}`);
  });
  it('lists reasons and divergence of a rejection', () => {
    const text = renderVerdictText(
      verdict({
        decision: 'rejected',
        metric_direction: 'minimize',
        score: 0.9,
        merge_commit: null,
        reasons: [{ code: 'not_improved', message: 'score 0.9 is not lower' }],
        divergence: {
          dev_score: 0.7,
          test_score: 0.9,
          kind: 'direction',
          message: 'B_dev improved but B_test got worse',
        },
      }),
    );
    expect(text).toMatch(/^REJECTED/);
    expect(text).toContain('test_trunk_score 0.8 (-0.1)');
    expect(text).toContain('- not_improved: score 0.9 is not lower');
    expect(text).toContain('divergence: B_dev improved');
  });
});

describe('renderVerdictMarkdown', () => {
  it('has a Gate section with the score table, attempts and log tail', () => {
    const md = renderVerdictMarkdown(verdict());
    expect(md.startsWith('## Gate\n')).toBe(true);
    expect(md).toContain('| test_trunk_score | 0.8 | +0.03 |');
    expect(md).toContain('| 1 | exit 0 | 12.3 s | 0.83 |');
    expect(md).toContain('(requested `main`)');
    expect(md).toContain('```text\nstep 1');
  });
  it('lists protected violations and missing outputs', () => {
    const md = renderVerdictMarkdown(
      verdict({
        decision: 'rejected',
        protected_violations: ['eval.py'],
        missing_outputs: ['model.bin'],
        attempts: [],
      }),
    );
    expect(md).toContain('### Protected paths\n\n- `eval.py`');
    expect(md).toContain('### Missing outputs\n\n- `model.bin`');
  });
  it('fences untrusted log output so it cannot close the fence', () => {
    const log = 'ok\n````\n# injected heading\n```````\n';
    const md = renderVerdictMarkdown(
      verdict({
        attempts: [{ n: 1, exit_code: 1, signal: null, timed_out: false, duration_s: 1, score: null, log }],
      }),
    );
    expect(md).toContain('````````text\nok\n````\n# injected heading\n```````\n````````');
    expect(codeBlock('plain')).toBe('```\nplain\n```');
  });
  it('shows a measured trunk reference as its own row', () => {
    const md = renderVerdictMarkdown(
      verdict({
        reference_measured: { sha: 'd'.repeat(40), score: 0.5 },
        references: { test_trunk_score: null, test_baseline_score: null },
      }),
    );
    expect(md).toContain('| trunk measured at dddddddddddd | 0.5 | +0.33 |');
  });
});

describe('what was evaluated, and warnings', () => {
  const merge = { kind: 'merge' as const, commit: 'e'.repeat(40), tree: 'f'.repeat(40) };
  it('text and Markdown say the score is of trunk + this branch, and name the evaluated tree', () => {
    const text = renderVerdictText(verdict({ evaluated: merge }));
    expect(text).toContain('B_test of trunk + this branch 0.83 (maximize) vs test_trunk_score 0.8 (+0.03)');
    expect(text).toContain(`evaluated tree ${'f'.repeat(40)}`);
    const md = renderVerdictMarkdown(verdict({ evaluated: merge }));
    expect(md).toContain('| trunk + this branch | 0.83 | |');
    expect(md).toContain(
      'B_test was measured on the merge of `arbor/trunk` and this branch: tree `ffffffffffff`.',
    );
  });
  it('a branch that already contains trunk is "this branch"', () => {
    const evaluated = { ...merge, kind: 'source' as const };
    expect(renderVerdictText(verdict({ evaluated }))).toContain('B_test of this branch 0.83');
    expect(renderVerdictMarkdown(verdict({ evaluated }))).toContain(
      'B_test was measured on this branch, which already contains `arbor/trunk`',
    );
  });
  it('warnings show beside the decision', () => {
    const warnings = ['the checkout of trunk in /x still has the files of abc | def'];
    expect(renderVerdictText(verdict({ warnings }))).toContain(`  ! warning: ${warnings[0]}`);
    expect(renderVerdictMarkdown(verdict({ warnings }))).toContain(
      '### Warnings\n\n- the checkout of trunk in /x still has the files of abc \\| def\n',
    );
  });
});

describe('withGateSection', () => {
  it('appends to a session report, then replaces only its own section', () => {
    const first = withGateSection('# Session report\n\nbody\n', '## Gate\n\none\n');
    expect(first).toBe(
      `# Session report\n\nbody\n\n${GATE_SECTION_START}\n## Gate\n\none\n${GATE_SECTION_END}\n`,
    );
    const second = withGateSection(`${first}\n## After\n`, '## Gate\n\ntwo\n');
    expect(second).toContain('# Session report\n\nbody\n');
    expect(second).toContain('## Gate\n\ntwo\n');
    expect(second).not.toContain('one');
    expect(second).toContain('## After');
    expect(withGateSection(null, 'x')).toBe(`${GATE_SECTION_START}\nx\n${GATE_SECTION_END}\n`);
  });
});

describe('a paired judgement on every face', () => {
  const paired = verdict({
    score: 7.2,
    judgement: {
      rule: 'paired',
      confidence: 0.95,
      min_delta: 0,
      min_effect: null,
      pairs: 3,
      seeds: [1, 2, 3],
      samples: [
        { seed: 1, trunk: 5.1, candidate: 7.1 },
        { seed: 2, trunk: 5.2, candidate: 7.2 },
        { seed: 3, trunk: 5.3, candidate: 7.3 },
      ],
      trunk: { mean: 5.2, sd: 0.1 },
      candidate: { mean: 7.2, sd: 0.1 },
      difference: { mean: 2, lower: 1.5, upper: 2.5, level: 0.0236, futility_upper: null },
      p: 0.0001,
      stopped: 'early',
      evaluations: 6,
    },
  });

  it('text: the pairs, seeds, means, bounds and how it stopped', () => {
    const text = renderVerdictText(paired);
    expect(text).toContain(
      'judgement paired at confidence 0.95: 3 pair(s) on seeds 1, 2, 3, 6 evaluation(s), stopped early',
    );
    expect(text).toContain('trunk mean 5.2 (sd 0.1), candidate mean 7.2 (sd 0.1)');
    expect(text).toContain('gain 2, bounds [1.5, 2.5] at one-sided level 0.0236');
  });

  it('Markdown (REPORT.md, comment, summary): a short table and a chart of the samples', () => {
    const md = renderVerdictMarkdown(paired);
    expect(md).toContain('### Paired judgement');
    expect(md).toContain('| trunk | 5.2 | 0.1 |');
    expect(md).toContain('| candidate | 7.2 | 0.1 |');
    expect(md).toContain('```mermaid\nxychart-beta');
    expect(md).toContain('  line [5.1, 5.2, 5.3]\n  line [7.1, 7.2, 7.3]');
  });

  it('a branch refused before any run (a protected path) shows no paired section, only what auto says', () => {
    const refused = verdict({
      score: null,
      judgement: {
        ...paired.judgement,
        chosen_by: 'auto: nothing was measured',
        pairs: 0,
        seeds: [],
        samples: [],
        trunk: null,
        candidate: null,
        difference: null,
        p: null,
        stopped: null,
        evaluations: 0,
      } as Verdict['judgement'],
    });
    expect(renderVerdictText(refused)).toContain('judgement auto: nothing was measured');
    expect(renderVerdictText(refused)).not.toContain('judgement paired');
    expect(renderVerdictMarkdown(refused)).not.toContain('Paired judgement');
  });

  it('single mode shows no paired section', () => {
    expect(renderVerdictMarkdown(verdict())).not.toContain('Paired judgement');
    expect(renderVerdictText(verdict())).not.toContain('judgement paired');
  });
});
