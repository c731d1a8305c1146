#!/usr/bin/env bash
# What a backend team runs, run for real over HTTP: the mock server (`npm run mock-server`), then the
# conformance check (`npm run contract:check`) against it, with DRF pagination on. A second mock is a
# backend built from the spec: it allows only the spec's request headers (`--spec-cors-headers`) and
# lacks the optional « portes » extension (`--without-doors`). Against it the check must warn that CORS
# refuses Idempotency-Key, report the doors absent, and still succeed. Used by `npm test`, which has
# already put the toolchain on PATH and installed the workspace.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p .vitest
# Two distinct free ports, held together while they are picked.
read -r port spec_port < <(node -e '
  const net = require("node:net");
  const a = net.createServer().listen(0, "127.0.0.1", () => {
    const b = net.createServer().listen(0, "127.0.0.1", () => {
      console.log(a.address().port, b.address().port);
      a.close();
      b.close();
    });
  });
')
servers=()
trap 'for pid in "${servers[@]}"; do kill "$pid" 2>/dev/null || true; done' EXIT

# start_mock PORT LOG [OPTIONS…]
start_mock() {
  local port=$1 log=$2
  shift 2
  node packages/mock-server/src/http-server/start.ts --port "$port" --paginate 3 --quiet "$@" >"$log" 2>&1 &
  servers+=("$!")
}

# Ready when it answers; gone early means it failed to start, and its log says why.
wait_for() {
  node -e '
    const url = process.argv[1];
    const deadline = Date.now() + 30_000;
    (async function poll() {
      try { await fetch(url); process.exit(0); } catch {}
      if (Date.now() > deadline) { console.error("the mock server did not start"); process.exit(1); }
      setTimeout(poll, 200);
    })();
  ' "http://127.0.0.1:$1/api/accounts/profile/" || { cat "$2"; exit 1; }
}

start_mock "$port" .vitest/mock-server.log
start_mock "$spec_port" .vitest/mock-server-spec-cors.log --spec-cors-headers --without-doors
wait_for "$port" .vitest/mock-server.log
wait_for "$spec_port" .vitest/mock-server-spec-cors.log

node packages/contract-check/src/start.ts --base-url "http://127.0.0.1:$port" \
  --accounts packages/contract-check/src/demo-accounts.json

# The spec-only mock: the rows as JSON for the verdict below; of the table, its warnings and summary.
echo
echo "Against the mock allowing only a spec backend's CORS headers, without doors (--spec-cors-headers --without-doors):"
node packages/contract-check/src/start.ts --base-url "http://127.0.0.1:$spec_port" \
  --accounts packages/contract-check/src/demo-accounts.json --json \
  >.vitest/contract-check-spec-cors.json 2>.vitest/contract-check-spec-cors.txt ||
  { cat .vitest/contract-check-spec-cors.txt; exit 1; }
sed -n '/^Warnings:/,$p' .vitest/contract-check-spec-cors.txt
node -e '
  const { rows } = JSON.parse(require("node:fs").readFileSync(process.argv[1], "utf8"));
  const others = rows.filter((row) => row.outcome !== "pass");
  const warned = others.length === 1 && others[0].outcome === "warn" && /Idempotency-Key/.test(others[0].got);
  if (!warned) {
    console.error("expected exactly one warning, Idempotency-Key refused by CORS; got:", others);
    process.exit(1);
  }
  const doors = rows.filter((row) => row.group.startsWith("doors"));
  if (doors.length !== 1 || !/^404 · absent \(optional\)$/.test(doors[0].got)) {
    console.error("expected one row reporting the doors absent; got:", doors);
    process.exit(1);
  }
' .vitest/contract-check-spec-cors.json
