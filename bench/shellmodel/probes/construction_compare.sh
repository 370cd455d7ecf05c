#!/usr/bin/env bash
# Probe: the shell-model construction before and after the factorisation by species and the
# generated CSB-COO construction, on this machine (CPU), the two measured in the same run.
#
#   bash bench/shellmodel/probes/construction_compare.sh [BEFORE_COMMIT]
#
# BEFORE_COMMIT (default 698f6c6, the last commit with the per-block enumeration and the
# serial csb_from_rows) is exported with `git archive` into $WORK/before and its plain-gcc
# libraries built there; the working tree's plain-gcc (and, with THREADS > 1, omp-host-gcc)
# libraries are built as usual. Then for each NUCLEI entry (interaction:nucleus):
#   OPS    the work of one count or fill pass, before and after (construction_ops.c: popcount
#          comparisons, Slater-Condon evaluations, table lookups)
#   PROBE  the process CPU time of count + scan + fill (sm_matrix_build) and of
#          csb_from_rows (half-stored, B = 1024), the best of REPS, plain build: CPU time, so
#          that other processes on a shared machine do not inflate it
# and last a table.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../../.." && pwd)
BEFORE=${1:-698f6c6}
NUCLEI=${NUCLEI:-"usdb:24Mg usdb:28Si gxpf1a:46Ti gxpf1a:46V gxpf1a:47Ti"}
REPS=${REPS:-2}
WORK=${WORK:-/tmp/construction_compare}
export PATH=/usr/lib/ccache:$PATH
mkdir -p "$WORK/before"
git -C "$ROOT" archive "$BEFORE" | tar -x -C "$WORK/before"
for tree in "$WORK/before" "$ROOT"; do
    (cd "$tree" && python3 configure.py --flavour plain --compiler gcc > /dev/null &&
     nice -n 10 ninja -C build/plain-gcc lib/libruntime.a lib/libkernels.a > /dev/null)
done
probe() { # tree program output
    gcc -O2 -std=c11 -I"$1/runtime" -I"$1/runtime/sparse" -I"$1/gen/include" "$ROOT/bench/shellmodel/probes/$2.c" \
        -o "$3" "$1/build/plain-gcc/lib/libruntime.a" "$1/build/plain-gcc/lib/libkernels.a" -lm -llapacke -lopenblas
}
probe "$WORK/before" construction_cpu "$WORK/cpu_before"
probe "$ROOT" construction_cpu "$WORK/cpu_after"
probe "$ROOT" construction_ops "$WORK/ops"
LOG=$WORK/construction_compare.log
: > "$LOG"
for entry in $NUCLEI; do
    file="$ROOT/data/interactions/${entry%%:*}.snt" nucleus=${entry#*:}
    "$WORK/ops" "$file" "$nucleus" | tee -a "$LOG"
    for side in before after; do
        "$WORK/cpu_$side" "$file" "$nucleus" 1024 "$REPS" | sed "s/^PROBE /PROBE side=$side /" | tee -a "$LOG"
    done
done
python3 - "$LOG" <<'PY'
import sys
ops, cpu = {}, {}
for line in open(sys.argv[1]):
    f = dict(kv.split("=", 1) for kv in line.split()[1:])
    if line.startswith("OPS"):
        ops[f["nucleus"]] = f
    else:
        cpu.setdefault(f["nucleus"], {})[f["side"]] = f
print("\n| nucleus | dimension | stored entries | comparisons before / after | Slater-Condon before / after "
      "| lookups after | count+scan+fill CPU s before / after | csb_from_rows CPU s before / after |")
print("|---|---|---|---|---|---|---|---|")
for n, o in ops.items():
    b, a = cpu[n]["before"], cpu[n]["after"]
    print(f"| {n} | {o['dim']} | {a['nnz']} | {o['before_compared']} / {o['after_compared']} | "
          f"{o['before_evaluated']} / {o['after_evaluated']} | {o['after_looked_up']} | "
          f"{b['build_cpu_s']} / {a['build_cpu_s']} | {b['csb_cpu_s']} / {a['csb_cpu_s']} |")
PY
