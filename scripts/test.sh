#!/usr/bin/env bash
# `npm test`: everything that must pass, in the order that fails fastest.
# At the end (pass or fail) a table says how long each step took.
set -euo pipefail
cd "$(dirname "$0")/.."

names=()
secs=()
current=
started=0
run_start=$(date +%s)
finish_step() {
  if [ -n "$current" ]; then
    names+=("$current")
    secs+=($(($(date +%s) - started)))
  fi
  current=
}
step() {
  finish_step
  current="$*"
  started=$(date +%s)
  printf '\n=== %s ===\n' "$*"
}
summary() {
  local rc=$?
  local failed="$current"
  finish_step
  printf '\n=== time per step ===\n'
  local i
  for i in "${!names[@]}"; do
    printf '%-22s %4dm%02ds%s\n' "${names[$i]}" $((secs[i] / 60)) $((secs[i] % 60)) "$([ "$rc" -ne 0 ] && [ "${names[$i]}" = "$failed" ] && echo '  (failed)')"
  done
  local total=$(($(date +%s) - run_start))
  printf '%-22s %4dm%02ds\n' "total" $((total / 60)) $((total % 60))
  [ -n "${dist:-}" ] && rm -rf "$dist"
  return "$rc"
}
trap summary EXIT

step "chromium"
bash scripts/ensure-chromium.sh

step "type check and lint"
# Side by side: the type check, ESLint, and the two import checks (boundaries, then unused code) each
# use one core, so three jobs keep both cores busy. All run to the end, so one run shows every problem.
lint_log=$(mktemp /tmp/numbloom-lint.XXXXXX)
imports_log=$(mktemp /tmp/numbloom-imports.XXXXXX)
eslint . --max-warnings 0 >"$lint_log" 2>&1 &
lint_pid=$!
(node scripts/boundaries.mjs && knip) >"$imports_log" 2>&1 &
imports_pid=$!
typecheck_rc=0
tsc -p tsconfig.json --noEmit || typecheck_rc=$?
lint_rc=0
wait "$lint_pid" || lint_rc=$?
imports_rc=0
wait "$imports_pid" || imports_rc=$?
cat "$lint_log" "$imports_log"
rm -f "$lint_log" "$imports_log"
[ "$typecheck_rc" -eq 0 ] || echo "type check failed"
[ "$lint_rc" -eq 0 ] || echo "lint failed"
[ "$imports_rc" -eq 0 ] || echo "import boundaries or unused code check failed"
if [ "$typecheck_rc" -ne 0 ] || [ "$lint_rc" -ne 0 ] || [ "$imports_rc" -ne 0 ]; then exit 1; fi

step "unit and API tests"
vitest run

step "web build"
# One build for the whole run; each test server reuses it.
dist=$(mktemp -d /tmp/numbloom-dist.XXXXXX)
# Not precompressed (.br/.gz): the test server sends the plain files just as well.
WEB_PRECOMPRESS=0 WEB_DIST="$dist" vite build --config apps/web/vite.config.ts --logLevel warn

step "browser tests"
E2E_WEB_DIST="$dist" playwright test
