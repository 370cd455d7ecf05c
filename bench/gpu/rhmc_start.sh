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

# thermalise_rhmc LABEL LATTICE FLAVOUR FROM FILE ARGS...
#     RHMC_THERM accept-all RHMC trajectories (the quarks and beta in ARGS) of RHMC_THERM_STEPS
#     outer steps from FROM (cold or a NERSC file), then one with a Metropolis step; the links
#     saved as NERSC FILE (kept if FILE exists), the history in $OUT/LABEL.json.
# Why: quarks raise the plaquette. At beta 5.55 with two flavours of am = 0.0125 the dynamical
# equilibrium is at plaquette ~0.560 (16^4 and 24^4 from cold; a chain from the pure-gauge
# start, 0.511, was still climbing through 0.554 after 25 trajectories), and on the rougher
# pure-gauge start the fermion force is so large that 16 outer steps gave dH ~ 15 against ~0.4
# here (bench/results/h200-2026-11-27-dynamical/). From cold the plaquette settles within
# about 20 trajectories at 24^4 (RHMC_THERM default 30, RHMC_THERM_STEPS 10: dH ~ 1-5, which
# an accept-all trajectory tolerates).
RHMC_THERM=${RHMC_THERM:-30}
RHMC_THERM_STEPS=${RHMC_THERM_STEPS:-10}

thermalise_rhmc() {
    local label=$1 lat=$2 flavour=$3 from=$4 file=$5
    shift 5
    [ -s "$file" ] && return 0
    run_prog "$label" "$flavour" hmc --lattice "$lat" --start "$from" --traj $((RHMC_THERM + 1)) \
        --therm "$RHMC_THERM" --warmup "$RHMC_THERM" "$@" --steps "$RHMC_THERM_STEPS" \
        --json "$OUT/$label.json" --save "$file"
}
