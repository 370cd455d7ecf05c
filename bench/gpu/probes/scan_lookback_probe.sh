#!/usr/bin/env bash
# Probe (issue 13): the look-back scan with other tile shapes (scan_lookback_probe.c says why).
#
#   here:   bash bench/gpu/probes/scan_lookback_probe.sh build
#           (one overlay of specs/ci.yaml's scan.lookback per VARIANTS entry
#           "threads:per_thread:segment:teams", generated into /tmp/scanvar/<variant>/gen; binaries in
#           .carry/scanprobe/; carry .carry/scanprobe and .carry/omp-libs.tar.xz; SPMD_VARIANTS
#           "threads:per_thread:segment:teams" adds the hand-written one-region kernel of
#           scan_lookback_probe.c, e.g. SPMD_VARIANTS="512:8:32:1024")
#   there:  bash bench/gpu/probes/scan_lookback_probe.sh     ($OUT/scan_lookback_probe.log)
set -uo pipefail
cd "$(dirname "$0")/../../.." || exit 1
VARIANTS=${VARIANTS:-"256:16:16:1024 256:8:16:1024 512:8:32:1024 128:32:16:1024"}
if [ "${1:-}" = build ]; then
    clang_omp=$(python3 -c 'import configure; print(configure.CLANG_OMP)')
    mkdir -p .carry/scanprobe
    for v in $VARIANTS; do
        IFS=: read -r threads per seg teams <<<"$v"
        name=th$threads-pt$per-s$seg-t$teams d=/tmp/scanvar/$name
        mkdir -p "$d"
        printf 'ci:\n  scan:\n    lookback: {threads: %s, per_thread: %s, segment: %s, teams: %s}\n' \
            "$threads" "$per" "$seg" "$teams" >"$d/overlay.yaml"
        python3 -m generator --overlay "$d/overlay.yaml" --out "$d/gen" >/dev/null || exit 1
        # shellcheck disable=SC2086
        clang-16 -O3 -std=c11 $clang_omp -DVARIANT="\"$name\"" -I"$d/gen/include" -Iruntime \
            bench/gpu/probes/scan_lookback_probe.c "$d/gen/omp-target/ci_scan.c" gen/omp-target/device.c \
            -o ".carry/scanprobe/scan_lookback_probe-$name" 2>&1 | grep -v 'CUDA version is newer'
    done
    for v in ${SPMD_VARIANTS:-}; do
        IFS=: read -r threads per seg teams <<<"$v"
        name=spmd-th$threads-pt$per-s$seg-t$teams
        # shellcheck disable=SC2086
        clang-16 -O3 -std=c11 $clang_omp -DVARIANT="\"$name\"" -DSPMD_TILE="$threads" -DSPMD_PER="$per" \
            -DSPMD_SEG="$seg" -DSPMD_TEAMS="$teams" -Igen/include -Iruntime bench/gpu/probes/scan_lookback_probe.c \
            gen/omp-target/ci_scan.c gen/omp-target/device.c -o ".carry/scanprobe/scan_lookback_probe-$name" 2>&1 |
            grep -v 'CUDA version is newer'
    done
    ls .carry/scanprobe
    exit 0
fi
OUT=${OUT:-/tmp/campaign-out}
mkdir -p "$OUT" /tmp/omplibs
tar -C /tmp/omplibs -xJf .carry/omp-libs.tar.xz || exit 1
failed=0
: >"$OUT/scan_lookback_probe.log"
for exe in .carry/scanprobe/scan_lookback_probe-*; do
    LD_LIBRARY_PATH=/tmp/omplibs:/usr/local/cuda/lib64 OMP_TARGET_OFFLOAD=MANDATORY timeout 120 "$exe" \
        10000000 100000000 2>&1 | tee -a "$OUT/scan_lookback_probe.log"
    [ "${PIPESTATUS[0]}" -eq 0 ] || failed=$((failed + 1))
done
echo "scan_lookback_probe: $failed failed" | tee -a "$OUT/scan_lookback_probe.log"
