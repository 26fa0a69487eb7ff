#!/usr/bin/env bash
# `npm test`: everything that must pass, in the order that fails fastest.
set -euo pipefail
cd "$(dirname "$0")/.."
step() { printf '\n=== %s ===\n' "$*"; }

step "chromium"
bash scripts/ensure-chromium.sh

step "type check"
tsc -p tsconfig.json --noEmit

step "lint"
eslint . --max-warnings 0

step "unit and API tests"
vitest run

step "browser tests"
# One build for the whole run; each test server reuses it.
dist=$(mktemp -d /tmp/numbloom-dist.XXXXXX)
trap 'rm -rf "$dist"' EXIT
WEB_DIST="$dist" vite build --config apps/web/vite.config.ts --logLevel warn
E2E_WEB_DIST="$dist" playwright test
