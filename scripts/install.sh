#!/usr/bin/env bash
# Only installs the toolchain and dependencies (used by the other scripts and by newcomers' editors).
source "$(dirname "$0")/toolchain.sh"
