#!/usr/bin/env bash
# Build, on this (GPU-less, Debian 12) machine, everything the GPU campaign
# carries to the GPU machine, into .carry/ (ignored by git):
#
#   .carry/openacc/{spmv_bench,spcg}      OpenACC, gcc 12 nvptx offload
#   .carry/omp-target/{spmv_bench,spcg}   OpenMP target, clang 16 nvptx offload
#   .carry/cusparse_spmv                  cuSPARSE peer (plain host libraries + CUDA)
#   .carry/<flavour>/test_{spmv,cg,mmio}  the C correctness tests, run on the GPU first
#   .carry/lib-acc/                       libgomp.so.1 + libgomp-plugin-nvptx.so.1
#   .carry/blas-libs.tar.xz               LAPACKE + OpenBLAS (+ gfortran runtime) for test_cg
#   .carry/omp-libs.tar.xz                clang's offload runtime and the libraries it
#                                         needs that a stock Ubuntu 24.04 lacks
#
# Then, on the GPU machine (carry: [".carry"]): bash bench/gpu/run_campaign.sh
# See ../../../shared/GPU.md for why each piece is needed.
#
#   bash bench/gpu/build_carry.sh
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
cd "$ROOT"
CARRY=$ROOT/.carry
CUDA=${CUDA:-/usr/local/cuda}
LIMIT_MB=60   # the carry limit is 64 MiB for everything together

fail() { echo "error: build_carry: $*" >&2; exit 1; }

# flavour:compiler pairs; plain only provides the host libraries for cusparse_spmv
BUILDS="openacc:gcc-nvptx omp-target:clang-nvptx plain:gcc"
C_TESTS="tests/test_spmv tests/test_cg tests/test_mmio"

for pair in $BUILDS; do
    flavour=${pair%%:*} compiler=${pair#*:}
    dir=build/$flavour-$compiler
    echo "== $flavour with $compiler -> $dir"
    python3 configure.py --flavour "$flavour" --compiler "$compiler" ||
        fail "configure.py --flavour $flavour --compiler $compiler failed"
    targets="lib/libruntime.a lib/libkernels.a"
    if [ "$flavour" != plain ]; then
        # a clear message instead of ninja's "unknown target"
        grep -q '^build bin/spmv_bench:' "$dir/build.ninja" ||
            fail "$dir/build.ninja has no bin/spmv_bench: drivers/spmv_bench.c must exist and be listed in PROGRAMS in configure.py"
        targets="$targets bin/spmv_bench bin/spcg $C_TESTS"
    fi
    # shellcheck disable=SC2086
    ninja -C "$dir" $targets || fail "ninja -C $dir $targets failed"
done

rm -rf "$CARRY"
mkdir -p "$CARRY/openacc" "$CARRY/omp-target" "$CARRY/lib-acc"

for pair in openacc:gcc-nvptx omp-target:clang-nvptx; do
    flavour=${pair%%:*} compiler=${pair#*:}
    for prog in spmv_bench spcg; do
        bin=build/$flavour-$compiler/bin/$prog
        [ -x "$bin" ] || fail "$bin was not built"
        cp "$bin" "$CARRY/$flavour/$prog"
    done
    for t in $C_TESTS; do
        cp "build/$flavour-$compiler/$t" "$CARRY/$flavour/"
    done
done

echo "== cusparse_spmv"
[ -f "$CUDA/include/cusparse.h" ] || fail "$CUDA/include/cusparse.h missing (set CUDA=...)"
gcc -O2 -std=c11 -Wall -Wextra -I runtime -I runtime/sparse -I gen/include -I"$CUDA/include" \
    drivers/cusparse_spmv.c build/plain-gcc/lib/libruntime.a build/plain-gcc/lib/libkernels.a \
    -L"$CUDA/lib64" -lcusparse -lcudart -lm -o "$CARRY/cusparse_spmv" ||
    fail "compiling drivers/cusparse_spmv.c failed"

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
STAGE=$(mktemp -d)
trap 'rm -rf "$STAGE"' EXIT
objects="$CARRY/omp-target/spmv_bench $LLVM_LIB/libomptarget.so.16"
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
    if [[ $soname =~ $BASE_RE ]]; then
        echo "   base    $soname"
    else
        echo "   carried $soname  <- $path"
        cp -L "$path" "$STAGE/$soname"
    fi
done <<<"$deps"
for need in libomp.so.5 libomptarget.so.16 libLLVM-16.so.1; do
    [ -e "$STAGE/$need" ] || fail "$need was not collected"
done
manifest=$( (for p in $PLUGINS; do echo "$p $LLVM_LIB/$p"; done; echo "$deps") |
    while read -r name path; do
        if [ -n "$name" ] && [[ ! $name =~ $BASE_RE ]]; then
            echo "$name $(stat -L -c '%s %Y' "$path")"
        fi
    done | sort)
pack omp-libs "$STAGE" "$manifest"

echo "== LAPACKE + OpenBLAS for test_cg (not on the GPU machine)"
BLAS_STAGE=$(mktemp -d)
trap 'rm -rf "$STAGE" "$BLAS_STAGE"' EXIT
blas_deps=$(ldd "$CARRY/openacc/test_cg" | awk '$2 == "=>" && $3 ~ /^\// {print $1, $3}' | sort -u)
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
total_mb=$((total_kb / 1024))
echo "total: ${total_mb} MiB in $CARRY"
[ "$total_mb" -le "$LIMIT_MB" ] || fail ".carry is ${total_mb} MiB, over the ${LIMIT_MB} MiB budget"
