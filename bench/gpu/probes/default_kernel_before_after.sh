#!/usr/bin/env bash
# The GPU flavours' default SpMM kernel (specs/sparse.yaml spmm.default_variant: rowwise_indexed
# on both triangles since 2026-11-30) against the kernels that were the default before (omp-target:
# fused on the upper triangle; openacc: naive on both, GCC building no fused), same programs, same
# call: shellmodel (24Mg, 28Si, 48Cr with GXPF1A) and speig (the 10^6-row Laplacian), each run's
# "csb:"/"operator:" line (the kernel it took), its energies and its time line. Run ON the GPU
# machine with .carry carried (device_env.sh); output in $OUT/default_kernel_before_after.log,
# a table last.
#
#   run(command="bash bench/gpu/probes/default_kernel_before_after.sh", carry=[".carry"])
source "$(dirname "${BASH_SOURCE[0]}")/../device_env.sh"
BIG=${BIG:-"--int gxpf1a --nucleus 48Cr --nev 5 --tol 1e-6 --every 10"}
SPEIG=${SPEIG:-"--n 100 --nev 8 --block 12 --tol 1e-8 --every 100"}
declare -A OLD=([omp-target]=fused [openacc]=naive)
for flavour in omp-target openacc; do
    for kernel in default "${OLD[$flavour]}"; do
        pick=""
        [ "$kernel" != default ] && pick="--variant $kernel"
        # shellcheck disable=SC2086
        {
            run_prog "$flavour shellmodel 24Mg $kernel" "$flavour" shellmodel --nucleus 24Mg --nev 5 --every 20 $pick
            run_prog "$flavour shellmodel 28Si $kernel" "$flavour" shellmodel --nucleus 28Si --nev 10 --tol 1e-8 --every 20 $pick
            run_prog "$flavour shellmodel 48Cr $kernel" "$flavour" shellmodel $BIG $pick
            run_prog "$flavour speig $kernel" "$flavour" speig $SPEIG $pick
        }
    done
done
say ""
say "| run | kernel | storage | iterations | solve s | SpMM s | E0 / lowest eigenvalue |"
say "|---|---|---|---:|---:|---:|---|"
python3 - "$LOG" <<'PY' | tee -a "$LOG"
import re, sys
run = None
rows = []
for line in open(sys.argv[1]):
    if line.startswith("=== run: "):
        run = {"name": line[9:].split(":")[0]}
    elif run is None:
        continue
    elif m := re.match(r"(?:csb|operator): (?:csb )?B = \d+, ([^,]+), kernel (\w+)", line):
        run["storage"], run["kernel"] = m.group(1), m.group(2)
    elif m := re.match(r"iterations: (\d+)", line):
        run["it"] = m.group(1)
    elif m := re.match(r"RESULT shellmodel-solve .* e0=(\S+)", line):
        run["e0"] = m.group(1)
    elif m := re.match(r"\s+0\s+(\S+)\s+\S+\s+\S+\s+\S+$", line):  # speig's lowest
        run.setdefault("e0", m.group(1))
    elif m := re.search(r"solve ([0-9.]+) s:? \(?SpMM ([0-9.]+) s", line):
        run["solve"], run["spmm"] = m.group(1), m.group(2)
    elif line.startswith("=== end: "):
        rows.append(run)
        run = None
for r in rows:
    print(f"| {r['name']} | {r.get('kernel', '?')} | {r.get('storage', '?')} | {r.get('it', '?')} | "
          f"{r.get('solve', '?')} | {r.get('spmm', '?')} | {r.get('e0', '?')} |")
PY
say "=== $CAMPAIGN done: $failures failed runs"
