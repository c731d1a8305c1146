#!/usr/bin/env bash
# README command 1: a production build of the app on the demo backend, served at the printed address.
# A build pages as fast as the product does, where the dev server (`npm run dev`) takes seconds per
# visit. It is rebuilt on every start (a few seconds), so it never lags behind the code.
source "$(dirname "$0")/toolchain.sh"

echo "› Building the demo (a production build, a few seconds)…"
pnpm --silent --filter @prospect/app run build:demo --logLevel error
echo "› Prospect demo: sign in with agent@prospect.demo / prospect2026 (see README for the other accounts)"
echo "› Open any page with ?reset-demo to start again from the demo agency. Ctrl+C stops the server."
exec pnpm --silent --filter @prospect/app run preview:demo
