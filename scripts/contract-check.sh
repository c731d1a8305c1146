#!/usr/bin/env bash
# Checks a backend against Prospect's REST contract: every call of spec §7 with the accounts given.
# npm run contract:check -- --base-url URL --accounts FILE [--json]   (all options: -- --help)
# Exit status 0 when every check passed, 1 when one failed, 2 for an unusable command line or file.
source "$(dirname "$0")/toolchain.sh"
exec node packages/contract-check/src/start.ts "$@"
