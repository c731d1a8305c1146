#!/usr/bin/env bash
# `npm run bench` / `pnpm bench`: writes bench/results.json and bench/REPORT.md.
source "$(dirname "$0")/toolchain.sh"
exec node bench/run.ts
