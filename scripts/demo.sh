#!/usr/bin/env bash
# README command 1: the app on the demo backend, at the printed address.
source "$(dirname "$0")/toolchain.sh"
echo "› Prospect demo: sign in with agent@prospect.demo / prospect2026 (see README for the other accounts)"
exec pnpm --filter @prospect/app run demo
