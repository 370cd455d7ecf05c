# Sourced by the probes that time variants of generated kernel files inside a whole program
# (shellmodel_fill_shape.sh, shellmodel_fill_grouped.sh, spmm_lanes.sh, spmm_unroll_probe.sh).
#
# relink_kernel: compile SOURCE with BUILD's flags
# (and EXTRA flags), put the object into a copy of BUILD's libkernels.a in place of OBJECT, and
# link BUILD's PROGRAM against it as OUTPUT (stripped). Needs BUILD's PROGRAM built.
#   relink_kernel BUILD PROGRAM OBJECT SOURCE OUTPUT [EXTRA...]
#   e.g. relink_kernel build/openacc-gcc-nvptx bin/shellmodel obj/gen/ci_hamiltonian.c.o \
#            /tmp/old/ci_hamiltonian.c /tmp/progs/openacc/shellmodel-before
# relink_kernels: the same for several OBJECT=SOURCE pairs at once.
#   relink_kernels BUILD PROGRAM OUTPUT OBJECT=SOURCE... [-- EXTRA...]
# build_cflags, render_with_spec: below.
# shellcheck shell=bash
relink_kernel() {
    local build=$1 program=$2 object=$3 source=$4 output=$5
    shift 5
    relink_kernels "$build" "$program" "$output" "$object=$source" -- "$@"
}

# The C flags BUILD compiles the generated files with, its $root and $gen made absolute.
#   build_cflags BUILD
build_cflags() {
    sed -n 's/^cflags = //p' "$1/build.ninja" | head -1 | sed "s|\$root|$PWD|g; s|\$gen|$PWD/gen|g"
}

relink_kernels() {
    local build=$1 program=$2 output=$3 tmp cflags compiler link pair object source
    local -a pairs=()
    shift 3
    while [ $# -gt 0 ] && [ "$1" != -- ]; do pairs+=("$1"); shift; done
    [ $# -gt 0 ] && shift  # the "--"; what follows are EXTRA flags
    tmp=$(mktemp -d)
    cflags=$(build_cflags "$build")
    compiler=$(sed -n 's/^cc = //p' "$build/build.ninja" | head -1)
    link=$(ninja -C "$build" -t commands "$program" | tail -1)
    mkdir -p "$tmp/lib" "$tmp/$(dirname "$program")"
    cp "$build/lib/libkernels.a" "$build/lib/libruntime.a" "$tmp/lib/"
    for pair in "${pairs[@]}"; do
        object=${pair%%=*} source=${pair#*=}
        mkdir -p "$tmp/$(dirname "$object")"
        # shellcheck disable=SC2086
        ${compiler:-cc} $cflags "$@" -c "$source" -o "$tmp/$object" || { rm -rf "$tmp"; return 1; }
        (cd "$tmp" && ar r lib/libkernels.a "$object") || { rm -rf "$tmp"; return 1; }
    done
    # the link line names the program's own objects relative to BUILD: link them from there
    find "$PWD/$build/obj" -maxdepth 1 -name '*.o' -exec ln -s {} "$tmp/obj/" \;
    (cd "$tmp" && eval "$link" >/dev/null 2>&1) || { echo "relink_kernels: link of $program failed" >&2; rm -rf "$tmp"; return 1; }
    strip -o "$output" "$tmp/$program"
    rm -rf "$tmp"
}

# The generated files as the repository's specs and templates render them with one spec value
# changed, into DIR/gen (DIR/specs: the changed specs), for a probe to relink some of them.
#   render_with_spec DIR SPEC KEY.PATH VALUE     (VALUE in YAML)
#   e.g. render_with_spec /tmp/x sparse spmm.split_row_bytes '{omp-target: 32}'
render_with_spec() {
    local dir=$1 spec=$2 key=$3 value=$4
    mkdir -p "$dir" && cp -r specs "$dir/specs" && cp -r gen "$dir/gen" || return 1
    python3 -c '
import sys, yaml
path, key, value = sys.argv[1:4]
spec = yaml.safe_load(open(path))
*outer, last = key.split(".")
node = spec
for part in outer:
    node = node[part]
node[last] = yaml.safe_load(value)
yaml.safe_dump(spec, open(path, "w"), sort_keys=False)' "$dir/specs/$spec.yaml" "$key" "$value" || return 1
    python3 -m generator -q --specs "$dir/specs" --out "$dir/gen"
}

# The programs under DIR (DIR/FLAVOUR/PROGRAM) as .carry/programs.tar.xz, for device_env.sh.
#   pack_programs DIR
pack_programs() {
    tar -C "$1" --owner=0 --group=0 -cf - . | xz -T1 --lzma2=preset=6,dict=256MiB >.carry/programs.tar.xz
}
