#!/usr/bin/env bash
# Runs every test: gen/ in sync with specs and templates, generator tests, and
# for each configuration (plain, omp-host, openacc host and nvptx, omp-target
# clang-nvptx) the C test programs and the spcg driver. Ends with pytest's
# summary line.
set -euo pipefail
cd "$(dirname "$0")/.."
PY=/usr/bin/python3
echo "== gen/ up to date"
$PY -m generator --check
echo "== tests"
export REQUIRE_ALL_CONFIGS=1
exec $PY -m pytest -q -p no:cacheprovider tests/python "$@"
