#!/usr/bin/env bash
# `npm run demo`: install on Node 24 when needed, build, and serve the demo (migrated and seeded at start).
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=scripts/node-24-install.sh
source scripts/node-24-install.sh
npm run build
npm run start:demo
