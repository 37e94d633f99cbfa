/**
 * REPORT.md and the evidence lines from a session report's facts. Pure: facts in, text out. Session
 * text reaches the page only through util/markdown.ts (`md`: prose, table cells and ids in bold;
 * `code`: names and paths in monospace) or the mermaid label escaping.
 */
import { humanDuration } from '../session/run-stats.js';
import { markdownCode as code, markdownText as md } from '../util/markdown.js';
import { formatScore, type MetricDirection } from '../util/metric.js';
import type { ListCut } from './capped-list.js';
import { countedIds } from './capped-list.js';
import type { IdeaFact, ScoreChange } from './idea-facts.js';
import { treeDiagram } from './mermaid.js';
import { trunkChart } from './trunk-chart.js';
import type { TokenSource } from '../session/run-stats.js';
import {
  GLOBAL_INSIGHT_MAX,
  type EventsFact,
  type RunStatsFact,
  type SessionReport,
} from './session-facts.js';

function score(value: number | null): string {
  return value === null ? '—' : `\`${formatScore(value)}\``;
}

/** 1234567 -> "1,234,567" like toLocaleString('en-US'), without loading Intl for plain integers. */
function number(value: number | null): string {
  if (value === null) return '—';
  if (!Number.isSafeInteger(value)) return value.toLocaleString('en-US');
  return String(value).replace(/\B(?=(\d{3})+$)/g, ',');
}

/** Where the B_dev (trunk) line's numbers come from. */
const B_DEV_SOURCE =
  "from the idea tree's meta.baseline_score and meta.trunk_score as the research agent wrote them (the gate measures B_test only, and never updates trunk_score)";

function changeLine(label: string, change: ScoreChange | null, direction: MetricDirection): string {
  if (change === null) return `- ${label}: not recorded`;
  const parts = [`- ${label}: ${score(change.baseline)} -> ${score(change.final)}`];
  if (change.change !== null && change.trend !== null) {
    const signed = (value: number): string => `${value > 0 ? '+' : ''}${formatScore(value)}`;
    const percent = change.change_percent === null ? '' : `, ${signed(change.change_percent)}%`;
    parts.push(` (${signed(change.change)}${percent}: **${change.trend}**, ${direction})`);
  }
  return parts.join('');
}

function ideaLine(idea: IdeaFact): string {
  const test = idea.test_score === null ? '' : `, B_test ${score(idea.test_score)}`;
  return `- **${md(idea.id)}** B_dev ${score(idea.score)}${test} _${md(idea.status)}_: ${md(idea.hypothesis)}`;
}

/**
 * A capped list's lines (see capped-list.ts): whole, or the top ones under `topHeading`, the latest
 * under "Latest", and how many more report.json holds.
 */
function cappedLines<T>(
  items: readonly T[],
  cut: ListCut,
  line: (item: T) => string,
  topHeading: string,
): string[] {
  if (cut.more === 0 && cut.top === 0) return items.map(line);
  return [
    `${topHeading} (${cut.top} of ${number(cut.total)}):`,
    '',
    ...items.slice(0, cut.top).map(line),
    '',
    `Latest (${cut.latest}):`,
    '',
    ...items.slice(cut.top).map(line),
    '',
    `… and ${number(cut.more)} more (report.json lists all ${number(cut.total)}).`,
  ];
}

function countTable(header: string, counts: Record<string, number>): string[] {
  // Ties by name in code-unit order: the same on every machine, and no collator to load (tens of ms).
  const rows = Object.entries(counts).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return [`| ${header} | count |`, '|---|---:|', ...rows.map(([key, n]) => `| ${md(key)} | ${n} |`)];
}

function headerSection(facts: SessionReport): string[] {
  const out = [`# Research Report: ${md(facts.title)}`, ''];
  out.push(`- Session: ${code(facts.run_name)}`);
  out.push(`- Exit reason: ${md(facts.exit_reason ?? 'unknown')}`);
  if (facts.model !== null || facts.provider !== null) {
    out.push(`- Model: ${md(facts.model ?? 'unknown')} (provider: ${md(facts.provider ?? 'unknown')})`);
  }
  const name = facts.metric.name === null ? '' : `${md(facts.metric.name)}, `;
  out.push(`- Metric: ${name}${facts.metric.direction}`);
  if (facts.interrupted) out.push('- Status: **interrupted** (see caveats)');
  out.push('', ...instructionSection(facts));
  if (facts.caveats.length > 0) out.push('## Caveats', '', ...facts.caveats.map((c) => `- ${md(c)}`), '');
  return out;
}

function resultsSection(facts: SessionReport): string[] {
  if (facts.b_dev === null && facts.b_test === null) return [];
  const direction = facts.metric.direction;
  const out = ['## Results', ''];
  // The gate measures B_test only: B_dev's numbers are the research agent's, and may be stale.
  out.push(`${changeLine('B_dev (trunk)', facts.b_dev, direction)}; ${B_DEV_SOURCE}`);
  out.push(changeLine('B_test (trunk)', facts.b_test, direction));
  if (facts.best_node_id !== null) out.push(`- Best idea by B_dev: **${md(facts.best_node_id)}**`);
  out.push('');
  return out;
}

function explorationSection(facts: SessionReport): string[] {
  if (facts.idea_tree === null) return [];
  const direction = facts.metric.direction;
  const byStatus = Object.entries(facts.status_counts)
    .map(([status, n]) => `${md(status)} \`${n}\``)
    .join(', ');
  return [
    '## Exploration',
    '',
    `- Ideas (nodes below the root): \`${facts.nodes_total}\`, scored: \`${facts.scored_nodes}\``,
    `- By status: ${byStatus}`,
    '',
    '### Merged Ideas',
    '',
    ...(facts.merged_ideas.length > 0
      ? cappedLines(facts.merged_ideas, facts.merged_ideas_cut, ideaLine, 'Best by B_test, then B_dev')
      : ['- none']),
    '',
    `### Top Ideas By Score (${direction === 'minimize' ? 'lowest' : 'highest'} first)`,
    '',
    ...(facts.top_ideas.length > 0 ? facts.top_ideas.map(ideaLine) : ['- no scored ideas']),
    '',
  ];
}

/** Arbor's Global Insight: the root's insight, what the whole tree taught (whole, up to its cap). */
function globalInsightSection(facts: SessionReport): string[] {
  return facts.global_insight === null
    ? []
    : ['## Global Insight', '', md(facts.global_insight, GLOBAL_INSIGHT_MAX), ''];
}

/** Arbor's "## Instruction": the task's whole text, quoted line by line. */
function instructionSection(facts: SessionReport): string[] {
  if (facts.instruction === null) return [];
  const lines = facts.instruction.split(/\r\n|\n|\r/).map((line) => `> ${md(line, Infinity)}`.trimEnd());
  return ['## Instruction', '', ...lines, ''];
}

/** Divergence, the trunk's B_test chart and the idea-tree diagram. */
function diagramsSection(facts: SessionReport): string[] {
  const out: string[] = [];
  if (facts.divergence.length > 0) {
    const line = (d: SessionReport['divergence'][number]): string =>
      `- **${md(d.node_id)}** (${d.source}): ${md(d.detail)}`;
    out.push('### B_dev / B_test Divergence', '');
    out.push(...cappedLines(facts.divergence, facts.divergence_cut, line, 'Largest'), '');
  }
  if (facts.trunk_history !== null) {
    const split = facts.trunk_history.split === 'B_test' ? 'B_test' : 'score (split not recorded)';
    const chart = trunkChart(
      `Trunk ${split} over merges`,
      split,
      facts.trunk_history.points,
      facts.metric.direction,
    );
    out.push(`### Trunk ${split} Over Merges`, '');
    const { total, points, all_bests_kept: bests } = chart.sampled;
    if (points.length < total)
      out.push(
        `${points.length} of ${number(total)} points: the first, the last and ${bests ? 'every new best' : 'new bests taken evenly (they alone outnumber the room)'}, the rest spread evenly.`,
        '',
      );
    out.push('```mermaid', chart.mermaid, '```', '');
  }
  if (facts.idea_tree !== null && facts.idea_tree.shown.length > 0) {
    out.push('### Idea Tree', '', '```mermaid');
    out.push(treeDiagram(facts.idea_tree.shown, facts.idea_tree.hidden, formatScore), '```', '');
  }
  return out;
}

function eventsSection(ev: EventsFact | null): string[] {
  if (ev === null) return [];
  const skipped = ev.skipped_lines > 0 ? ` (skipped: \`${ev.skipped_lines}\`)` : '';
  const out = ['## Events', '', `- Events read: \`${ev.lines - ev.skipped_lines}\`${skipped}`];
  if (ev.wall_clock_seconds !== null) {
    out.push(
      `- Wall clock (from the last session.start): ${humanDuration(ev.wall_clock_seconds)} (\`${formatScore(ev.wall_clock_seconds)}\` s)`,
    );
  }
  out.push(`- Session ended cleanly: ${ev.session_ended ? 'yes' : 'no'}`, '');
  out.push(...countTable('family', ev.by_family), '');
  out.push('<details><summary>Events by type</summary>', '', ...countTable('type', ev.by_type));
  out.push('', '</details>', '');
  return out;
}

const TOKEN_SOURCE_WORDS: Record<TokenSource, string> = {
  'run_stats.json': "run_stats.json (the session's own totals)",
  'session.end': "the session.end event (the session's own totals)",
  'llm.call events': 'the sum of the llm.call events',
};

function runStatsSection(rs: RunStatsFact | null): string[] {
  if (rs === null) return [];
  const out = ['## Run Stats', ''];
  const derivedFrom =
    rs.token_source === 'session.end' ? 'events and the session.end event' : 'llm.call events';
  out.push(
    rs.source === 'run_stats.json'
      ? `- Source: run_stats.json${rs.derived_file ? ' (derived by arbor-gate)' : ''}`
      : `- Source: **derived from ${derivedFrom}** (run_stats.json is missing)`,
  );
  out.push(`- Token scope: ${md(rs.token_scope ?? 'not recorded')}`);
  if (rs.duration_seconds !== null) out.push(`- Duration: ${humanDuration(rs.duration_seconds)}`);
  out.push(
    `- Token totals from: ${rs.token_source === null ? 'nowhere (none recorded)' : TOKEN_SOURCE_WORDS[rs.token_source]}`,
  );
  out.push(
    `- Input tokens: ${number(rs.total_input_tokens)} (uncached: ${number(rs.total_uncached_input_tokens)}), output tokens: ${number(rs.total_output_tokens)}, cache reads: ${number(rs.total_cache_read_tokens)}, cache writes: ${number(rs.total_cache_creation_tokens)}`,
  );
  const sums = rs.llm_call_sums;
  if (sums !== null)
    out.push(
      `- The llm.call events alone (only the calls they logged): input ${number(sums.input_tokens)} (uncached: ${number(sums.uncached_input_tokens)}), output ${number(sums.output_tokens)}, in ${number(sums.llm_calls)} call(s)`,
    );
  out.push(`- LLM calls: ${number(rs.total_llm_calls)}, agents spawned: ${number(rs.total_agents_spawned)}`);
  if (rs.coordinator_turns !== null) out.push(`- Coordinator turns: ${number(rs.coordinator_turns)}`);
  if (rs.emergency_timeout) out.push('- Emergency timeout: yes');
  out.push(...agentTable(rs.by_agent));
  out.push('');
  return out;
}

/** Agents (llm.call `source`, else `agent`) listed in the table at most; the rest are counted. */
const AGENT_ROWS = 20;

/** Tokens by agent, the most calls first, capped at AGENT_ROWS rows and a count of the rest. */
function agentTable(byAgent: RunStatsFact['by_agent']): string[] {
  const agents = Object.entries(byAgent).sort(
    ([a, x], [b, y]) => y.llm_calls - x.llm_calls || (a < b ? -1 : a > b ? 1 : 0),
  );
  if (agents.length === 0) return [];
  const out = ['', '| agent | calls | input | output |', '|---|---:|---:|---:|'];
  for (const [agent, t] of agents.slice(0, AGENT_ROWS))
    out.push(
      `| ${md(agent)} | ${number(t.llm_calls)} | ${number(t.input_tokens)} | ${number(t.output_tokens)} |`,
    );
  if (agents.length > AGENT_ROWS) out.push(`| … and ${number(agents.length - AGENT_ROWS)} more | | | |`);
  return out;
}

function artifactsSection(facts: SessionReport): string[] {
  if (facts.artifacts.length === 0) return [];
  const base = facts.workspace === null ? 'session folder' : 'workspace';
  return [
    '## Artifacts',
    '',
    `Paths relative to the ${base}.`,
    '',
    ...facts.artifacts.map((a) => `- ${a.label}: ${code(a.path)}`),
    '',
  ];
}

/**
 * REPORT.md from the facts. The gate's markdown section (`gateSection`, else the one the facts were
 * given) is included verbatim as its own section.
 */
export function renderSessionReportMarkdown(
  facts: SessionReport,
  gateSection: string | undefined = facts.gate_section ?? undefined,
): string {
  const gate = gateSection !== undefined && gateSection.trim() !== '' ? [gateSection.trimEnd(), ''] : [];
  const out = [
    ...headerSection(facts),
    ...resultsSection(facts),
    ...gate,
    ...explorationSection(facts),
    ...diagramsSection(facts),
    ...globalInsightSection(facts),
    ...eventsSection(facts.events),
    ...runStatsSection(facts.run_stats),
    ...artifactsSection(facts),
  ];
  return `${out.join('\n').trimEnd()}\n`;
}

/** The few lines a user keeps from a report run (spec "Final Response To User"). */
export function renderEvidence(facts: SessionReport, reportPath: string | null): string {
  const pair = (change: ScoreChange | null): string =>
    change === null
      ? 'not recorded'
      : `${change.baseline === null ? '—' : formatScore(change.baseline)} -> ${change.final === null ? '—' : formatScore(change.final)}${change.trend ? ` (${change.trend})` : ''}`;
  const lines = [
    `Session:  ${facts.session_dir}`,
    `B_dev:    ${pair(facts.b_dev)}  [${facts.metric.direction}]`,
    `B_test:   ${pair(facts.b_test)}`,
    `Best:     ${facts.best_node_id ?? 'none'}   Merged: ${countedIds(facts.merged_node_ids, 20) || 'none'}`,
  ];
  if (reportPath !== null) lines.push(`Report:   ${reportPath}`);
  lines.push(
    ...(facts.caveats.length === 0
      ? ['Caveats:  none']
      : ['Caveats:', ...facts.caveats.map((c) => `  - ${c}`)]),
  );
  return `${lines.join('\n')}\n`;
}
