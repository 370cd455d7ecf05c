#!/usr/bin/env bash
# Probe (issue 17, CPU Dirac operator): what holds omp-host's Deo/Doe at 0.24-0.41 of the copy
# bandwidth on the GPU host's cores? Two suspects, each toggled alone:
#   - vectorization: the product builds for generic x86-64 (SSE2); the same source built with
#     -march=x86-64-v3 (AVX2 + FMA) and -march=x86-64-v4 (AVX-512);
#   - TLB reach: each site reads ~100 SoA streams (8 links x 9 complex components, 8 neighbour
#     vec3, the output), each in its own 4 KiB page; glibc's malloc asks for transparent huge
#     pages with GLIBC_TUNABLES=glibc.malloc.hugetlb=1 (glibc >= 2.35; the kernel's THP mode
#     must be madvise or always).
# Here:  for v in base v3 v4; do python3 configure.py --flavour omp-host --compiler gcc \
#            --builddir /tmp/dsl-$v [--cflags=-march=x86-64-$v]; ninja -C /tmp/dsl-$v bin/dslash_bench
#            strip -o .carry/cpudirac/dslash_bench-$v /tmp/dsl-$v/bin/dslash_bench; done
#        xz -9 .carry/cpudirac/dslash_bench-*
# There: run(command="bash bench/gpu/probes/cpu_dirac_probe.sh", carry=[".carry"])
#   - cache-set aliasing: at 32^4 the SoA arrays sit 8 MiB apart (a multiple of the L2's set
#     period), at 32x32x30x30 7.03 MiB (not a multiple of 128 KiB): PROBE_LATTICES with both.
# Environment: PROBE_VARIANTS (default "base v3 v4"), PROBE_LATTICES (default "24x24x24x24
# 32x32x32x32"), PROBE_MALLOC (default "default hugetlb"), PROBE_ARGS (more dslash_bench options).
source "$(dirname "${BASH_SOURCE[0]}")/../device_env.sh"
PROBE_VARIANTS=${PROBE_VARIANTS:-"base v3 v4"}
PROBE_LATTICES=${PROBE_LATTICES:-"24x24x24x24 32x32x32x32"}
PROBE_MALLOC=${PROBE_MALLOC:-"default hugetlb"}
say "THP: $(cat /sys/kernel/mm/transparent_hugepage/enabled) defrag: $(cat /sys/kernel/mm/transparent_hugepage/defrag)"
say "glibc: $(ldd --version | head -1)"
say "AVX-512: $(grep -c avx512f /proc/cpuinfo) of $(nproc) CPUs; $(lscpu | grep -E 'NUMA node\(s\)|Socket\(s\)' | tr -s ' ' | tr '\n' ' ')"
mkdir -p "$BIN/omp-host"
for v in $PROBE_VARIANTS; do
    xz -dc "$CARRY/cpudirac/dslash_bench-$v.xz" > "$BIN/omp-host/dslash_bench-$v" && chmod +x "$BIN/omp-host/dslash_bench-$v"
    for m in $PROBE_MALLOC; do
        [ "$m" = hugetlb ] && RUN_ENV="GLIBC_TUNABLES=glibc.malloc.hugetlb=1" || RUN_ENV=""
        # shellcheck disable=SC2086
        run_prog "cpudirac $v $m" omp-host "dslash_bench-$v" --lattices "$PROBE_LATTICES" ${PROBE_ARGS:-}
    done
done
RUN_ENV=""
say ""
# one table: variant, malloc, lattice, precision, links, ns/site, ratio (compulsory bytes)
awk '/^=== run: cpudirac/ {v=$4; m=$5; sub(":","",m)} /^RESULT dslash/ {
        for (i = 1; i <= NF; ++i) { split($i, kv, "="); f[kv[1]] = kv[2] }
        printf "%-5s %-8s %-12s %-6s %-2s %-3s %8s ns %6s GB/s copy %6s\n", v, m, f["lattice"], f["prec"], f["links"], f["op"], f["ns_per_site"], f["GBps"], f["copy_GBps"] }' "$LOG" | tee -a "$LOG"
summary
