/*
 * GENERATED FILE - do not edit. Edit the spec or the template and regenerate:
 *     python3 -m generator
 * spec:      specs/lattice.yaml
 * template:  templates/kernels/lattice/vec3.c.j2
 * flavour:   omp-target
 * precision: float
 * tunables:  num_teams=0, thread_limit=128
 */
#include <complex.h>
#include <stdint.h>

#include "lattice_kernels.h"

/* y = y + (ar + i ai) x over n complex numbers. */
void lattice_vec3_axpy_f(int64_t n, float ar, float ai, const float complex *restrict x,
                         float complex *restrict y) {
#pragma omp target teams distribute parallel for thread_limit(128) \
    map(present, alloc: x[0:n], y[0:n])
    for (int64_t i = 0; i < n; ++i) {
        const float xr = __real__ x[i], xi = __imag__ x[i];
        __real__ y[i] += ar * xr - ai * xi;
        __imag__ y[i] += ar * xi + ai * xr;
    }
}

/* y = a x + b y (real a, b). */
void lattice_vec3_axpby_f(int64_t n, float a, const float complex *restrict x, float b,
                          float complex *restrict y) {
#pragma omp target teams distribute parallel for thread_limit(128) \
    map(present, alloc: x[0:n], y[0:n])
    for (int64_t i = 0; i < n; ++i) {
        __real__ y[i] = a * __real__ x[i] + b * __real__ y[i];
        __imag__ y[i] = a * __imag__ x[i] + b * __imag__ y[i];
    }
}

/* The sums below as partial sums: thread c of 65536 adds elements c, c + 65536, ... into
 * lattice_vec3_partials_f[c] (and [65536 + c]),
 * thread d of 1024 adds partials d, d + 1024, ... into lattice_vec3_sums_f[d], and
 * the host adds those in order
 * (generator/units.py PARTIAL_SUMS says why): the same bits on every run. One
 * array per precision: these sums are not to be called from several host threads at once. */
/* external: clang's host side updates only externally visible declare-target variables */
#pragma omp declare target
double lattice_vec3_partials_f[131072];
#pragma omp end declare target
#pragma omp declare target
double lattice_vec3_sums_f[2048];
#pragma omp end declare target

static double add_partials_f(const double *v) {
    double s = 0;
    for (int c = 0; c < 1024; ++c)
        s += v[c];
    return s;
}

/* (re, im) = sum_i conj(x_i) y_i, accumulated in double. */
void lattice_vec3_dot_f(int64_t n, const float complex *restrict x, const float complex *restrict y,
                        double *re, double *im) {
#pragma omp target teams distribute parallel for thread_limit(128) \
    map(present, alloc: x[0:n], y[0:n])
    for (int64_t c = 0; c < 65536; ++c) {
        double sr = 0, si = 0;
        for (int64_t i = c; i < n; i += 65536) {
            const double xr = __real__ x[i], xi = __imag__ x[i], yr = __real__ y[i],
                         yi = __imag__ y[i];
            sr += xr * yr + xi * yi;
            si += xr * yi - xi * yr;
        }
        lattice_vec3_partials_f[c] = sr;
        lattice_vec3_partials_f[65536 + c] = si;
    }
#pragma omp target teams distribute parallel for thread_limit(128)
    for (int64_t d = 0; d < 2048; ++d) {
        const int64_t first = d / 1024 * 65536 + d % 1024;
        double s = 0;
        for (int64_t c = 0; c < 64; ++c)
            s += lattice_vec3_partials_f[first + c * 1024];
        lattice_vec3_sums_f[d] = s;
    }
#pragma omp target update from(lattice_vec3_sums_f[0:2048])
    const double sr = add_partials_f(lattice_vec3_sums_f);
    const double si = add_partials_f(lattice_vec3_sums_f + 1024);
    *re = sr;
    *im = si;
}

/* sum_i |x_i|^2, accumulated in double. */
double lattice_vec3_norm2_f(int64_t n, const float complex *restrict x) {
#pragma omp target teams distribute parallel for thread_limit(128) map(present, alloc: x[0:n])
    for (int64_t c = 0; c < 65536; ++c) {
        double sum = 0;
        for (int64_t i = c; i < n; i += 65536) {
            const double xr = __real__ x[i], xi = __imag__ x[i];
            sum += xr * xr + xi * xi;
        }
        lattice_vec3_partials_f[c] = sum;
    }
#pragma omp target teams distribute parallel for thread_limit(128)
    for (int64_t d = 0; d < 1024; ++d) {
        const int64_t first = d / 1024 * 65536 + d % 1024;
        double s = 0;
        for (int64_t c = 0; c < 64; ++c)
            s += lattice_vec3_partials_f[first + c * 1024];
        lattice_vec3_sums_f[d] = s;
    }
#pragma omp target update from(lattice_vec3_sums_f[0:1024])
    const double sum = add_partials_f(lattice_vec3_sums_f);
    return sum;
}

/* y = x over n complex numbers (also copies whole link fields). */
void lattice_vec3_copy_f(int64_t n, const float complex *restrict x, float complex *restrict y) {
#pragma omp target teams distribute parallel for thread_limit(128) \
    map(present, alloc: x[0:n], y[0:n])
    for (int64_t i = 0; i < n; ++i)
        y[i] = x[i];
}

/* One multishift CG step of a shift, fused: x += a p, then p = z r + b p. */
void lattice_vec3_shift_update_f(int64_t n, float a, float z, float b,
                                 const float complex *restrict r, float complex *restrict p,
                                 float complex *restrict x) {
#pragma omp target teams distribute parallel for thread_limit(128) \
    map(present, alloc: r[0:n], p[0:n], x[0:n])
    for (int64_t i = 0; i < n; ++i) {
        const float pr = __real__ p[i], pi = __imag__ p[i];
        __real__ x[i] += a * pr;
        __imag__ x[i] += a * pi;
        __real__ p[i] = z * __real__ r[i] + b * pr;
        __imag__ p[i] = z * __imag__ r[i] + b * pi;
    }
}

/* The step of 4 shifts in one pass: r read once, one launch instead of 4. The same
 * arithmetic per element as lattice_vec3_shift_update_f. */
void lattice_vec3_shift_update4_f(int64_t n, const float complex *restrict r, float a0, float z0,
                                  float b0, float complex *restrict p0, float complex *restrict x0,
                                  float a1, float z1, float b1, float complex *restrict p1,
                                  float complex *restrict x1, float a2, float z2, float b2,
                                  float complex *restrict p2, float complex *restrict x2, float a3,
                                  float z3, float b3, float complex *restrict p3,
                                  float complex *restrict x3) {
#pragma omp target teams distribute parallel for thread_limit(128) \
    map(present, alloc: r[0:n], p0[0:n], x0[0:n], p1[0:n], x1[0:n], p2[0:n], x2[0:n], p3[0:n], \
        x3[0:n])
    for (int64_t i = 0; i < n; ++i) {
        const float rr = __real__ r[i], ri = __imag__ r[i];
        {
            const float pr = __real__ p0[i], pi = __imag__ p0[i];
            __real__ x0[i] += a0 * pr;
            __imag__ x0[i] += a0 * pi;
            __real__ p0[i] = z0 * rr + b0 * pr;
            __imag__ p0[i] = z0 * ri + b0 * pi;
        }
        {
            const float pr = __real__ p1[i], pi = __imag__ p1[i];
            __real__ x1[i] += a1 * pr;
            __imag__ x1[i] += a1 * pi;
            __real__ p1[i] = z1 * rr + b1 * pr;
            __imag__ p1[i] = z1 * ri + b1 * pi;
        }
        {
            const float pr = __real__ p2[i], pi = __imag__ p2[i];
            __real__ x2[i] += a2 * pr;
            __imag__ x2[i] += a2 * pi;
            __real__ p2[i] = z2 * rr + b2 * pr;
            __imag__ p2[i] = z2 * ri + b2 * pi;
        }
        {
            const float pr = __real__ p3[i], pi = __imag__ p3[i];
            __real__ x3[i] += a3 * pr;
            __imag__ x3[i] += a3 * pi;
            __real__ p3[i] = z3 * rr + b3 * pr;
            __imag__ p3[i] = z3 * ri + b3 * pi;
        }
    }
}

/* The step of 2 shifts in one pass: r read once, one launch instead of 2. The same
 * arithmetic per element as lattice_vec3_shift_update_f. */
void lattice_vec3_shift_update2_f(int64_t n, const float complex *restrict r, float a0, float z0,
                                  float b0, float complex *restrict p0, float complex *restrict x0,
                                  float a1, float z1, float b1, float complex *restrict p1,
                                  float complex *restrict x1) {
#pragma omp target teams distribute parallel for thread_limit(128) \
    map(present, alloc: r[0:n], p0[0:n], x0[0:n], p1[0:n], x1[0:n])
    for (int64_t i = 0; i < n; ++i) {
        const float rr = __real__ r[i], ri = __imag__ r[i];
        {
            const float pr = __real__ p0[i], pi = __imag__ p0[i];
            __real__ x0[i] += a0 * pr;
            __imag__ x0[i] += a0 * pi;
            __real__ p0[i] = z0 * rr + b0 * pr;
            __imag__ p0[i] = z0 * ri + b0 * pi;
        }
        {
            const float pr = __real__ p1[i], pi = __imag__ p1[i];
            __real__ x1[i] += a1 * pr;
            __imag__ x1[i] += a1 * pi;
            __real__ p1[i] = z1 * rr + b1 * pr;
            __imag__ p1[i] = z1 * ri + b1 * pi;
        }
    }
}

/* m shift updates of distinct shifts (x_k += a_k p_k, then p_k = z_k r + b_k p_k), as few
 * launches as the fused kernels allow: 4, 2 shifts a launch, then one. */
void lattice_vec3_shift_update_many_f(int64_t n, int m, const double *a, const double *z,
                                      const double *b, const float complex *r,
                                      float complex *const *p, float complex *const *x) {
    int k = 0;
    while (k < m) {
        if (m - k >= 4) {
            lattice_vec3_shift_update4_f(
                n, r, (float)a[k + 0], (float)z[k + 0], (float)b[k + 0], p[k + 0], x[k + 0],
                (float)a[k + 1], (float)z[k + 1], (float)b[k + 1], p[k + 1], x[k + 1],
                (float)a[k + 2], (float)z[k + 2], (float)b[k + 2], p[k + 2], x[k + 2],
                (float)a[k + 3], (float)z[k + 3], (float)b[k + 3], p[k + 3], x[k + 3]);
            k += 4;
        } else if (m - k >= 2) {
            lattice_vec3_shift_update2_f(n, r, (float)a[k + 0], (float)z[k + 0], (float)b[k + 0],
                                         p[k + 0], x[k + 0], (float)a[k + 1], (float)z[k + 1],
                                         (float)b[k + 1], p[k + 1], x[k + 1]);
            k += 2;
        } else {
            lattice_vec3_shift_update_f(n, (float)a[k], (float)z[k], (float)b[k], r, p[k], x[k]);
            k += 1;
        }
    }
}

/* y += a x over n complex numbers (real a), returning sum_i |y_i|^2 (accumulated in double). */
double lattice_vec3_axpy_norm2_f(int64_t n, float a, const float complex *restrict x,
                                 float complex *restrict y) {
#pragma omp target teams distribute parallel for thread_limit(128) \
    map(present, alloc: x[0:n], y[0:n])
    for (int64_t c = 0; c < 65536; ++c) {
        double sum = 0;
        for (int64_t i = c; i < n; i += 65536) {
            const float yr = __real__ y[i] + a * __real__ x[i],
                        yi = __imag__ y[i] + a * __imag__ x[i];
            __real__ y[i] = yr;
            __imag__ y[i] = yi;
            sum += (double)yr * yr + (double)yi * yi;
        }
        lattice_vec3_partials_f[c] = sum;
    }
#pragma omp target teams distribute parallel for thread_limit(128)
    for (int64_t d = 0; d < 1024; ++d) {
        const int64_t first = d / 1024 * 65536 + d % 1024;
        double s = 0;
        for (int64_t c = 0; c < 64; ++c)
            s += lattice_vec3_partials_f[first + c * 1024];
        lattice_vec3_sums_f[d] = s;
    }
#pragma omp target update from(lattice_vec3_sums_f[0:1024])
    const double sum = add_partials_f(lattice_vec3_sums_f);
    return sum;
}

/* y = 0 over n reals (a complex field is 2 n reals). Also the first touch of a freshly
 * allocated host array: its pages go to the memory of the threads that will use them. */
void lattice_zero_f(int64_t n, float *restrict y) {
#pragma omp target teams distribute parallel for thread_limit(128) map(present, alloc: y[0:n])
    for (int64_t i = 0; i < n; ++i)
        y[i] = 0;
}
