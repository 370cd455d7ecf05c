#!/usr/bin/env python3
"""Write the seed corpora of the fuzzers (tests/fuzz/corpus/<target>/, committed).

    python3 tests/fuzz/make_seeds.py [--bin build/plain-gcc/bin]

Seeds come from the shipped data files: basis sets cut into one file per element block
(with the file's cartesian/spherical line), molecules from data/water, the .snt files as
they are. Formats the repository ships no file of come from the programs' own writers: a
NERSC file of a 2^4 lattice saved by `hmc` (plus its two-row single-precision and
little-endian variants, converted here with the checksum recomputed) and a Hamiltonian saved
by `shellmodel --write-mtx`, next to small hand-written Matrix Market files of every header
kind the reader accepts.
"""
import argparse
import glob
import os
import shutil
import struct
import subprocess
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
CORPUS = os.path.join(HERE, "corpus")


def put(target, name, data):
    os.makedirs(os.path.join(CORPUS, target), exist_ok=True)
    mode = "wb" if isinstance(data, bytes) else "w"
    with open(os.path.join(CORPUS, target, name), mode) as f:
        f.write(data)


def basis_seeds():
    """One seed per element block of each basis, for the elements that show every shell
    kind: H (S), C and O (S, P or SP, D), and the last element of the file."""
    for path in sorted(glob.glob(os.path.join(ROOT, "data", "basis", "*.gbs"))):
        text = open(path).read()
        head = "\n".join(l for l in text.splitlines()[:3] if l.strip() in ("cartesian", "spherical"))
        blocks = [b.strip("\n") for b in text.split("****") if b.strip() and not b.lstrip().startswith("!")]
        blocks = [b for b in blocks if b.split()[1:2] == ["0"]]
        wanted = {"H", "C", "O", blocks[-1].split()[0]}
        stem = os.path.splitext(os.path.basename(path))[0]
        for block in blocks:
            element = block.split()[0]
            if element in wanted:
                put("gbs", f"{stem}_{element}.gbs", f"{head}\n****\n{block}\n****\n")


def xyz_seeds():
    src = os.path.join(ROOT, "data", "water", "h2o_16.xyz")
    lines = open(src).read().splitlines()
    put("xyz", "h2o_16.xyz", "\n".join(lines) + "\n")
    put("xyz", "h2o_1.xyz", "\n".join(["3", lines[1]] + lines[2:5]) + "\n")


def snt_seeds():
    for path in sorted(glob.glob(os.path.join(ROOT, "data", "interactions", "*.snt"))):
        shutil.copy(path, os.path.join(CORPUS, "snt", os.path.basename(path)))


MTX = {
    "general.mtx": "%%MatrixMarket matrix coordinate real general\n% a comment\n3 4 4\n"
                   "1 1 2.5\n2 3 -1e-3\n3 4 7\n1 1 0.5\n",
    "symmetric.mtx": "%%MatrixMarket matrix coordinate real symmetric\n3 3 4\n1 1 4\n2 1 -1\n"
                     "2 2 4\n3 2 -1\n",
    "skew.mtx": "%%MatrixMarket matrix coordinate real skew-symmetric\n2 2 1\n2 1 3\n",
    "integer.mtx": "%%MatrixMarket matrix coordinate integer general\n2 2 2\n1 2 -3\n2 1 5\n",
    "pattern.mtx": "%%MatrixMarket matrix coordinate pattern symmetric\n3 3 3\n1 1\n3 1\n3 3\n",
    "empty.mtx": "%%MatrixMarket matrix coordinate real general\n0 0 0\n",
}


def mtx_seeds(bindir, tmp):
    for name, text in MTX.items():
        put("mmio", name, text)
    out = os.path.join(tmp, "h.mtx")
    subprocess.run([os.path.join(bindir, "shellmodel"), "--protons", "1", "--neutrons", "1",
                    "--nev", "1", "--write-mtx", out], check=True, capture_output=True)
    shutil.copy(out, os.path.join(CORPUS, "mmio", "shellmodel_pn.mtx"))


def nersc_parts(data):
    end = data.index(b"END_HEADER\n") + len(b"END_HEADER\n")
    return data[:end].decode(), data[end:]


def nersc_variant(header, payload, rows, fmt):
    """Re-encode 3x3 big-endian doubles as `rows` rows of struct format fmt ('>f', '<d', ...)."""
    values = struct.unpack(f">{len(payload) // 8}d", payload)
    kept = [v for link in range(len(values) // 18) for v in values[18 * link:18 * link + 6 * rows]]
    data = b"".join(struct.pack(fmt, v) for v in kept)
    words = struct.unpack(f"<{len(data) // 4}I", b"".join(
        struct.pack("<" + fmt[1], struct.unpack(fmt, data[i:i + struct.calcsize(fmt)])[0])
        for i in range(0, len(data), struct.calcsize(fmt))))
    bits = {"f": "32", "d": "64"}[fmt[1]] + ("BIG" if fmt[0] == ">" else "LITTLE")
    out = []
    for line in header.splitlines():
        key = line.split(" = ")[0]
        if key == "CHECKSUM":
            line = f"CHECKSUM = {sum(words) % 2**32:08x}"
        elif key == "DATATYPE":
            line = f"DATATYPE = {'4D_SU3_GAUGE_3x3' if rows == 3 else '4D_SU3_GAUGE'}"
        elif key == "FLOATING_POINT":
            line = f"FLOATING_POINT = IEEE{bits}"
        elif key == "LINK_TRACE" and fmt[1] == "f":
            continue  # single precision: the plaquette alone (the reader's tolerance is 1e-5)
        out.append(line)
    return ("\n".join(out) + "\n").encode() + data


def nersc_seeds(bindir, tmp):
    path = os.path.join(tmp, "cfg.nersc")
    subprocess.run([os.path.join(bindir, "hmc"), "--lattice", "2", "--traj", "2", "--therm", "1",
                    "--save", path], check=True, capture_output=True)
    data = open(path, "rb").read()
    header, payload = nersc_parts(data)
    put("nersc_header", "hmc_2x2x2x2.nersc", data)
    put("nersc_header", "two_rows_float.nersc", nersc_variant(header, payload, 2, ">f"))
    put("nersc_header", "little_double.nersc", nersc_variant(header, payload, 3, "<d"))
    # fuzz_nersc_payload: layout byte (fuzz_nersc_payload.c, layout_of), then the data.
    put("nersc_payload", "three_rows_double_big", b"\x00" + payload)
    put("nersc_payload", "three_rows_double_big_12", b"\x08" + payload)
    put("nersc_payload", "two_rows_float_big", b"\x03" + nersc_parts(
        nersc_variant(header, payload, 2, ">f"))[1])


def main():
    p = argparse.ArgumentParser(description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--bin", default=os.path.join(ROOT, "build", "plain-gcc", "bin"),
                   help="folder with the hmc and shellmodel programs")
    args = p.parse_args()
    shutil.rmtree(CORPUS, ignore_errors=True)
    for target in ("mmio", "gbs", "xyz", "nersc_header", "nersc_payload", "snt"):
        os.makedirs(os.path.join(CORPUS, target))
    with tempfile.TemporaryDirectory() as tmp:
        basis_seeds()
        xyz_seeds()
        snt_seeds()
        mtx_seeds(args.bin, tmp)
        nersc_seeds(args.bin, tmp)
    for target in sorted(os.listdir(CORPUS)):
        print(f"{target}: {len(os.listdir(os.path.join(CORPUS, target)))} seeds")


if __name__ == "__main__":
    main()
