#!/usr/bin/env bash
# Starts the product for the browser tests: a build of its own (unless the test
# run hands one over) and a fresh embedded database, both in a temporary folder
# removed when the server stops.
set -euo pipefail
port="$1"
work=$(mktemp -d /tmp/numbloom-e2e.XXXXXX)
# where the staff command line finds this server (browser tests set up challenges with it)
echo "$work/data" > "/tmp/numbloom-e2e-$port.data-dir"
server=
cleanup() {
  [ -n "$server" ] && kill -TERM "$server" 2>/dev/null && wait "$server" 2>/dev/null
  rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 0' TERM INT
if [ -n "${E2E_WEB_DIST:-}" ]; then
  dist="$E2E_WEB_DIST"
else
  dist="$work/dist"
  WEB_PRECOMPRESS=0 WEB_DIST="$dist" npx vite build --config apps/web/vite.config.ts --logLevel warn
fi
export PORT="$port" HOST=127.0.0.1 DATA_DIR="$work/data" WEB_DIST="$dist" LOG_LEVEL=warn \
  PUBLIC_URL="http://127.0.0.1:$port" RATE_LIMIT_PER_MINUTE=100000 NODE_ENV=test AUTH_IP_LIMIT_MULTIPLIER=100 \
  QUICK_MATCH_WAIT_MS="${QUICK_MATCH_WAIT_MS:-5000}"
# The embedded database already migrated, written from the unit tests' migrated template (made
# if missing): a new folder migrated on disk flushes every statement, most of the server's start.
node apps/server/src/test/migrated-data-dir.ts "$work/data"
# A staff account for the staff journeys, made with the staff command line before the server
# holds the database (the command line opens it itself, migrates it, and lets go).
if [ -n "${E2E_STAFF_EMAIL:-}" ]; then
  printf '%s\n' "$E2E_STAFF_PASSWORD" | node apps/server/src/scripts/staff.ts staff create \
    --email "$E2E_STAFF_EMAIL" --name "${E2E_STAFF_NAME:-Staff}" --password-stdin >/dev/null
fi
# Not exec: the shell stays to remove the temporary folder when the server ends.
node apps/server/src/main.ts &
server=$!
wait "$server"
