"""Electron-repulsion integrals (ERI) for the Hartree-Fock Fock build.

For each quartet class (ab|cd) with la >= lb, lc >= ld and pair(ab) >= pair(cd)
this module *derives* the integral formulas and emits them as straight-line C
(one statement per intermediate, no loops over Cartesian components); the
kernel template wraps them in the primitive loops and the Fock digestion.

Method: Obara-Saika vertical recurrence (VRR) + Head-Gordon-Pople horizontal
recurrence (HRR), chosen over McMurchie-Davidson and Rys because

  * the HRR runs on *contracted* integrals, outside the primitive loops: the
    per-primitive work is only the VRR [e0|f0]^(m), |e| = la..la+lb,
    |f| = lc..lc+ld, which matters for the contracted s and p shells of
    6-31G(d) and cc-pVDZ (up to 6^4 primitive quartets in (ss|ss));
  * every VRR/HRR step is a fixed linear combination of earlier intermediates
    with coefficients that are geometric vectors (PA, WP, QC, WQ, AB, CD) or
    integer multiples of 1/(2 zeta)-type scalars, so the derivation is a plain
    memoised recursion producing a DAG that prints directly as SSA-style C;
    McMurchie-Davidson needs Hermite-to-Cartesian expansion tables (E
    coefficients) per primitive pair whose unrolled form is larger for d;
  * Rys quadrature needs roots and weights (not Boys values) and its unrolled
    2D-integral form gives no advantage at l <= 2.

VRR (Obara-Saika 1986, with W the Gaussian product centre of P and Q):
  [e+1i,0|00]^m = PA_i [e|00]^m + WP_i [e|00]^(m+1)
                 + e_i/(2z) ([e-1i|00]^m - rho/z [e-1i|00]^(m+1))
  [e|f+1i]^m    = QC_i [e|f]^m + WQ_i [e|f]^(m+1)
                 + f_i/(2n) ([e|f-1i]^m - rho/n [e|f-1i]^(m+1))
                 + e_i/(2(z+n)) [e-1i|f]^(m+1)
  [00|00]^m     = 2 pi^(5/2) / (z n sqrt(z+n)) K_ab K_cd F_m(rho |PQ|^2)
HRR (Head-Gordon and Pople 1988), on contracted integrals:
  (a,b+1i|cd) = (a+1i,b|cd) + AB_i (ab|cd),  (ab|c,d+1i) = (ab|c+1i,d) + CD_i (ab|cd)
The build direction i is the first non-zero component (x, then y, then z).
"""
import re

from ..schema import Bool, Int, List, Map, Rule, Str, tunables_schema
from ..units import Unit, tunables

NAME = "eri"
LETTERS = "spdfg"
# Fock digestion schemes (see templates/kernels/eri/eri_class.c.j2). Both use the same
# generated kernel, which works on tasks (one bra pair, a run of consecutive kets):
#   atomic     tasks of one quartet: every J and K element a quartet touches is one atomic
#              update per quartet;
#   bra-block  tasks of up to `ket_block` kets of one bra pair: J(bra) is summed in thread-local
#              storage over the task's kets and flushed with one atomic per element per task
#              (J(ket) and K stay one atomic per element per quartet).
DIGESTIONS = ("atomic", "bra-block")
KET_BLOCK_DEFAULT = 8

# Compile settings of the omp-target kernel files (`omp_target_compile:` in the spec, for every
# class under `default`, overridden per class): each class file states its settings in its
# header (` * compile:` line) and configure.py turns them into a compiler's options.
COMPILE_SETTINGS = Map({"kernel_only_parallelism": Bool(), "max_registers": Int(min=0, max=255)})


def _class_names_schema():
    return Map({"default": COMPILE_SETTINGS,
                **{class_name(c): COMPILE_SETTINGS for c in classes(2)}})


SCHEMA = Map(
    {
        "family": Str(choices=(NAME,)),
        "description": Str(),
        "max_l": Int(min=0, max=2),
        "precision": Str(choices=("double",)),
        "classes": Str(choices=("all",)),
        "screening": Map({"method": Str(choices=("schwarz",)), "threshold": Str(), "primitive": Str()},
                         required=("method", "threshold")),
        "digestion": Str(choices=DIGESTIONS),
        "ket_block": Int(min=2, max=1024),
        "tunables": tunables_schema(),
        "omp_target_compile": None,  # set below: needs classes()
    },
    required=("family", "max_l", "precision", "classes", "screening", "digestion"),
)


def _screening_number(key, example, hi):
    def rule(spec):
        text = spec["screening"].get(key, "0")
        try:
            value = float(text)
        except ValueError:
            return (f"screening.{key}", f"must be a number such as {example} (got '{text}')")
        if not 0.0 <= value < hi:
            return (f"screening.{key}", f"must be in [0, {hi:g}) (got {text})")
        return None
    return rule


_threshold_is_number = _screening_number("threshold", "1e-12", 1.0)
_primitive_is_number = _screening_number("primitive", "1e-2", 1e6)


def _ket_block_needs_bra_block(spec):
    if "ket_block" in spec and spec["digestion"] != "bra-block":
        return ("ket_block", f"only used with `digestion: bra-block` (digestion is {spec['digestion']})")
    return None


def ket_block(spec):
    """Kets per task by default: 1 for atomic digestion."""
    return spec.get("ket_block", KET_BLOCK_DEFAULT) if spec["digestion"] == "bra-block" else 1


RULES = [Rule(_threshold_is_number), Rule(_primitive_is_number), Rule(_ket_block_needs_bra_block)]


# --------------------------------------------------------------------------- Cartesian helpers

def cart(l):
    """Cartesian components of angular momentum l in libint2 order."""
    return [(i, j, l - i - j) for i in range(l, -1, -1) for j in range(l - i, -1, -1)]


def ncart(l):
    return (l + 1) * (l + 2) // 2


def _name(v):
    return "".join(map(str, v))


def _minus(v, i, k=1):
    w = list(v)
    w[i] -= k
    return tuple(w)


def _plus(v, i):
    return _minus(v, i, -1)


def _direction(v):
    return next(i for i in range(3) if v[i] > 0)


def pair_types(max_l):
    """(la, lb) with la >= lb, in pair-type order: ss, ps, pp, ds, dp, dd."""
    return [(la, lb) for la in range(max_l + 1) for lb in range(la + 1)]


def classes(max_l):
    """Canonical quartet classes (la, lb, lc, ld): bra pair type >= ket pair type."""
    pts = pair_types(max_l)
    return [pts[b] + pts[k] for b in range(len(pts)) for k in range(b + 1)]


def class_name(c):
    return "".join(LETTERS[l] for l in c)


# --------------------------------------------------------------------------- derivation

class Code:
    """Straight-line statements in dependency order with memoised intermediates."""

    def __init__(self):
        self.lines, self.known = [], {}

    def define(self, name, expr):
        self.lines.append(f"const double {name} = {expr};")
        self.known[name] = True
        return name


def _coef(k, scal):
    return scal if k == 1 else f"{k}.0 * {scal}"


def derive_vrr(la, lb, lc, ld):
    """Per-primitive statements computing [e0|f0]^(0) for |e| in la..la+lb and
    |f| in lc..lc+ld from F[m] (scaled by the prefactor into [00|00]^m).
    Returns (statements, {(e, f): variable}, max m)."""
    code = Code()
    L = la + lb + lc + ld

    def ssss(m):
        name = f"s_{m}"
        if name not in code.known:
            code.define(name, f"pref * F[{m}]")
        return name

    def bra(e, m):  # [e0|00]^m
        if sum(e) == 0:
            return ssss(m)
        name = f"v_{_name(e)}_000_{m}"
        if name in code.known:
            return name
        i = _direction(e)
        e1 = _minus(e, i)
        terms = [f"PA{'xyz'[i]} * {bra(e1, m)}", f"WP{'xyz'[i]} * {bra(e1, m + 1)}"]
        if e1[i] > 0:
            e2 = _minus(e1, i)
            terms.append(f"{_coef(e1[i], 'oo2z')} * ({bra(e2, m)} - roz * {bra(e2, m + 1)})")
        return code.define(name, " + ".join(terms))

    def full(e, f, m):  # [e0|f0]^m
        if sum(f) == 0:
            return bra(e, m)
        name = f"v_{_name(e)}_{_name(f)}_{m}"
        if name in code.known:
            return name
        i = _direction(f)
        f1 = _minus(f, i)
        terms = [f"QC{'xyz'[i]} * {full(e, f1, m)}", f"WQ{'xyz'[i]} * {full(e, f1, m + 1)}"]
        if f1[i] > 0:
            f2 = _minus(f1, i)
            terms.append(f"{_coef(f1[i], 'oo2e')} * ({full(e, f2, m)} - roe * {full(e, f2, m + 1)})")
        if e[i] > 0:
            terms.append(f"{_coef(e[i], 'oo2ze')} * {full(_minus(e, i), f1, m + 1)}")
        return code.define(name, " + ".join(terms))

    targets = {}
    for le in range(la, la + lb + 1):
        for lf in range(lc, lc + ld + 1):
            for e in cart(le):
                for f in cart(lf):
                    targets[(e, f)] = full(e, f, 0)
    return code.lines, targets, L


def derive_hrr(la, lb, lc, ld, contracted):
    """Statements turning contracted (e0|f0) (names given by `contracted`) into
    (ab|cd); returns (statements, output expressions in libint2 order)."""
    code = Code()

    def bra_hrr(a, b, f):  # (ab|f0)
        if sum(b) == 0:
            return contracted[(a, f)]
        name = f"h_{_name(a)}_{_name(b)}_{_name(f)}_000"
        if name in code.known:
            return name
        i = _direction(b)
        b1 = _minus(b, i)
        return code.define(name, f"{bra_hrr(_plus(a, i), b1, f)} + AB{'xyz'[i]} * {bra_hrr(a, b1, f)}")

    def ket_hrr(a, b, c, d):  # (ab|cd)
        if sum(d) == 0:
            return bra_hrr(a, b, c)
        name = f"h_{_name(a)}_{_name(b)}_{_name(c)}_{_name(d)}"
        if name in code.known:
            return name
        i = _direction(d)
        d1 = _minus(d, i)
        return code.define(name, f"{ket_hrr(a, b, _plus(c, i), d1)} + CD{'xyz'[i]} * {ket_hrr(a, b, c, d1)}")

    outputs = [ket_hrr(a, b, c, d) for a in cart(la) for b in cart(lb) for c in cart(lc) for d in cart(ld)]
    return code.lines, outputs


def derive_class(c):
    la, lb, lc, ld = c
    vrr, targets, L = derive_vrr(la, lb, lc, ld)
    keys = list(targets)
    acc = {k: f"c_{_name(k[0])}_{_name(k[1])}" for k in keys}
    hrr, outputs = derive_hrr(la, lb, lc, ld, acc)
    return {
        "name": class_name(c), "l": c, "L": L,
        "n": [ncart(l) for l in c], "size": ncart(la) * ncart(lb) * ncart(lc) * ncart(ld),
        "vrr": vrr, "acc": [(acc[k], targets[k]) for k in keys], "hrr": hrr, "outputs": outputs,
        "uses": sorted(w for w in ("oo2z", "roz", "oo2e", "roe", "oo2ze")
                       if any(re.search(rf"\b{w}\b", line) for line in vrr)),
        "uses_ket_vrr": lc + ld > 0, "uses_bra_hrr": lb > 0, "uses_ket_hrr": ld > 0,
    }


# --------------------------------------------------------------------------- expansion

SCHEMA.fields["omp_target_compile"] = _class_names_schema()


def compile_settings(spec, flavour, name):
    """The ` * compile:` header value of class `name`'s file ("" for none): the spec's
    omp_target_compile default with the class's own entries over it, as `key=value` words
    (true settings as the bare key; false and 0 left out)."""
    if flavour != "omp-target":
        return ""
    table = spec.get("omp_target_compile", {})
    merged = {**table.get("default", {}), **table.get(name, {})}
    words = []
    for key in sorted(merged):
        value = merged[key]
        if value is True:
            words.append(key)
        elif value not in (False, 0):
            words.append(f"{key}={value}")
    return " ".join(words)


def digestion_text(spec):
    if spec["digestion"] == "bra-block":
        return f"bra-block, ket_block {ket_block(spec)}"
    return spec["digestion"]


def expand(spec_path, spec, flavours):
    max_l = spec["max_l"]
    cls = [derive_class(c) for c in classes(max_l)]
    info = [{"name": k["name"], "l": k["l"], "L": k["L"], "n": k["n"], "size": k["size"]} for k in cls]
    common = {"max_l": max_l, "classes": info, "pair_types": pair_types(max_l),
              "threshold": spec["screening"]["threshold"],
              "primitive": spec["screening"].get("primitive", "0"),
              "digestion": spec["digestion"], "ket_block": ket_block(spec),
              "max_size": max(k["size"] for k in cls), "max_L": 4 * max_l}
    header_params = [("max_l", f"{max_l} ({LETTERS[max_l]})"), ("classes", len(cls)),
                     ("precision", spec["precision"]), ("screening", f"schwarz {spec['screening']['threshold']}, "
                                   f"primitive {spec['screening'].get('primitive', '0')} x threshold"),
                     ("digestion", digestion_text(spec))]
    units = [Unit("include/eri_kernels.h", "kernels/eri/eri_kernels.h.j2", spec_path, "", common,
                  header_params)]
    for flavour in flavours:
        tun, tun_text = tunables(spec, flavour)
        units.append(Unit(f"{flavour}/eri_classes.c", "kernels/eri/eri_classes.c.j2", spec_path, flavour,
                          {**common, "tun": tun}, header_params + [("tunables", tun_text)]))
        for k in cls:
            settings = compile_settings(spec, flavour, k["name"])
            units.append(Unit(f"{flavour}/eri_{k['name']}.c", "kernels/eri/eri_class.c.j2", spec_path, flavour,
                              {**common, "k": k, "tun": tun},
                              ([("compile", settings)] if settings else []) +
                              [("class", f"({k['name'][:2]}|{k['name'][2:]})"),
                               ("method", "Obara-Saika VRR + Head-Gordon-Pople HRR"),
                               ("statements", f"{len(k['vrr'])} VRR per primitive quartet, "
                                              f"{len(k['hrr'])} HRR per quartet"),
                               ("precision", spec["precision"]),
                               # the same kernel serves both digestion schemes: the spec's only
                               # sets the default run length (eri_kernels.h ERI_KET_BLOCK)
                               ("digestion", "tasks of one bra pair and a run of its kets"),
                               ("tunables", tun_text)]))
    return units
