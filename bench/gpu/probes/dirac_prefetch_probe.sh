#!/usr/bin/env bash
# Probe (issue 17): omp-host's Deo against the same generated code compiled with another
# prefetch locality (prefetch_locality.h) or -march, one process per variant
# (dirac_padding_probe.c with PROBE_PAD_BYTES=0 does the timing and the bit-for-bit check).
# Here: `bash bench/gpu/probes/dirac_prefetch_probe.sh build` (needs build/omp-host-gcc with
# lib/libkernels.a and lib/libruntime.a) builds .carry/cpudirac/dirac_prefetch_probe_NAME for
# each NAME:FLAGS of VARIANTS and copies libgomp beside them.
# There: run(command="bash bench/gpu/probes/dirac_prefetch_probe.sh", carry=[".carry/cpudirac"]):
# PASSES (default 2) rounds of every variant on each of LATTICES (dirac_padding_probe.sh's run;
# the call of 2026-11-29 ran both lattices in one process a variant).
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
PROGRAMS=$(for v in $VARIANTS; do echo "dirac_prefetch_probe_${v%%:*}"; done) PROBE_LOG=dirac_prefetch_probe \
    LATTICES=${LATTICES:-32x32x32x32 32x32x30x30} exec bash "$(dirname "$0")/dirac_padding_probe.sh"
