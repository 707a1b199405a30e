#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL server on 127.0.0.1 (Debian's packages),
# with TEST_DATABASE_URL pointing at it. Installs the server when it is missing.
set -euo pipefail
PGBIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$PGBIN" ] || [ ! -x "$PGBIN/initdb" ] || [ ! -x "$PGBIN/postgres" ]; then
  echo "Installing Debian's postgresql..."
  if [ "$(id -u)" = 0 ]; then SUDO=; else SUDO=sudo; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq postgresql >/dev/null
  PGBIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
fi
PORT=${PGPORT_TEST:-55433}
BASE=$(mktemp -d /tmp/rw-pg.XXXXXX)
RUN_AS=()
if [ "$(id -u)" = 0 ]; then
  chown postgres:postgres "$BASE"
  RUN_AS=(runuser -u postgres --)
fi
"${RUN_AS[@]}" "$PGBIN/initdb" -D "$BASE/data" -A trust -U postgres >/dev/null
"${RUN_AS[@]}" "$PGBIN/pg_ctl" -D "$BASE/data" -w -l "$BASE/log" \
  -o "-p $PORT -c listen_addresses=127.0.0.1 -k $BASE -c fsync=off -c synchronous_commit=off -c full_page_writes=off" start >/dev/null
cleanup() {
  "${RUN_AS[@]}" "$PGBIN/pg_ctl" -D "$BASE/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$BASE"
}
trap cleanup EXIT
echo "PostgreSQL $("$PGBIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT"
export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
"$@"
