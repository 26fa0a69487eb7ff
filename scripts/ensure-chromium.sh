#!/usr/bin/env bash
# The browser tests use Debian's chromium (never a browser downloaded by a tool).
set -euo pipefail
if [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then exit 0; fi
if [ "$(id -u)" != "0" ]; then
  echo "Chromium is missing at /usr/bin/chromium and this is not root, so it cannot be installed here." >&2
  echo "Install it with: sudo apt-get install -y chromium   (then run npm test again)" >&2
  exit 1
fi
echo "Installing Debian's chromium for the browser tests (apt-get)…"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq chromium fonts-dejavu-core >/dev/null
echo "Chromium installed: $(/usr/bin/chromium --version 2>/dev/null || echo unknown)"
