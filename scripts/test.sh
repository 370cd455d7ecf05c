#!/usr/bin/env bash
# Runs every test: gen/ in sync with specs and templates (every unit rendered again: --full),
# generator tests, and for each configuration (plain, omp-host, openacc host and nvptx,
# omp-target clang-nvptx and clang-shadow) the C test programs and the drivers; the C tests
# once more under ASan + UBSan (plain and omp-host, test_sanitizers.py), the programs' error
# paths and atomic writers (test_failures.py), and each fuzzer for FUZZ_SECONDS (default 30,
# test_fuzz.py). Ends with pytest's summary line.
set -euo pipefail
cd "$(dirname "$0")/.."
PY=/usr/bin/python3
echo "== gen/ up to date"
$PY -m generator --check --full
echo "== tests"
export REQUIRE_ALL_CONFIGS=1
export PREBUILD=1  # conftest.py: every configuration builds in the background from the start
# --durations and the background builds' times (conftest.py) show where CI's time went
exec $PY -m pytest -q -p no:cacheprovider --durations=30 tests/python "$@"
