#!/usr/bin/env bash
# Prints the Redis URL the cluster tests share nodes through, starting the local server if it is
# installed but stopped. Prints nothing when no Redis can be had.
set -uo pipefail
URL="${TEST_REDIS_URL:-redis://127.0.0.1:6379}"
answers() { node -e "const s=require('net').connect(6379,'127.0.0.1');s.on('connect',()=>process.exit(0));s.on('error',()=>process.exit(1));setTimeout(()=>process.exit(1),1000)"; }
if ! answers && command -v redis-server >/dev/null 2>&1; then
  mkdir -p /tmp/redis
  redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no --dir /tmp/redis >/dev/null 2>&1 || true
  for _ in 1 2 3 4 5; do answers && break; sleep 1; done
fi
answers && echo "$URL"
