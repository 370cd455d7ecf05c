#!/usr/bin/env bash
# Probe (issue 17, CPU Dirac operator): is omp-host's Deo/Doe on the GPU host bound by memory or
# by each core's instruction stream? On the 2-core development VM one thread does 260-290 ns a
# site at 24^4 (double, 18-real links) and two threads halve it, and perf shows the time in
# instructions, not in waits: ~100 SoA streams, each a base pointer reloaded from the stack
# (`mov 0x7b8(%rsp),%r9` before each `movupd`), and vector spills (SSE2: 16 registers, two-operand
# forms). Here: Deo/Doe against the thread count (1 .. all CPUs), and the CPU's topology (are the
# 16 CPUs 8 cores with two hardware threads each?).
# Binaries (self-contained: only libgomp is carried, no build_carry.sh needed), built here with
# `configure.py --flavour omp-host --compiler gcc [--cflags=-march=x86-64-v3]`, stripped into
# .carry/cpudirac/dslash_bench-NAME, and cp /lib/x86_64-linux-gnu/libgomp.so.1 .carry/cpudirac/:
#   h-base   the templates of commit dfa3961 (before the changes below)
#   product  the templates with the link rows read as used (su3.mat_vec_acc_streamed) and
#            specs/lattice.yaml prefetch_rows omp-host: 2
# The trials on the way (2026-11-28, logs in bench/results/h200-2026-11-28-cpudirac/): h-v3
# (dfa3961, -march=x86-64-v3), f-base / f-v3 / f-v4 (streamed rows alone), pf2 / pf4 / pf8
# (prefetch alone, 2, 4, 8 rows ahead), pf2-f-base / pf2-f-v3 (both: pf2-f-base is the product).
# There: run(command="bash bench/gpu/probes/cpu_dirac_scaling.sh", carry=[".carry"])
# Environment: SCALING (default 1: the thread counts with h-base), BINARIES (default
# "h-base product", all CPUs), LATTICES (default "24x24x24x24 32x32x32x32"), LINKS (default 18).
set -uo pipefail
cd "$(dirname "$0")/../../.."
OUT=${OUT:-/tmp/campaign-out}
mkdir -p "$OUT"
LOG=$OUT/cpu_dirac_scaling.log
: >"$LOG"
LIB=.carry/cpudirac
say() { echo "$*" | tee -a "$LOG"; }
say "=== cpu_dirac_scaling $(date -u +%Y-%m-%dT%H:%M:%SZ)"
lscpu | grep -E "Model name|Thread\(s\) per core|Core\(s\) per socket|Socket\(s\)|NUMA node\(s\)|L1d|L2|L3|MHz" | tee -a "$LOG"
say "perf: $(command -v perf || echo none)"
run() {  # label threads binary lattices
    say "=== run: $1 threads=$2 lattices=$4"
    env LD_LIBRARY_PATH=$LIB OMP_NUM_THREADS="$2" OMP_PROC_BIND=close OMP_PLACES=threads \
        timeout 200 "$LIB/dslash_bench-$3" --lattices "$4" --precisions double,single --links "${LINKS:-18}" \
        2>&1 | grep -E "RESULT|copy bandwidth|error" | tee -a "$LOG"
}
if [ "${SCALING:-1}" = 1 ]; then
    for t in 1 2 4 8 $(nproc); do run "h-base" "$t" h-base 24x24x24x24; done
fi
for b in ${BINARIES:-h-base product}; do
    run "$b" "$(nproc)" "$b" "${LATTICES:-24x24x24x24 32x32x32x32}"
done
say ""
say "| binary | threads | lattice | op | precision | links | ns/site | GB/s | of copy |"
say "|---|---:|---|---|---|---:|---:|---:|---:|"
awk '/^=== run:/ {b=$3; t=$4; sub("threads=","",t)} /^RESULT dslash/ {
        for (i = 1; i <= NF; ++i) { split($i, kv, "="); f[kv[1]] = kv[2] }
        printf "| %s | %s | %s | %s | %s | %s | %s | %s | %s |\n", b, t, f["lattice"], f["op"], f["prec"], f["links"], f["ns_per_site"], f["GBps"], f["ratio"] }' "$LOG" | tee -a "$LOG.table"
cat "$LOG.table" >> "$LOG"
