#!/usr/bin/env bash
# Local PostgreSQL (127.0.0.1:5432, trust auth) and Redis (127.0.0.1:6379) for the server-mode suites.
# Idempotent and fast when both already answer.
set -uo pipefail
pg_up() { pg_isready -h 127.0.0.1 -p 5432 -q 2>/dev/null; }
redis_up() { redis-cli -h 127.0.0.1 -p 6379 ping 2>/dev/null | grep -q PONG; }

if ! pg_up; then
  if ! command -v pg_ctlcluster >/dev/null; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  fi
  pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -1)" main start || true
  for _ in $(seq 1 30); do pg_up && break; sleep 0.5; done
fi
if ! redis_up; then
  if ! command -v redis-server >/dev/null; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq redis-server >/dev/null
  fi
  mkdir -p /var/lib/redis /var/log/redis
  redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no --dir /var/lib/redis --logfile /var/log/redis/ci.log
  for _ in $(seq 1 30); do redis_up && break; sleep 0.2; done
fi
pg_up || { echo "PostgreSQL is not answering on 127.0.0.1:5432" >&2; exit 1; }
redis_up || { echo "Redis is not answering on 127.0.0.1:6379" >&2; exit 1; }
echo "PostgreSQL and Redis are up."
