#!/usr/bin/env bash
# The local cluster (npm run cluster) runs behind Debian's nginx; install it when it is missing, with
# openssl, which makes the certificate of its TLS and HTTP/2 port (scripts/lib/nginx.ts).
set -euo pipefail
has_nginx() { command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ]; }
if has_nginx && command -v openssl >/dev/null 2>&1; then exit 0; fi
echo "Installing nginx and openssl from Debian's packages..."
export DEBIAN_FRONTEND=noninteractive
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
# Only the binary: the package's own service is not started (this script runs its own nginx).
$SUDO apt-get install -y -qq --no-install-recommends nginx openssl >/dev/null
$SUDO service nginx stop >/dev/null 2>&1 || true
