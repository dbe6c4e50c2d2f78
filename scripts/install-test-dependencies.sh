#!/usr/bin/env bash
# Installs what the tests need beyond npm: Debian's Chromium (browser tests), PostgreSQL (the real-server test group),
# and PgBouncer and nginx (the topology test runs them as child processes of its own).
set -euo pipefail

missing=()
[[ -x /usr/bin/chromium ]] || missing+=(chromium)
compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || missing+=(postgresql)
getent passwd postgres >/dev/null || [[ " ${missing[*]} " == *" postgresql "* ]] || missing+=(postgresql)
[[ -x /usr/sbin/pgbouncer ]] || missing+=(pgbouncer)
[[ -x /usr/sbin/nginx ]] || missing+=(nginx)

if ((${#missing[@]} == 0)); then
  exit 0
fi

echo "Installing ${missing[*]} from Debian's packages…"
if [[ $(id -u) -eq 0 ]]; then
  as_root=()
elif command -v sudo >/dev/null && sudo -n true 2>/dev/null; then
  as_root=(sudo)
else
  echo "Cannot install ${missing[*]}: run 'apt-get install -y ${missing[*]}' as root, then npm test again." >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
"${as_root[@]}" apt-get update -qq
"${as_root[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" fonts-dejavu-core >/dev/null

# Debian enables and starts a service for each at install (nginx's default site on port 80): the tests need neither.
services=()
for package in pgbouncer nginx; do
  if [[ " ${missing[*]} " == *" ${package} "* ]]; then services+=("${package}"); fi
done
if ((${#services[@]} > 0)) && [[ -d /run/systemd/system ]]; then
  "${as_root[@]}" systemctl disable --now "${services[@]}" >/dev/null 2>&1 || true
fi
