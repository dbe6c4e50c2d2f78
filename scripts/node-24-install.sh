# Sourced by scripts/test.sh and scripts/demo.sh: Node 24 first on PATH (from the npm registry when the machine's node
# is another major, scripts/use-node.sh), and node_modules installed with npm ci on it when it was not installed so from
# this very package-lock.json (a fresh clone, a changed lock, or an install by hand under another node).
node24="$(bash scripts/use-node.sh 24)"
export PATH="$node24:$PATH"

lock_digest="$(sha256sum package-lock.json | cut -d ' ' -f 1)"
installed_from=node_modules/.test-sh-installed-lock
if [ "$(cat "$installed_from" 2> /dev/null)" != "$lock_digest" ]; then
  echo "Installing with npm ci on Node $(node --version)…"
  npm ci
  echo "$lock_digest" > "$installed_from"
fi
