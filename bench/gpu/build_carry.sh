#!/usr/bin/env bash
# Build, on this (GPU-less, Debian 12) machine, everything the GPU campaigns carry
# to the GPU machine, into .carry/ (ignored by git):
#
#   .carry/programs.tar.xz   stripped binaries: <flavour>/<program> for the offload
#                            flavours (openacc: gcc 12 nvptx; omp-target: clang 16 nvptx),
#                            with <flavour>/sparse_tune (the tuner's grids, generator/tune.py)
#                            and the CPU ones (omp-host, plain: gcc), the VARIANTS (below;
#                            omp-target/fock_bench-max_registers-128 ...), <flavour>-mpi/<program>
#                            for the MPI builds (configure.py --mpi; they link the image's
#                            libmpi.so.40, see GPU.md), plus cusparse_spmv
#                            and omp-target/omp_atomic_probe, omp_atomic_variants
#                            (bench/gpu/omp_atomic_probe.c, omp_atomic_variants.c),
#                            openacc/openacc_gang_private, omp-target/scan_probe,
#                            omp-target/lattice_linalg_probe,
#                            <flavour>/atomic_add_probe
#                            (bench/gpu/probes/)
#   .carry/lib-acc/          libgomp.so.1 + libgomp-plugin-nvptx.so.1
#   .carry/omp-libs.tar.xz   clang's offload runtime and the libraries it needs that a
#                            stock Ubuntu 24.04 lacks
#   .carry/blas-libs.tar.xz  LAPACKE + OpenBLAS (+ gfortran runtime)
#   .carry/fuzz.tar.xz       the fuzzers of tests/fuzz (reliability_campaign.sh)
#
# Then, on the GPU machine (carry: [".carry"]): bash bench/gpu/<family>_campaign.sh,
# each of which sources bench/gpu/device_env.sh to unpack and check these.
# See ../../../shared/GPU.md for why each piece is needed.
#
#   bash bench/gpu/build_carry.sh     (ALLOW_MISSING=1: skip programs not yet in configure.py)
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
cd "$ROOT"
CARRY=$ROOT/.carry
CUDA=${CUDA:-/usr/local/cuda}
LIMIT_MB=64   # the device tool takes 64 MiB: working tree and carry together

fail() { echo "error: build_carry: $*" >&2; exit 1; }

# flavour:compiler[:mpi] -> the programs (build-dir relative) carried for it (":mpi": the MPI
# build, build/<flavour>-<compiler>-mpi). Each family's campaign script lists what it runs;
# add a program here when a campaign needs it.
declare -A PROGRAMS=(
    [openacc:gcc-nvptx]="bin/spmv_bench bin/spcg bin/amg_bench tests/test_spmv tests/test_cg tests/test_amg tests/test_mmio
        bin/ci_bench tests/test_ci bin/dslash_bench bin/hmc tests/test_lattice_kernels tests/test_rhmc
        bin/fock_bench tests/test_fock bin/spmm_bench bin/speig tests/test_spmm tests/test_eigen
        bin/shellmodel tests/test_shellmodel"
    [omp-target:clang-nvptx]="bin/spmv_bench bin/spcg bin/amg_bench tests/test_spmv tests/test_cg tests/test_amg tests/test_mmio
        bin/ci_bench tests/test_ci bin/dslash_bench bin/hmc tests/test_lattice_kernels tests/test_rhmc
        bin/fock_bench tests/test_fock bin/scf bin/spmm_bench bin/speig tests/test_spmm tests/test_eigen
        bin/shellmodel tests/test_shellmodel"
    [omp-host:gcc]="bin/ci_bench bin/dslash_bench bin/fock_bench bin/spmm_bench bin/speig bin/shellmodel"
    [plain:gcc]="bin/ci_bench bin/dslash_bench bin/fock_bench"
    [omp-target:clang-nvptx:mpi]="bin/spcg bin/fock_bench bin/halo_bench tests/test_mpi bin/dslash_bench
        tests/test_lattice_mpi"
)
# ORDER (environment): the builds carried, default all; VARIANTS=" " builds no variant.
ORDER=${ORDER:-"openacc:gcc-nvptx omp-target:clang-nvptx omp-host:gcc plain:gcc omp-target:clang-nvptx:mpi"}
# Variants: FLAVOUR:COMPILER:KEY=VALUE:PROGRAM, the program built with `configure.py --set
# KEY=VALUE` (a compile setting of the generated files that state settings, configure.py
# FILE_SETTINGS) in build/FLAVOUR-COMPILER-KEY-VALUE, carried as FLAVOUR/PROG-KEY-VALUE:
# the eri register caps that bench/gpu/eri_speed_campaign.sh compares.
VARIANTS=${VARIANTS:-"omp-target:clang-nvptx:max_registers=128:bin/fock_bench
    omp-target:clang-nvptx:max_registers=96:bin/fock_bench"}

STAGE_BIN=$(mktemp -d)
STAGE=$(mktemp -d)
BLAS_STAGE=$(mktemp -d)
trap 'rm -rf "$STAGE_BIN" "$STAGE" "$BLAS_STAGE"' EXIT

for pair in $ORDER; do
    IFS=: read -r flavour compiler variant <<<"$pair"
    dir=build/$flavour-$compiler stage=$flavour mpi=""
    [ "$variant" = mpi ] && dir=$dir-mpi stage=$flavour-mpi mpi=--mpi
    echo "== $flavour with $compiler${mpi:+ and MPI} -> $dir"
    # shellcheck disable=SC2086
    python3 configure.py --flavour "$flavour" --compiler "$compiler" $mpi >/dev/null ||
        fail "configure.py --flavour $flavour --compiler $compiler $mpi failed"
    targets="lib/libruntime.a lib/libkernels.a" progs=""
    for prog in ${PROGRAMS[$pair]}; do
        # a clear message instead of ninja's "unknown target"
        if ! grep -q "^build $prog:" "$dir/build.ninja"; then
            [ -n "${ALLOW_MISSING:-}" ] || fail "$dir/build.ninja has no $prog: add it to PROGRAMS in configure.py"
            echo "   skipped $prog (not in configure.py's PROGRAMS; ALLOW_MISSING set)"
            continue
        fi
        targets="$targets $prog" progs="$progs $prog"
    done
    # shellcheck disable=SC2086
    ninja -C "$dir" $targets >/dev/null || fail "ninja -C $dir $targets failed"
    mkdir -p "$STAGE_BIN/$stage"
    for prog in $progs; do
        cp "$dir/$prog" "$STAGE_BIN/$stage/"
        # debug info only: the offload images live in allocated sections strip keeps
        strip "$STAGE_BIN/$stage/$(basename "$prog")"
    done
done

echo "== sparse_tune (the tuner's grids: python3 -m generator.tune sparse --build-only)"
for pair in openacc:gcc-nvptx omp-target:clang-nvptx; do
    flavour=${pair%%:*} compiler=${pair#*:}
    [ -d "$STAGE_BIN/$flavour" ] || { echo "   skipped $flavour (not in ORDER)"; continue; }
    python3 -m generator.tune sparse --flavour "$flavour" --compiler "$compiler" --build-only \
        --dir "build/tune-$flavour-$compiler" >/dev/null || fail "the tuner's build for $flavour failed"
    cp "build/tune-$flavour-$compiler/sparse_tune" "$STAGE_BIN/$flavour/"
    strip "$STAGE_BIN/$flavour/sparse_tune"
done

for variant in $VARIANTS; do
    IFS=: read -r flavour compiler setting prog <<<"$variant"
    tag=${setting/=/-}
    dir=build/$flavour-$compiler-$tag
    echo "== $flavour with $compiler, $setting -> $dir"
    python3 configure.py --flavour "$flavour" --compiler "$compiler" --builddir "$dir" \
        --set "$setting" >/dev/null || fail "configure.py --set $setting failed"
    ninja -C "$dir" "$prog" >/dev/null || fail "ninja -C $dir $prog failed"
    cp "$dir/$prog" "$STAGE_BIN/$flavour/$(basename "$prog")-$tag"
    strip "$STAGE_BIN/$flavour/$(basename "$prog")-$tag"
done

echo "== cusparse_spmv"
[ -f "$CUDA/include/cusparse.h" ] || fail "$CUDA/include/cusparse.h missing (set CUDA=...)"
# against omp-host's libraries: its host work (the shell-model construction for
# --matrix shellmodel:..., the reference products) runs over the CPU's threads
python3 configure.py --flavour omp-host --compiler gcc >/dev/null || fail "configure.py --flavour omp-host failed"
ninja -C build/omp-host-gcc lib/libruntime.a lib/libkernels.a >/dev/null ||
    fail "ninja -C build/omp-host-gcc lib/libruntime.a lib/libkernels.a failed"
gcc -O2 -std=c11 -Wall -Wextra -fopenmp -I runtime -I runtime/sparse -I gen/include -I"$CUDA/include" \
    drivers/cusparse_spmv.c build/omp-host-gcc/lib/libruntime.a build/omp-host-gcc/lib/libkernels.a \
    -L"$CUDA/lib64" -lcusparse -lcudart -llapacke -lopenblas -lm -o "$STAGE_BIN/cusparse_spmv" ||
    fail "compiling drivers/cusparse_spmv.c failed"
strip "$STAGE_BIN/cusparse_spmv"

echo "== omp_atomic_probe, omp_atomic_variants"
# the probes' folders, also where ORDER has no build of that flavour
mkdir -p "$STAGE_BIN/omp-target" "$STAGE_BIN/openacc"
# configure.py's clang-nvptx flags, with the generated atomic and array_clause reductions and
# device layer
clang_omp=$(python3 -c 'import configure; print(configure.CLANG_OMP)')
nvptx_acc=$(python3 -c 'import configure; print(configure.NVPTX_ACC)')
# shellcheck disable=SC2086
clang-16 -O3 -std=c11 -Wall -Wextra $clang_omp -Igen/include -Iruntime bench/gpu/omp_atomic_probe.c \
    gen/omp-target/ci_reduce_atomic.c gen/omp-target/ci_reduce_array_clause.c gen/omp-target/device.c \
    -o "$STAGE_BIN/omp-target/omp_atomic_probe" 2>&1 | grep -v 'CUDA version is newer' || true
[ -x "$STAGE_BIN/omp-target/omp_atomic_probe" ] || fail "compiling bench/gpu/omp_atomic_probe.c failed"
# shellcheck disable=SC2086
clang-16 -O3 -std=c11 -Wall -Wextra $clang_omp -Igen/include -Iruntime bench/gpu/omp_atomic_variants.c \
    gen/omp-target/ci_reduce_atomic.c gen/omp-target/device.c \
    -o "$STAGE_BIN/omp-target/omp_atomic_variants" 2>&1 | grep -v 'CUDA version is newer' || true
[ -x "$STAGE_BIN/omp-target/omp_atomic_variants" ] || fail "compiling bench/gpu/omp_atomic_variants.c failed"

echo "== scan_probe (probe)"
# shellcheck disable=SC2086
clang-16 -O3 -std=c11 -Wall -Wextra $clang_omp bench/gpu/probes/scan_probe.c \
    -o "$STAGE_BIN/omp-target/scan_probe" 2>&1 | grep -v 'CUDA version is newer' || true
[ -x "$STAGE_BIN/omp-target/scan_probe" ] || fail "compiling bench/gpu/probes/scan_probe.c failed"

echo "== lattice_linalg_probe (probe)"
# shellcheck disable=SC2086
clang-16 -O3 -std=c11 -Wall -Wextra $clang_omp -Igen/include -Iruntime bench/gpu/probes/lattice_linalg_probe.c \
    gen/omp-target/lattice_vec3_float.c gen/omp-target/lattice_vec3_double.c gen/omp-target/device.c \
    -o "$STAGE_BIN/omp-target/lattice_linalg_probe" 2>&1 | grep -v 'CUDA version is newer' || true
[ -x "$STAGE_BIN/omp-target/lattice_linalg_probe" ] || fail "compiling bench/gpu/probes/lattice_linalg_probe.c failed"

echo "== atomic_add_probe (probe): both offload flavours"
# shellcheck disable=SC2086
gcc -O3 -std=c11 -Wall -Wextra $nvptx_acc -no-pie \
    bench/gpu/probes/atomic_add_probe.c -o "$STAGE_BIN/openacc/atomic_add_probe" ||
    fail "compiling bench/gpu/probes/atomic_add_probe.c for openacc failed"
# shellcheck disable=SC2086
clang-16 -O3 -std=c11 -Wall -Wextra $clang_omp bench/gpu/probes/atomic_add_probe.c \
    -o "$STAGE_BIN/omp-target/atomic_add_probe" 2>&1 | grep -v 'CUDA version is newer' || true
[ -x "$STAGE_BIN/omp-target/atomic_add_probe" ] || fail "compiling bench/gpu/probes/atomic_add_probe.c failed"

echo "== openacc_gang_private (probe)"
# shellcheck disable=SC2086
gcc -O3 -std=c11 $nvptx_acc -no-pie bench/gpu/probes/openacc_gang_private.c -lm \
    -o "$STAGE_BIN/openacc/openacc_gang_private" ||
    fail "compiling bench/gpu/probes/openacc_gang_private.c failed"

rm -rf "$CARRY"
mkdir -p "$CARRY/lib-acc"
echo "== programs"
# One thread and a dictionary larger than the tar: every omp-target program embeds the
# same ~26 MB device image of libkernels, and only then is each copy after the first free.
tar -C "$STAGE_BIN" --owner=0 --group=0 -cf - . | xz -T1 --lzma2=preset=6,dict=512MiB >"$CARRY/programs.tar.xz"

echo "== fuzzers (tests/fuzz/fuzz.py build: clang 16 libFuzzer, for reliability_campaign.sh)"
if command -v clang-16 >/dev/null; then
    python3 tests/fuzz/fuzz.py build || fail "tests/fuzz/fuzz.py build failed"
    tar -C build/fuzz --owner=0 --group=0 -cf - $(cd build/fuzz && ls fuzz_*) | xz -T0 -6 >"$CARRY/fuzz.tar.xz"
else
    echo "   skipped: clang-16 missing (bash scripts/setup.sh)"
fi

# pack NAME STAGE_DIR MANIFEST: STAGE_DIR as $CARRY/NAME.tar.xz. xz -9 of ~176 MB takes
# minutes: the last archive is reused while the same files (name, size, mtime of
# each source, listed in MANIFEST) would go into it.
pack() {
    local name=$1 stage=$2 manifest=$3 cache=build/carry-cache
    mkdir -p "$cache"
    if [ -f "$cache/$name.tar.xz" ] && [ "$manifest" = "$(cat "$cache/$name.manifest" 2>/dev/null)" ]; then
        echo "   unchanged since the last build: reusing $cache/$name.tar.xz"
    else
        echo "   $(du -sh "$stage" | cut -f1) uncompressed, compressing with xz ..."
        rm -f "$cache/$name.manifest"
        tar -C "$stage" --owner=0 --group=0 -cf - . | xz -T0 -9 >"$cache/$name.tar.xz.tmp"
        mv "$cache/$name.tar.xz.tmp" "$cache/$name.tar.xz"
        echo "$manifest" >"$cache/$name.manifest"
    fi
    cp "$cache/$name.tar.xz" "$CARRY/$name.tar.xz"
}

echo "== OpenACC runtime (gcc 12 libgomp + nvptx plugin)"
for lib in libgomp.so.1 libgomp-plugin-nvptx.so.1; do
    [ -e "/usr/lib/x86_64-linux-gnu/$lib" ] || fail "/usr/lib/x86_64-linux-gnu/$lib missing (apt: libgomp1, libgomp-plugin-nvptx1)"
    cp -L "/usr/lib/x86_64-linux-gnu/$lib" "$CARRY/lib-acc/$lib"
done

echo "== OpenMP target runtime (clang 16 libomp + libomptarget + CUDA plugin + deps)"
LLVM_LIB=/usr/lib/llvm-16/lib
# libomptarget 16 dlopens "libomptarget.rtl.<target>.so" (or ".nextgen.so" when
# LIBOMPTARGET_NEXTGEN_PLUGINS is set): carry both CUDA plugins under those names.
PLUGINS="libomptarget.rtl.cuda.so libomptarget.rtl.cuda.nextgen.so"
# In every Ubuntu 24.04 base image, and newer there than here (same sonames):
# glibc, libstdc++, libgcc_s and the compression libraries. Everything else is carried.
BASE_RE='^(linux-vdso\.so|ld-linux-x86-64\.so|libc\.so|libm\.so|libdl\.so|libpthread\.so|librt\.so|libstdc\+\+\.so|libgcc_s\.so|libz\.so|libzstd\.so|liblzma\.so)'
objects="build/omp-target-clang-nvptx/bin/spmv_bench $LLVM_LIB/libomptarget.so.16"
for p in $PLUGINS; do
    [ -e "$LLVM_LIB/$p" ] || fail "$LLVM_LIB/$p missing (apt: libomp-16-dev)"
    cp -L "$LLVM_LIB/$p" "$STAGE/$p"
    objects="$objects $LLVM_LIB/$p"
done
# shellcheck disable=SC2086
ldd_out=$(for o in $objects; do ldd "$o"; done)
if grep -q 'not found' <<<"$ldd_out"; then
    fail "unresolved shared libraries: $(grep 'not found' <<<"$ldd_out" | sort -u | tr -s ' \t\n' ' ')"
fi
deps=$(awk '$2 == "=>" && $3 ~ /^\// {print $1, $3}' <<<"$ldd_out" | sort -u)
while read -r soname path; do
    [ -n "$soname" ] || continue
    if [[ ! $soname =~ $BASE_RE ]]; then
        cp -L "$path" "$STAGE/$soname"
    fi
done <<<"$deps"
# libLLVM links the Z3 SMT solver (23 MB, 7 MB as xz) for clang's static analyzer only; the
# offload runtime never calls it. A stub exporting the functions libLLVM imports (each aborts
# with a message) keeps the carry, with the working tree, under the device tool's 64 MiB.
if [ -e "$STAGE/libz3.so.4" ]; then
    z3_stub=$(mktemp -d)
    nm -D --undefined-only "$STAGE/libLLVM-16.so.1" | awk '$2 ~ /^Z3_/ {print $2}' | sort -u |
        awk 'BEGIN {print "#include <stdio.h>\n#include <stdlib.h>"}
             {printf "void %s(void) { fputs(\"libz3 stub (bench/gpu/build_carry.sh): %s called\\n\", stderr); abort(); }\n", $1, $1}' \
        >"$z3_stub/z3_stub.c"
    gcc -shared -fPIC -O1 -Wl,-soname,libz3.so.4 -o "$STAGE/libz3.so.4" "$z3_stub/z3_stub.c" ||
        fail "building the libz3 stub failed"
    echo "   libz3.so.4: stub of $(grep -c '^void' "$z3_stub/z3_stub.c") functions"
    rm -rf "$z3_stub"
fi
# libxml2 (which libLLVM links) brings ICU, whose data library is 30 MB of collation and locale
# tables that the offload runtime never reads; a stub with an empty data blob in its place (ICU
# reports a format error if anything ever opens it) keeps the carry under the limit too.
if [ -e "$STAGE/libicudata.so.72" ]; then
    icu_stub=$(mktemp -d)
    printf '/* stub of libicudata (bench/gpu/build_carry.sh): no ICU data */\nconst char icudt72_dat[64] __attribute__((aligned(16))) = {0};\n' \
        >"$icu_stub/icudata_stub.c"
    gcc -shared -fPIC -O1 -Wl,-soname,libicudata.so.72 -o "$STAGE/libicudata.so.72" "$icu_stub/icudata_stub.c" ||
        fail "building the libicudata stub failed"
    echo "   libicudata.so.72: stub (empty data)"
    rm -rf "$icu_stub"
fi
for need in libomp.so.5 libomptarget.so.16 libLLVM-16.so.1; do
    [ -e "$STAGE/$need" ] || fail "$need was not collected"
done
manifest=$( (for p in $PLUGINS; do echo "$p $LLVM_LIB/$p"; done; echo "$deps") |
    while read -r name path; do
        if [ -n "$name" ] && [[ ! $name =~ $BASE_RE ]]; then
            echo "$name $(stat -L -c '%s %Y' "$path")"
        fi
    done | sort)
[ -e "$STAGE/libz3.so.4" ] && manifest="$manifest
libz3.so.4 stub"
[ -e "$STAGE/libicudata.so.72" ] && manifest="$manifest
libicudata.so.72 stub"
pack omp-libs "$STAGE" "$manifest"

echo "== LAPACKE + OpenBLAS (not on the GPU machine)"
# the non-base libraries of every carried program built by gcc (ORDER's), except the OpenMP
# runtimes (clang's programs need the same BLAS, and their runtime travels in omp-libs)
blas_deps=$(for f in "$STAGE_BIN"/openacc/* "$STAGE_BIN"/omp-host/* "$STAGE_BIN"/plain/*; do
    if [ -f "$f" ]; then ldd "$f"; fi; done | awk '$2 == "=>" && $3 ~ /^\// && $3 !~ /^\/usr\/local\/cuda/ {print $1, $3}' |
    sort -u)
manifest=$(while read -r soname path; do
    if [ -n "$soname" ] && [[ ! $soname =~ $BASE_RE ]] && [[ ! $soname =~ ^libgomp ]]; then
        cp -L "$path" "$BLAS_STAGE/$soname"
        echo "$soname $(stat -L -c '%s %Y' "$path")"
    fi
done <<<"$blas_deps")
[ -e "$BLAS_STAGE/liblapacke.so.3" ] || fail "liblapacke.so.3 was not collected"
pack blas-libs "$BLAS_STAGE" "$manifest"

echo "== .carry"
(cd "$CARRY" && find . -type f -printf '%s\t%p\n' | sort -k2 |
    awk -F'\t' '{printf "   %8.1f MB  %s\n", $1 / 1e6, $2}')
total_kb=$(du -sk "$CARRY" | cut -f1)
# the device tool sends the working tree (tracked and untracked-not-ignored files) too
tree_kb=$( (git ls-files -z; git ls-files -z -o --exclude-standard) |
    du -ck --files0-from=- 2>/dev/null | tail -1 | cut -f1)
total_mb=$(((total_kb + tree_kb) / 1024))
echo "total: $((total_kb / 1024)) MiB in $CARRY + $((tree_kb / 1024)) MiB working tree = ${total_mb} MiB"
# what device_env.sh needs (the fuzzers travel only for reliability_campaign.sh)
needed_kb=$(du -ck "$CARRY/programs.tar.xz" "$CARRY/lib-acc" "$CARRY/omp-libs.tar.xz" "$CARRY/blas-libs.tar.xz" |
    tail -1 | cut -f1)
needed_mb=$(((needed_kb + tree_kb) / 1024))
[ "$total_mb" -lt "$LIMIT_MB" ] ||
    fail "carry + working tree is ${total_mb} MiB, over the ${LIMIT_MB} MiB the device tool takes (the files are
       built). Without the fuzzers, carry=[\".carry/programs.tar.xz\", \".carry/lib-acc\",
       \".carry/omp-libs.tar.xz\", \".carry/blas-libs.tar.xz\"] is ${needed_mb} MiB; under the limit? use that.
       Else build fewer programs (ORDER without omp-target:clang-nvptx:mpi, VARIANTS=\" \"), or move
       gen/ (not needed there) out of the tree for the call"
