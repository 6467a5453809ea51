#!/usr/bin/env bash
# The PostgreSQL tests (server/revisions/chainPostgres.test.ts) and `npm run bench`
# start a throwaway cluster with Debian's PostgreSQL server binaries.
# Installs them when missing; needs root (as on CI and the team's machines).
set -euo pipefail
found() { command -v initdb >/dev/null 2>&1 || ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; }
if found; then exit 0; fi
if [ "$(id -u)" != "0" ]; then
  echo "PostgreSQL's server binaries (initdb, pg_ctl) are missing. Install them with: sudo apt-get install -y postgresql" >&2
  exit 1
fi
echo "Installing Debian's postgresql for the PostgreSQL tests..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
# The binaries only: no cluster is created or started by the package.
apt-get install -y -qq --no-install-recommends postgresql >/dev/null
found
