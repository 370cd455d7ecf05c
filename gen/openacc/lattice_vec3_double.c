/*
 * GENERATED FILE - do not edit. Edit the spec or the template and regenerate:
 *     python3 -m generator
 * spec:      specs/lattice.yaml
 * template:  templates/kernels/lattice/vec3.c.j2
 * flavour:   openacc
 * precision: double
 * tunables:  num_gangs=0, vector_length=128
 */
#include <complex.h>
#include <stdint.h>

#include "lattice_kernels.h"

/* y = y + (ar + i ai) x over n complex numbers. */
void lattice_vec3_axpy_d(int64_t n, double ar, double ai, const double complex *restrict x,
                         double complex *restrict y) {
#pragma acc parallel loop gang vector vector_length(128) present(x[0:n], y[0:n])
    for (int64_t i = 0; i < n; ++i) {
        const double xr = __real__ x[i], xi = __imag__ x[i];
        __real__ y[i] += ar * xr - ai * xi;
        __imag__ y[i] += ar * xi + ai * xr;
    }
}

/* y = a x + b y (real a, b). */
void lattice_vec3_axpby_d(int64_t n, double a, const double complex *restrict x, double b,
                          double complex *restrict y) {
#pragma acc parallel loop gang vector vector_length(128) present(x[0:n], y[0:n])
    for (int64_t i = 0; i < n; ++i) {
        __real__ y[i] = a * __real__ x[i] + b * __real__ y[i];
        __imag__ y[i] = a * __imag__ x[i] + b * __imag__ y[i];
    }
}

/* The sums below as partial sums: thread c of 8192 adds elements c, c + 8192, ... into
 * lattice_vec3_partials_d[c] (and [8192 + c]),
 * the host adds them in order
 * (generator/units.py PARTIAL_SUMS says why): the same bits on every run. One
 * array per precision: these sums are not to be called from several host threads at once. */
/* external: clang's host side updates only externally visible declare-target variables */
double lattice_vec3_partials_d[16384];
#pragma acc declare create(lattice_vec3_partials_d)

static double add_partials_d(const double *v) {
    double s = 0;
    for (int c = 0; c < 8192; ++c)
        s += v[c];
    return s;
}

/* (re, im) = sum_i conj(x_i) y_i, accumulated in double. */
void lattice_vec3_dot_d(int64_t n, const double complex *restrict x,
                        const double complex *restrict y, double *re, double *im) {
#pragma acc parallel loop gang vector vector_length(128) present(x[0:n], y[0:n])
    for (int64_t c = 0; c < 8192; ++c) {
        double sr = 0, si = 0;
        for (int64_t i = c; i < n; i += 8192) {
            const double xr = __real__ x[i], xi = __imag__ x[i], yr = __real__ y[i],
                         yi = __imag__ y[i];
            sr += xr * yr + xi * yi;
            si += xr * yi - xi * yr;
        }
        lattice_vec3_partials_d[c] = sr;
        lattice_vec3_partials_d[8192 + c] = si;
    }
#pragma acc update host(lattice_vec3_partials_d[0:16384])
    const double sr = add_partials_d(lattice_vec3_partials_d);
    const double si = add_partials_d(lattice_vec3_partials_d + 8192);
    *re = sr;
    *im = si;
}

/* sum_i |x_i|^2, accumulated in double. */
double lattice_vec3_norm2_d(int64_t n, const double complex *restrict x) {
#pragma acc parallel loop gang vector vector_length(128) present(x[0:n])
    for (int64_t c = 0; c < 8192; ++c) {
        double sum = 0;
        for (int64_t i = c; i < n; i += 8192) {
            const double xr = __real__ x[i], xi = __imag__ x[i];
            sum += xr * xr + xi * xi;
        }
        lattice_vec3_partials_d[c] = sum;
    }
#pragma acc update host(lattice_vec3_partials_d[0:8192])
    const double sum = add_partials_d(lattice_vec3_partials_d);
    return sum;
}

/* y = x over n complex numbers (also copies whole link fields). */
void lattice_vec3_copy_d(int64_t n, const double complex *restrict x, double complex *restrict y) {
#pragma acc parallel loop gang vector vector_length(128) present(x[0:n], y[0:n])
    for (int64_t i = 0; i < n; ++i)
        y[i] = x[i];
}

/* One multishift CG step of a shift, fused: x += a p, then p = z r + b p. */
void lattice_vec3_shift_update_d(int64_t n, double a, double z, double b,
                                 const double complex *restrict r, double complex *restrict p,
                                 double complex *restrict x) {
#pragma acc parallel loop gang vector vector_length(128) present(r[0:n], p[0:n], x[0:n])
    for (int64_t i = 0; i < n; ++i) {
        const double pr = __real__ p[i], pi = __imag__ p[i];
        __real__ x[i] += a * pr;
        __imag__ x[i] += a * pi;
        __real__ p[i] = z * __real__ r[i] + b * pr;
        __imag__ p[i] = z * __imag__ r[i] + b * pi;
    }
}

/* The step of 4 shifts in one pass: r read once, one launch instead of 4. The same
 * arithmetic per element as lattice_vec3_shift_update_d. */
void lattice_vec3_shift_update4_d(int64_t n, const double complex *restrict r, double a0, double z0,
                                  double b0, double complex *restrict p0,
                                  double complex *restrict x0, double a1, double z1, double b1,
                                  double complex *restrict p1, double complex *restrict x1,
                                  double a2, double z2, double b2, double complex *restrict p2,
                                  double complex *restrict x2, double a3, double z3, double b3,
                                  double complex *restrict p3, double complex *restrict x3) {
#pragma acc parallel loop gang vector vector_length(128) \
    present(r[0:n], p0[0:n], x0[0:n], p1[0:n], x1[0:n], p2[0:n], x2[0:n], p3[0:n], x3[0:n])
    for (int64_t i = 0; i < n; ++i) {
        const double rr = __real__ r[i], ri = __imag__ r[i];
        {
            const double pr = __real__ p0[i], pi = __imag__ p0[i];
            __real__ x0[i] += a0 * pr;
            __imag__ x0[i] += a0 * pi;
            __real__ p0[i] = z0 * rr + b0 * pr;
            __imag__ p0[i] = z0 * ri + b0 * pi;
        }
        {
            const double pr = __real__ p1[i], pi = __imag__ p1[i];
            __real__ x1[i] += a1 * pr;
            __imag__ x1[i] += a1 * pi;
            __real__ p1[i] = z1 * rr + b1 * pr;
            __imag__ p1[i] = z1 * ri + b1 * pi;
        }
        {
            const double pr = __real__ p2[i], pi = __imag__ p2[i];
            __real__ x2[i] += a2 * pr;
            __imag__ x2[i] += a2 * pi;
            __real__ p2[i] = z2 * rr + b2 * pr;
            __imag__ p2[i] = z2 * ri + b2 * pi;
        }
        {
            const double pr = __real__ p3[i], pi = __imag__ p3[i];
            __real__ x3[i] += a3 * pr;
            __imag__ x3[i] += a3 * pi;
            __real__ p3[i] = z3 * rr + b3 * pr;
            __imag__ p3[i] = z3 * ri + b3 * pi;
        }
    }
}

/* The step of 2 shifts in one pass: r read once, one launch instead of 2. The same
 * arithmetic per element as lattice_vec3_shift_update_d. */
void lattice_vec3_shift_update2_d(int64_t n, const double complex *restrict r, double a0, double z0,
                                  double b0, double complex *restrict p0,
                                  double complex *restrict x0, double a1, double z1, double b1,
                                  double complex *restrict p1, double complex *restrict x1) {
#pragma acc parallel loop gang vector vector_length(128) \
    present(r[0:n], p0[0:n], x0[0:n], p1[0:n], x1[0:n])
    for (int64_t i = 0; i < n; ++i) {
        const double rr = __real__ r[i], ri = __imag__ r[i];
        {
            const double pr = __real__ p0[i], pi = __imag__ p0[i];
            __real__ x0[i] += a0 * pr;
            __imag__ x0[i] += a0 * pi;
            __real__ p0[i] = z0 * rr + b0 * pr;
            __imag__ p0[i] = z0 * ri + b0 * pi;
        }
        {
            const double pr = __real__ p1[i], pi = __imag__ p1[i];
            __real__ x1[i] += a1 * pr;
            __imag__ x1[i] += a1 * pi;
            __real__ p1[i] = z1 * rr + b1 * pr;
            __imag__ p1[i] = z1 * ri + b1 * pi;
        }
    }
}

/* m shift updates of distinct shifts (x_k += a_k p_k, then p_k = z_k r + b_k p_k), as few
 * launches as the fused kernels allow: 4, 2 shifts a launch, then one. */
void lattice_vec3_shift_update_many_d(int64_t n, int m, const double *a, const double *z,
                                      const double *b, const double complex *r,
                                      double complex *const *p, double complex *const *x) {
    int k = 0;
    while (k < m) {
        if (m - k >= 4) {
            lattice_vec3_shift_update4_d(
                n, r, (double)a[k + 0], (double)z[k + 0], (double)b[k + 0], p[k + 0], x[k + 0],
                (double)a[k + 1], (double)z[k + 1], (double)b[k + 1], p[k + 1], x[k + 1],
                (double)a[k + 2], (double)z[k + 2], (double)b[k + 2], p[k + 2], x[k + 2],
                (double)a[k + 3], (double)z[k + 3], (double)b[k + 3], p[k + 3], x[k + 3]);
            k += 4;
        } else if (m - k >= 2) {
            lattice_vec3_shift_update2_d(n, r, (double)a[k + 0], (double)z[k + 0], (double)b[k + 0],
                                         p[k + 0], x[k + 0], (double)a[k + 1], (double)z[k + 1],
                                         (double)b[k + 1], p[k + 1], x[k + 1]);
            k += 2;
        } else {
            lattice_vec3_shift_update_d(n, (double)a[k], (double)z[k], (double)b[k], r, p[k], x[k]);
            k += 1;
        }
    }
}

/* y += a x over n complex numbers (real a), returning sum_i |y_i|^2 (accumulated in double). */
double lattice_vec3_axpy_norm2_d(int64_t n, double a, const double complex *restrict x,
                                 double complex *restrict y) {
#pragma acc parallel loop gang vector vector_length(128) present(x[0:n], y[0:n])
    for (int64_t c = 0; c < 8192; ++c) {
        double sum = 0;
        for (int64_t i = c; i < n; i += 8192) {
            const double yr = __real__ y[i] + a * __real__ x[i],
                         yi = __imag__ y[i] + a * __imag__ x[i];
            __real__ y[i] = yr;
            __imag__ y[i] = yi;
            sum += (double)yr * yr + (double)yi * yi;
        }
        lattice_vec3_partials_d[c] = sum;
    }
#pragma acc update host(lattice_vec3_partials_d[0:8192])
    const double sum = add_partials_d(lattice_vec3_partials_d);
    return sum;
}

/* y = 0 over n reals (a complex field is 2 n reals). Also the first touch of a freshly
 * allocated host array: its pages go to the memory of the threads that will use them. */
void lattice_zero_d(int64_t n, double *restrict y) {
#pragma acc parallel loop gang vector vector_length(128) present(y[0:n])
    for (int64_t i = 0; i < n; ++i)
        y[i] = 0;
}

/* y = x in single precision (n complex numbers: links or vectors). */
void lattice_to_single_d(int64_t n, const double complex *restrict x, float complex *restrict y) {
#pragma acc parallel loop gang vector vector_length(128) present(x[0:n], y[0:n])
    for (int64_t i = 0; i < n; ++i) {
        __real__ y[i] = (float)__real__ x[i];
        __imag__ y[i] = (float)__imag__ x[i];
    }
}

/* y = x in double precision (n complex numbers). */
void lattice_to_double_d(int64_t n, const float complex *restrict x, double complex *restrict y) {
#pragma acc parallel loop gang vector vector_length(128) present(x[0:n], y[0:n])
    for (int64_t i = 0; i < n; ++i) {
        __real__ y[i] = __real__ x[i];
        __imag__ y[i] = __imag__ x[i];
    }
}

/* sum over the 8 sizeh momenta of tr(H^2) / 2 (the HMC kinetic energy). */
double lattice_mom_kinetic_d(int64_t sizeh, const double *restrict mom) {
    const int64_t nmom = 64 * sizeh, nmat = 8 * sizeh;
    (void)nmom;
    double sum = 0;
#pragma acc parallel loop gang vector vector_length(128) reduction(+:sum) present(mom[0:nmom])
    for (int64_t i = 0; i < nmat; ++i) {
        const int64_t f = i / sizeh, h = i % sizeh;
        const double *m = mom + f * 8 * sizeh + h;
        const double d0 = m[6 * sizeh], d1 = m[7 * sizeh], d2 = -d0 - d1;
        double off = 0;
#pragma acc loop seq
        for (int k = 0; k < 6; ++k)
            off += m[k * sizeh] * m[k * sizeh];
        sum += 0.5 * (d0 * d0 + d1 * d1 + d2 * d2) + off;
    }
    return sum;
}
