#!/usr/bin/env bash
# The reliability run (`npm run test:reliability`): the whole attack suite at full size, on SQLite
# and on PostgreSQL, then docs/reliability.md from the figures each attack test writes
# (test-results/reliability-<name>-<db>.json, see apps/server/test/attack/figures.ts).
# Sizes: FUZZ_RUNS (200), RACE_WIDTH (40), CRASH_PLAYERS (12); set any of them to override.
set -uo pipefail
cd "$(dirname "$0")/.."
status=0
mkdir -p test-results
rm -f test-results/reliability-*.json test-results/reliability-steps.tsv

export RELIABILITY_OUT=test-results
export FUZZ_RUNS="${FUZZ_RUNS:-200}" RACE_WIDTH="${RACE_WIDTH:-40}" CRASH_PLAYERS="${CRASH_PLAYERS:-12}"
started=$SECONDS

# As in scripts/test.sh: a postgres DATABASE_URL names the server; otherwise the local one.
if [[ "${DATABASE_URL:-}" == postgres* ]]; then pg_url="$DATABASE_URL"; else pg_url="$(bash scripts/ensure-postgres.sh)"; fi

# step <name> <db> <vitest arguments…>: one vitest run, its JSON report and its time.
step() {
  local name=$1 db=$2
  shift 2
  local t0=$SECONDS rc
  echo "== reliability: $name on $db =="
  local report=(--reporter=default --reporter=json "--outputFile.json=test-results/reliability-vitest-$name-$db.json")
  if [ "$db" = postgres ]; then
    DATABASE_URL="$pg_url" npx vitest run "$@" "${report[@]}"
  else
    env -u DATABASE_URL npx vitest run "$@" "${report[@]}"
  fi
  rc=$?
  printf '%s\t%s\t%s\t%s\n' "$name" "$db" "$((SECONDS - t0))" "$rc" >>test-results/reliability-steps.tsv
  [ "$rc" -eq 0 ] || status=1
}

for db in sqlite postgres; do
  if [ "$db" = postgres ] && [ -z "$pg_url" ]; then
    echo "== PostgreSQL not reachable on 127.0.0.1:5432: the reliability run is incomplete =="
    printf 'attack\tpostgres\t0\tskipped\ncrash\tpostgres\t0\tskipped\n' >>test-results/reliability-steps.tsv
    status=1
    continue
  fi
  # Fuzz, access matrix, brute force, races: the server project's attack files.
  step attack "$db" --project server apps/server/test/attack/
  # Processes killed under load: alone, so nothing else competes for the two cores meanwhile.
  step crash "$db" --project reliability
done

node scripts/reliability-report.mjs --seconds "$((SECONDS - started))" --out docs/reliability.md || status=1
exit $status
