"""Rewrite the k = 8 float rowwise_indexed kernels of a generated file so that a thread loads
U entries of a block (values, columns, then their rows of X) before it adds their products:
U gathers in flight instead of one (probe: bench/gpu/probes/spmm_unroll_probe.sh). Entries
past the block's end read the block's last entry with a value of 0.

    python3 unroll_entries.py IN.c OUT.c U
"""
import re
import sys

LOOP = re.compile(
    r"(?P<ind> +)for \((?P<qt>u?int32_t) q = start; q < end; \+\+q\) \{\n"
    r" +const float v = block_val\[q\];\n"
    r" +const int64_t j = col0 \+ block_cloc\[q\];\n"
    r" +const float \*restrict x =\s+\(const float \*\)__builtin_assume_aligned\(X \+ j \* 8(?P<off>[^,]*), 16\);\n"
    r" +for \(int32_t c = 0; c < (?P<w>\d+); \+\+c\)\n"
    r" +acc\[c\] \+= v \* x\[c\];\n"
    r" +\}\n")


def unrolled(m, u):
    i, qt, off, w = m["ind"], m["qt"], m["off"], m["w"]
    return (f"{i}for ({qt} q = start; q < end; q += {u}) {{\n"
            f"{i}    float v[{u}], xv[{u}][{w}];\n"
            f"{i}    for (int32_t u = 0; u < {u}; ++u) {{\n"
            f"{i}        const {qt} e = q + u < end ? q + u : end - 1;\n"
            f"{i}        v[u] = q + u < end ? block_val[e] : 0.0f;\n"
            f"{i}        const int64_t j = col0 + block_cloc[e];\n"
            f"{i}        const float *restrict x = (const float *)__builtin_assume_aligned(X + j * 8{off}, 16);\n"
            f"{i}        for (int32_t c = 0; c < {w}; ++c)\n"
            f"{i}            xv[u][c] = x[c];\n"
            f"{i}    }}\n"
            f"{i}    for (int32_t u = 0; u < {u}; ++u)\n"
            f"{i}        for (int32_t c = 0; c < {w}; ++c)\n"
            f"{i}            acc[c] += v[u] * xv[u][c];\n"
            f"{i}}}\n")


def main(src, dst, u):
    text = open(src).read()
    out, count = [], 0
    # only the fixed k = 8 kernels: each function from its "k = 8" comment to the next kernel
    parts = re.split(r"(?=^/\* k = )", text, flags=re.M)
    for part in parts:
        if part.startswith("/* k = 8 */"):
            part, n = LOOP.subn(lambda m: unrolled(m, u), part)
            count += n
        out.append(part)
    if count != 2:
        sys.exit(f"unroll_entries: expected the loops of 2 k = 8 kernels in {src}, found {count}")
    open(dst, "w").write("".join(out))


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], int(sys.argv[3]))
