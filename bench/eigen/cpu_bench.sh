#!/usr/bin/env bash
# The CPU comparison of issue 12: speig (omp-host: OpenMP threads on this machine's cores,
# OpenBLAS for the dense blocks) against SLEPc (Debian libslepc-real-dev, one MPI rank per core)
# on the same matrices, with the same nev and relative tolerance (||r|| / |lambda| <= TOL, see
# bench/eigen/slepc_peer.c for what each solver's test is). Each of our solvers is compared
# with its counterpart, the same method with the same preconditioner:
#
#   speig lobpcg                       SLEPc LOBPCG -st_ksp_type preonly -st_pc_type none
#   speig lobpcg --precond block       SLEPc LOBPCG, block Jacobi with one exact (LU) solve per
#     (64-row blocks, |A - shift|^-1)    64-row block (the same blocks; shift 0 is the Gershgorin
#                                        bound of these matrices, so the same operator)
#   speig lobpcg --precond amg         SLEPc LOBPCG, one V-cycle of PETSc's GAMG (smoothed
#                                      aggregation, as ours) per vector; hypre's BoomerAMG
#                                      (classical) runs too
#   speig lanczos                      SLEPc Krylov-Schur (thick-restart Lanczos)
#
# and SLEPc's defaults run too: its LOBPCG preconditions with 5 GMRES iterations (with block
# Jacobi/ILU(0) per rank, or with nothing under -st_pc_type none), a stronger preconditioner
# than Jacobi or block Jacobi. Our solvers run with both operators: CSB-COO (speig's default)
# and CSR.
# Each solve is timed twice over (setup excluded on both sides): its wall time on THREADS cores
# (MPI ranks for SLEPc, OpenMP and OpenBLAS threads for speig), and the CPU time of a run on one
# core (one rank, one thread), which a machine shared with other work disturbs far less. The
# best of REPS runs; the runs of all solvers take turns, so that the load falls on all alike.
#
#   bash bench/eigen/cpu_bench.sh         (MATRICES, NEV, TOL, BLOCK, REPS, THREADS, OUT)
#
# MATRICES: poisson:N (3D Laplacian N^3, closed form known; degenerate eigenvalues) and
# aniso:N (the same grid with coefficients 1, 1.3, 1.7 in the three directions: no degenerate
# eigenvalues, closed form known; written as a Matrix Market file for both programs).
# Installs libslepc-real-dev when missing (it brings PETSc and OpenMPI), builds the peer
# (bench/eigen/slepc_peer.c) with mpicc against the plain host runtime, and prints the table
# (bench/eigen/cpu_table.py) last.
set -euo pipefail
cd "$(dirname "$0")/../.."
MATRICES=${MATRICES:-"poisson:32 poisson:48 aniso:32"}
NEV=${NEV:-8}
TOL=${TOL:-1e-8}
BLOCK=${BLOCK:-$NEV}
REPS=${REPS:-3}
THREADS=${THREADS:-$(nproc)}
OUT=${OUT:-bench/results/cpu-eigen}
mkdir -p "$OUT"
LOG=$OUT/cpu_bench.log
: >"$LOG"

if ! dpkg-query -W -f='${Status}' libslepc-real-dev 2>/dev/null | grep -q "install ok installed"; then
    echo "cpu_bench: installing libslepc-real-dev (SLEPc, PETSc, OpenMPI)"
    apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends \
        libslepc-real-dev pkg-config >/dev/null
fi
for cfg in "plain gcc" "omp-host gcc"; do
    set -- $cfg
    python3 configure.py --flavour "$1" --compiler "$2" >/dev/null
done
ninja -C build/plain-gcc lib/libruntime.a lib/libkernels.a >/dev/null
ninja -C build/omp-host-gcc bin/speig >/dev/null
PEER=build/plain-gcc/slepc_peer
# shellcheck disable=SC2086
mpicc -O2 -std=c11 $(pkg-config --cflags slepc) -I runtime -I runtime/sparse -I gen/include \
    bench/eigen/slepc_peer.c build/plain-gcc/lib/libruntime.a build/plain-gcc/lib/libkernels.a \
    $(pkg-config --libs slepc) -lm -o "$PEER"
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
say() { echo "$*" | tee -a "$LOG"; }
say "cpu_bench: $(date -u +%Y-%m-%dT%H:%M:%SZ), $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2-), nev $NEV, tol $TOL, block $BLOCK, best of $REPS"

# aniso:N as a Matrix Market file: -c_d on the neighbours in direction d, 2 (c_x + c_y + c_z)
# on the diagonal; eigenvalues sum_d c_d (2 - 2 cos(pi i_d / (N + 1)))
aniso_file() {
    local n=$1 file=$OUT/aniso-$1.mtx
    [ -e "$file" ] || python3 - "$n" "$file" <<'EOF'
import sys
n, path = int(sys.argv[1]), sys.argv[2]
c = (1.0, 1.3, 1.7)
idx = lambda x, y, z: x + n * (y + n * z) + 1
lines = []
for z in range(n):
    for y in range(n):
        for x in range(n):
            i = idx(x, y, z)
            lines.append(f"{i} {i} {2 * sum(c)!r}")
            for d, (xx, yy, zz) in enumerate(((x + 1, y, z), (x, y + 1, z), (x, y, z + 1))):
                if max(xx, yy, zz) < n:
                    lines.append(f"{idx(xx, yy, zz)} {i} {-c[d]!r}")
with open(path, "w") as f:
    f.write("%%MatrixMarket matrix coordinate real symmetric\n")
    f.write(f"{n ** 3} {n ** 3} {len(lines)}\n" + "\n".join(lines) + "\n")
EOF
    echo "$file"
}

# SLEPc: label and arguments (@BLOCKS@: the number of 64-row blocks)
PEERS=("krylovschur:-eps_type krylovschur"
       "lobpcg, no preconditioner:-eps_type lobpcg -st_ksp_type preonly -st_pc_type none"
       "lobpcg, block Jacobi 64 (LU):-eps_type lobpcg -st_ksp_type preonly -st_pc_type bjacobi -st_pc_bjacobi_blocks @BLOCKS@ -st_sub_pc_type lu"
       "lobpcg, default (5 GMRES + block Jacobi/ILU(0)):-eps_type lobpcg"
       "lobpcg, 5 GMRES, no PC:-eps_type lobpcg -st_pc_type none"
       "lobpcg, GAMG:-eps_type lobpcg -st_ksp_type preonly -st_pc_type gamg"
       "lobpcg, BoomerAMG:-eps_type lobpcg -st_ksp_type preonly -st_pc_type hypre")
# ours: label, the SLEPc solver it is the counterpart of, speig arguments
OURS=("lobpcg:lobpcg, no preconditioner:--block $BLOCK"
      "lobpcg block-jacobi:lobpcg, block Jacobi 64 (LU):--block $BLOCK --precond block --precond-block 64"
      "lobpcg amg:lobpcg, GAMG:--block $BLOCK --precond amg --amg-format csr"
      "lanczos:krylovschur:--solver lanczos")
for m in $MATRICES; do
    case $m in
        poisson:*) n=${m#poisson:} peer_matrix=$m ours_matrix="--n $n" rows=$((n * n * n)) ;;
        aniso:*) n=${m#aniso:} file=$(aniso_file "$n") peer_matrix=$file ours_matrix=$file rows=$((n * n * n)) ;;
        *) echo "error: cpu_bench: unknown matrix '$m' (poisson:N or aniso:N)" >&2; exit 1 ;;
    esac
    blocks=$(((rows + 63) / 64))
    say ""
    say "##### matrix $m ($rows rows), load $(cut -d' ' -f1-3 /proc/loadavg)"
    for rep in $(seq "$REPS"); do
        for cores in "$THREADS" 1; do
            for entry in "${PEERS[@]}"; do
                label=${entry%%:*} args=${entry#*:}
                say "=== run: slepc $label | $m | rep $rep | cores $cores"
                # shellcheck disable=SC2086
                mpirun --oversubscribe -np "$cores" "$PEER" -matrix "$peer_matrix" -nev "$NEV" \
                    -tol "$TOL" ${args//@BLOCKS@/$blocks} 2>&1 | tee -a "$LOG" | grep "^RESULT" || true
            done
            for entry in "${OURS[@]}"; do
                label=${entry%%:*} rest=${entry#*:}
                counterpart=${rest%%:*} args=${rest#*:}
                for format in csb csr; do
                    say "=== run: speig $label ($format) | $m | rep $rep | cores $cores | counterpart slepc $counterpart"
                    # shellcheck disable=SC2086
                    OMP_NUM_THREADS=$cores OPENBLAS_NUM_THREADS=$cores OMP_PROC_BIND=close OMP_PLACES=cores \
                        build/omp-host-gcc/bin/speig $ours_matrix --nev "$NEV" --tol "$TOL" --every 0 \
                        --format $format $args 2>&1 | tee -a "$LOG" | grep -E "^(time|cpu): solve" || true
                done
            done
        done
    done
    say "##### end of matrix $m, load $(cut -d' ' -f1-3 /proc/loadavg)"
done
python3 bench/eigen/cpu_table.py "$LOG" -o "$OUT/cpu_table.md"
