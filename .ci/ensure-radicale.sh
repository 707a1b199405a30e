#!/usr/bin/env bash
# The CalDAV tests run against a real Radicale (Debian's package), started by the tests themselves
# on loopback with a temporary folder; this installs it when it is missing.
set -euo pipefail
if ! command -v radicale >/dev/null 2>&1; then
  echo "Installing Debian's radicale (needed by the CalDAV tests)..."
  if [ "$(id -u)" = 0 ]; then SUDO=; else SUDO=sudo; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq radicale >/dev/null
fi
