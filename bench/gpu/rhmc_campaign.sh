#!/usr/bin/env bash
# The RHMC campaign (issue 17), run ON the GPU machine from the repository root with .carry/
# carried (built here by bench/gpu/build_carry.sh; nothing is built there):
#
#   run(command="bash bench/gpu/rhmc_campaign.sh", carry=[".carry"])
#
# 1. tests: test_rhmc of both offload flavours on the device (RHMC kernels against the
#    references, forces against finite differences, reversibility, dH ~ dt^2, free field,
#    Nf = 4 RHMC against exact HMC).
# 2. mdstep: the pure-gauge MD step at 32^4 (Wilson, leapfrog): gauge force + link update per
#    site, from the hmc JSON log's gauge time (target: <= 8 ns/site; 51.7 on a P100 published).
# 3. k80: full trajectories of the configurations published on one K80 (Wilson gauge action,
#    unimproved staggered quarks, am = 0.0125, beta = 5.55: 24^4 in 328 s, 32^3 x 8 in 491 s;
#    target >= 25x faster), Nf = 2 (det M^(1/2)), trajectory length 1, RHMC_ARGS with each
#    outer step count of K80_STEPS. The start is thermalised with the quarks (rhmc_start.sh's
#    thermalise_rhmc: RHMC_THERM accept-all trajectories from cold, plaquette ~0.560), not with
#    the pure gauge action (plaquette 0.511 at this beta, far rougher: dH ~ 15 at 16 steps
#    there against ~0.4 in equilibrium with the quarks).
# 4. improved: the same 24^4 with the tree-level Symanzik action, 2 stout levels and 2+1
#    flavours (IMPROVED_ARGS, IMPROVED_STEPS outer steps), thermalised the same way.
# 5. cpudirac: dslash_bench of omp-host on the host's cores (OMP_PROC_BIND=close,
#    OMP_PLACES=cores), ratio to the copy bandwidth of the same process (target >= 0.6 of copy
#    for the compulsory bytes at 32^4; 0.14-0.19 before the row loops).
# Each hmc run writes its JSON log to $OUT; bench/gpu/rhmc_table.py prints the table last.
#
# Environment: PARTS (default "tests mdstep k80 improved cpudirac"), FLAVOURS (GPU flavours of
# the k80 part, default "omp-target openacc"), RHMC_TRAJ (trajectories timed after one warm-up,
# default 2), K80_LATTICES, K80_STEPS (default "12 16"), RHMC_ARGS, IMPROVED_ARGS,
# IMPROVED_STEPS (default 12), CPU_LATTICES; RHMC_THERM, RHMC_THERM_STEPS of the starts
# (rhmc_start.sh). Budget on an H200 (omp-target): each start about 4 minutes (30 trajectories
# of 2-8 s at 24^4), each timed trajectory 8-11 s: one lattice per call.
source "$(dirname "${BASH_SOURCE[0]}")/device_env.sh"
PARTS=${PARTS:-"tests mdstep k80 improved cpudirac"}
FLAVOURS=${FLAVOURS:-"omp-target openacc"}
RHMC_TRAJ=${RHMC_TRAJ:-2}
RHMC_ARGS=${RHMC_ARGS:-"--flavours 2:0.0125 --gauge-steps 5 --md-residual 1e-7 --mc-residual 1e-10 --md-error 1e-7 --mc-error 1e-12"}
IMPROVED_ARGS=${IMPROVED_ARGS:-"--beta 3.75 --action symanzik --stout 2 --rho 0.15 --flavours 2:0.0125 --flavours 1:0.05 --gauge-steps 5"}
IMPROVED_STEPS=${IMPROVED_STEPS:-12}
K80_STEPS=${K80_STEPS:-"12 16"}
CPU_LATTICES=${CPU_LATTICES:-"24x24x24x24 32x32x32x32"}
source "$(dirname "${BASH_SOURCE[0]}")/rhmc_start.sh"
K80_LATTICES=${K80_LATTICES:-"24x24x24x24 32x32x32x8"}

part() { case " $PARTS " in *" $1 "*) return 0 ;; *) return 1 ;; esac; }

rhmc() {
    local label=$1 flavour=$2
    shift 2
    run_prog "$label" "$flavour" hmc --traj $((RHMC_TRAJ + 1)) --therm 1 --warmup 1 --pbp-noise 1 \
        --json "$OUT/$label.json" "$@"
}

if part tests; then
    say "##### RHMC correctness tests on the device"
    for flavour in openacc omp-target; do
        RUN_TIMEOUT=240 run_prog "$flavour test_rhmc" "$flavour" test_rhmc
    done
fi

if part mdstep; then
    say ""
    say "##### pure-gauge MD step, 32^4, Wilson, leapfrog 20 steps (one warm-up trajectory)"
    for flavour in omp-target openacc; do
        run_prog "mdstep-$flavour" "$flavour" hmc --lattice 32 --beta 6.0 --integrator leapfrog --steps 20 \
            --traj 2 --therm 1 --warmup 1 --json "$OUT/mdstep-$flavour.json"
    done
fi

if part k80; then
    for lat in $K80_LATTICES; do
        say ""
        say "##### K80 configuration $lat: Wilson, Nf = 2 staggered, am = 0.0125, beta = 5.55"
        start=$CFG/nf2-$lat.nersc
        # shellcheck disable=SC2086
        thermalise_rhmc "therm-$lat" "$lat" "${FLAVOURS%% *}" cold "$start" --beta 5.55 $RHMC_ARGS
        for flavour in $FLAVOURS; do
            for steps in $K80_STEPS; do
                # shellcheck disable=SC2086
                rhmc "k80_s$steps-$lat-$flavour" "$flavour" --start "$start" --beta 5.55 $RHMC_ARGS --steps "$steps"
            done
        done
    done
fi

if part improved; then
    say ""
    say "##### 24^4, tree-level Symanzik, 2 stout levels, 2+1 flavours ($IMPROVED_ARGS)"
    start=$CFG/improved-24x24x24x24.nersc
    # shellcheck disable=SC2086
    thermalise_rhmc "therm-improved" 24x24x24x24 omp-target cold "$start" $IMPROVED_ARGS
    # shellcheck disable=SC2086
    rhmc "improved_s$IMPROVED_STEPS-24x24x24x24-omp-target" omp-target --start "$start" $IMPROVED_ARGS \
        --steps "$IMPROVED_STEPS"
fi

if part cpudirac; then
    say ""
    say "##### CPU Dirac operator: omp-host on $(nproc) cores"
    lscpu | grep -E 'Model name|Socket|NUMA node|Thread' | tee -a "$LOG"
    run_prog "omp-host dslash_bench" omp-host dslash_bench --lattices "$CPU_LATTICES"
fi

say ""
grep -E '^test_rhmc: [0-9]+ checks' "$LOG" | tee "$OUT/rhmc_tests.txt"
python3 "$ROOT/bench/gpu/rhmc_table.py" "$OUT" --log "$LOG" -o "$OUT/rhmc_table.md"
summary
