#!/usr/bin/env bash
# The browser tests use Debian's chromium (never a browser downloaded by a tool).
# (The PDFs' fonts come from npm packages, decision 069.)
set -euo pipefail
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
missing=()
[ -x "$chromium" ] || missing+=(chromium)
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" != "0" ]; then
  echo "Missing for the tests: ${missing[*]}. This is not root, so they cannot be installed here." >&2
  echo "Install them with: sudo apt-get install -y ${missing[*]}   (then run npm test again)" >&2
  exit 1
fi
echo "Installing Debian's ${missing[*]} for the tests (apt-get)…"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq "${missing[@]}" >/dev/null
[ -x "$chromium" ] && echo "Chromium: $("$chromium" --version 2>/dev/null || echo installed)"
