#!/usr/bin/env bash
# Browser tests drive Debian's Chromium through playwright-core; install it when it is missing.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
echo "Installing Chromium and CJK fonts from Debian's packages..."
export DEBIAN_FRONTEND=noninteractive
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq chromium fonts-noto-cjk >/dev/null
