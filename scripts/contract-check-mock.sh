#!/usr/bin/env bash
# What a backend team runs, run for real over HTTP: the mock server (`npm run mock-server`), then the
# conformance check (`npm run contract:check`) against it, with DRF pagination on. Used by `npm test`,
# which has already put the toolchain on PATH and installed the workspace.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p .vitest
port=$(node -e 'const s=require("node:net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
node packages/mock-server/src/http-server/start.ts --port "$port" --paginate 3 --quiet >.vitest/mock-server.log 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null || true' EXIT
# Ready when it answers; gone early means it failed to start, and its log says why.
node -e '
  const url = process.argv[1];
  const deadline = Date.now() + 30_000;
  (async function poll() {
    try { await fetch(url); process.exit(0); } catch {}
    if (Date.now() > deadline) { console.error("the mock server did not start"); process.exit(1); }
    setTimeout(poll, 200);
  })();
' "http://127.0.0.1:$port/api/accounts/profile/" || { cat .vitest/mock-server.log; exit 1; }
node packages/contract/check/start.ts --base-url "http://127.0.0.1:$port" \
  --accounts packages/contract/check/demo-accounts.json
