#!/usr/bin/env bash
# The whole suite: static checks, unit and API tests on SQLite, then browser tests in Chromium, and the
# API tests again on PostgreSQL when a server answers on 127.0.0.1:5432.
set -uo pipefail
cd "$(dirname "$0")/.."
status=0
rm -rf test-results && mkdir -p test-results
# Each step's wall time, printed at the end beside the summary (the end is what CI shows).
step_start=$SECONDS
step() { echo "$1: $((SECONDS - step_start)) s" >> test-results/steps.txt; step_start=$SECONDS; }

bash scripts/ensure-chromium.sh || { echo "could not install Chromium"; status=1; }
# Two-node tests share sessions, settings and streams through Redis; the cluster test needs nginx.
[ -n "$(bash scripts/ensure-redis.sh)" ] || { echo "Redis not reachable on 127.0.0.1:6379"; status=1; }
bash scripts/ensure-nginx.sh || { echo "could not install nginx"; status=1; }
step "services (Chromium, Redis, nginx)"
# Type checks, lint and the builds of the four front ends: each step is one process that keeps one
# core busy, so they run two at a time (scripts/lib/run-parallel.mjs), the lint first as the longest.
node scripts/lib/run-parallel.mjs 'lint=npm run --silent lint' npm:typecheck npm:build || status=1
step "lint, type checks and builds"

# A postgres DATABASE_URL in the environment would turn the SQLite run into a second PG run.
if [[ "${DATABASE_URL:-}" == postgres* ]]; then pg_url="$DATABASE_URL"; else pg_url="$(bash scripts/ensure-postgres.sh)"; fi

# The crash under load and the browser tests each run after the rest, alone: sharing two cores with
# the server suite (and with each other) starved the site they drive, and slow steps crossed their
# timeouts (a browser test timed out in CI while the crash test ran beside it).
# Vitest's default is one worker fewer than the cores, which on CI's two cores is a single worker:
# the unit, component and API runs take one worker per core (TEST_WORKERS to change it).
workers="--maxWorkers=${TEST_WORKERS:-$(nproc)}"
env -u DATABASE_URL npx vitest run "$workers" --project shared --project server --project web \
  --project admin --project agent \
  --reporter=default --reporter=json --outputFile.json=test-results/sqlite.json || status=1
step "unit, component and API tests on SQLite"
env -u DATABASE_URL npx vitest run --project reliability --reporter=default --reporter=json \
  --outputFile.json=test-results/reliability.json || status=1
step "crash under load"
env -u DATABASE_URL npx vitest run --project e2e --project e2e-site-wide --reporter=default --reporter=json \
  --outputFile.json=test-results/e2e.json || status=1
step "browser tests"

if [ -n "$pg_url" ]; then
  echo "== API tests on PostgreSQL =="
  DATABASE_URL="$pg_url" npx vitest run "$workers" --project server --reporter=default --reporter=json \
    --outputFile.json=test-results/postgres.json || status=1
  step "API tests on PostgreSQL"
else
  echo "== PostgreSQL not reachable on 127.0.0.1:5432: API tests ran on SQLite only =="
fi

echo "== time per step (total $SECONDS s) =="
cat test-results/steps.txt
node scripts/summarize-tests.mjs test-results/*.json || status=1
exit $status
