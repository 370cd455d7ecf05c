/*
 * GENERATED FILE - do not edit. Edit the spec or the template and regenerate:
 *     python3 -m generator
 * spec:      specs/sparse.yaml
 * template:  templates/kernels/sparse/sparse_kernels.h.j2
 * flavour:   any
 * formats:   csr, ellpack, sell
 * kernels:   spmv, residual
 * values:    double, float
 */
#ifndef SPARSE_KERNELS_H
#define SPARSE_KERNELS_H

#include <stdint.h>

/* SELL-C-sigma parameters fixed by the spec. */
#define SPARSE_SELL_C 32
#define SPARSE_SELL_SIGMA 256

/* ---- double ---- */
void sparse_spmv_csr_double(int32_t n_rows, int32_t n_cols, int64_t nnz,
                            const int32_t *restrict rowptr, const int32_t *restrict col,
                            const double *restrict val, const double *restrict x,
                            double *restrict y);
void sparse_residual_csr_double(int32_t n_rows, int32_t n_cols, int64_t nnz,
                                const int32_t *restrict rowptr, const int32_t *restrict col,
                                const double *restrict val, const double *restrict x,
                                const double *restrict b, double *restrict r);
void sparse_spmv_ellpack_double(int32_t n_rows, int32_t n_cols, int32_t width,
                                const int32_t *restrict col, const double *restrict val,
                                const double *restrict x, double *restrict y);
void sparse_residual_ellpack_double(int32_t n_rows, int32_t n_cols, int32_t width,
                                    const int32_t *restrict col, const double *restrict val,
                                    const double *restrict x, const double *restrict b,
                                    double *restrict r);
void sparse_spmv_sell_double(int32_t n_rows, int32_t n_cols, int32_t n_chunks,
                             const int64_t *restrict chunk_ptr, const int32_t *restrict chunk_len,
                             const int32_t *restrict perm, const int32_t *restrict col,
                             const double *restrict val, const double *restrict x,
                             double *restrict y);
void sparse_residual_sell_double(int32_t n_rows, int32_t n_cols, int32_t n_chunks,
                                 const int64_t *restrict chunk_ptr,
                                 const int32_t *restrict chunk_len, const int32_t *restrict perm,
                                 const int32_t *restrict col, const double *restrict val,
                                 const double *restrict x, const double *restrict b,
                                 double *restrict r);
double sparse_dot_double(int64_t n, const double *restrict x, const double *restrict y);
void sparse_axpy_double(int64_t n, double a, const double *restrict x, double *restrict y);
void sparse_xpay_double(int64_t n, const double *restrict x, double a, double *restrict y);
void sparse_jacobi_double(int64_t n, double w, const double *restrict dinv,
                          const double *restrict r, double *restrict z);
void sparse_copy_double(int64_t n, const double *restrict x, double *restrict y);

/* ---- float ---- */
void sparse_spmv_csr_float(int32_t n_rows, int32_t n_cols, int64_t nnz,
                           const int32_t *restrict rowptr, const int32_t *restrict col,
                           const float *restrict val, const float *restrict x, float *restrict y);
void sparse_residual_csr_float(int32_t n_rows, int32_t n_cols, int64_t nnz,
                               const int32_t *restrict rowptr, const int32_t *restrict col,
                               const float *restrict val, const float *restrict x,
                               const float *restrict b, float *restrict r);
void sparse_spmv_ellpack_float(int32_t n_rows, int32_t n_cols, int32_t width,
                               const int32_t *restrict col, const float *restrict val,
                               const float *restrict x, float *restrict y);
void sparse_residual_ellpack_float(int32_t n_rows, int32_t n_cols, int32_t width,
                                   const int32_t *restrict col, const float *restrict val,
                                   const float *restrict x, const float *restrict b,
                                   float *restrict r);
void sparse_spmv_sell_float(int32_t n_rows, int32_t n_cols, int32_t n_chunks,
                            const int64_t *restrict chunk_ptr, const int32_t *restrict chunk_len,
                            const int32_t *restrict perm, const int32_t *restrict col,
                            const float *restrict val, const float *restrict x, float *restrict y);
void sparse_residual_sell_float(int32_t n_rows, int32_t n_cols, int32_t n_chunks,
                                const int64_t *restrict chunk_ptr,
                                const int32_t *restrict chunk_len, const int32_t *restrict perm,
                                const int32_t *restrict col, const float *restrict val,
                                const float *restrict x, const float *restrict b,
                                float *restrict r);
double sparse_dot_float(int64_t n, const float *restrict x, const float *restrict y);
void sparse_axpy_float(int64_t n, float a, const float *restrict x, float *restrict y);
void sparse_xpay_float(int64_t n, const float *restrict x, float a, float *restrict y);
void sparse_jacobi_float(int64_t n, float w, const float *restrict dinv, const float *restrict r,
                         float *restrict z);
void sparse_copy_float(int64_t n, const float *restrict x, float *restrict y);

#endif
