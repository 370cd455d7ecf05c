/* Rational approximations r(x) = a0 + sum_k res_k / (x + shift_k) of x^p, -1 <= p < 0, on
 * [lo, hi] with the smallest number of poles whose largest relative error |r / x^p - 1| is
 * below a requested bound (the RHMC's fractional powers of M; a positive power x^q is taken
 * as x * x^(q - 1)).
 *
 * The minimax approximation is found in the variable y = x / hi on [eps, 1], eps = lo / hi,
 * in double precision, without the ill-conditioned polynomial coefficients of the classical
 * Remez algorithm: the approximation is kept in partial fractions throughout.
 *  1. Start: poles spread geometrically over [eps / e, e]; a weighted least-squares fit on a
 *     log grid relocates them (vector fitting: the new poles are the zeros of
 *     sigma(y) = 1 + sum_k b_k / (y + s_k) in the fit sigma f ~ N, found by Aberth's method)
 *     while Lawson's iteration moves the weights towards the minimax error.
 *  2. Remez: on 2n + 2 reference points the equations r(y_i) / f(y_i) - 1 = (-1)^i E are
 *     solved by Newton's method for (a0, res_k, log shift_k, E); then the reference moves to
 *     the extrema of the error between its zeros, until the extrema agree to 1%.
 * For p in (-1, 0) the best approximation has positive residues and shifts, so every term of
 * r(x) is positive and its evaluation loses nothing to cancellation; the iteration reaches
 * relative errors down to about 1e-15 (LAT_RATIONAL_MIN_ERROR is the floor accepted). p = -1
 * is exact: one pole at zero. */
#include <complex.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lattice/lattice.h"
#include "util.h"

enum { LAWSON_GRID = 1200, LAWSON_ITERATIONS = 40, REMEZ_ITERATIONS = 25, NEWTON_ITERATIONS = 30 };

typedef struct {
    int n;
    double a0, r[LAT_RATIONAL_MAX_POLES], s[LAT_RATIONAL_MAX_POLES];
} pfrac; /* a0 + sum r_k / (y + s_k) on [eps, 1] */

static double pf_value(const pfrac *f, double y)
{
    double v = f->a0;
    for (int k = 0; k < f->n; ++k)
        v += f->r[k] / (y + f->s[k]);
    return v;
}

static double pf_error(const pfrac *f, double p, double y) { return pf_value(f, y) * pow(y, -p) - 1; }

/* ---- small dense linear algebra (column-major) ---- */

/* Least squares min ||A x - b|| by Householder QR with column scaling; A (m x k) and b are
 * overwritten. 0, or 1 when A is rank deficient. */
static int least_squares(int m, int k, double *A, double *b, double *x)
{
    double scale[2 * LAT_RATIONAL_MAX_POLES + 1];
    for (int j = 0; j < k; ++j) {
        double s = 0;
        for (int i = 0; i < m; ++i)
            s += A[j * m + i] * A[j * m + i];
        scale[j] = s > 0 ? 1 / sqrt(s) : 1;
        for (int i = 0; i < m; ++i)
            A[j * m + i] *= scale[j];
    }
    for (int j = 0; j < k; ++j) {
        double *a = A + j * m, norm = 0;
        for (int i = j; i < m; ++i)
            norm += a[i] * a[i];
        norm = sqrt(norm);
        if (norm < 1e-300)
            return 1;
        const double alpha = a[j] > 0 ? -norm : norm;
        a[j] -= alpha; /* v = a - alpha e_j, stored in place; |v|^2 = 2 norm (norm + |a_j|) */
        const double vv = -2 * alpha * a[j];
        for (int c = j + 1; c < k; ++c) {
            double *ac = A + c * m, d = 0;
            for (int i = j; i < m; ++i)
                d += a[i] * ac[i];
            d = 2 * d / vv;
            for (int i = j; i < m; ++i)
                ac[i] -= d * a[i];
        }
        double d = 0;
        for (int i = j; i < m; ++i)
            d += a[i] * b[i];
        d = 2 * d / vv;
        for (int i = j; i < m; ++i)
            b[i] -= d * a[i];
        a[j] = alpha; /* the diagonal of R */
    }
    for (int j = k - 1; j >= 0; --j) {
        double v = b[j];
        for (int c = j + 1; c < k; ++c)
            v -= A[c * m + j] * x[c];
        x[j] = v / A[j * m + j];
    }
    for (int j = 0; j < k; ++j)
        x[j] *= scale[j];
    return 0;
}

/* Solves the square system J x = b (J n x n, column-major, overwritten) by Gaussian
 * elimination with partial pivoting. 0, or 1 when J is singular. */
static int solve_square(int n, double *J, double *b)
{
    for (int c = 0; c < n; ++c) {
        int piv = c;
        for (int i = c + 1; i < n; ++i)
            if (fabs(J[c * n + i]) > fabs(J[c * n + piv]))
                piv = i;
        if (!(fabs(J[c * n + piv]) > 0))
            return 1;
        if (piv != c) {
            for (int j = 0; j < n; ++j) {
                const double t = J[j * n + c];
                J[j * n + c] = J[j * n + piv], J[j * n + piv] = t;
            }
            const double t = b[c];
            b[c] = b[piv], b[piv] = t;
        }
        for (int i = c + 1; i < n; ++i) {
            const double l = J[c * n + i] / J[c * n + c];
            for (int j = c + 1; j < n; ++j)
                J[j * n + i] -= l * J[j * n + c];
            b[i] -= l * b[c];
        }
    }
    for (int i = n - 1; i >= 0; --i) {
        double v = b[i];
        for (int j = i + 1; j < n; ++j)
            v -= J[j * n + i] * b[j];
        b[i] = v / J[i * n + i];
    }
    return 0;
}

/* ---- 1. vector fitting with Lawson weights ---- */

/* Zeros of sigma(z) = 1 + sum_k b_k / (z + s_k) by Aberth's iteration, started next to the
 * poles -s_k; the new shifts are their moduli (real negative zeros for a Stieltjes function).
 * 0, or 1 when the iteration does not settle. */
static int relocate_poles(int n, const double *b, double *s)
{
    double complex z[LAT_RATIONAL_MAX_POLES];
    for (int i = 0; i < n; ++i)
        z[i] = -s[i] * (1.001 + 0.001 * I);
    for (int it = 0; it < 200; ++it) {
        double moved = 0;
        for (int i = 0; i < n; ++i) {
            double complex sig = 1, dsig = 0, poles = 0, others = 0;
            for (int k = 0; k < n; ++k) {
                const double complex t = 1 / (z[i] + s[k]);
                sig += b[k] * t, dsig -= b[k] * t * t, poles += t;
            }
            for (int j = 0; j < n; ++j)
                if (j != i)
                    others += 1 / (z[i] - z[j]);
            const double complex newton = 1 / (dsig / sig + poles); /* q / q', q = sigma prod (z + s_k) */
            const double complex step = newton / (1 - newton * others);
            if (!isfinite(creal(step)) || !isfinite(cimag(step)))
                return 1;
            z[i] -= step;
            moved = fmax(moved, cabs(step) / fmax(cabs(z[i]), 1e-300));
        }
        if (moved < 1e-14)
            break;
    }
    for (int i = 0; i < n; ++i) {
        s[i] = cabs(z[i]);
        if (!(s[i] > 0) || !isfinite(s[i]))
            return 1;
    }
    for (int i = 1; i < n; ++i) /* ascending shifts */
        for (int j = i; j > 0 && s[j] < s[j - 1]; --j) {
            const double t = s[j];
            s[j] = s[j - 1], s[j - 1] = t;
        }
    return 0;
}

/* Weighted least-squares residues for fixed shifts; returns the largest |error| on the grid. */
static double fit_residues(pfrac *f, double p, int m, const double *y, const double *w, double *A,
                           double *rhs, double *e)
{
    const int n = f->n;
    double x[LAT_RATIONAL_MAX_POLES + 1];
    for (int i = 0; i < m; ++i) {
        const double sw = sqrt(w[i]), finv = pow(y[i], -p);
        A[i] = sw * finv;
        for (int k = 0; k < n; ++k)
            A[(k + 1) * m + i] = sw * finv / (y[i] + f->s[k]);
        rhs[i] = sw;
    }
    if (least_squares(m, n + 1, A, rhs, x))
        return INFINITY;
    f->a0 = x[0];
    memcpy(f->r, x + 1, sizeof(double) * (size_t)n);
    double emax = 0;
    for (int i = 0; i < m; ++i) {
        e[i] = pf_error(f, p, y[i]);
        emax = fmax(emax, fabs(e[i]));
    }
    return isfinite(emax) ? emax : INFINITY;
}

/* The start of the Remez iteration: the best of LAWSON_ITERATIONS vector-fitting steps. */
static double lawson_start(pfrac *best, int n, double p, double eps)
{
    const int m = LAWSON_GRID;
    double *y = xmalloc(sizeof(double) * m * (2 * (size_t)n + 6)), *w = y + m, *e = w + m;
    double *rhs = e + m, *A = rhs + m;
    const double L = -log(eps);
    pfrac f = {.n = n};
    for (int k = 0; k < n; ++k)
        f.s[k] = exp(-L - 1 + (k + 0.5) / n * (L + 2));
    for (int i = 0; i < m; ++i)
        y[i] = exp(-L + L * i / (m - 1)), w[i] = 1.0 / m;
    double best_err = INFINITY;
    for (int it = 0; it < LAWSON_ITERATIONS; ++it) {
        /* sigma f ~ N: unknowns a0, a_k (N), b_k (sigma), relative to f */
        double x[2 * LAT_RATIONAL_MAX_POLES + 1];
        for (int i = 0; i < m; ++i) {
            const double sw = sqrt(w[i]), finv = pow(y[i], -p);
            A[i] = sw * finv;
            for (int k = 0; k < n; ++k) {
                const double d = 1 / (y[i] + f.s[k]);
                A[(k + 1) * m + i] = sw * finv * d;
                A[(n + 1 + k) * m + i] = -sw * d;
            }
            rhs[i] = sw;
        }
        if (least_squares(m, 2 * n + 1, A, rhs, x) || relocate_poles(n, x + n + 1, f.s))
            break;
        const double err = fit_residues(&f, p, m, y, w, A, rhs, e);
        if (!isfinite(err))
            break;
        if (err < best_err)
            best_err = err, *best = f;
        if (it >= 5) { /* Lawson: weights grow where the error is large */
            double sum = 0;
            for (int i = 0; i < m; ++i)
                sum += w[i] *= fabs(e[i]);
            for (int i = 0; i < m; ++i)
                w[i] = w[i] / sum + 1e-300;
        }
    }
    free(y);
    return best_err;
}

/* ---- 2. Remez exchange with Newton's method on the reference ---- */

/* Newton's method for r(y_i) / f(y_i) - 1 - (-1)^i E = 0, i = 0..2n+1, in (a0, r, log s, E). */
static int newton_levelled(pfrac *f, double p, const double *yref, double *E)
{
    const int n = f->n, m = 2 * n + 2;
    double J[(2 * LAT_RATIONAL_MAX_POLES + 2) * (2 * LAT_RATIONAL_MAX_POLES + 2)];
    double F[2 * LAT_RATIONAL_MAX_POLES + 2];
    double fprev = INFINITY;
    for (int it = 0; it < NEWTON_ITERATIONS; ++it) {
        double fmaxabs = 0;
        for (int i = 0; i < m; ++i) {
            const double sign = i % 2 ? -1 : 1, finv = pow(yref[i], -p);
            F[i] = -(pf_error(f, p, yref[i]) - sign * *E);
            fmaxabs = fmax(fmaxabs, fabs(F[i]));
            J[i] = finv;
            for (int k = 0; k < n; ++k) {
                const double d = 1 / (yref[i] + f->s[k]);
                J[(1 + k) * m + i] = finv * d;
                J[(1 + n + k) * m + i] = -f->r[k] * f->s[k] * d * d * finv;
            }
            J[(m - 1) * m + i] = -sign;
        }
        if (!isfinite(fmaxabs))
            return 1;
        if (fmaxabs < 1e-16 * (1 + n) || (it > 3 && fmaxabs > 0.5 * fprev && fmaxabs < 1e-13))
            return 0; /* converged, or stalled at rounding */
        fprev = fmaxabs;
        if (solve_square(m, J, F))
            return 1;
        double move = 0;
        for (int k = 0; k < n; ++k)
            move = fmax(move, fabs(F[1 + n + k]));
        const double lambda = move > 0.5 ? 0.5 / move : 1; /* shifts change by at most e^0.5 */
        f->a0 += lambda * F[0];
        for (int k = 0; k < n; ++k) {
            f->r[k] += lambda * F[1 + k];
            f->s[k] *= exp(lambda * F[1 + n + k]);
        }
        *E += lambda * F[m - 1];
    }
    return 0;
}

/* The extrema of the error between its sign changes on a log grid (each refined by a
 * parabola through its neighbours); returns their count (cap + 1: more than cap) and the
 * largest |e|. */
static int error_extrema(const pfrac *f, double p, double eps, int cap, double *ys, double *es,
                         double *emax)
{
    const int npts = 200 * (2 * f->n + 2) + 2000;
    const double L = -log(eps);
    int count = 0, at = -1;
    double prev = 0, here_best = 0;
    *emax = 0;
    for (int i = 0; i <= npts; ++i) {
        const double t = -L + L * i / npts, e = pf_error(f, p, exp(t));
        if (!isfinite(e)) {
            *emax = INFINITY;
            return 0;
        }
        *emax = fmax(*emax, fabs(e));
        if (i > 0 && (e >= 0) != (prev >= 0)) { /* a sign change closes a region */
            if (count == cap)
                return count + 1;
            ys[count] = at, es[count++] = here_best;
            here_best = 0;
        }
        if (fabs(e) >= fabs(here_best))
            here_best = e, at = i;
        prev = e;
    }
    if (count == cap)
        return count + 1;
    ys[count] = at, es[count++] = here_best;
    for (int j = 0; j < count; ++j) { /* grid index -> point, refined inside the range */
        const int i = (int)ys[j];
        double t = -L + L * i / npts;
        if (i > 0 && i < npts) {
            const double h = L / npts, em = fabs(pf_error(f, p, exp(t - h))), e0 = fabs(es[j]);
            const double ep = fabs(pf_error(f, p, exp(t + h))), den = em - 2 * e0 + ep;
            if (den < 0)
                t += 0.5 * h * (em - ep) / den;
        }
        ys[j] = exp(t);
        es[j] = pf_error(f, p, ys[j]);
        *emax = fmax(*emax, fabs(es[j]));
    }
    return count;
}

/* Keeps m alternating extrema: drops the smallest one (with a neighbour in the interior,
 * where its two neighbours then share a sign and the smaller goes). */
static int keep_alternating(int count, double *ys, double *es, int m)
{
    while (count > m) {
        int k = 0;
        if (count - m == 1)
            k = fabs(es[0]) < fabs(es[count - 1]) ? 0 : count - 1;
        else
            for (int j = 1; j < count; ++j)
                if (fabs(es[j]) < fabs(es[k]))
                    k = j;
        int drop[2] = {k, -1};
        if (k > 0 && k < count - 1)
            drop[1] = fabs(es[k - 1]) >= fabs(es[k + 1]) ? k + 1 : k - 1;
        for (int d = 1; d >= 0; --d) { /* the larger index first */
            int at = drop[0] > drop[1] ? (d ? drop[0] : drop[1]) : (d ? drop[1] : drop[0]);
            if (at < 0)
                continue;
            memmove(ys + at, ys + at + 1, sizeof(double) * (size_t)(count - at - 1));
            memmove(es + at, es + at + 1, sizeof(double) * (size_t)(count - at - 1));
            count--;
        }
    }
    return count;
}

/* The best approximation with n poles found from the Lawson start; returns its error. */
static double remez_degree(pfrac *best, int n, double p, double eps)
{
    enum { CAP = 4 * LAT_RATIONAL_MAX_POLES + 8 };
    pfrac f;
    double best_err = lawson_start(&f, n, p, eps);
    *best = f;
    if (!isfinite(best_err))
        return INFINITY;
    const int m = 2 * n + 2;
    double ys[CAP], es[CAP];
    for (int it = 0; it < REMEZ_ITERATIONS; ++it) {
        double emax;
        int count = error_extrema(&f, p, eps, CAP, ys, es, &emax);
        if (!isfinite(emax) || count < m || count > CAP)
            break; /* too few alternations: no better approximation near this one */
        if (emax < best_err)
            best_err = emax, *best = f;
        count = keep_alternating(count, ys, es, m);
        double lo = INFINITY;
        for (int i = 0; i < m; ++i)
            lo = fmin(lo, fabs(es[i]));
        if (it > 0 && lo >= 0.99 * emax)
            break; /* levelled to 1% */
        double E = es[0];
        if (newton_levelled(&f, p, ys, &E))
            break;
    }
    return best_err;
}

/* ---- the public interface ---- */

double lat_rational_eval(const lat_rational *r, double x)
{
    double v = r->a0;
    for (int k = 0; k < r->npoles; ++k)
        v += r->res[k] / (x + r->shift[k]);
    return v;
}

double lat_rational_max_error(const lat_rational *r, int npoints)
{
    const double a = log(r->lo), b = log(r->hi);
    double worst = 0;
    for (int i = 0; i <= npoints; ++i) {
        const double x = exp(a + (b - a) * i / npoints);
        const double e = fabs(lat_rational_eval(r, x) * pow(x, -r->power) - 1);
        if (!(e <= worst)) /* NaN counts as the worst */
            worst = isnan(e) ? INFINITY : e;
    }
    return worst;
}

/* About the poles for error tol: the minimax error falls like exp(-2 pi^2 n / ln(16 / eps)). */
static int estimated_poles(double eps, double tol)
{
    const double n = log(4 / tol) * log(16 / eps) / (2 * 9.869604401089358) /* 2 pi^2 */;
    return n < 1 ? 1 : n > LAT_RATIONAL_MAX_POLES ? LAT_RATIONAL_MAX_POLES : (int)ceil(n);
}

static void set_scaled(lat_rational *r, const pfrac *f, double p, double hi)
{
    /* x^p = hi^p (x / hi)^p ~ hi^p (a0 + sum r_k hi / (x + s_k hi)) */
    const double scale = pow(hi, p);
    r->npoles = f->n;
    r->a0 = scale * f->a0;
    for (int k = 0; k < f->n; ++k)
        r->res[k] = scale * hi * f->r[k], r->shift[k] = hi * f->s[k];
}

int lat_rational_remez(lat_rational *r, double power, double lo, double hi, double tol, char *err,
                       size_t errlen)
{
    memset(r, 0, sizeof *r);
    r->power = power, r->lo = lo, r->hi = hi;
    if (!(power >= -1 && power < 0)) {
        snprintf(err, errlen, "rational approximation: power %g is not in [-1, 0)", power);
        return 1;
    }
    if (!(lo > 0 && hi > lo && isfinite(hi))) {
        snprintf(err, errlen, "rational approximation of x^%g: range [%g, %g] is not 0 < lo < hi", power, lo, hi);
        return 1;
    }
    if (!(tol >= LAT_RATIONAL_MIN_ERROR && tol < 1)) {
        snprintf(err, errlen, "rational approximation of x^%g: relative error %g is not in [%g, 1)", power, tol,
                 LAT_RATIONAL_MIN_ERROR);
        return 1;
    }
    if (power == -1) { /* exact */
        r->npoles = 1, r->res[0] = 1, r->shift[0] = 0;
        r->rel_err = lat_rational_max_error(r, 2000);
        return 0;
    }
    const double eps = lo / hi;
    /* the fewest poles reaching tol: up from the estimate until it is reached, down while it holds */
    int n = estimated_poles(eps, tol), found = 0;
    pfrac f, best;
    const double aim = 0.98 * tol; /* a margin for the independent check below */
    if (remez_degree(&f, n, power, eps) <= aim) {
        best = f, found = n;
        while (n > 1 && remez_degree(&f, n - 1, power, eps) <= aim)
            best = f, found = --n;
    } else
        while (n < LAT_RATIONAL_MAX_POLES)
            if (remez_degree(&f, ++n, power, eps) <= aim) {
                best = f, found = n;
                break;
            }
    if (!found) {
        snprintf(err, errlen, "rational approximation of x^%g on [%g, %g]: no approximation with up to %d poles "
                 "reaches relative error %g", power, lo, hi,
                 LAT_RATIONAL_MAX_POLES, tol);
        return 1;
    }
    set_scaled(r, &best, power, hi);
    /* the independent check: a grid of 20 points per pole oscillation, four times finer */
    r->rel_err = lat_rational_max_error(r, 80 * (2 * found + 2) + 4000);
    if (!(r->rel_err <= tol)) {
        snprintf(err, errlen, "rational approximation of x^%g on [%g, %g] with %d poles: relative error %.3e on "
                 "the check grid exceeds %g", power, lo, hi, found, r->rel_err, tol);
        return 1;
    }
    return 0;
}
