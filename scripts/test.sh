#!/usr/bin/env bash
# README command 2: every check, in the order a failure is cheapest to read.
source "$(dirname "$0")/toolchain.sh"

if [ -z "${CHROME_PATH:-}" ] && [ ! -x /usr/bin/chromium ]; then
  require_debian_packages "the browser tests" "Debian's 'chromium' package, or CHROME_PATH set" chromium fonts-dejavu-core
fi
# The `served` step runs the app behind Debian's nginx (deploy/), as the image does.
if ! has_nginx || ! has_nginx_brotli; then
  require_debian_packages "the served tests" "Debian's 'nginx' and 'libnginx-mod-http-brotli-static' packages" \
    nginx libnginx-mod-http-brotli-static
fi

step() { echo; echo "━━ $1"; }
# Each vitest step also writes a JSON report; the last line adds them up.
rm -rf .vitest/results
run_vitest() { local name=$1; shift; pnpm exec vitest run "$@" --reporter=default --reporter=json --outputFile.json=".vitest/results/$name.json"; }
step "types";       pnpm run check:types
step "lint";        pnpm run check:lint
step "unit";        run_vitest unit --project unit
step "components";  run_vitest components --project components
step "stories (play, axe, screenshots)"
rm -f .vitest/story-texts.jsonl
run_vitest storybook --project storybook
step "docs pages (static catalogue: render, axe)"; run_vitest docs-pages --project docs-pages
step "catalogue";   run_vitest catalogue --project catalogue
step "contract check against the mock backend over HTTP"; bash scripts/contract-check-mock.sh
step "production build (no mock, size budgets)"; run_vitest build --project build
step "end to end";  run_vitest e2e --project e2e
step "end to end on a plain DRF-style HTTP backend (production build)"; run_vitest e2e-real-server --project e2e-real-server
step "behind nginx with the deployment's security headers (production build)"; run_vitest served --project served
echo; echo "✓ all checks passed"
node scripts/summarize-tests.ts
# For `pnpm bench`, which reports how long the whole command takes.
echo "{ \"seconds\": $SECONDS, \"date\": \"$(date -u +%FT%TZ)\" }" > bench/test-duration.json
