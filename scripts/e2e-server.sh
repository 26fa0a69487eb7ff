#!/usr/bin/env bash
# Starts the product for the browser tests: a build of its own and a fresh
# embedded database, both in a temporary folder removed when the server stops.
set -euo pipefail
port="$1"
work=$(mktemp -d /tmp/numbloom-e2e.XXXXXX)
trap 'rm -rf "$work"' EXIT
if [ -n "${E2E_WEB_DIST:-}" ]; then
  dist="$E2E_WEB_DIST"
else
  dist="$work/dist"
  WEB_DIST="$dist" npx vite build --config apps/web/vite.config.ts --logLevel warn
fi
export PORT="$port" HOST=127.0.0.1 DATA_DIR="$work/data" WEB_DIST="$dist" LOG_LEVEL=warn \
  PUBLIC_URL="http://127.0.0.1:$port" RATE_LIMIT_PER_MINUTE=100000 AUTH_IP_LIMIT_MULTIPLIER=100 NODE_ENV=test
exec node --import tsx apps/server/src/main.ts
