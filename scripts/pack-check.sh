#!/usr/bin/env bash
# Installs arbor-gate the way a user does, from the packed tarball, and runs it: `npm pack`, then
# `npm install --global --offline` into a temp prefix (offline: the package must need nothing from the
# registry, its runtime is bundled in dist/), then `arbor-gate --help` and a `verify` (and a rejecting
# `verify`) on a generated repository. Uses dist/ as it is: CI checks that dist/ is the current bundle.
# Prints the tarball's size and file count (checked against the README's) and the installed size.
# Exits non-zero on any failure.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d "${TMPDIR:-/tmp}/arbor-gate-pack-check-XXXXXX")"
trap 'rm -rf "$work"' EXIT

fail() {
  echo "pack-check: $*" >&2
  exit 1
}

cd "$root"
[ -f dist/cli.js ] && [ -f dist/index.js ] || fail "dist/ is missing: run npm run bundle first"
tarball="$(npm pack --silent --ignore-scripts --pack-destination "$work")"
tarball="$work/$tarball"
listing="$(tar -tzf "$tarball")"
files="$(printf '%s\n' "$listing" | wc -l | tr -d ' ')"
echo "pack-check: $(basename "$tarball"): $(wc -c <"$tarball" | tr -d ' ') bytes, $files files"
# What the README states: dist/ (cli.js, index.js and their chunks, as scripts/bundle.mjs names them),
# integrations/arbor/SKILL.md, action.yml, README.md, LICENSE, package.json. A chunk the tarball lacks
# is a command that fails once installed, so dist/ is compared file by file.
dist_files="$(ls dist)"
printf '%s\n' "$dist_files" | grep -Evq '^(cli|index)(\.[0-9]+)?\.js$' &&
  fail "dist/ holds files that are not the bundle's: $(printf '%s\n' "$dist_files" | grep -Ev '^(cli|index)(\.[0-9]+)?\.js$' | tr '\n' ' ')"
expected="$( (printf 'package/dist/%s\n' $dist_files; printf 'package/%s\n' integrations/arbor/SKILL.md action.yml README.md LICENSE package.json) | sort)"
[ "$(printf '%s\n' "$listing" | sort)" = "$expected" ] ||
  fail "the tarball holds $files files, not dist/ ($(printf '%s\n' "$dist_files" | wc -l | tr -d ' ') files) and the 5 others: $(printf '%s ' $listing)"
case "$listing" in
  *package/integrations/arbor/SKILL.md*) ;;
  *) fail "the tarball lacks the Arbor skill" ;;
esac

prefix="$work/prefix"
npm install --global --prefix "$prefix" --offline --no-audit --no-fund --loglevel=error "$tarball" >"$work/install.log" 2>&1 ||
  { cat "$work/install.log" >&2; fail "installing the tarball needed more than the tarball"; }
installed="$prefix/lib/node_modules/arbor-gate"
[ ! -d "$installed/node_modules" ] || fail "the install pulled dependencies: $(ls "$installed/node_modules" | tr '\n' ' ')"
echo "pack-check: installed into $prefix: $(du -sk "$installed" | cut -f1) KiB, no dependencies"
bin="$prefix/bin/arbor-gate"

"$bin" --help >"$work/help.txt" || fail "arbor-gate --help exited $?"
grep -q "verify" "$work/help.txt" || fail "arbor-gate --help does not list verify"

bash "$root/test/action/make-self-test-repo.sh" "$work/repo" >/dev/null
verify() {
  "$bin" verify --cwd "$work/repo/work" --source "$1" --target arbor/trunk --node-id "$2" \
    --eval-cmd-test 'sh eval.sh' --test-trunk-score 0.5 --json
}
set +e
accepted="$(verify arbor/n1-improve n1 2>"$work/verify.log")"
accepted_code=$?
rejected="$(verify arbor/n2-regress n2 2>>"$work/verify.log")"
rejected_code=$?
set -e
case "$accepted_code:$accepted" in
  0:*'"decision": "would_merge"'* | 0:*'"decision":"would_merge"'*) ;;
  *) cat "$work/verify.log" >&2; fail "verify of an improving branch: exit $accepted_code, $accepted" ;;
esac
case "$rejected_code:$rejected" in
  1:*'"decision": "rejected"'* | 1:*'"decision":"rejected"'*) ;;
  *) cat "$work/verify.log" >&2; fail "verify of a regressing branch: exit $rejected_code, $rejected" ;;
esac
echo "pack-check: the installed arbor-gate verified an improving branch (exit 0) and rejected a regressing one (exit 1)"
