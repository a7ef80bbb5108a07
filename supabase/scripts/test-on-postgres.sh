#!/usr/bin/env bash
# Runs the schema suites on a throwaway PostgreSQL cluster (Debian's postgresql-15 by default):
# every suite gets its own scratch database (DATABASE_URL), so the migrations are proven on real
# PostgreSQL as well as on PGlite. The cluster listens on a Unix socket only and is removed after.
#   PG_BIN=/usr/lib/postgresql/15/bin npm run test:postgres -w supabase
# With DATABASE_URL already set, it runs the suites against that server instead.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -n "${DATABASE_URL:-}" ]; then
  # a server is given (the repo's scripts/test-postgres.sh): use it
  exec npx vitest run "$@"
fi
PG_BIN="${PG_BIN:-/usr/lib/postgresql/15/bin}"
if [ ! -x "$PG_BIN/initdb" ]; then
  echo "test-on-postgres: no PostgreSQL at $PG_BIN (apt-get install postgresql-15)" >&2
  exit 1
fi
work="$(mktemp -d /tmp/schema-pg.XXXXXX)"
run_as=()
if [ "$(id -u)" = 0 ]; then
  # PostgreSQL refuses to run as root
  id schemapg >/dev/null 2>&1 || useradd --system --no-create-home schemapg
  chown schemapg "$work"
  run_as=(runuser -u schemapg --)
fi
cleanup() {
  "${run_as[@]}" "$PG_BIN/pg_ctl" -D "$work/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT
"${run_as[@]}" "$PG_BIN/initdb" -D "$work/data" -U postgres -A trust >/dev/null
"${run_as[@]}" "$PG_BIN/pg_ctl" -D "$work/data" -l "$work/log" -w \
  -o "-c listen_addresses='' -c unix_socket_directories=$work -c shared_buffers=32MB -c fsync=off" start >/dev/null
DATABASE_URL="postgresql://postgres@localhost/postgres?host=$work" npx vitest run "$@"
