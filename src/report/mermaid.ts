/** Mermaid diagrams for reports: labels are escaped so that no session text can break the diagram. */
import { oneLine, shortened } from '../util/markdown.js';

const LABEL_MAX = 60;

/**
 * A label safe inside `["..."]` and `"..."`: on one line (line breaks as spaces, other controls made
 * visible by util/markdown.ts `oneLine`, so no `click` or `-->` statement can start), cut with an
 * ellipsis, and every character mermaid, its HTML labels
 * or its markdown strings give meaning to written as a mermaid entity code (`#60;` shows `<`):
 * quotes and brackets (the label's end), `<>&` (HTML), backticks (markdown strings and the fence),
 * `;` (a statement's end), `%` (comments and `%%{init}%%` directives) and `\`.
 */
export function mermaidLabel(text: string, max = LABEL_MAX): string {
  const short = shortened(oneLine(text.replace(/\s+/g, ' ')), max).text;
  return short.replace(/[#"[\]{}()<>|`;&%\\]/g, (ch) => `#${ch.charCodeAt(0)};`);
}

export interface TreeDiagramNode {
  id: string;
  /** The drawn node this one hangs from: its parent, or its nearest drawn ancestor. */
  parent_id: string | null;
  /** Undrawn nodes between it and `parent_id` (0: a parent). */
  levels_skipped: number;
  /** Its children that are not drawn, shown as one "+N more" node. */
  hidden_children: number;
  status: string;
  score: number | null;
  label: string;
}

const STATUS_STYLES: Record<string, string> = {
  merged: 'fill:#d4f7d4,stroke:#2a7a2a',
  done: 'fill:#e8f0ff,stroke:#3a5fa0',
  running: 'fill:#fff3c4,stroke:#a07a00',
  needs_retry: 'fill:#ffe0c4,stroke:#a05a00',
  pruned: 'fill:#eeeeee,stroke:#888888,color:#666666',
  pending: 'fill:#ffffff,stroke:#888888',
};

/**
 * `graph TD` of the shown nodes (already capped by the caller): an edge over skipped levels is dotted
 * and says how many, a node's undrawn children are one "+N more" node; `hidden` adds an "and N more".
 */
export function treeDiagram(
  nodes: readonly TreeDiagramNode[],
  hidden: number,
  formatScore: (n: number) => string,
): string {
  const key = new Map(nodes.map((node, index) => [node.id, `n${index}`]));
  const lines = ['graph TD'];
  for (const node of nodes) {
    const score = node.score === null ? '' : ` = ${formatScore(node.score)}`;
    lines.push(
      `  ${key.get(node.id)}["${mermaidLabel(`${node.id} [${node.status}]${score}: ${node.label}`)}"]`,
    );
  }
  for (const node of nodes) {
    const parent = node.parent_id === null ? undefined : key.get(node.parent_id);
    if (parent === undefined) continue;
    const skipped = Math.trunc(node.levels_skipped);
    lines.push(
      skipped > 0
        ? `  ${parent} -. "${skipped} level${skipped === 1 ? '' : 's'}" .-> ${key.get(node.id)}`
        : `  ${parent} --> ${key.get(node.id)}`,
    );
  }
  for (const node of nodes) {
    const count = Math.trunc(node.hidden_children);
    if (count <= 0) continue;
    const self = key.get(node.id) as string;
    lines.push(`  ${self}_more["+${count} more"]`, `  ${self} -.-> ${self}_more`);
  }
  if (hidden > 0) lines.push(`  more["${mermaidLabel(`… and ${hidden} more`)}"]`);
  const used = new Set(nodes.map((node) => node.status));
  for (const [status, style] of Object.entries(STATUS_STYLES)) {
    if (!used.has(status)) continue;
    lines.push(`  classDef ${status} ${style}`);
    const members = nodes.filter((node) => node.status === status).map((node) => key.get(node.id));
    lines.push(`  class ${members.join(',')} ${status}`);
  }
  return lines.join('\n');
}

/** `xychart-beta` line chart; values must be finite. */
export function lineChart(
  title: string,
  yLabel: string,
  points: readonly { label: string; value: number }[],
): string {
  const xs = points.map((p) => `"${mermaidLabel(p.label, 24)}"`).join(', ');
  const ys = points.map((p) => String(p.value)).join(', ');
  return [
    'xychart-beta',
    `  title "${mermaidLabel(title)}"`,
    `  x-axis [${xs}]`,
    `  y-axis "${mermaidLabel(yLabel)}"`,
    `  line [${ys}]`,
  ].join('\n');
}

/**
 * `xychart-beta` of a paired judgement's samples: one line per side over the seeds, so a reader sees
 * whether the candidate is above trunk on each seed or only on average; values must be finite.
 */
export function pairedChart(
  title: string,
  yLabel: string,
  samples: readonly { seed: number; trunk: number; candidate: number }[],
): string {
  return [
    'xychart-beta',
    `  title "${mermaidLabel(title)}"`,
    `  x-axis "seed" [${samples.map((s) => `"${s.seed}"`).join(', ')}]`,
    `  y-axis "${mermaidLabel(yLabel)}"`,
    `  line [${samples.map((s) => String(s.trunk)).join(', ')}]`,
    `  line [${samples.map((s) => String(s.candidate)).join(', ')}]`,
  ].join('\n');
}
