#!/usr/bin/env bash
# Probe (issue 17, CPU Dirac operator): does the host copy kernel's buffer size move the "of
# copy" ratio? dslash_bench's CPU default (--copy-mb 128: two arrays of 128 MB) fits the GPU
# host's 300 MiB L3, while Deo at 32^4 streams about 0.8 GB a call from memory. The product's
# omp-host dslash_bench at 32^4 (18-real links, both precisions, each result checked against
# the reference) with each of COPY_SIZES (MB per array, default "128 1024 4096"), PASSES
# interleaved passes (default 2).
# Here:  mkdir -p .carry/cpudirac && strip -o .carry/cpudirac/dslash_bench-product \
#            build/omp-host-gcc/bin/dslash_bench && xz -f -9 .carry/cpudirac/dslash_bench-product
# There: run(command="bash bench/gpu/probes/cpu_copy_size_probe.sh",
#            carry=[".carry/cpudirac", ".carry/lib-acc", ".carry/blas-libs.tar.xz"])
source "$(dirname "${BASH_SOURCE[0]}")/../device_env.sh"
COPY_SIZES=${COPY_SIZES:-"128 1024 4096"}
say "L3: $(lscpu | grep -E 'L3 cache' | tr -s ' ')"
mkdir -p "$BIN/omp-host"
xz -dc "$CARRY/cpudirac/dslash_bench-product.xz" >"$BIN/omp-host/dslash_bench" && chmod +x "$BIN/omp-host/dslash_bench"
for pass in $(seq 1 "${PASSES:-2}"); do
    for mb in $COPY_SIZES; do
        run_prog "copysize pass=$pass mb=$mb" omp-host dslash_bench --lattices 32x32x32x32 --links 18 \
            --copy-mb "$mb"
    done
done
say ""
say "| pass | copy MB per array | copy GB/s | op | precision | ns/site | GB/s | of copy |"
say "|---|---:|---:|---|---|---:|---:|---:|"
awk '/^=== run: copysize/ {split($4, a, "="); split($5, b, "="); p=a[2]; m=b[2]; sub(":", "", m)}
     /^RESULT dslash/ { for (i = 1; i <= NF; ++i) { split($i, kv, "="); f[kv[1]] = kv[2] }
        printf "| %s | %s | %s | %s | %s | %s | %s | %s |\n", p, m, f["copy_GBps"], f["op"], f["prec"],
               f["ns_per_site"], f["GBps"], f["ratio"] }' "$LOG" | tee -a "$LOG.table"
cat "$LOG.table" >>"$LOG"
summary
