# Sourced (not run) by every bench/gpu/*_campaign.sh ON the GPU machine, from the
# repository root with .carry/ carried (built here by bench/gpu/build_carry.sh):
# unpacks the carried programs and libraries, and defines
#
#   say TEXT...                       echo to stdout and to $LOG
#   run_prog LABEL FLAVOUR PROG ARGS  run $BIN/FLAVOUR/PROG with that flavour's libraries
#                                     and its "fail instead of falling back to the host"
#                                     setting, delimited in $LOG by `=== run:` / `=== end:`
#   summary                           the closing line; returns non-zero after a failed run
#
# Variables: OUT (default /tmp/campaign-out; the device tool brings $OUT back), LOG
# ($OUT/<campaign>.log), RUN_TIMEOUT (seconds per program, default 300), BIN, RUN_ENV
# (extra VAR=value settings for the next run_prog calls; they override the flavour's),
# RUN_WRAP (a command the program runs under, e.g. compute-sanitizer and its options).
#
# HOST_BLAS_ENV: what omp-host programs that also call OpenBLAS (speig, shellmodel) add
# to the omp-host environment: unbound, passive threads. Chosen when Debian's OpenBLAS ran its
# own pthreads beside the OpenMP threads; the dense backend now keeps OpenBLAS single-threaded
# and cuts the products over the OpenMP threads (runtime/dense/dense.h), so the setting only
# keeps the campaigns comparable with their earlier runs.
# shellcheck shell=bash
set -uo pipefail  # no -e: one failing program must not lose the others' results

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
cd "$ROOT" || exit 1
CARRY=$ROOT/.carry
CUDA_LIB=/usr/local/cuda/lib64
BIN=/tmp/carry-bin
OMPLIBS=/tmp/omplibs
BLASLIBS=/tmp/blaslibs
OUT=${OUT:-/tmp/campaign-out}
RUN_TIMEOUT=${RUN_TIMEOUT:-300}
CAMPAIGN=$(basename "$0" .sh)
mkdir -p "$OUT"
LOG=$OUT/$CAMPAIGN.log
: >"$LOG"
failures=0

say() { echo "$*" | tee -a "$LOG"; }

for f in programs.tar.xz lib-acc/libgomp.so.1 lib-acc/libgomp-plugin-nvptx.so.1 \
         omp-libs.tar.xz blas-libs.tar.xz; do
    if [ ! -e "$CARRY/$f" ]; then
        say "error: $CAMPAIGN: $CARRY/$f missing: run bench/gpu/build_carry.sh here and carry .carry"
        exit 1
    fi
done

# Unpack once per machine: campaigns run back to back in one call share the result.
for pair in "programs:$BIN" "omp-libs:$OMPLIBS" "blas-libs:$BLASLIBS"; do
    name=${pair%%:*} dir=${pair#*:}
    stamp=$dir/.from-$(stat -c '%s-%Y' "$CARRY/$name.tar.xz")
    [ -e "$stamp" ] && continue
    rm -rf "$dir" && mkdir -p "$dir"
    if ! tar -C "$dir" -xJf "$CARRY/$name.tar.xz"; then
        say "error: $CAMPAIGN: cannot unpack $CARRY/$name.tar.xz into $dir"
        exit 1
    fi
    touch "$stamp"
done

say "=== $CAMPAIGN $(date -u +%Y-%m-%dT%H:%M:%SZ) on $(hostname)"
nvidia-smi --query-gpu=name,driver_version,memory.total,clocks.max.sm,clocks.max.mem \
    --format=csv,noheader 2>&1 | tee -a "$LOG"
say "host: $(nproc) CPUs, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2-)"

# flavour -> the environment its programs run with
flavour_env() {
    case $1 in
        openacc) echo "LD_LIBRARY_PATH=$CARRY/lib-acc:$BLASLIBS:$CUDA_LIB ACC_DEVICE_TYPE=nvidia" ;;
        omp-target) echo "LD_LIBRARY_PATH=$OMPLIBS:$BLASLIBS:$CUDA_LIB OMP_TARGET_OFFLOAD=MANDATORY" ;;
        omp-host) echo "LD_LIBRARY_PATH=$CARRY/lib-acc:$BLASLIBS OMP_NUM_THREADS=$(nproc) OMP_PROC_BIND=close OMP_PLACES=cores" ;;
        plain) echo "LD_LIBRARY_PATH=$BLASLIBS" ;;
        peer) echo "LD_LIBRARY_PATH=$CARRY/lib-acc:$BLASLIBS:$CUDA_LIB" ;;  # cusparse_spmv: omp-host's libgomp
        *) echo "error: unknown flavour $1" >&2; return 1 ;;
    esac
}

HOST_BLAS_ENV=${HOST_BLAS_ENV:-"OMP_PROC_BIND=false OMP_WAIT_POLICY=passive"}

run_prog() {
    local label=$1 flavour=$2 prog=$3
    shift 3
    local exe=$BIN/$flavour/$prog
    [ "$flavour" = peer ] && exe=$BIN/$prog
    say "=== run: $label: $flavour/$prog $*"
    local t0=$SECONDS envs
    envs=$(flavour_env "$flavour") || return 1
    envs="$envs ${RUN_ENV:-}"
    # shellcheck disable=SC2086
    env $envs timeout "$RUN_TIMEOUT" ${RUN_WRAP:-} "$exe" "$@" 2>&1 | tee -a "$LOG"
    local rc=${PIPESTATUS[0]}
    say "=== end: $label rc=$rc ($((SECONDS - t0)) s)"
    if [ "$rc" -ne 0 ]; then
        failures=$((failures + 1))
        say "warning: $label failed (rc=$rc$([ "$rc" -eq 124 ] && echo ", timed out after ${RUN_TIMEOUT} s"))"
    fi
    return 0
}

# The program as it was before a change, for the probes that time old against new: the
# stripped, xz-compressed binary a probe's header says to put in $CARRY/before/PROG-FLAVOUR.xz,
# unpacked as $BIN/FLAVOUR/PROG-before. Returns 1, saying so, where it was not carried.
#   unpack_before PROG FLAVOUR
unpack_before() {
    local prog=$1 flavour=$2 src=$CARRY/before/$1-$2.xz
    if [ ! -s "$src" ]; then
        say "warning: $CAMPAIGN: no $src: the old $flavour/$prog is not run"
        return 1
    fi
    xz -dc "$src" >"$BIN/$flavour/$prog-before" && chmod +x "$BIN/$flavour/$prog-before"
}

# The old program (unpack_before), then the current one, with the same arguments; each run
# preceded by a `PROBE program=before|after` line in $LOG for the probe's table.
#   run_before_after FLAVOUR PROG ARGS...
run_before_after() {
    local flavour=$1 prog=$2 which exe
    shift 2
    for which in before after; do
        exe=$prog$([ $which = before ] && echo -before)
        [ -x "$BIN/$flavour/$exe" ] || { say "warning: no $flavour/$exe"; continue; }
        say "PROBE program=$which"
        run_prog "$flavour $which $prog $*" "$flavour" "$exe" "$@"
    done
}

# Nsight Compute on the first launch (NCU_LAUNCHES launches) of the kernels whose names (NCU_NAME_BASE:
# function, the default, demangled or mangled) match
# REGEX in one run of PROGRAM (the carried binary of FLAVOUR), the sections named (and the
# metrics of NCU_METRICS, a comma list, if set), into the log
# (the probes' profiles: bench/gpu/probes/*_ncu.sh). Returns 1, saying so, where the machine has no ncu.
#   ncu_profile FLAVOUR REGEX "SECTION ..." PROGRAM ARGS...
ncu_profile() {
    local flavour=$1 regex=$2 sections=$3 prog=$4 ncu envs
    shift 4
    ncu=$(command -v ncu || ls /usr/local/cuda/bin/ncu /opt/nvidia/nsight-compute/*/ncu 2>/dev/null | head -1)
    if [ -z "$ncu" ]; then
        say "error: $CAMPAIGN: no ncu on this machine"
        return 1
    fi
    say "##### ncu ($("$ncu" --version | tail -1)): $flavour/$prog $*, kernels /$regex/"
    envs=$(flavour_env "$flavour") || return 1
    # shellcheck disable=SC2046,SC2086
    env $envs timeout "${NCU_TIMEOUT:-400}" "$ncu" --kernel-name-base "${NCU_NAME_BASE:-function}" \
        --kernel-name "regex:$regex" --launch-count "${NCU_LAUNCHES:-1}" \
        $(for s in $sections; do echo --section "$s"; done) ${NCU_METRICS:+--metrics "$NCU_METRICS"} \
        "$BIN/$flavour/$prog" "$@" 2>&1 |
        grep -v '^ *$' | tee -a "$LOG"
}

summary() {
    say "=== $CAMPAIGN done: $failures failed runs"
    [ "$failures" -eq 0 ]
}
