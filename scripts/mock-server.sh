#!/usr/bin/env bash
# The mock backend over HTTP, for any client (the app on another origin, curl, a backend's tests).
# Arguments are forwarded: npm run mock-server -- --port 9000 --paginate 2 (all options: -- --help).
source "$(dirname "$0")/toolchain.sh"
exec node packages/mock-server/src/http-server/start.ts "$@"
