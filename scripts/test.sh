#!/usr/bin/env bash
# Every test: lint, types, unit and component tests, server HTTP tests on PGlite and on a real PostgreSQL server,
# and browser tests in Chromium against the built demo.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/install-test-dependencies.sh
npm run lint
npm run typecheck
npm run build
npm run build:packages
npm run check:packages
npx vitest run "$@"
