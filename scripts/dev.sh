#!/usr/bin/env bash
# The Vite dev server on the demo backend (hot reload, slower pages): for working on the app.
# `npm run demo` serves the production build instead.
source "$(dirname "$0")/toolchain.sh"
echo "› Prospect dev server (demo backend): sign in with agent@prospect.demo / prospect2026"
exec pnpm --filter @prospect/app run dev:demo
