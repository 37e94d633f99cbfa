#!/usr/bin/env bash
# Builds the repository the self-test workflow runs the action on: DIR/remote.git (bare, the origin)
# and DIR/work (a clone) with a trunk branch holding an evaluator, and two experiment branches: one
# that improves the held-out score (0.8) and one that regresses it (0.3).
set -euo pipefail
dir="${1:?usage: make-self-test-repo.sh DIR}"
rm -rf "$dir"
mkdir -p "$dir"
git init -q --bare "$dir/remote.git"
git init -q -b arbor/trunk "$dir/work"
cd "$dir/work"
git config user.name "arbor-gate self-test"
git config user.email "self-test@example.invalid"
cat > eval.sh <<'SH'
#!/bin/sh
# The held-out evaluator: prints the score the model file holds, as JSON on its last line.
printf '{"score": %s}\n' "$(cat model.txt)"
SH
echo 0.5 > model.txt
git add eval.sh model.txt
git commit -q -m "trunk: evaluator and baseline model"
git remote add origin "$dir/remote.git"
git push -q origin arbor/trunk
for branch in n1-improve:0.8 n2-regress:0.3; do
  name="arbor/${branch%%:*}"
  git checkout -q -b "$name" arbor/trunk
  echo "${branch##*:}" > model.txt
  git commit -q -am "$name: model scores ${branch##*:}"
  git push -q origin "$name"
done
# The checkout sits on main, as a user's would: the gate refuses to merge into a checked-out trunk.
git checkout -q -b main arbor/trunk
