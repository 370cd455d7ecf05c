#!/usr/bin/env bash
# Probe (issue 17): the multishift solver's vector algebra before and after the fused shift
# updates (lattice_vec3_shift_update_many_*: 8, 4 or 2 shifts a launch instead of one launch a
# shift). Run ON the GPU machine after bench/gpu/rhmc_campaign.sh's k80 part (it reuses that
# part's thermalised 24^4 start in /tmp/rhmc-campaign-cfg):
#
#   here:   mkdir -p .carry/before && strip -o /tmp/hmc OLD_HMC && xz -c /tmp/hmc > .carry/before/hmc-omp-target.xz
#           (OLD_HMC: bin/hmc of build/omp-target-clang-nvptx built before the change)
#           bash bench/gpu/build_carry.sh
#   there:  PARTS="k80" bash bench/gpu/rhmc_campaign.sh; bash bench/gpu/probes/multishift_fused.sh
#
# (The old program and a whole carry exceed the device tool's 64 MiB: carry .carry's usual
# files in one call, .carry/before alone in the next call on the same warm machine.)
# 1. test_lattice_kernels (the fused kernels against a plain loop) and test_rhmc, on the device.
# 2. The K80 24^4 trajectory (rhmc_campaign.sh's RHMC_ARGS) with the old hmc on the same start:
#    its JSON log's linalg time against the campaign's k80-24x24x24x24-omp-target.json.
# Environment: PROBE_PARTS (default "tests before"), PROBE_FLAVOURS (the tests', default
# "omp-target openacc"), RHMC_ARGS as the campaign's.
source "$(dirname "${BASH_SOURCE[0]}")/../device_env.sh"
PROBE_PARTS=${PROBE_PARTS:-"tests before"}
PROBE_FLAVOURS=${PROBE_FLAVOURS:-"omp-target openacc"}
RHMC_ARGS=${RHMC_ARGS:-"--flavours 2:0.0125 --steps 8 --gauge-steps 5 --md-residual 1e-7 --mc-residual 1e-10 --md-error 1e-7 --mc-error 1e-12"}
START=/tmp/rhmc-campaign-cfg/wilson-24x24x24x24.nersc

part() { case " $PROBE_PARTS " in *" $1 "*) return 0 ;; *) return 1 ;; esac; }

if part tests; then
    for flavour in $PROBE_FLAVOURS; do
        run_prog "$flavour test_lattice_kernels" "$flavour" test_lattice_kernels
    done
    run_prog "omp-target test_rhmc" omp-target test_rhmc
fi

if ! part before; then
    :
elif [ ! -s "$CARRY/before/hmc-omp-target.xz" ]; then
    say "error: $CAMPAIGN: no $CARRY/before/hmc-omp-target.xz (see this script's header)"
elif [ ! -s "$START" ]; then
    say "error: $CAMPAIGN: no $START: run rhmc_campaign.sh's k80 part first"
else
    xz -dc "$CARRY/before/hmc-omp-target.xz" >"$BIN/omp-target/hmc-before" && chmod +x "$BIN/omp-target/hmc-before"
    # shellcheck disable=SC2086
    run_prog "k80-24x24x24x24-omp-target-before" omp-target hmc-before --traj 2 --therm 1 --warmup 1 \
        --pbp-noise 1 --json "$OUT/before-k80-24x24x24x24-omp-target.json" --start "$START" --beta 5.55 $RHMC_ARGS
fi
summary
