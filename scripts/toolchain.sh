# Sourced by the README commands. Puts Node >= 22.12 (running TypeScript) and the pinned pnpm on PATH, then installs
# the workspace. Nothing here needs sudo or touches the system Node: missing tools land in .tools/.
set -euo pipefail

PNPM_VERSION=12.21.0
NODE_MAJOR=24
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
tools="$root/.tools"

# Node 22.12 or later that runs TypeScript files by itself, as the scripts call them (`node x.ts`):
# type stripping is on by default from 22.18 and 23.6; 22.12 to 22.17 would fail on the first script.
node_is_recent() {
  command -v node >/dev/null 2>&1 || return 1
  node -e 'const [a,b]=process.versions.node.split(".").map(Number);process.exit((a>22||(a===22&&b>=12))&&process.features.typescript?0:1)'
}

if ! node_is_recent; then
  if [ ! -x "$tools/node/node_modules/.bin/node" ]; then
    echo "› Node $(node -v 2>/dev/null || echo absent) is older than 22.12 or runs no TypeScript by itself: fetching node@$NODE_MAJOR from the npm registry into .tools/node"
    npm install --silent --no-audit --no-fund --prefix "$tools/node" "node@$NODE_MAJOR" >/dev/null
  fi
  export PATH="$tools/node/node_modules/.bin:$PATH"
fi

if [ ! -x "$tools/pnpm/node_modules/.bin/pnpm" ]; then
  echo "› fetching pnpm@$PNPM_VERSION into .tools/pnpm"
  npm install --silent --no-audit --no-fund --prefix "$tools/pnpm" "pnpm@$PNPM_VERSION" >/dev/null
fi
export PATH="$tools/pnpm/node_modules/.bin:$PATH"

cd "$root"
if [ "${CI:-}" = "true" ]; then
  pnpm install --frozen-lockfile --reporter=append-only
else
  pnpm install --reporter=silent
fi
# The interface's font is made from Inter at install (packages/ui's postinstall), which pnpm skips when
# nothing changed; a checkout that lost the file gets it back here (it is rewritten only if it differs).
# The flag lets Node 22.12 to 23.5 run TypeScript as Node 24 does by default.
node --experimental-strip-types packages/ui/scripts/instance-interface-font.ts

# `require_debian_packages WHAT HINT PACKAGE…`: run when a system tool is missing. As root with apt-get
# (CI) the packages are installed; elsewhere the script stops and says how to get them (HINT).
require_debian_packages() {
  local what=$1 hint=$2
  shift 2
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "› installing Debian's $* for $what"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
  else
    echo "✗ $what needs $hint" >&2
    exit 1
  fi
}
has_nginx() { command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ]; }
# Debian's brotli module for nginx, enabled (deploy/serve/served-app.ts loads what modules-enabled lists).
has_nginx_brotli() { compgen -G '/etc/nginx/modules-enabled/*brotli-static*.conf' >/dev/null; }
