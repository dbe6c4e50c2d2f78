#!/usr/bin/env bash
# Installs what the tests need beyond npm: Debian's Chromium (browser tests) and PostgreSQL (the real-server test group).
set -euo pipefail

missing=()
[[ -x /usr/bin/chromium ]] || missing+=(chromium)
compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || missing+=(postgresql)
getent passwd postgres >/dev/null || [[ " ${missing[*]} " == *" postgresql "* ]] || missing+=(postgresql)

if ((${#missing[@]} == 0)); then
  exit 0
fi

echo "Installing ${missing[*]} from Debian's packages…"
if [[ $(id -u) -eq 0 ]]; then
  apt_get=(apt-get)
elif command -v sudo >/dev/null && sudo -n true 2>/dev/null; then
  apt_get=(sudo apt-get)
else
  echo "Cannot install ${missing[*]}: run 'apt-get install -y ${missing[*]}' as root, then npm test again." >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
"${apt_get[@]}" update -qq
"${apt_get[@]}" install -y -qq --no-install-recommends "${missing[@]}" fonts-dejavu-core >/dev/null
