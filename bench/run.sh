#!/usr/bin/env bash
# `npm run bench [name ...]`: runs bench/<name>.bench.ts with Node, as the server runs, or every
# bench/*.bench.ts when no name is given. Each prints its figures as a table.
# One failing benchmark does not stop the others; the exit status reports it.
set -uo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"

files=()
if [ $# -gt 0 ]; then
  for name in "$@"; do
    name="${name#bench/}"; name="${name%.ts}"; name="${name%.bench}"
    file="bench/${name}.bench.ts"
    if [ ! -f "$file" ]; then echo "No benchmark $file (have: $(ls bench/*.bench.ts | xargs -n1 basename | sed 's/.bench.ts//' | tr '\n' ' '))" >&2; exit 2; fi
    files+=("$file")
  done
else
  files=(bench/*.bench.ts)
fi

status=0
for file in "${files[@]}"; do
  printf '\n=== %s (node %s) ===\n' "$file" "$(node --version)"
  if ! node "$file"; then
    echo "!!! $file failed" >&2
    status=1
  fi
done
exit $status
