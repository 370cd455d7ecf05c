// Every generated ERI class against libint2 (Debian libint2-dev), element by element,
// to 1e-12 absolute, on random centres, exponents and contraction coefficients.
//
// Built by tests/python/test_eri.py with g++ against libkernels.a + libruntime.a of a
// host build (the only program linking libint2):
//   g++ -O1 -std=c++17 $(pkg-config --cflags libint2) -I runtime -I gen/include
//       tests/c/test_eri_libint.cpp BUILD/lib/libruntime.a BUILD/lib/libkernels.a -lint2
//
// All 81 angular-momentum combinations (la, lb, lc, ld) in 0..2 go through
// fock_eri_quartet, which reorders into the 21 canonical generated classes and back,
// and every canonical class is also called directly through eri_class_table.
#include <libint2.hpp>

#include <cmath>
#include <cstdio>
#include <vector>

extern "C" {
#include "eri/basis.h"
#include "eri/fock.h"
#include "../tests/c/check.h"
}

// eri_kernels.h uses C99 restrict; only the table entry's quartet function is needed here.
extern "C" {
typedef void (*quartet_fn)(const double *, const double *, const double *, const double *, int,
                           const double *, const double *, int, const double *, const double *,
                           int, const double *, const double *, int, const double *,
                           const double *, double *);
struct class_desc {
    const char *name;
    int l[4];
    int size;
    quartet_fn quartet;
    void *fock;
};
extern const class_desc eri_class_table[];
}

static const int NCLASSES = 21;

// A random shell of angular momentum l: 1..3 primitives, exponents 0.05..20 (log-uniform),
// coefficients 0.1..1, centre in a 4-bohr box; returns the libint2 shell (which normalises)
// and fills the eri_shell with libint2's normalised coefficients (basis.h convention).
static libint2::Shell random_shell(int l, eri_shell *out)
{
    const int nprim = 1 + rng_below(3);
    std::vector<double> alpha(nprim), coef(nprim);
    for (int p = 0; p < nprim; ++p) {
        alpha[p] = 0.05 * std::pow(400.0, rng_uniform());
        coef[p] = 0.1 + 0.9 * rng_uniform();
    }
    std::array<double, 3> o = {4 * rng_uniform() - 2, 4 * rng_uniform() - 2, 4 * rng_uniform() - 2};
    libint2::Shell sh{libint2::svector<double>(alpha.begin(), alpha.end()),
                      {{l, false, libint2::svector<double>(coef.begin(), coef.end())}}, o};
    out->l = l;
    out->nprim = nprim;
    for (int p = 0; p < nprim; ++p) {
        out->exp[p] = sh.alpha[p];
        out->coef[p] = sh.contr[0].coeff[p];
    }
    for (int i = 0; i < 3; ++i)
        out->center[i] = o[i];
    out->atom = 0;
    out->first_bf = 0;
    return sh;
}

static double compare(const double *ours, const double *ref, int n, double *worst)
{
    double maxerr = 0;
    for (int i = 0; i < n; ++i) {
        const double r = ref ? ref[i] : 0.0;
        maxerr = std::fmax(maxerr, std::fabs(ours[i] - r));
        *worst = std::fmax(*worst, std::fabs(r));
    }
    return maxerr;
}

int main()
{
    test_seed();
    libint2::initialize();
    libint2::Engine engine(libint2::Operator::coulomb, 3, 2, 0, 0.0);
    engine.set_precision(0.0); // no primitive screening: exact reference
    const auto &buf = engine.results();
    const int trials = 12;
    double worst_value = 0;
    double maxerr_all = 0;
    std::vector<double> ours(6 * 6 * 6 * 6);

    for (int la = 0; la <= 2; ++la)
        for (int lb = 0; lb <= 2; ++lb)
            for (int lc = 0; lc <= 2; ++lc)
                for (int ld = 0; ld <= 2; ++ld)
                    for (int t = 0; t < trials; ++t) {
                        eri_shell s[4];
                        libint2::Shell a = random_shell(la, &s[0]), b = random_shell(lb, &s[1]),
                                       c = random_shell(lc, &s[2]), d = random_shell(ld, &s[3]);
                        if (t == 0) { // coincident centres: the AB = 0 / PQ = 0 paths
                            s[1].center[0] = s[0].center[0], s[1].center[1] = s[0].center[1],
                            s[1].center[2] = s[0].center[2];
                            b.move({s[0].center[0], s[0].center[1], s[0].center[2]});
                            s[2].center[0] = s[0].center[0], s[2].center[1] = s[0].center[1],
                            s[2].center[2] = s[0].center[2];
                            c.move({s[0].center[0], s[0].center[1], s[0].center[2]});
                        }
                        engine.compute(a, b, c, d);
                        const int n = eri_ncart(la) * eri_ncart(lb) * eri_ncart(lc) * eri_ncart(ld);
                        fock_eri_quartet(&s[0], &s[1], &s[2], &s[3], ours.data());
                        const double err = compare(ours.data(), buf[0], n, &worst_value);
                        maxerr_all = std::fmax(maxerr_all, err);
                        CHECK(err <= 1e-12, "(%d%d|%d%d) trial %d: max |ours - libint2| = %.3e", la,
                              lb, lc, ld, t, err);
                    }

    // Each canonical class's own function, called directly.
    for (int k = 0; k < NCLASSES; ++k) {
        const class_desc *cls = &eri_class_table[k];
        for (int t = 0; t < trials; ++t) {
            eri_shell s[4];
            libint2::Shell a = random_shell(cls->l[0], &s[0]), b = random_shell(cls->l[1], &s[1]),
                           c = random_shell(cls->l[2], &s[2]), d = random_shell(cls->l[3], &s[3]);
            engine.compute(a, b, c, d);
            cls->quartet(s[0].center, s[1].center, s[2].center, s[3].center, s[0].nprim, s[0].exp,
                         s[0].coef, s[1].nprim, s[1].exp, s[1].coef, s[2].nprim, s[2].exp,
                         s[2].coef, s[3].nprim, s[3].exp, s[3].coef, ours.data());
            const double err = compare(ours.data(), buf[0], cls->size, &worst_value);
            maxerr_all = std::fmax(maxerr_all, err);
            CHECK(err <= 1e-12, "class %s trial %d: max |ours - libint2| = %.3e", cls->name, t, err);
        }
    }
    printf("max |ours - libint2| = %.3e over integrals up to %.3e\n", maxerr_all, worst_value);
    libint2::finalize();
    return test_summary("test_eri_libint");
}
