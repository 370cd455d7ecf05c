# Sourced by the omp-target probes' scripts (spmm_rowwise_probe.sh, spmm_sell_probe.sh), from
# the repository's root: a probe's C file built against build/omp-target-clang-nvptx's
# libraries here, and the carried OpenMP offload runtime unpacked there.
PROBE_BUILD=build/omp-target-clang-nvptx

# here: configure (once) and build the libraries; sets PROBE_CFLAGS to the build's C flags
probe_prepare() {
    [ -f $PROBE_BUILD/build.ninja ] || python3 configure.py --flavour omp-target --compiler clang-nvptx || return 1
    ninja -C $PROBE_BUILD lib/libruntime.a lib/libkernels.a >/dev/null || return 1
    PROBE_CFLAGS=$(sed -n 's/^cflags = //p' $PROBE_BUILD/build.ninja | sed "s|\$root|$PWD|g; s|\$gen|$PWD/gen|g")
}

# here: probe_compile SOURCE OUTPUT [FLAG...]: the probe linked with the libraries, stripped and
# xz-compressed to OUTPUT.xz
probe_compile() {
    local src=$1 out=$2
    shift 2
    # shellcheck disable=SC2086
    clang-16 $PROBE_CFLAGS "$@" "$src" $PROBE_BUILD/lib/libruntime.a $PROBE_BUILD/lib/libkernels.a \
        -lm -o "$out" 2>&1 | grep -v 'CUDA version is newer'
    strip "$out" && xz -f -T0 "$out"
}

# there: the carried libomptarget and its plugins in /tmp/omplibs (once per machine)
probe_omplibs() {
    mkdir -p /tmp/omplibs
    [ -e /tmp/omplibs/.unpacked ] || { tar -C /tmp/omplibs -xJf .carry/omp-libs.tar.xz && touch /tmp/omplibs/.unpacked; }
}
