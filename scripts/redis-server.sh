#!/usr/bin/env bash
# Starts a throwaway Redis server on a free local port, without persistence, and prints "URL DIR"; `stop DIR` stops
# it and removes its folder.
# Used by the two-process cluster test and by developers who want to try REDIS_URL.
set -euo pipefail

bin=$(command -v redis-server || true)
[ -n "$bin" ] || { echo "Redis is not installed: apt-get install -y redis-server" >&2; exit 1; }

if [ "${1:-}" = stop ]; then
  [ -f "$2/pid" ] && kill "$(cat "$2/pid")" 2>/dev/null || true
  for _ in $(seq 50); do [ -f "$2/pid" ] || break; kill -0 "$(cat "$2/pid")" 2>/dev/null || break; sleep 0.1; done
  rm -rf "$2"
  exit 0
fi

dir=$(mktemp -d /tmp/fleetdeck-redis.XXXXXX)
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
"$bin" --port "$port" --bind 127.0.0.1 --save '' --appendonly no --dir "$dir" --daemonize yes \
  --pidfile "$dir/pid" --logfile "$dir/log" >/dev/null
for _ in $(seq 50); do
  if [ -s "$dir/pid" ] && (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
    echo "redis://127.0.0.1:$port $dir"
    exit 0
  fi
  sleep 0.1
done
echo "redis-server did not start on port $port: $(tail -n 5 "$dir/log" 2>/dev/null)" >&2
rm -rf "$dir"
exit 1
