#!/usr/bin/env bash
# Debian's chromium for the browser tests (idempotent; nothing downloads a browser of its own).
set -euo pipefail
if [[ -x /usr/bin/chromium ]]; then exit 0; fi
if [[ $(id -u) -ne 0 ]]; then echo "chromium is missing: run 'sudo apt-get install -y chromium'" >&2; exit 1; fi
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-dejavu-core >/dev/null
