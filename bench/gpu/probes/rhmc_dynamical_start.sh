#!/usr/bin/env bash
# Probe (issue 17): is the RHMC benchmark's pure-gauge start far from the equilibrium of the
# theory with quarks? rhmc_start.sh's pure Wilson start at beta 5.55 has plaquette 0.511; two
# light staggered flavours act like a larger beta, so their equilibrium plaquette should be
# higher, and a rough start makes the Dirac operator's low modes (CG iterations) and the
# fermion force (dH) larger than in a run one would keep. Run ON the GPU machine with .carry/:
#
#   run(command="bash bench/gpu/probes/rhmc_dynamical_start.sh", carry=[".carry"])
#
# PROBE_SMALL (default 16^4) RHMC chains (beta 5.55, Nf = 2, am = 0.0125) from two starts, the
# pure-gauge one (rhmc_start.sh's thermalise) and a cold one: BRACKET_TRAJ accept-all
# trajectories each (rhmc_start.sh's thermalise_rhmc); where the two plaquette histories meet is
# the equilibrium. JSON logs $OUT/therm-bracket-{gauge,cold}-start.json; rhmc_table.py's
# thermalisation table comes last. What this probe found became rhmc_campaign.sh's start: the
# K80 trajectories from a start thermalised with the quarks are that campaign's k80 part (the
# 2026-11-27 run of this probe also timed them at 24^4, inline, and named its logs without
# `therm-`; bench/results/h200-2026-11-27-dynamical/README.md).
# Environment: PROBE_FLAVOUR (omp-target), PROBE_SMALL, BRACKET_TRAJ (30), RHMC_THERM_STEPS (10).
source "$(dirname "${BASH_SOURCE[0]}")/../device_env.sh"
source "$(dirname "${BASH_SOURCE[0]}")/../rhmc_start.sh"
PROBE_FLAVOUR=${PROBE_FLAVOUR:-omp-target}
PROBE_SMALL=${PROBE_SMALL:-16x16x16x16}
BRACKET_TRAJ=${BRACKET_TRAJ:-30}
QUARKS="--beta 5.55 --flavours 2:0.0125 --gauge-steps 5 --md-residual 1e-7 --mc-residual 1e-10 --md-error 1e-7 --mc-error 1e-12"
f=$PROBE_FLAVOUR

say "##### $PROBE_SMALL: RHMC from the pure-gauge start and from a cold one"
thermalise "$PROBE_SMALL" 5.55 "$f" "$CFG/wilson-$PROBE_SMALL.nersc" wilson
# shellcheck disable=SC2086
RHMC_THERM=$BRACKET_TRAJ thermalise_rhmc "therm-bracket-gauge-start" "$PROBE_SMALL" "$f" \
    "$CFG/wilson-$PROBE_SMALL.nersc" "$CFG/bracket-gauge-start.nersc" $QUARKS
# shellcheck disable=SC2086
RHMC_THERM=$BRACKET_TRAJ thermalise_rhmc "therm-bracket-cold-start" "$PROBE_SMALL" "$f" cold \
    "$CFG/bracket-cold-start.nersc" $QUARKS
say ""
python3 "$ROOT/bench/gpu/rhmc_table.py" "$OUT" | tee -a "$LOG"
summary
