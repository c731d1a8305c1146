#!/usr/bin/env bash
# The built Storybook as a static site, for reviewing the catalogue without a dev server.
# Builds storybook-static/ (msw's worker included through staticDirs) and serves it with vite preview.
source "$(dirname "$0")/toolchain.sh"
echo "› Building the Storybook catalogue into storybook-static/ (about a minute)…"
pnpm run build-storybook
exec pnpm exec vite preview --outDir storybook-static --port 6006
