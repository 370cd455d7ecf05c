#!/usr/bin/env bash
# compute-sanitizer over every family's device tests, in both offload flavours (openacc with
# gcc 12 nvptx, omp-target with clang 16 nvptx) (issue 18). Run ON the GPU machine from the
# repository root with .carry/ carried (built here by bench/gpu/build_carry.sh):
#
#   run(command="bash bench/gpu/sanitizer_campaign.sh", carry=[".carry"])
#   bash bench/gpu/sanitizer_campaign.sh --list      # here too: the runs, in order
#
# memcheck (out-of-bounds and misaligned device accesses, invalid frees, errors of CUDA calls
# the runtimes make) first, over: test_spmv, test_cg, test_spmm (sparse), test_eigen, test_ci
# (its 2^31-iteration reductions skipped: CI_TEST_LARGE=0), test_shellmodel,
# test_lattice_kernels, fock_bench --check on one water molecule in STO-3G for eri (every
# s/p class, against the host reference; test_fock takes minutes under the tool), test_amg and
# test_rhmc (last: the budget cuts them first). Then
# racecheck (hazards on team-shared memory: the staged SpMM variants, scans, reductions, the
# runtimes' own team state) over the same programs. Each program also runs its own checks, so
# a run passes when it exits 0 with the tool's summary at 0 errors / 0 hazards.
#
# Fits the 10-minute limit of one device command: RUN_TIMEOUT (default 150 s) per run, and
# once SAN_BUDGET seconds (default 500) have passed the remaining runs are skipped and listed
# as such. Full output in $OUT/sanitizer_campaign.log, the table in $OUT/sanitizer_table.md
# and last on stdout. Environment: SAN_TOOLS (default "memcheck racecheck"; initcheck and
# synccheck run memcheck's list; SAN_LIST=drivers: the small driver runs of DRIVERS), SAN_FLAVOURS
# (default "openacc omp-target"), SAN_ONLY (a space-separated subset of the program names
# below), COMPUTE_SANITIZER (the tool's path; default: on PATH, then /usr/local/cuda/bin),
# SAN_API_ERRORS (the tool's --report-api-errors: default explicit; `no` leaves out the CUDA
# API errors that libgomp's nvptx plugin makes and handles itself, so that only device
# memory errors count).
set -uo pipefail
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)

# "program and arguments", each tool's in order of priority (racecheck: the programs whose
# kernels stage data in team-shared memory first); the JIT of the openacc eri image (about a
# minute) is paid once: CUDA_CACHE_PATH keeps it for the racecheck run
FOCK="fock_bench --n 1 --basis sto-3g --check --warmup 0 --reps 1"
MEMCHECK=("test_spmv" "test_cg" "test_spmm" "test_ci" "test_lattice_kernels" "test_shellmodel"
          "test_eigen" "$FOCK" "test_amg" "test_rhmc")
RACECHECK=("test_spmm" "test_ci" "test_shellmodel" "test_eigen" "test_spmv" "test_cg"
           "test_lattice_kernels" "$FOCK" "test_amg" "test_rhmc")
# SAN_LIST=drivers: small runs of the drivers instead, a few kernel launches each (every format
# and precision of SpMV, CG, the CSB SpMM variants, LOBPCG, the ci motifs), for racecheck, under
# which the test programs above run past any time limit
DRIVERS=("spmv_bench --matrix poisson:10 --reps 1 --copy-mb 1"
         "spcg --n 10 --format sell --every 0"
         "spmm_bench --matrix poisson:10 --ks 1,8 --reps 1 --copy-mb 1 --csb-block 256"
         "speig --n 6 --nev 2 --every 0"
         "ci_bench --quick --only pairs,scan,fill --states 2000 --scan-n 20000 --fill 2000:8 --checks 1 --copy-mb 1 --min-batch-ms 1 --max-call-s 1"
         "ci_bench --quick --only reduce --reduce-mb 1 --widths 8,64 --checks 1 --copy-mb 1 --min-batch-ms 1 --max-call-s 1")
TOOLS=${SAN_TOOLS:-memcheck racecheck}
FLAVOURS=${SAN_FLAVOURS:-openacc omp-target}

selected() {
    [ -z "${SAN_ONLY:-}" ] && return 0
    [[ " $SAN_ONLY " == *" $1 "* ]]
}

# the programs of a tool: its own list, memcheck's for initcheck and synccheck
programs_of() {
    local name=${1^^}
    [ "${SAN_LIST:-}" = drivers ] && name=DRIVERS
    declare -p "$name" >/dev/null 2>&1 || name=MEMCHECK
    local -n list=$name
    printf '%s\n' "${list[@]}"
}

# tool, flavour, program and arguments of each run, in order: every program in both flavours
# before the next program
plan() {
    for tool in $TOOLS; do
        while read -r entry; do
            for flavour in $FLAVOURS; do
                selected "${entry%% *}" && echo "$tool $flavour $entry"
            done
        done < <(programs_of "$tool")
    done
}

if [ "${1:-}" = "--list" ]; then
    plan
    exit 0
fi

source "$HERE/device_env.sh"
SANITIZER=${COMPUTE_SANITIZER:-$(command -v compute-sanitizer || echo /usr/local/cuda/bin/compute-sanitizer)}
if [ ! -x "$SANITIZER" ]; then
    say "error: $CAMPAIGN: compute-sanitizer not found (set COMPUTE_SANITIZER)"
    exit 1
fi
say "$("$SANITIZER" --version | tail -1)"
export CUDA_CACHE_PATH=${CUDA_CACHE_PATH:-/tmp/sanitizer-cuda-cache} CUDA_CACHE_MAXSIZE=4294967296
RUN_TIMEOUT=${RUN_TIMEOUT:-150}
BUDGET=${SAN_BUDGET:-500}
RUN_ENV="CI_TEST_LARGE=0 ${RUN_ENV:-}"
started=$SECONDS

mapfile -t RUNS < <(plan)
for run in "${RUNS[@]}"; do
    read -r tool flavour program args <<<"$run"
    label="$tool $flavour $program"
    if [ $((SECONDS - started)) -ge "$BUDGET" ]; then
        say "=== skipped: $label (SAN_BUDGET=$BUDGET s spent)"
        continue
    fi
    # shellcheck disable=SC2086
    RUN_WRAP="$SANITIZER --tool $tool --error-exitcode 86 --print-limit 20 --report-api-errors ${SAN_API_ERRORS:-explicit}" \
        run_prog "$label" "$flavour" "$program" $args
done

say ""
python3 "$HERE/sanitizer_table.py" "$LOG" --output "$OUT/sanitizer_table.md"
summary
