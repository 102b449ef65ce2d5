#!/usr/bin/env bash
# Starts Debian's PostgreSQL (the newest installed major version, its "main" cluster) and creates
# the role and database the tests use by default, TEST_DATABASE_URL =
# postgres://brightmoose:brightmoose@127.0.0.1:5432/brightmoose (the role may create databases:
# each test makes its own). Run as root; running it again changes nothing. .ci/run calls it.
set -euo pipefail

version=$(find /usr/lib/postgresql -mindepth 1 -maxdepth 1 -printf '%f\n' 2>/dev/null | sort -n | tail -n 1)
if [ -z "$version" ]; then
  echo "PostgreSQL is not installed: apt-get install -y postgresql" >&2
  exit 1
fi

# As the postgres user, from a folder it may read (the project folder may be root's alone).
as_postgres() { (cd / && runuser -u postgres -- "$@"); }

if ! pg_lsclusters -h | awk -v v="$version" '$1 == v && $2 == "main" { found = 1 } END { exit !found }'; then
  pg_createcluster "$version" main >/dev/null
fi
if ! pg_ctlcluster "$version" main status >/dev/null 2>&1; then
  pg_ctlcluster "$version" main start
fi

as_postgres psql -v ON_ERROR_STOP=1 -q <<'SQL'
SELECT 'CREATE ROLE brightmoose' WHERE NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'brightmoose') \gexec
ALTER ROLE brightmoose LOGIN CREATEDB PASSWORD 'brightmoose';
SELECT 'CREATE DATABASE brightmoose OWNER brightmoose' WHERE NOT EXISTS (SELECT FROM pg_database WHERE datname = 'brightmoose') \gexec
SQL
echo "PostgreSQL $version running; tests use postgres://brightmoose:***@127.0.0.1:5432/brightmoose"
