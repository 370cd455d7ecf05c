#!/usr/bin/env bash
# Probe (issue 17): the multishift solver's vector algebra before and after a change to its
# kernels (the fused shift updates, lattice_vec3_shift_update_many_*; the vec3 sums as partial
# sums, generator/units.py PARTIAL_SUMS), one K80-configuration trajectory of each
# program on the same thermalised start. Run ON the GPU machine with .carry/ carried:
#
#   here:   mkdir -p .carry/before && strip -o /tmp/hmc OLD_HMC && xz -c /tmp/hmc > .carry/before/hmc-FLAVOUR.xz
#           (OLD_HMC: bin/hmc of the flavour's build before the change)
#           bash bench/gpu/build_carry.sh     (ORDER with that flavour's build, to stay within 64 MiB)
#   there:  bash bench/gpu/probes/multishift_fused.sh
#
# 1. tests: test_lattice_kernels (the fused kernels against a plain loop) and test_rhmc of the
#    flavour, on the device.
# 2. before, after: the trajectory (rhmc_campaign.sh's RHMC_ARGS) with the old and the current
#    hmc, from rhmc_campaign.sh's pure-gauge start (bench/gpu/rhmc_start.sh; made if missing);
#    JSON logs $OUT/{before,after}-k80-LATTICE-FLAVOUR.json.
# 3. blocking: the current hmc with DEV_GPU_WAIT=blocking (omp-target: libomptarget's own wait
#    for the GPU, gen/omp-target/device.c), $OUT/blocking-k80-LATTICE-FLAVOUR.json.
# Environment: PROBE_PARTS (default "tests before after"; "blocking" too), PROBE_FLAVOUR (default omp-target),
# PROBE_LATTICE (default 24x24x24x24), PROBE_TRAJ (trajectories after the warm-up, default 1),
# RHMC_ARGS as the campaign's.
source "$(dirname "${BASH_SOURCE[0]}")/../device_env.sh"
source "$(dirname "${BASH_SOURCE[0]}")/../rhmc_start.sh"
PROBE_PARTS=${PROBE_PARTS:-"tests before after"}
PROBE_FLAVOUR=${PROBE_FLAVOUR:-omp-target}
PROBE_LATTICE=${PROBE_LATTICE:-24x24x24x24}
PROBE_TRAJ=${PROBE_TRAJ:-1}
RHMC_ARGS=${RHMC_ARGS:-"--flavours 2:0.0125 --steps 8 --gauge-steps 5 --md-residual 1e-7 --mc-residual 1e-10 --md-error 1e-7 --mc-error 1e-12"}
START=$CFG/wilson-$PROBE_LATTICE.nersc
f=$PROBE_FLAVOUR

part() { case " $PROBE_PARTS " in *" $1 "*) return 0 ;; *) return 1 ;; esac; }

if part tests; then
    run_prog "$f test_lattice_kernels" "$f" test_lattice_kernels
    run_prog "$f test_rhmc" "$f" test_rhmc
fi

# trajectory LABEL PROG: warm-up + PROBE_TRAJ timed trajectories from $START
trajectory() {
    # shellcheck disable=SC2086
    run_prog "$1-k80-$PROBE_LATTICE-$f" "$f" "$2" --traj $((PROBE_TRAJ + 1)) --therm 1 --warmup 1 --pbp-noise 1 \
        --json "$OUT/$1-k80-$PROBE_LATTICE-$f.json" --start "$START" --beta 5.55 $RHMC_ARGS
}

if part before || part after || part blocking; then
    thermalise "$PROBE_LATTICE" 5.55 "$f" "$START" wilson
fi
if part before; then
    unpack_before hmc "$f" && trajectory before hmc-before
fi
part after && trajectory after hmc
part blocking && RUN_ENV="DEV_GPU_WAIT=blocking" trajectory blocking hmc
summary
