#!/usr/bin/env bash
# Accepts the current rendering of the stories (all, or those of the folders given) as the new
# screenshot baseline. Look at `git diff` after. `--update` takes an optional value in Vitest 5, so it
# is given one: bare, it would swallow the first folder and update every story.
source "$(dirname "$0")/toolchain.sh"
exec pnpm exec vitest run --project storybook --update=all "$@"
