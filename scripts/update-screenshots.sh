#!/usr/bin/env bash
# Accepts the current rendering of every story as the new screenshot baseline. Look at `git diff` after.
source "$(dirname "$0")/toolchain.sh"
exec pnpm exec vitest run --project storybook --update "$@"
