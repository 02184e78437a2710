#!/usr/bin/env bash
# Starts a throwaway PostgreSQL cluster on a free local port and prints "URL DATADIR"; `stop DATADIR` stops it and
# removes its folder.
# Used by .ci/run and by developers who want to run the API suite on PostgreSQL (TEST_DATABASE_URL=...).
set -euo pipefail

bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
[ -n "$bin" ] || { echo "PostgreSQL is not installed: apt-get install -y postgresql" >&2; exit 1; }
as_postgres() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

if [ "${1:-}" = stop ]; then
  as_postgres "$bin/pg_ctl" -D "$2" -m immediate -w stop >/dev/null 2>&1 || true
  rm -rf "$(dirname "$2")"
  exit 0
fi

dir=$(mktemp -d /tmp/fleetdeck-pg.XXXXXX)
chmod 755 "$dir"
[ "$(id -u)" = 0 ] && chown postgres "$dir"
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
as_postgres "$bin/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 >/dev/null
as_postgres "$bin/pg_ctl" -D "$dir/data" -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" -l "$dir/log" -w start >/dev/null
echo "postgres://postgres@127.0.0.1:$port/postgres $dir/data"
