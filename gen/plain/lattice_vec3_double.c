/*
 * GENERATED FILE - do not edit. Edit the spec or the template and regenerate:
 *     python3 -m generator
 * spec:      specs/lattice.yaml
 * template:  templates/kernels/lattice/vec3.c.j2
 * flavour:   plain
 * precision: double
 * tunables:  defaults
 */
#include <complex.h>
#include <stdint.h>

#include "lattice_kernels.h"

/* y = y + (ar + i ai) x over n complex numbers. */
void lattice_vec3_axpy_d(int64_t n, double ar, double ai, const double complex *restrict x,
                         double complex *restrict y) {
    /* concurrent: iterations are independent */
    for (int64_t i = 0; i < n; ++i) {
        const double xr = __real__ x[i], xi = __imag__ x[i];
        __real__ y[i] += ar * xr - ai * xi;
        __imag__ y[i] += ar * xi + ai * xr;
    }
}

/* y = a x + b y (real a, b). */
void lattice_vec3_axpby_d(int64_t n, double a, const double complex *restrict x, double b,
                          double complex *restrict y) {
    /* concurrent: iterations are independent */
    for (int64_t i = 0; i < n; ++i) {
        __real__ y[i] = a * __real__ x[i] + b * __real__ y[i];
        __imag__ y[i] = a * __imag__ x[i] + b * __imag__ y[i];
    }
}

/* (re, im) = sum_i conj(x_i) y_i, accumulated in double. */
void lattice_vec3_dot_d(int64_t n, const double complex *restrict x,
                        const double complex *restrict y, double *re, double *im) {
    double sr = 0, si = 0;
    /* concurrent: iterations are independent except for the +-reduction into sr, si */
    for (int64_t i = 0; i < n; ++i) {
        const double xr = __real__ x[i], xi = __imag__ x[i], yr = __real__ y[i], yi = __imag__ y[i];
        sr += xr * yr + xi * yi;
        si += xr * yi - xi * yr;
    }
    *re = sr;
    *im = si;
}

/* sum_i |x_i|^2, accumulated in double. */
double lattice_vec3_norm2_d(int64_t n, const double complex *restrict x) {
    double sum = 0;
    /* concurrent: iterations are independent except for the +-reduction into sum */
    for (int64_t i = 0; i < n; ++i) {
        const double xr = __real__ x[i], xi = __imag__ x[i];
        sum += xr * xr + xi * xi;
    }
    return sum;
}

/* y = x over n complex numbers (also copies whole link fields). */
void lattice_vec3_copy_d(int64_t n, const double complex *restrict x, double complex *restrict y) {
    /* concurrent: iterations are independent */
    for (int64_t i = 0; i < n; ++i)
        y[i] = x[i];
}

/* One multishift CG step of a shift, fused: x += a p, then p = z r + b p. */
void lattice_vec3_shift_update_d(int64_t n, double a, double z, double b,
                                 const double complex *restrict r, double complex *restrict p,
                                 double complex *restrict x) {
    /* concurrent: iterations are independent */
    for (int64_t i = 0; i < n; ++i) {
        const double pr = __real__ p[i], pi = __imag__ p[i];
        __real__ x[i] += a * pr;
        __imag__ x[i] += a * pi;
        __real__ p[i] = z * __real__ r[i] + b * pr;
        __imag__ p[i] = z * __imag__ r[i] + b * pi;
    }
}

/* y += a x over n complex numbers (real a), returning sum_i |y_i|^2 (accumulated in double). */
double lattice_vec3_axpy_norm2_d(int64_t n, double a, const double complex *restrict x,
                                 double complex *restrict y) {
    double sum = 0;
    /* concurrent: iterations are independent except for the +-reduction into sum */
    for (int64_t i = 0; i < n; ++i) {
        const double yr = __real__ y[i] + a * __real__ x[i], yi = __imag__ y[i] + a * __imag__ x[i];
        __real__ y[i] = yr;
        __imag__ y[i] = yi;
        sum += (double)yr * yr + (double)yi * yi;
    }
    return sum;
}

/* y = 0 over n reals (a complex field is 2 n reals). Also the first touch of a freshly
 * allocated host array: its pages go to the memory of the threads that will use them. */
void lattice_zero_d(int64_t n, double *restrict y) {
    /* concurrent: iterations are independent */
    for (int64_t i = 0; i < n; ++i)
        y[i] = 0;
}

/* y = x in single precision (n complex numbers: links or vectors). */
void lattice_to_single_d(int64_t n, const double complex *restrict x, float complex *restrict y) {
    /* concurrent: iterations are independent */
    for (int64_t i = 0; i < n; ++i) {
        __real__ y[i] = (float)__real__ x[i];
        __imag__ y[i] = (float)__imag__ x[i];
    }
}

/* y = x in double precision (n complex numbers). */
void lattice_to_double_d(int64_t n, const float complex *restrict x, double complex *restrict y) {
    /* concurrent: iterations are independent */
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
    /* concurrent: iterations are independent except for the +-reduction into sum */
    for (int64_t i = 0; i < nmat; ++i) {
        const int64_t f = i / sizeh, h = i % sizeh;
        const double *m = mom + f * 8 * sizeh + h;
        const double d0 = m[6 * sizeh], d1 = m[7 * sizeh], d2 = -d0 - d1;
        double off = 0;

        for (int k = 0; k < 6; ++k)
            off += m[k * sizeh] * m[k * sizeh];
        sum += 0.5 * (d0 * d0 + d1 * d1 + d2 * d2) + off;
    }
    return sum;
}
