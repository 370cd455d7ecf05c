#!/usr/bin/env bash
# Probe (issue 17): omp-host's Deo against the same generated code compiled with another
# prefetch locality (prefetch_locality.h) or -march, one process per variant
# (dirac_padding_probe.c with PROBE_PAD_BYTES=0 does the timing and the bit-for-bit check).
# Here: `bash bench/gpu/probes/dirac_prefetch_probe.sh build` (needs build/omp-host-gcc with
# lib/libkernels.a and lib/libruntime.a) builds .carry/cpudirac/dirac_prefetch_probe_NAME for
# each NAME:FLAGS of VARIANTS and copies libgomp beside them.
# There: run(command="bash bench/gpu/probes/dirac_prefetch_probe.sh", carry=[".carry/cpudirac"]):
# PASSES (default 2) rounds of every variant on each of LATTICES.
set -uo pipefail
cd "$(dirname "$0")/../../.."
LIB=.carry/cpudirac
VARIANTS=${VARIANTS:-"t0:-DPREFETCH_LOCALITY=3 t1:-DPREFETCH_LOCALITY=2 t2:-DPREFETCH_LOCALITY=1 v4:-DPREFETCH_LOCALITY=3,-march=x86-64-v4 t1v4:-DPREFETCH_LOCALITY=2,-march=x86-64-v4"}
if [ "${1:-}" = build ]; then
    set -e
    B=build/omp-host-gcc
    mkdir -p "$LIB"
    TMP=$(mktemp -d)
    for p in double float; do
        sed -e '/#include/!s/lattice_/probe_/g' "gen/omp-host/lattice_dslash_${p}_18.c" >"$TMP/probe_dslash_${p}.c"
    done
    CFLAGS="-O3 -std=c11 -fopenmp -fno-fast-math -Iruntime -Igen/include"
    for v in $VARIANTS; do
        name=${v%%:*} flags=${v#*:}
        flags=${flags//,/ }
        for p in double float; do
            # shellcheck disable=SC2086
            gcc $CFLAGS $flags -include bench/gpu/probes/prefetch_locality.h -c \
                -o "$TMP/$name-$p.o" "$TMP/probe_dslash_${p}.c"
        done
        gcc $CFLAGS -DPROBE_PAD_BYTES=0 -DPROBE_VARIANT="\"$name\"" -o "$LIB/dirac_prefetch_probe_$name" \
            bench/gpu/probes/dirac_padding_probe.c "$TMP/$name"-*.o "$B/lib/libkernels.a" \
            "$B/lib/libruntime.a" "$B/lib/libkernels.a" -lm
        strip "$LIB/dirac_prefetch_probe_$name"
    done
    cp /lib/x86_64-linux-gnu/libgomp.so.1 "$LIB/"
    rm -rf "$TMP"
    exit 0
fi
OUT=${OUT:-/tmp/campaign-out}
mkdir -p "$OUT"
LOG=$OUT/dirac_prefetch_probe.log
: >"$LOG"
lscpu | grep -E "Model name|L1d|L2|L3" | tee -a "$LOG"
for pass in $(seq 1 "${PASSES:-2}"); do
    for v in $VARIANTS; do
        env LD_LIBRARY_PATH=$LIB OMP_NUM_THREADS="${THREADS:-$(nproc)}" OMP_PROC_BIND=close OMP_PLACES=threads \
            timeout 200 "$LIB/dirac_prefetch_probe_${v%%:*}" ${LATTICES:-32x32x32x32 32x32x30x30} 2>&1 |
            sed "s/^PROBE /PROBE pass=$pass /" | tee -a "$LOG"
    done
done
echo "| pass | lattice | precision | binary | ns/site | of copy | outputs differing |" | tee -a "$LOG"
echo "|---:|---|---|---|---:|---:|---:|" | tee -a "$LOG"
awk '/^PROBE/ { for (i = 1; i <= NF; ++i) { split($i, kv, "="); f[kv[1]] = kv[2] }
        printf "| %s | %s | %s | %s | %s | %s | %s |\n", f["pass"], f["lattice"], f["prec"], f["layout"],
               f["ns_per_site"], f["ratio"], f["differ"] }' "$LOG" | tee -a "$LOG"
