#!/usr/bin/env bash
# The PostgreSQL pass for CI: runs the local-supabase and schema suites against a throwaway
# PostgreSQL 15 cluster (every test server gets its own scratch database on it), so what the
# tests prove on PGlite also holds on real PostgreSQL. Skips when PostgreSQL 15 is not installed.
# The cluster listens on a free loopback port and is stopped and removed however the run ends.
set -euo pipefail
PG_BIN="${PG_BIN:-/usr/lib/postgresql/15/bin}"
if [ ! -x "$PG_BIN/initdb" ]; then
  echo "test-postgres: no PostgreSQL at $PG_BIN; skipped" >&2
  exit 0
fi
cd "$(dirname "$0")/.."

work="$(mktemp -d "${TMPDIR:-/tmp}/brf-pg.XXXXXX")"
run_as=()
if [ "$(id -u)" = 0 ]; then
  # PostgreSQL refuses to run as root
  chown postgres "$work"
  run_as=(runuser -u postgres --)
fi
cleanup() {
  "${run_as[@]}" "$PG_BIN/pg_ctl" -D "$work/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT
trap "exit 130" INT TERM

port="$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')"
"${run_as[@]}" "$PG_BIN/initdb" -D "$work/data" -U postgres -A trust -E UTF8 --locale=C.UTF-8 >/dev/null
"${run_as[@]}" "$PG_BIN/pg_ctl" -D "$work/data" -l "$work/log" -w \
  -o "-c listen_addresses=127.0.0.1 -p $port -c unix_socket_directories=$work -c shared_buffers=64MB -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
  start >/dev/null

# the bootstrap superuser (it has CREATEDB): each suite creates and drops scratch databases
export DATABASE_URL="postgresql://postgres@127.0.0.1:$port/postgres"
status=0
npm run test:postgres -w @brf/local-supabase || status=$?
npm run test:postgres -w @brf/schema || status=$?
exit "$status"
