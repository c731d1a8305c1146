#!/usr/bin/env bash
# README command 2: every check, in the order a failure is cheapest to read.
source "$(dirname "$0")/toolchain.sh"

if [ -z "${CHROME_PATH:-}" ] && [ ! -x /usr/bin/chromium ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "› installing Debian's chromium for the browser tests"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-dejavu-core >/dev/null
  else
    echo "✗ browser tests need Chromium: install Debian's 'chromium' package or set CHROME_PATH" >&2
    exit 1
  fi
fi

step() { echo; echo "━━ $1"; }
step "types";       pnpm run check:types
step "lint";        pnpm run check:lint
step "unit";        pnpm exec vitest run --project unit
step "components";  pnpm exec vitest run --project components --passWithNoTests
step "stories (play, axe, screenshots)"
rm -f .vitest/story-texts.jsonl
pnpm exec vitest run --project storybook
step "catalogue";   pnpm exec vitest run --project catalogue
step "production build (no mock, size budgets)"; pnpm exec vitest run --project build
step "end to end";  pnpm exec vitest run --project e2e
echo; echo "✓ all checks passed"
