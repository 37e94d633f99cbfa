/**
 * A noisy evaluator for gate tests: it prints solution.txt as the score, except for a tree whose
 * solution.txt says `draw`, which prints the next line of a draws file instead (its n-th run the n-th
 * line). Command: `sh {cwd}/eval.sh <runs file> <draws file>`.
 */
export const DRAWING_EVAL = `#!/bin/sh
cd "$(dirname "$0")" || exit 2
s=$(cat solution.txt)
if [ "$s" = draw ]; then
  echo run >> "$1"
  s=$(sed -n "$(wc -l < "$1")p" "$2")
fi
echo "{\\"score\\": $s}"
`;
