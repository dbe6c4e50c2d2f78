#!/usr/bin/env bash
# Every test, on Node 24: lint, types, unit and component tests, server HTTP tests on PGlite and on a real PostgreSQL
# server, browser tests in Chromium against the built demo; then the unit and server projects once more on Node 22, the
# oldest supported major. scripts/use-node.sh takes each from the npm registry when the machine's node is another major,
# so a fresh clone needs only some node and npm: the install (npm ci) runs here, on Node 24, too.
set -euo pipefail
cd "$(dirname "$0")/.."

node22="$(bash scripts/use-node.sh 22)"
# shellcheck source=scripts/node-24-install.sh
source scripts/node-24-install.sh

started=$SECONDS
step() {
  local step_started=$SECONDS
  echo "test.sh: Node $(node --version): $*"
  "$@"
  echo "test.sh: Node $(node --version): $* took $((SECONDS - step_started)) s"
}

step npm run lint
step npm run typecheck
bash scripts/install-test-dependencies.sh
step npm run build
step npm run build:packages
step npm run check:packages
step npx vitest run "$@"
PATH="$node22:$PATH" step npx vitest run --project unit --project server
echo "test.sh: every step passed in $((SECONDS - started)) s"
