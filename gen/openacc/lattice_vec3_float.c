/*
 * GENERATED FILE - do not edit. Edit the spec or the template and regenerate:
 *     python3 -m generator
 * spec:      specs/lattice.yaml
 * template:  templates/kernels/lattice/vec3.c.j2
 * flavour:   openacc
 * precision: float
 * tunables:  num_gangs=0, vector_length=128
 */
#include <complex.h>
#include <stdint.h>

#include "lattice_kernels.h"

/* y = y + (ar + i ai) x over n complex numbers. */
void lattice_vec3_axpy_f(int64_t n, float ar, float ai, const float complex *restrict x,
                         float complex *restrict y) {
#pragma acc parallel loop gang vector vector_length(128) present(x[0:n], y[0:n])
    for (int64_t i = 0; i < n; ++i) {
        const float xr = __real__ x[i], xi = __imag__ x[i];
        __real__ y[i] += ar * xr - ai * xi;
        __imag__ y[i] += ar * xi + ai * xr;
    }
}

/* y = a x + b y (real a, b). */
void lattice_vec3_axpby_f(int64_t n, float a, const float complex *restrict x, float b,
                          float complex *restrict y) {
#pragma acc parallel loop gang vector vector_length(128) present(x[0:n], y[0:n])
    for (int64_t i = 0; i < n; ++i) {
        __real__ y[i] = a * __real__ x[i] + b * __real__ y[i];
        __imag__ y[i] = a * __imag__ x[i] + b * __imag__ y[i];
    }
}

/* (re, im) = sum_i conj(x_i) y_i, accumulated in double. */
void lattice_vec3_dot_f(int64_t n, const float complex *restrict x, const float complex *restrict y,
                        double *re, double *im) {
    double sr = 0, si = 0;
#pragma acc parallel loop gang vector vector_length(128) reduction(+:sr, si) \
    present(x[0:n], y[0:n])
    for (int64_t i = 0; i < n; ++i) {
        const double xr = __real__ x[i], xi = __imag__ x[i], yr = __real__ y[i], yi = __imag__ y[i];
        sr += xr * yr + xi * yi;
        si += xr * yi - xi * yr;
    }
    *re = sr;
    *im = si;
}

/* sum_i |x_i|^2, accumulated in double. */
double lattice_vec3_norm2_f(int64_t n, const float complex *restrict x) {
    double sum = 0;
#pragma acc parallel loop gang vector vector_length(128) reduction(+:sum) present(x[0:n])
    for (int64_t i = 0; i < n; ++i) {
        const double xr = __real__ x[i], xi = __imag__ x[i];
        sum += xr * xr + xi * xi;
    }
    return sum;
}

/* y = x over n complex numbers (also copies whole link fields). */
void lattice_vec3_copy_f(int64_t n, const float complex *restrict x, float complex *restrict y) {
#pragma acc parallel loop gang vector vector_length(128) present(x[0:n], y[0:n])
    for (int64_t i = 0; i < n; ++i)
        y[i] = x[i];
}

/* One multishift CG step of a shift, fused: x += a p, then p = z r + b p. */
void lattice_vec3_shift_update_f(int64_t n, float a, float z, float b,
                                 const float complex *restrict r, float complex *restrict p,
                                 float complex *restrict x) {
#pragma acc parallel loop gang vector vector_length(128) present(r[0:n], p[0:n], x[0:n])
    for (int64_t i = 0; i < n; ++i) {
        const float pr = __real__ p[i], pi = __imag__ p[i];
        __real__ x[i] += a * pr;
        __imag__ x[i] += a * pi;
        __real__ p[i] = z * __real__ r[i] + b * pr;
        __imag__ p[i] = z * __imag__ r[i] + b * pi;
    }
}

/* y += a x over n complex numbers (real a), returning sum_i |y_i|^2 (accumulated in double). */
double lattice_vec3_axpy_norm2_f(int64_t n, float a, const float complex *restrict x,
                                 float complex *restrict y) {
    double sum = 0;
#pragma acc parallel loop gang vector vector_length(128) reduction(+:sum) present(x[0:n], y[0:n])
    for (int64_t i = 0; i < n; ++i) {
        const float yr = __real__ y[i] + a * __real__ x[i], yi = __imag__ y[i] + a * __imag__ x[i];
        __real__ y[i] = yr;
        __imag__ y[i] = yi;
        sum += (double)yr * yr + (double)yi * yi;
    }
    return sum;
}

/* y = 0 over n reals (a complex field is 2 n reals). Also the first touch of a freshly
 * allocated host array: its pages go to the memory of the threads that will use them. */
void lattice_zero_f(int64_t n, float *restrict y) {
#pragma acc parallel loop gang vector vector_length(128) present(y[0:n])
    for (int64_t i = 0; i < n; ++i)
        y[i] = 0;
}
