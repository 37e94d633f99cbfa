/**
 * The branch's attack of the isolation attack suite (test/adversarial/isolation.test.ts): every
 * attempt on the job, the repository and the gate, each writing what it got (or the error) into the
 * loot folder, or where the evaluation cannot reach that folder (rootless), into its own temp folder,
 * printed as `LOOT <name> <base64>` lines at its end.
 */

/** The suite's runs: the isolation each caller gets, and none. */
export type Variant = 'user+pidns' | 'sudo' | 'user' | 'rootless' | 'none';

/** The branch's attack: every attempt, each writing what it got (or the error) into the loot folder. */
export function attackScript(paths: {
  loot: string;
  /** The file the test writes the gate's pid into (in a folder every mode shows). */
  pidFile: string;
  work: string;
  runner: string;
  /** A commit the attack moves the checkout's `main` to. */
  otherSha: string;
  variant: Variant;
}): string {
  const { loot, work, runner } = paths;
  const signalGate =
    paths.variant === 'none'
      ? // Unisolated, a real STOP would hang this test: asking whether the signal would be allowed suffices.
        'kill -0 "$pid" 2>>"$L/kill.err" && echo "$pid" >> "$L/kill.allowed"'
      : 'kill -STOP "$pid" 2>>"$L/kill.err" && echo "$pid" >> "$L/kill.allowed"; kill -KILL "$pid" 2>>"$L/kill.err"';
  return `#!/bin/sh
L='${loot}'
W='${work}'
R='${runner}'
[ -w "$L" ] || { L="$TMPDIR/loot"; mkdir "$L"; }
echo started > "$L/started"
# 1. The job's token from every process's environment, the gate's first of all.
for i in $(seq 50); do [ -s '${paths.pidFile}' ] && break; sleep 0.1; done
gate=$(cat '${paths.pidFile}')
tried=0
for f in /proc/[0-9]*/environ /proc/$gate/environ; do
  tried=$((tried + 1))
  tr '\\0' '\\n' 2>>"$L/environ.err" < "$f" >> "$L/environ.txt"
done
echo "$tried" > "$L/environ.tried"
ls /proc | grep -c '^[0-9]' > "$L/proc.count"
env > "$L/env.txt"
# 2. The token in the checkout's git config, directly and through git.
cat "$W/.git/config" 2>"$L/gitconfig.err" > "$L/gitconfig.txt"
git -C "$W" config --list >> "$L/gitconfig.txt" 2>>"$L/gitconfig.err"
git config --list > "$L/worktree-git.txt" 2>&1
# 3. A hook and a moved ref in the repository's .git.
printf '#!/bin/sh\\ntouch "%s/hook-ran"\\n' "$L" 2>"$L/hook.err" > "$W/.git/hooks/post-checkout" && echo written > "$L/hook.written"
printf '%s\\n' '${paths.otherSha}' 2>"$L/ref.err" > "$W/.git/refs/heads/main" && echo written > "$L/ref.written"
# 4. The user's checkout.
echo planted 2>"$L/checkout.err" > "$W/planted.txt" && echo written > "$L/checkout.written"
# 5. The runner's file commands, and the job summary.
echo 'NODE_OPTIONS=--require=/tmp/evil.js' 2>"$L/set_env.err" >> "$R/set_env"
echo '/tmp/evil-bin' 2>"$L/add_path.err" >> "$R/add_path"
echo '# MERGED: all checks passed' 2>"$L/step_summary.err" >> "$R/step_summary"
# 6. Swap the protected evaluator for one that prints a fake score and puts the original back.
mv eval.sh eval.sh.orig 2>"$L/swap.err" &&
  printf 'echo "{\\\\"score\\\\": 1000}"\\nmv eval.sh.orig eval.sh\\n' 2>>"$L/swap.err" > eval.sh &&
  echo swapped > "$L/swap.done"
# 7. A child that leaves the process group and writes a marker a second later.
setsid sh -c 'sleep 1; echo survived > "$1/marker"' sh "$L" </dev/null >/dev/null 2>&1 &
# 8. Stop or kill the gate: the pid the test wrote, and any process it can see running the CLI.
for pid in $gate $(grep -l cli.js /proc/[0-9]*/cmdline 2>/dev/null | cut -d/ -f3); do
  ${signalGate}
done
echo done > "$L/finished"
[ "$L" = '${loot}' ] || for f in "$L"/*; do echo "LOOT \${f##*/} $(base64 -w0 < "$f")"; done
`;
}
