#!/usr/bin/env bash
# Probe (issue 17): is the RHMC benchmark's pure-gauge start far from the equilibrium of the
# theory with quarks, and what do the K80 trajectories cost from a start thermalised with them?
# rhmc_start.sh thermalises with the pure Wilson action at beta 5.55 (plaquette 0.511); two
# light staggered flavours act like a larger beta, so their equilibrium plaquette should be
# higher, and a rough start makes the Dirac operator's low modes (CG iterations) and the
# fermion force (dH) larger than in a run one would keep. Run ON the GPU machine with .carry/:
#
#   run(command="bash bench/gpu/probes/rhmc_dynamical_start.sh", carry=[".carry"])
#
# 1. bracket: PROBE_SMALL (default 16^4) RHMC chains from two starts, the pure-gauge one at beta
#    5.55 (rhmc_start.sh) and a cold one, BRACKET_TRAJ accept-all trajectories (--warmup) of
#    THERM_STEPS outer steps each: where the two plaquette histories meet is the equilibrium.
# 2. k80: 24^4 from a cold start, THERM_TRAJ accept-all RHMC trajectories (saved), then for each
#    S in STEPS_LIST, TIMED_TRAJ Metropolis trajectories of S outer steps from that start.
# JSON logs in $OUT; the table (plaquette, dH, CG iterations, seconds per trajectory) comes last.
# Environment: PROBE_PARTS (default "bracket k80"), PROBE_FLAVOUR (omp-target), PROBE_SMALL,
# BRACKET_TRAJ (30), THERM_TRAJ (30), RHMC_THERM_STEPS (10), STEPS_LIST ("12 16"), TIMED_TRAJ (2).
# The accept-all trajectories are rhmc_start.sh's thermalise_rhmc (the 2026-11-27 run had them
# inline, with the same options).
source "$(dirname "${BASH_SOURCE[0]}")/../device_env.sh"
source "$(dirname "${BASH_SOURCE[0]}")/../rhmc_start.sh"
PROBE_PARTS=${PROBE_PARTS:-"bracket k80"}
PROBE_FLAVOUR=${PROBE_FLAVOUR:-omp-target}
PROBE_SMALL=${PROBE_SMALL:-16x16x16x16}
BRACKET_TRAJ=${BRACKET_TRAJ:-30}
THERM_TRAJ=${THERM_TRAJ:-30}
STEPS_LIST=${STEPS_LIST:-"12 16"}
TIMED_TRAJ=${TIMED_TRAJ:-2}
QUARKS="--beta 5.55 --flavours 2:0.0125 --gauge-steps 5 --md-residual 1e-7 --mc-residual 1e-10 --md-error 1e-7 --mc-error 1e-12"
f=$PROBE_FLAVOUR

part() { case " $PROBE_PARTS " in *" $1 "*) return 0 ;; *) return 1 ;; esac; }

if part bracket; then
    say "##### $PROBE_SMALL: RHMC from the pure-gauge start and from a cold one"
    thermalise "$PROBE_SMALL" 5.55 "$f" "$CFG/wilson-$PROBE_SMALL.nersc" wilson
    # shellcheck disable=SC2086
    RHMC_THERM=$BRACKET_TRAJ thermalise_rhmc "bracket-gauge-start" "$PROBE_SMALL" "$f" \
        "$CFG/wilson-$PROBE_SMALL.nersc" "$CFG/bracket-gauge-start.nersc" $QUARKS
    # shellcheck disable=SC2086
    RHMC_THERM=$BRACKET_TRAJ thermalise_rhmc "bracket-cold-start" "$PROBE_SMALL" "$f" cold \
        "$CFG/bracket-cold-start.nersc" $QUARKS
fi

if part k80; then
    say "##### 24^4: RHMC thermalisation from cold, then Metropolis trajectories"
    # shellcheck disable=SC2086
    RHMC_THERM=$THERM_TRAJ thermalise_rhmc "k80-therm" 24x24x24x24 "$f" cold "$CFG/dynamical-24.nersc" $QUARKS
    for s in $STEPS_LIST; do
        # shellcheck disable=SC2086
        run_prog "k80-steps$s" "$f" hmc --start "$CFG/dynamical-24.nersc" --traj "$TIMED_TRAJ" --therm 0 \
            --warmup 0 --steps "$s" $QUARKS --pbp-noise 1 --json "$OUT/k80-steps$s.json"
    done
fi

say ""
python3 - "$OUT" <<'PY' | tee -a "$LOG"
import json, pathlib, sys
for path in sorted(pathlib.Path(sys.argv[1]).glob("*.json")):
    rows = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    if not rows:
        continue
    print(f"{path.stem}: trajectory plaquette dH accepted md-iters seconds")
    for r in rows:
        print(f"  {r['traj']:3d} {r['plaquette']:.5f} {r['dH']:10.3g} {'M' if r['metropolis'] else 'w'}"
              f"{'+' if r['accepted'] else '-'} {r['cg_iterations']['md']:6d} {r['seconds']:7.2f}")
PY
summary
