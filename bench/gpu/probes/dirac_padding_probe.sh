#!/usr/bin/env bash
# Probe (issue 17): Deo with the product's component stride against a stride padded by 64 bytes
# (dirac_padding_probe.c says why). Here: `bash bench/gpu/probes/dirac_padding_probe.sh build`
# builds .carry/cpudirac/dirac_padding_probe from build/omp-host-gcc (configure.py --flavour
# omp-host --compiler gcc; ninja lib/libkernels.a lib/libruntime.a) and copies libgomp beside it.
# There: run(command="bash bench/gpu/probes/dirac_padding_probe.sh", carry=[".carry"]), each of
# LATTICES (default "32x32x32x32 32x32x30x30 24x24x24x24") in PASSES (default 2) processes.
set -uo pipefail
cd "$(dirname "$0")/../../.."
LIB=.carry/cpudirac
if [ "${1:-}" = build ]; then
    set -e
    B=build/omp-host-gcc
    mkdir -p "$LIB"
    TMP=$(mktemp -d)
    for p in double float; do
        # the generated kernels with the component stride padded and the names changed
        sed -e '/#include/!s/lattice_/probe_/g' \
            -e 's/sizeh = half \* nrows;/sizeh = half * nrows + 64 \/ (int64_t)sizeof(*in);/' \
            "gen/omp-host/lattice_dslash_${p}_18.c" >"$TMP/probe_dslash_${p}.c"
        grep -q 'sizeh = half \* nrows + 64' "$TMP/probe_dslash_${p}.c"
    done
    gcc -O3 -std=c11 -fopenmp -fno-fast-math -Iruntime -Igen/include -o "$LIB/dirac_padding_probe" \
        bench/gpu/probes/dirac_padding_probe.c "$TMP"/probe_dslash_*.c "$B/lib/libkernels.a" \
        "$B/lib/libruntime.a" "$B/lib/libkernels.a" -lm  # bench.c calls dev_synchronize (libkernels)
    strip "$LIB/dirac_padding_probe"
    cp /lib/x86_64-linux-gnu/libgomp.so.1 "$LIB/"
    rm -rf "$TMP"
    exit 0
fi
# The run, shared with dirac_prefetch_probe.sh: each of PROGRAMS (in $LIB; default this probe's)
# on each of LATTICES, one process each, PASSES times; the log $OUT/$PROBE_LOG.log.
OUT=${OUT:-/tmp/campaign-out}
mkdir -p "$OUT"
LOG=$OUT/${PROBE_LOG:-dirac_padding_probe}.log
: >"$LOG"
lscpu | grep -E "Model name|L1d|L2|L3" | tee -a "$LOG"
for pass in $(seq 1 "${PASSES:-2}"); do
    for prog in ${PROGRAMS:-dirac_padding_probe}; do
        for lat in ${LATTICES:-32x32x32x32 32x32x30x30 24x24x24x24}; do
            env LD_LIBRARY_PATH=$LIB OMP_NUM_THREADS="${THREADS:-$(nproc)}" OMP_PROC_BIND=close OMP_PLACES=threads \
                timeout 200 "$LIB/$prog" "$lat" 2>&1 | sed "s/^PROBE /PROBE pass=$pass /" | tee -a "$LOG"
        done
    done
done
echo "| pass | lattice | precision | layout or build | ns/site | of copy | outputs differing |" | tee -a "$LOG"
echo "|---:|---|---|---|---:|---:|---:|" | tee -a "$LOG"
awk '/^PROBE/ { for (i = 1; i <= NF; ++i) { split($i, kv, "="); f[kv[1]] = kv[2] }
        printf "| %s | %s | %s | %s | %s | %s | %s |\n", f["pass"], f["lattice"], f["prec"], f["layout"],
               f["ns_per_site"], f["ratio"], f["differ"] }' "$LOG" | tee -a "$LOG"
