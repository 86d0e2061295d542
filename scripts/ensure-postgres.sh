#!/usr/bin/env bash
# Prints the PostgreSQL URL the API suite should also run against, starting the local cluster
# if it is installed but stopped. Prints nothing when no server can be had.
set -uo pipefail
URL="${TEST_POSTGRES_URL:-postgres://postgres@127.0.0.1:5432/test}"
answers() { node -e "const s=require('net').connect(5432,'127.0.0.1');s.on('connect',()=>process.exit(0));s.on('error',()=>process.exit(1));setTimeout(()=>process.exit(1),1000)"; }
if ! answers && command -v pg_ctlcluster >/dev/null 2>&1; then
  version=$(ls /etc/postgresql 2>/dev/null | head -1)
  [ -n "$version" ] && pg_ctlcluster --skip-systemctl-redirect "$version" main start >/dev/null 2>&1 || true
  for _ in 1 2 3 4 5 6 7 8 9 10; do answers && break; sleep 1; done
fi
answers && echo "$URL"
