# Sourced (after device_env.sh) by rhmc_campaign.sh and probes/multishift_fused.sh: the pure-gauge
# starts of the RHMC trajectories.
#
#   thermalise LATTICE BETA FLAVOUR FILE ACTION    HMC from a cold start, saved as NERSC FILE
#                                                  (kept if FILE exists)
#
# HMC_THERM trajectories (default 200), the first HMC_WARMUP (default 20) accepted without a
# Metropolis step, each of length 1 with HMC_STEPS Omelyan steps (default 32). Why 32: the
# mean dH of a trajectory grows with the volume times dt^4, and at 24^4 the 10 steps used until
# 2026-11-27 rejected every trajectory after the warm-up (dH ~ 100, bench/results/
# h200-2026-11-27-spin/), so the "thermalised" start was the last warm-up trajectory, far from
# equilibrium (plaquette 0.554 and falling); at 8^4, 10 steps give dH ~ 0.5.
# shellcheck shell=bash
HMC_THERM=${HMC_THERM:-200}
HMC_WARMUP=${HMC_WARMUP:-20}
HMC_STEPS=${HMC_STEPS:-32}
CFG=${CFG:-/tmp/rhmc-campaign-cfg}
mkdir -p "$CFG"

thermalise() {
    [ -s "$4" ] && return 0
    run_prog "$3 thermalise $1 beta $2 $5" "$3" hmc --lattice "$1" --beta "$2" --action "$5" --traj "$HMC_THERM" \
        --therm $((HMC_THERM - 1)) --warmup "$HMC_WARMUP" --steps "$HMC_STEPS" --save "$4"
}
