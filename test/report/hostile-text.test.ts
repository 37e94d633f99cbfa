/**
 * Untrusted text through the real gate and the real session report: a branch whose file name forges a
 * "merged" heading, images and an unclosed comment, and a session whose agent wrote images, links,
 * HTML and headings into its hypotheses and insights. REPORT.md and the CLI's text show them as text.
 */
import { afterAll, afterEach, describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runGate } from '../../src/run/gate.js';
import { unjudgedVerdict } from '../../src/gate/verdict.js';
import { mermaidLabel, treeDiagram } from '../../src/report/mermaid.js';
import { renderVerdictMarkdown, renderVerdictText } from '../../src/report/verdict.js';
import { createGateRepo, type GateRepo } from '../helpers/gate-repo.js';
import { expectInert, FORGED_MERGED, HOSTILE_SYMLINK } from '../helpers/markdown-render.js';
import { buildSession, cleanupTempDirs, runCli } from '../helpers/session-builder.js';
import { FORGED_SESSION_HEADING, hostileSession, IMAGE } from '../helpers/hostile-session.js';

let repo: GateRepo | undefined;
afterEach(async () => {
  await repo?.cleanup();
  repo = undefined;
});
afterAll(cleanupTempDirs);

describe('a file name that forges the headline', () => {
  test('is rejected, and REPORT.md and the text face show it as text under the real verdict', async () => {
    repo = await createGateRepo({ score: 5 });
    repo.commit('arbor/n1-hostile', {
      'solution.txt': '9\n',
      [HOSTILE_SYMLINK.path]: { symlink: HOSTILE_SYMLINK.target },
    });
    const verdict = await runGate(repo.input('merge', { source: 'arbor/n1-hostile' }), repo.deps());
    expect(verdict.decision).toBe('rejected');
    // The name carries line breaks: refused as such, the name shown with its controls escaped.
    expect(verdict.reasons.map((r) => r.code)).toContain('protected_path');
    expect(verdict.reasons.map((r) => r.message).join('\n')).toContain(
      HOSTILE_SYMLINK.path.replace(/\n/g, '\\u000a'),
    );

    const report = readFileSync(verdict.report_path!, 'utf8');
    const markup = expectInert(report, { forged: FORGED_MERGED });
    expect(markup.headings[0]).toBe('Gate');
    expect(report).toMatch(/^## Gate\n\n\*\*REJECTED\*\*/m);
    // The whole payload stays on one line: in its reasons and in the list of violations.
    const reasonLines = report.split('\n').filter((line) => line.includes('arbor-gate merge: PR'));
    expect(reasonLines.length).toBeGreaterThan(0);
    for (const line of reasonLines) expect(line).toMatch(/^- (`protected_(path|symlink)`|<code>)/);
    expect(markup.text).toContain('<img src=https:\\/\\/host/q.png>');

    const text = renderVerdictText(verdict);
    expect(text.split('\n')[0]).toMatch(/^REJECTED: /);
    expect(text.split('\n').filter((line) => line.includes('arbor-gate merge'))).toHaveLength(1);
  });
});

describe('a secret in an untrusted name', () => {
  test('is redacted before it is escaped: REPORT.md holds neither it nor its escaped form', async () => {
    const secret = 'hunter2*very[secret]!~value';
    const escaped = 'hunter2\\*very\\[secret\\]\\!\\~value';
    repo = await createGateRepo({ score: 5 });
    repo.commit('arbor/n1-leak', { [`leak ${secret}`]: { symlink: '../../../../../../../../etc/passwd' } });
    const verdict = await runGate(
      repo.input('merge', { source: 'arbor/n1-leak' }),
      repo.deps({ env: { MY_API_TOKEN: secret } }),
    );
    expect(verdict.reasons[0]?.message).toMatch(/^leak \[REDACTED\]: symlink points out/);
    expect(JSON.stringify(verdict)).not.toContain(secret);
    const report = readFileSync(verdict.report_path!, 'utf8');
    expect(report).not.toContain(secret);
    expect(report).not.toContain(escaped);
    expect(report).toContain('leak \\[REDACTED\\]');
  });
});

describe('agent-written session text', () => {
  test('hypotheses, insights, ids and the task render inert in REPORT.md', async () => {
    const { session } = buildSession(hostileSession());
    const result = await runCli(['report', session]);
    expect(result.code).toBe(0);
    const report = readFileSync(join(session, 'REPORT.md'), 'utf8');
    const markup = expectInert(report, { forged: FORGED_SESSION_HEADING });
    expect(markup.headings[0]).toMatch(/^Research Report: /);
    expect(markup.text.replace(/\u200D/g, '')).toContain(IMAGE);
    // The one blockquote is the report's own: the task quoted under ## Instruction, line by line.
    const instruction = /^## Instruction\n\n((?:>.*\n)+)/m.exec(report)?.[1] ?? '';
    expect(instruction).not.toBe('');
    for (const line of instruction.trimEnd().split('\n')) expect(line).toMatch(/^>(?: [^>]|$)/);
    const rest = report.replace(instruction, '');
    expect(rest).not.toMatch(/^> /m);
    expect(report).not.toMatch(/^\| a \| b \|$/m);
  });
});

describe('every untrusted field of a verdict', () => {
  const hostile = (what: string) =>
    `${what}\n# ${what} was merged ![](https://host/${what}.png) <img src=x> <!--`;

  test('renders inert in the Gate section, and on one line each in the text face', () => {
    const verdict = unjudgedVerdict({
      decision: 'rejected',
      node_id: hostile('node'),
      metric_direction: 'maximize',
      source: { ref: hostile('ref'), sha: 'a'.repeat(40) },
      requestedTarget: hostile('target'),
    });
    const shown = {
      ...verdict,
      target: { ...verdict.target, resolved: 'arbor/trunk' },
      reasons: [{ code: 'missing_output' as const, message: hostile('reason') }],
      warnings: [hostile('warning')],
      missing_outputs: [hostile('output')],
      protected_violations: [hostile('protected')],
      divergence: { dev_score: 1, test_score: 0, kind: 'gap' as const, message: hostile('divergence') },
    };
    const markdown = renderVerdictMarkdown(shown);
    const markup = expectInert(markdown, { forged: FORGED_MERGED });
    expect(markup.headings).toEqual(['Gate', 'Reasons', 'Warnings', 'Protected paths', 'Missing outputs']);
    for (const what of ['node', 'ref', 'target', 'reason', 'warning', 'output', 'protected', 'divergence'])
      expect(markup.text).toContain(`${what}↵# ${what} was merged`);

    const lines = renderVerdictText(shown).trimEnd().split('\n');
    expect(lines[0]).toMatch(/^REJECTED: node node↵# node was merged .* ref↵# ref was merged/);
    expect(lines.filter((line) => /^\S/.test(line))).toHaveLength(1);
  });
});

describe('mermaid labels', () => {
  const HOSTILE_LABEL =
    'x"] --> n0\nclick n0 call alert() %%{init: {"theme":"dark"}}%% &lt;img&gt; `md` \u202Eevil';

  test('no session text ends a label, starts a statement, or carries HTML, directives or bidi marks', () => {
    const label = mermaidLabel(HOSTILE_LABEL, 200);
    expect(label.replace(/#\d+;/g, '')).not.toMatch(/["[\]{}()<>|`;&%#\\\n\u202E]/);
    expect(label).toContain('#92;u#123;202E#125;evil'); // the bidi mark, shown as \u{202E}
    const diagram = treeDiagram(
      [
        {
          id: 'n',
          parent_id: null,
          levels_skipped: 0,
          hidden_children: 0,
          status: 'done',
          score: null,
          label: HOSTILE_LABEL,
        },
      ],
      0,
      String,
    );
    expect(diagram.split('\n').map((line) => line.trim().split(/[ [\]]/)[0])).toEqual([
      'graph',
      'n0',
      'classDef',
      'class',
    ]);
  });
});
