/*
 * GENERATED FILE - do not edit. Edit the spec or the template and regenerate:
 *     python3 -m generator
 * spec:      specs/sparse.yaml
 * template:  templates/kernels/sparse/sparse_kernels.h.j2
 * flavour:   any
 * formats:   csr, csr_vector, ellpack, sell, rsell_a, rsell_b, csb
 * kernels:   spmv, residual, prolong, smooth
 * values:    double, float
 * amg:       coarsening aggregation, smoother chebyshev, sweeps 2, format sell, coarse_size 400
 * spmm:      k = 1, 4, 8, 16, 32, any; variants naive, fused, cache_blocked, rowwise,
 *            rowwise_fused, rowwise_indexed
 */
#ifndef SPARSE_KERNELS_H
#define SPARSE_KERNELS_H

#include <stdint.h>

/* The row formats the spec generates (SPARSE_HAVE_<FORMAT>) and the parameters it fixes. */
#define SPARSE_HAVE_CSR 1
#define SPARSE_HAVE_CSR_VECTOR 1
#define SPARSE_HAVE_ELLPACK 1
#define SPARSE_HAVE_SELL 1
#define SPARSE_HAVE_RSELL_A 1
#define SPARSE_HAVE_RSELL_B 1
#define SPARSE_SELL_C 32
#define SPARSE_SELL_SIGMA 256
#define SPARSE_RSELL_A_C 32
#define SPARSE_RSELL_A_SIGMA 256
#define SPARSE_RSELL_B_C 32
#define SPARSE_RSELL_B_SIGMA 256
#define SPARSE_CSR_VECTOR_LANES 32
/* The algebraic multigrid defaults (spec `amg:`; runtime/sparse/amg.h). */
#define SPARSE_AMG_COARSENING "aggregation"
#define SPARSE_AMG_SMOOTHER "chebyshev"
#define SPARSE_AMG_SWEEPS 2
#define SPARSE_AMG_FORMAT "sell"
#define SPARSE_AMG_COARSE_SIZE 400
/* Bytes of x a column segment of an SpMV covers at most, for this flavour
 * (gen/<flavour>/sparse_spmv_settings.c; runtime/sparse/matrix.h). */
extern const int64_t sparse_spmv_column_segment_bytes;
/* SELL chunks of at least this many times the mean row length are stored first, for this
 * flavour (0: row order; runtime/sparse/matrix.h, sell_order_long_chunks_first). */
extern const int32_t sparse_sell_long_chunks_first;
/* CSB-COO block size: the programs' default (runtime/sparse/csb.h). */
#define SPARSE_CSB_B 4096
/* Bytes of team memory a staged SpMM variant (fused, cache_blocked) holds rows of Y in:
 * the any-k kernels take k <= SPARSE_SPMM_CACHE_SIZE / sizeof(value). */
#define SPARSE_SPMM_CACHE_SIZE 32768
/* Lanes of the chunked dot products (sparse_dot_chunks_*): a chunk's elements are added in
 * this many interleaved running sums (the width of a GPU warp). */
#define SPARSE_DOT_LANES 32

/* ---- double ---- */
void sparse_spmv_csr_double(int32_t n_rows, int32_t n_cols, int64_t nnz,
                            const int32_t *restrict rowptr, const int32_t *restrict col,
                            const double *restrict val, const double *restrict x,
                            double *restrict y);
void sparse_residual_csr_double(int32_t n_rows, int32_t n_cols, int64_t nnz,
                                const int32_t *restrict rowptr, const int32_t *restrict col,
                                const double *restrict val, const double *restrict x,
                                const double *restrict b, double *restrict r);
void sparse_prolong_csr_double(int32_t n_rows, int32_t n_cols, int64_t nnz,
                               const int32_t *restrict rowptr, const int32_t *restrict col,
                               const double *restrict val, const double *restrict x,
                               double *restrict y);
void sparse_smooth_csr_double(int32_t n_rows, int32_t n_cols, int64_t nnz,
                              const int32_t *restrict rowptr, const int32_t *restrict col,
                              const double *restrict val, const double *restrict x,
                              const double *restrict b, const double *restrict dinv, double a,
                              double c, double *restrict d, double *restrict x_out);
void sparse_spmv_csr_vector_double(int32_t n_rows, int32_t n_cols, int64_t nnz,
                                   const int32_t *restrict rowptr, const int32_t *restrict col,
                                   const double *restrict val, const double *restrict x,
                                   double *restrict y);
void sparse_residual_csr_vector_double(int32_t n_rows, int32_t n_cols, int64_t nnz,
                                       const int32_t *restrict rowptr, const int32_t *restrict col,
                                       const double *restrict val, const double *restrict x,
                                       const double *restrict b, double *restrict r);
void sparse_prolong_csr_vector_double(int32_t n_rows, int32_t n_cols, int64_t nnz,
                                      const int32_t *restrict rowptr, const int32_t *restrict col,
                                      const double *restrict val, const double *restrict x,
                                      double *restrict y);
void sparse_smooth_csr_vector_double(int32_t n_rows, int32_t n_cols, int64_t nnz,
                                     const int32_t *restrict rowptr, const int32_t *restrict col,
                                     const double *restrict val, const double *restrict x,
                                     const double *restrict b, const double *restrict dinv,
                                     double a, double c, double *restrict d,
                                     double *restrict x_out);
void sparse_spmv_ellpack_double(int32_t n_rows, int32_t n_cols, int32_t width,
                                const int32_t *restrict col, const double *restrict val,
                                const double *restrict x, double *restrict y);
void sparse_residual_ellpack_double(int32_t n_rows, int32_t n_cols, int32_t width,
                                    const int32_t *restrict col, const double *restrict val,
                                    const double *restrict x, const double *restrict b,
                                    double *restrict r);
void sparse_prolong_ellpack_double(int32_t n_rows, int32_t n_cols, int32_t width,
                                   const int32_t *restrict col, const double *restrict val,
                                   const double *restrict x, double *restrict y);
void sparse_smooth_ellpack_double(int32_t n_rows, int32_t n_cols, int32_t width,
                                  const int32_t *restrict col, const double *restrict val,
                                  const double *restrict x, const double *restrict b,
                                  const double *restrict dinv, double a, double c,
                                  double *restrict d, double *restrict x_out);
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
void sparse_prolong_sell_double(int32_t n_rows, int32_t n_cols, int32_t n_chunks,
                                const int64_t *restrict chunk_ptr,
                                const int32_t *restrict chunk_len, const int32_t *restrict perm,
                                const int32_t *restrict col, const double *restrict val,
                                const double *restrict x, double *restrict y);
void sparse_smooth_sell_double(int32_t n_rows, int32_t n_cols, int32_t n_chunks,
                               const int64_t *restrict chunk_ptr, const int32_t *restrict chunk_len,
                               const int32_t *restrict perm, const int32_t *restrict col,
                               const double *restrict val, const double *restrict x,
                               const double *restrict b, const double *restrict dinv, double a,
                               double c, double *restrict d, double *restrict x_out);
void sparse_spmv_rsell_a_double(int32_t n_rows, int32_t n_cols, int32_t n_chunks,
                                const int64_t *restrict chunk_ptr,
                                const int32_t *restrict chunk_len, const int32_t *restrict perm,
                                const int32_t *restrict col, const double *restrict val,
                                const double *restrict x, double *restrict y);
void sparse_residual_rsell_a_double(int32_t n_rows, int32_t n_cols, int32_t n_chunks,
                                    const int64_t *restrict chunk_ptr,
                                    const int32_t *restrict chunk_len, const int32_t *restrict perm,
                                    const int32_t *restrict col, const double *restrict val,
                                    const double *restrict x, const double *restrict b,
                                    double *restrict r);
void sparse_prolong_rsell_a_double(int32_t n_rows, int32_t n_cols, int32_t n_chunks,
                                   const int64_t *restrict chunk_ptr,
                                   const int32_t *restrict chunk_len, const int32_t *restrict perm,
                                   const int32_t *restrict col, const double *restrict val,
                                   const double *restrict x, double *restrict y);
void sparse_smooth_rsell_a_double(int32_t n_rows, int32_t n_cols, int32_t n_chunks,
                                  const int64_t *restrict chunk_ptr,
                                  const int32_t *restrict chunk_len, const int32_t *restrict perm,
                                  const int32_t *restrict col, const double *restrict val,
                                  const double *restrict x, const double *restrict b,
                                  const double *restrict dinv, double a, double c,
                                  double *restrict d, double *restrict x_out);
void sparse_spmv_rsell_b_double(int32_t n_rows, int32_t n_cols, int32_t n_chunks,
                                const int64_t *restrict chunk_ptr, const int32_t *restrict slot_len,
                                const int32_t *restrict perm, const int32_t *restrict col,
                                const double *restrict val, const double *restrict x,
                                double *restrict y);
void sparse_residual_rsell_b_double(int32_t n_rows, int32_t n_cols, int32_t n_chunks,
                                    const int64_t *restrict chunk_ptr,
                                    const int32_t *restrict slot_len, const int32_t *restrict perm,
                                    const int32_t *restrict col, const double *restrict val,
                                    const double *restrict x, const double *restrict b,
                                    double *restrict r);
void sparse_prolong_rsell_b_double(int32_t n_rows, int32_t n_cols, int32_t n_chunks,
                                   const int64_t *restrict chunk_ptr,
                                   const int32_t *restrict slot_len, const int32_t *restrict perm,
                                   const int32_t *restrict col, const double *restrict val,
                                   const double *restrict x, double *restrict y);
void sparse_smooth_rsell_b_double(int32_t n_rows, int32_t n_cols, int32_t n_chunks,
                                  const int64_t *restrict chunk_ptr,
                                  const int32_t *restrict slot_len, const int32_t *restrict perm,
                                  const int32_t *restrict col, const double *restrict val,
                                  const double *restrict x, const double *restrict b,
                                  const double *restrict dinv, double a, double c,
                                  double *restrict d, double *restrict x_out);
double sparse_dot_double(int64_t n, const double *restrict x, const double *restrict y);
void sparse_axpy_double(int64_t n, double a, const double *restrict x, double *restrict y);
void sparse_xpay_double(int64_t n, const double *restrict x, double a, double *restrict y);
void sparse_jacobi_double(int64_t n, double w, const double *restrict dinv,
                          const double *restrict r, double *restrict z);
void sparse_copy_double(int64_t n, const double *restrict x, double *restrict y);
/* distributed solvers (sparse_dist_*.c) */
void sparse_dot_chunks_double(int64_t n, int64_t chunk, const double *restrict x,
                              const double *restrict y, double *restrict lane_sums,
                              double *restrict partial);
void sparse_gather_double(int64_t n, int64_t n_x, const int32_t *restrict index,
                          const double *restrict x, double *restrict y);

/* SpMM Y = A X on k vectors (row-major n x k): CSR, and CSB-COO per variant; _kany takes
 * any k, the others the k in their name. */
void sparse_spmm_csr_double_k1(int32_t n_rows, int32_t n_cols, int64_t nnz,
                               const int32_t *restrict rowptr, const int32_t *restrict col,
                               const double *restrict val, int32_t k, const double *restrict X,
                               double *restrict Y);
void sparse_spmm_csr_double_k4(int32_t n_rows, int32_t n_cols, int64_t nnz,
                               const int32_t *restrict rowptr, const int32_t *restrict col,
                               const double *restrict val, int32_t k, const double *restrict X,
                               double *restrict Y);
void sparse_spmm_csr_double_k8(int32_t n_rows, int32_t n_cols, int64_t nnz,
                               const int32_t *restrict rowptr, const int32_t *restrict col,
                               const double *restrict val, int32_t k, const double *restrict X,
                               double *restrict Y);
void sparse_spmm_csr_double_k16(int32_t n_rows, int32_t n_cols, int64_t nnz,
                                const int32_t *restrict rowptr, const int32_t *restrict col,
                                const double *restrict val, int32_t k, const double *restrict X,
                                double *restrict Y);
void sparse_spmm_csr_double_k32(int32_t n_rows, int32_t n_cols, int64_t nnz,
                                const int32_t *restrict rowptr, const int32_t *restrict col,
                                const double *restrict val, int32_t k, const double *restrict X,
                                double *restrict Y);
void sparse_spmm_csr_double_kany(int32_t n_rows, int32_t n_cols, int64_t nnz,
                                 const int32_t *restrict rowptr, const int32_t *restrict col,
                                 const double *restrict val, int32_t k, const double *restrict X,
                                 double *restrict Y);
void sparse_spmm_csb_naive_double_k1(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const double *restrict val, int32_t k, const double *restrict X, double *restrict Y);
void sparse_spmm_csb_naive_double_k4(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const double *restrict val, int32_t k, const double *restrict X, double *restrict Y);
void sparse_spmm_csb_naive_double_k8(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const double *restrict val, int32_t k, const double *restrict X, double *restrict Y);
void sparse_spmm_csb_naive_double_k16(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const double *restrict val, int32_t k, const double *restrict X, double *restrict Y);
void sparse_spmm_csb_naive_double_k32(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const double *restrict val, int32_t k, const double *restrict X, double *restrict Y);
void sparse_spmm_csb_naive_double_kany(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const double *restrict val, int32_t k, const double *restrict X, double *restrict Y);
void sparse_spmm_csb_fused_double_k1(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const double *restrict val, int32_t k, const double *restrict X, double *restrict Y);
void sparse_spmm_csb_fused_double_k4(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const double *restrict val, int32_t k, const double *restrict X, double *restrict Y);
void sparse_spmm_csb_fused_double_k8(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const double *restrict val, int32_t k, const double *restrict X, double *restrict Y);
void sparse_spmm_csb_fused_double_k16(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const double *restrict val, int32_t k, const double *restrict X, double *restrict Y);
void sparse_spmm_csb_fused_double_k32(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const double *restrict val, int32_t k, const double *restrict X, double *restrict Y);
void sparse_spmm_csb_fused_double_kany(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const double *restrict val, int32_t k, const double *restrict X, double *restrict Y);
void sparse_spmm_csb_cache_blocked_double_k1(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const double *restrict val, int32_t k, const double *restrict X, double *restrict Y);
void sparse_spmm_csb_cache_blocked_double_k4(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const double *restrict val, int32_t k, const double *restrict X, double *restrict Y);
void sparse_spmm_csb_cache_blocked_double_k8(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const double *restrict val, int32_t k, const double *restrict X, double *restrict Y);
void sparse_spmm_csb_cache_blocked_double_k16(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const double *restrict val, int32_t k, const double *restrict X, double *restrict Y);
void sparse_spmm_csb_cache_blocked_double_k32(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const double *restrict val, int32_t k, const double *restrict X, double *restrict Y);
void sparse_spmm_csb_cache_blocked_double_kany(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const double *restrict val, int32_t k, const double *restrict X, double *restrict Y);
void sparse_spmm_csb_rowwise_double_k1(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const double *restrict val, int32_t k, const double *restrict X, double *restrict Y);
void sparse_spmm_csb_rowwise_double_k4(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const double *restrict val, int32_t k, const double *restrict X, double *restrict Y);
void sparse_spmm_csb_rowwise_double_k8(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const double *restrict val, int32_t k, const double *restrict X, double *restrict Y);
void sparse_spmm_csb_rowwise_double_k16(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const double *restrict val, int32_t k, const double *restrict X, double *restrict Y);
void sparse_spmm_csb_rowwise_double_k32(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const double *restrict val, int32_t k, const double *restrict X, double *restrict Y);
void sparse_spmm_csb_rowwise_double_kany(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const double *restrict val, int32_t k, const double *restrict X, double *restrict Y);
void sparse_spmm_csb_rowwise_fused_double_k1(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const double *restrict val, int32_t k, const double *restrict X, double *restrict Y);
void sparse_spmm_csb_rowwise_fused_double_k4(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const double *restrict val, int32_t k, const double *restrict X, double *restrict Y);
void sparse_spmm_csb_rowwise_fused_double_k8(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const double *restrict val, int32_t k, const double *restrict X, double *restrict Y);
void sparse_spmm_csb_rowwise_fused_double_k16(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const double *restrict val, int32_t k, const double *restrict X, double *restrict Y);
void sparse_spmm_csb_rowwise_fused_double_k32(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const double *restrict val, int32_t k, const double *restrict X, double *restrict Y);
void sparse_spmm_csb_rowwise_fused_double_kany(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const double *restrict val, int32_t k, const double *restrict X, double *restrict Y);
void sparse_spmm_csb_rowwise_indexed_double_k1(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const double *restrict val, int32_t k, const double *restrict X, double *restrict Y);
void sparse_spmm_csb_rowwise_indexed_double_k4(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const double *restrict val, int32_t k, const double *restrict X, double *restrict Y);
void sparse_spmm_csb_rowwise_indexed_double_k8(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const double *restrict val, int32_t k, const double *restrict X, double *restrict Y);
void sparse_spmm_csb_rowwise_indexed_double_k16(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const double *restrict val, int32_t k, const double *restrict X, double *restrict Y);
void sparse_spmm_csb_rowwise_indexed_double_k32(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const double *restrict val, int32_t k, const double *restrict X, double *restrict Y);
void sparse_spmm_csb_rowwise_indexed_double_kany(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const double *restrict val, int32_t k, const double *restrict X, double *restrict Y);
void sparse_spmm_csb_rowwise_indexed_wide_double_k1(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const double *restrict val, int32_t k, const double *restrict X, double *restrict Y);
void sparse_spmm_csb_rowwise_indexed_wide_double_k4(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const double *restrict val, int32_t k, const double *restrict X, double *restrict Y);
void sparse_spmm_csb_rowwise_indexed_wide_double_k8(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const double *restrict val, int32_t k, const double *restrict X, double *restrict Y);
void sparse_spmm_csb_rowwise_indexed_wide_double_k16(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const double *restrict val, int32_t k, const double *restrict X, double *restrict Y);
void sparse_spmm_csb_rowwise_indexed_wide_double_k32(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const double *restrict val, int32_t k, const double *restrict X, double *restrict Y);
void sparse_spmm_csb_rowwise_indexed_wide_double_kany(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const double *restrict val, int32_t k, const double *restrict X, double *restrict Y);
typedef void (*sparse_spmm_csr_fn_double)(int32_t n_rows, int32_t n_cols, int64_t nnz,
                                          const int32_t *restrict rowptr,
                                          const int32_t *restrict col, const double *restrict val,
                                          int32_t k, const double *restrict X, double *restrict Y);
typedef void (*sparse_spmm_csb_fn_double)(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const double *restrict val, int32_t k, const double *restrict X, double *restrict Y);
typedef struct {
    int32_t k; /* 0: any */
    sparse_spmm_csr_fn_double fn;
} sparse_spmm_csr_entry_double;
typedef struct {
    const char *variant;
    int32_t k; /* 0: any */
    sparse_spmm_csb_fn_double fn;
} sparse_spmm_csb_entry_double;
/* The flavour's kernels (gen/<flavour>/sparse_spmm_table.c), each ended by a NULL fn. */
extern const sparse_spmm_csr_entry_double sparse_spmm_csr_table_double[];
extern const sparse_spmm_csb_entry_double sparse_spmm_csb_table_double[];

/* Block-vector operations of the eigensolvers (row-major n x k blocks; column-major where
 * a leading dimension ld is given). */
void sparse_block_residual_double(int64_t n, int32_t k, int64_t ld, const double *restrict AX,
                                  const double *restrict X, const double *restrict lambda,
                                  double *restrict R);
void sparse_block_to_columns_double(int64_t n, int32_t k, const double *restrict X, int64_t ld,
                                    double *restrict Y);
void sparse_block_gather_double(int64_t n, int32_t k, const double *restrict X, int32_t m,
                                const int32_t *restrict cols, double *restrict Y);
void sparse_block_column_get_double(int64_t n, int32_t k, int32_t c, const double *restrict X,
                                    double *restrict x);
void sparse_block_column_put_double(int64_t n, int32_t k, int32_t c, const double *restrict x,
                                    double *restrict X);
void sparse_block_jacobi_double(int64_t n, int32_t k, const double *restrict dinv,
                                const double *restrict R, double *restrict W);
void sparse_fill_double(int64_t n, double a, double *restrict x);
void sparse_scale_double(int64_t n, double a, double *restrict x);

/* ---- float ---- */
void sparse_spmv_csr_float(int32_t n_rows, int32_t n_cols, int64_t nnz,
                           const int32_t *restrict rowptr, const int32_t *restrict col,
                           const float *restrict val, const float *restrict x, float *restrict y);
void sparse_residual_csr_float(int32_t n_rows, int32_t n_cols, int64_t nnz,
                               const int32_t *restrict rowptr, const int32_t *restrict col,
                               const float *restrict val, const float *restrict x,
                               const float *restrict b, float *restrict r);
void sparse_prolong_csr_float(int32_t n_rows, int32_t n_cols, int64_t nnz,
                              const int32_t *restrict rowptr, const int32_t *restrict col,
                              const float *restrict val, const float *restrict x,
                              float *restrict y);
void sparse_smooth_csr_float(int32_t n_rows, int32_t n_cols, int64_t nnz,
                             const int32_t *restrict rowptr, const int32_t *restrict col,
                             const float *restrict val, const float *restrict x,
                             const float *restrict b, const float *restrict dinv, float a, float c,
                             float *restrict d, float *restrict x_out);
void sparse_spmv_csr_vector_float(int32_t n_rows, int32_t n_cols, int64_t nnz,
                                  const int32_t *restrict rowptr, const int32_t *restrict col,
                                  const float *restrict val, const float *restrict x,
                                  float *restrict y);
void sparse_residual_csr_vector_float(int32_t n_rows, int32_t n_cols, int64_t nnz,
                                      const int32_t *restrict rowptr, const int32_t *restrict col,
                                      const float *restrict val, const float *restrict x,
                                      const float *restrict b, float *restrict r);
void sparse_prolong_csr_vector_float(int32_t n_rows, int32_t n_cols, int64_t nnz,
                                     const int32_t *restrict rowptr, const int32_t *restrict col,
                                     const float *restrict val, const float *restrict x,
                                     float *restrict y);
void sparse_smooth_csr_vector_float(int32_t n_rows, int32_t n_cols, int64_t nnz,
                                    const int32_t *restrict rowptr, const int32_t *restrict col,
                                    const float *restrict val, const float *restrict x,
                                    const float *restrict b, const float *restrict dinv, float a,
                                    float c, float *restrict d, float *restrict x_out);
void sparse_spmv_ellpack_float(int32_t n_rows, int32_t n_cols, int32_t width,
                               const int32_t *restrict col, const float *restrict val,
                               const float *restrict x, float *restrict y);
void sparse_residual_ellpack_float(int32_t n_rows, int32_t n_cols, int32_t width,
                                   const int32_t *restrict col, const float *restrict val,
                                   const float *restrict x, const float *restrict b,
                                   float *restrict r);
void sparse_prolong_ellpack_float(int32_t n_rows, int32_t n_cols, int32_t width,
                                  const int32_t *restrict col, const float *restrict val,
                                  const float *restrict x, float *restrict y);
void sparse_smooth_ellpack_float(int32_t n_rows, int32_t n_cols, int32_t width,
                                 const int32_t *restrict col, const float *restrict val,
                                 const float *restrict x, const float *restrict b,
                                 const float *restrict dinv, float a, float c, float *restrict d,
                                 float *restrict x_out);
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
void sparse_prolong_sell_float(int32_t n_rows, int32_t n_cols, int32_t n_chunks,
                               const int64_t *restrict chunk_ptr, const int32_t *restrict chunk_len,
                               const int32_t *restrict perm, const int32_t *restrict col,
                               const float *restrict val, const float *restrict x,
                               float *restrict y);
void sparse_smooth_sell_float(int32_t n_rows, int32_t n_cols, int32_t n_chunks,
                              const int64_t *restrict chunk_ptr, const int32_t *restrict chunk_len,
                              const int32_t *restrict perm, const int32_t *restrict col,
                              const float *restrict val, const float *restrict x,
                              const float *restrict b, const float *restrict dinv, float a, float c,
                              float *restrict d, float *restrict x_out);
void sparse_spmv_rsell_a_float(int32_t n_rows, int32_t n_cols, int32_t n_chunks,
                               const int64_t *restrict chunk_ptr, const int32_t *restrict chunk_len,
                               const int32_t *restrict perm, const int32_t *restrict col,
                               const float *restrict val, const float *restrict x,
                               float *restrict y);
void sparse_residual_rsell_a_float(int32_t n_rows, int32_t n_cols, int32_t n_chunks,
                                   const int64_t *restrict chunk_ptr,
                                   const int32_t *restrict chunk_len, const int32_t *restrict perm,
                                   const int32_t *restrict col, const float *restrict val,
                                   const float *restrict x, const float *restrict b,
                                   float *restrict r);
void sparse_prolong_rsell_a_float(int32_t n_rows, int32_t n_cols, int32_t n_chunks,
                                  const int64_t *restrict chunk_ptr,
                                  const int32_t *restrict chunk_len, const int32_t *restrict perm,
                                  const int32_t *restrict col, const float *restrict val,
                                  const float *restrict x, float *restrict y);
void sparse_smooth_rsell_a_float(int32_t n_rows, int32_t n_cols, int32_t n_chunks,
                                 const int64_t *restrict chunk_ptr,
                                 const int32_t *restrict chunk_len, const int32_t *restrict perm,
                                 const int32_t *restrict col, const float *restrict val,
                                 const float *restrict x, const float *restrict b,
                                 const float *restrict dinv, float a, float c, float *restrict d,
                                 float *restrict x_out);
void sparse_spmv_rsell_b_float(int32_t n_rows, int32_t n_cols, int32_t n_chunks,
                               const int64_t *restrict chunk_ptr, const int32_t *restrict slot_len,
                               const int32_t *restrict perm, const int32_t *restrict col,
                               const float *restrict val, const float *restrict x,
                               float *restrict y);
void sparse_residual_rsell_b_float(int32_t n_rows, int32_t n_cols, int32_t n_chunks,
                                   const int64_t *restrict chunk_ptr,
                                   const int32_t *restrict slot_len, const int32_t *restrict perm,
                                   const int32_t *restrict col, const float *restrict val,
                                   const float *restrict x, const float *restrict b,
                                   float *restrict r);
void sparse_prolong_rsell_b_float(int32_t n_rows, int32_t n_cols, int32_t n_chunks,
                                  const int64_t *restrict chunk_ptr,
                                  const int32_t *restrict slot_len, const int32_t *restrict perm,
                                  const int32_t *restrict col, const float *restrict val,
                                  const float *restrict x, float *restrict y);
void sparse_smooth_rsell_b_float(int32_t n_rows, int32_t n_cols, int32_t n_chunks,
                                 const int64_t *restrict chunk_ptr,
                                 const int32_t *restrict slot_len, const int32_t *restrict perm,
                                 const int32_t *restrict col, const float *restrict val,
                                 const float *restrict x, const float *restrict b,
                                 const float *restrict dinv, float a, float c, float *restrict d,
                                 float *restrict x_out);
double sparse_dot_float(int64_t n, const float *restrict x, const float *restrict y);
void sparse_axpy_float(int64_t n, float a, const float *restrict x, float *restrict y);
void sparse_xpay_float(int64_t n, const float *restrict x, float a, float *restrict y);
void sparse_jacobi_float(int64_t n, float w, const float *restrict dinv, const float *restrict r,
                         float *restrict z);
void sparse_copy_float(int64_t n, const float *restrict x, float *restrict y);
/* distributed solvers (sparse_dist_*.c) */
void sparse_dot_chunks_float(int64_t n, int64_t chunk, const float *restrict x,
                             const float *restrict y, double *restrict lane_sums,
                             double *restrict partial);
void sparse_gather_float(int64_t n, int64_t n_x, const int32_t *restrict index,
                         const float *restrict x, float *restrict y);

/* SpMM Y = A X on k vectors (row-major n x k): CSR, and CSB-COO per variant; _kany takes
 * any k, the others the k in their name. */
void sparse_spmm_csr_float_k1(int32_t n_rows, int32_t n_cols, int64_t nnz,
                              const int32_t *restrict rowptr, const int32_t *restrict col,
                              const float *restrict val, int32_t k, const float *restrict X,
                              float *restrict Y);
void sparse_spmm_csr_float_k4(int32_t n_rows, int32_t n_cols, int64_t nnz,
                              const int32_t *restrict rowptr, const int32_t *restrict col,
                              const float *restrict val, int32_t k, const float *restrict X,
                              float *restrict Y);
void sparse_spmm_csr_float_k8(int32_t n_rows, int32_t n_cols, int64_t nnz,
                              const int32_t *restrict rowptr, const int32_t *restrict col,
                              const float *restrict val, int32_t k, const float *restrict X,
                              float *restrict Y);
void sparse_spmm_csr_float_k16(int32_t n_rows, int32_t n_cols, int64_t nnz,
                               const int32_t *restrict rowptr, const int32_t *restrict col,
                               const float *restrict val, int32_t k, const float *restrict X,
                               float *restrict Y);
void sparse_spmm_csr_float_k32(int32_t n_rows, int32_t n_cols, int64_t nnz,
                               const int32_t *restrict rowptr, const int32_t *restrict col,
                               const float *restrict val, int32_t k, const float *restrict X,
                               float *restrict Y);
void sparse_spmm_csr_float_kany(int32_t n_rows, int32_t n_cols, int64_t nnz,
                                const int32_t *restrict rowptr, const int32_t *restrict col,
                                const float *restrict val, int32_t k, const float *restrict X,
                                float *restrict Y);
void sparse_spmm_csb_naive_float_k1(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const float *restrict val, int32_t k, const float *restrict X, float *restrict Y);
void sparse_spmm_csb_naive_float_k4(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const float *restrict val, int32_t k, const float *restrict X, float *restrict Y);
void sparse_spmm_csb_naive_float_k8(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const float *restrict val, int32_t k, const float *restrict X, float *restrict Y);
void sparse_spmm_csb_naive_float_k16(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const float *restrict val, int32_t k, const float *restrict X, float *restrict Y);
void sparse_spmm_csb_naive_float_k32(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const float *restrict val, int32_t k, const float *restrict X, float *restrict Y);
void sparse_spmm_csb_naive_float_kany(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const float *restrict val, int32_t k, const float *restrict X, float *restrict Y);
void sparse_spmm_csb_fused_float_k1(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const float *restrict val, int32_t k, const float *restrict X, float *restrict Y);
void sparse_spmm_csb_fused_float_k4(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const float *restrict val, int32_t k, const float *restrict X, float *restrict Y);
void sparse_spmm_csb_fused_float_k8(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const float *restrict val, int32_t k, const float *restrict X, float *restrict Y);
void sparse_spmm_csb_fused_float_k16(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const float *restrict val, int32_t k, const float *restrict X, float *restrict Y);
void sparse_spmm_csb_fused_float_k32(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const float *restrict val, int32_t k, const float *restrict X, float *restrict Y);
void sparse_spmm_csb_fused_float_kany(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const float *restrict val, int32_t k, const float *restrict X, float *restrict Y);
void sparse_spmm_csb_cache_blocked_float_k1(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const float *restrict val, int32_t k, const float *restrict X, float *restrict Y);
void sparse_spmm_csb_cache_blocked_float_k4(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const float *restrict val, int32_t k, const float *restrict X, float *restrict Y);
void sparse_spmm_csb_cache_blocked_float_k8(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const float *restrict val, int32_t k, const float *restrict X, float *restrict Y);
void sparse_spmm_csb_cache_blocked_float_k16(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const float *restrict val, int32_t k, const float *restrict X, float *restrict Y);
void sparse_spmm_csb_cache_blocked_float_k32(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const float *restrict val, int32_t k, const float *restrict X, float *restrict Y);
void sparse_spmm_csb_cache_blocked_float_kany(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const float *restrict val, int32_t k, const float *restrict X, float *restrict Y);
void sparse_spmm_csb_rowwise_float_k1(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const float *restrict val, int32_t k, const float *restrict X, float *restrict Y);
void sparse_spmm_csb_rowwise_float_k4(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const float *restrict val, int32_t k, const float *restrict X, float *restrict Y);
void sparse_spmm_csb_rowwise_float_k8(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const float *restrict val, int32_t k, const float *restrict X, float *restrict Y);
void sparse_spmm_csb_rowwise_float_k16(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const float *restrict val, int32_t k, const float *restrict X, float *restrict Y);
void sparse_spmm_csb_rowwise_float_k32(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const float *restrict val, int32_t k, const float *restrict X, float *restrict Y);
void sparse_spmm_csb_rowwise_float_kany(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const float *restrict val, int32_t k, const float *restrict X, float *restrict Y);
void sparse_spmm_csb_rowwise_fused_float_k1(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const float *restrict val, int32_t k, const float *restrict X, float *restrict Y);
void sparse_spmm_csb_rowwise_fused_float_k4(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const float *restrict val, int32_t k, const float *restrict X, float *restrict Y);
void sparse_spmm_csb_rowwise_fused_float_k8(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const float *restrict val, int32_t k, const float *restrict X, float *restrict Y);
void sparse_spmm_csb_rowwise_fused_float_k16(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const float *restrict val, int32_t k, const float *restrict X, float *restrict Y);
void sparse_spmm_csb_rowwise_fused_float_k32(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const float *restrict val, int32_t k, const float *restrict X, float *restrict Y);
void sparse_spmm_csb_rowwise_fused_float_kany(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const float *restrict val, int32_t k, const float *restrict X, float *restrict Y);
void sparse_spmm_csb_rowwise_indexed_float_k1(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const float *restrict val, int32_t k, const float *restrict X, float *restrict Y);
void sparse_spmm_csb_rowwise_indexed_float_k4(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const float *restrict val, int32_t k, const float *restrict X, float *restrict Y);
void sparse_spmm_csb_rowwise_indexed_float_k8(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const float *restrict val, int32_t k, const float *restrict X, float *restrict Y);
void sparse_spmm_csb_rowwise_indexed_float_k16(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const float *restrict val, int32_t k, const float *restrict X, float *restrict Y);
void sparse_spmm_csb_rowwise_indexed_float_k32(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const float *restrict val, int32_t k, const float *restrict X, float *restrict Y);
void sparse_spmm_csb_rowwise_indexed_float_kany(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const float *restrict val, int32_t k, const float *restrict X, float *restrict Y);
void sparse_spmm_csb_rowwise_indexed_wide_float_k1(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const float *restrict val, int32_t k, const float *restrict X, float *restrict Y);
void sparse_spmm_csb_rowwise_indexed_wide_float_k4(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const float *restrict val, int32_t k, const float *restrict X, float *restrict Y);
void sparse_spmm_csb_rowwise_indexed_wide_float_k8(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const float *restrict val, int32_t k, const float *restrict X, float *restrict Y);
void sparse_spmm_csb_rowwise_indexed_wide_float_k16(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const float *restrict val, int32_t k, const float *restrict X, float *restrict Y);
void sparse_spmm_csb_rowwise_indexed_wide_float_k32(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const float *restrict val, int32_t k, const float *restrict X, float *restrict Y);
void sparse_spmm_csb_rowwise_indexed_wide_float_kany(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const float *restrict val, int32_t k, const float *restrict X, float *restrict Y);
typedef void (*sparse_spmm_csr_fn_float)(int32_t n_rows, int32_t n_cols, int64_t nnz,
                                         const int32_t *restrict rowptr,
                                         const int32_t *restrict col, const float *restrict val,
                                         int32_t k, const float *restrict X, float *restrict Y);
typedef void (*sparse_spmm_csb_fn_float)(
    int32_t n_rows, int32_t n_cols, int32_t B, int32_t n_block_rows, int64_t n_blocks, int64_t nnz,
    const int64_t *restrict block_rowptr, const int32_t *restrict block_row,
    const int32_t *restrict block_col, const int64_t *restrict block_ptr,
    const void *restrict row_index, const uint16_t *restrict rloc, const uint16_t *restrict cloc,
    const float *restrict val, int32_t k, const float *restrict X, float *restrict Y);
typedef struct {
    int32_t k; /* 0: any */
    sparse_spmm_csr_fn_float fn;
} sparse_spmm_csr_entry_float;
typedef struct {
    const char *variant;
    int32_t k; /* 0: any */
    sparse_spmm_csb_fn_float fn;
} sparse_spmm_csb_entry_float;
/* The flavour's kernels (gen/<flavour>/sparse_spmm_table.c), each ended by a NULL fn. */
extern const sparse_spmm_csr_entry_float sparse_spmm_csr_table_float[];
extern const sparse_spmm_csb_entry_float sparse_spmm_csb_table_float[];

/* Block-vector operations of the eigensolvers (row-major n x k blocks; column-major where
 * a leading dimension ld is given). */
void sparse_block_residual_float(int64_t n, int32_t k, int64_t ld, const float *restrict AX,
                                 const float *restrict X, const float *restrict lambda,
                                 float *restrict R);
void sparse_block_to_columns_float(int64_t n, int32_t k, const float *restrict X, int64_t ld,
                                   float *restrict Y);
void sparse_block_gather_float(int64_t n, int32_t k, const float *restrict X, int32_t m,
                               const int32_t *restrict cols, float *restrict Y);
void sparse_block_column_get_float(int64_t n, int32_t k, int32_t c, const float *restrict X,
                                   double *restrict x);
void sparse_block_column_put_float(int64_t n, int32_t k, int32_t c, const double *restrict x,
                                   float *restrict X);
void sparse_block_jacobi_float(int64_t n, int32_t k, const float *restrict dinv,
                               const float *restrict R, float *restrict W);
void sparse_fill_float(int64_t n, float a, float *restrict x);
void sparse_scale_float(int64_t n, float a, float *restrict x);

/* Precision conversions (a single-precision multigrid cycle inside a double solver). */
void sparse_double_to_float(int64_t n, const double *restrict x, float *restrict y);
void sparse_float_to_double(int64_t n, const float *restrict x, double *restrict y);

/* "<variant>: <why>" for each SpMM variant of the spec the linked flavour does not build;
 * ended by NULL. */
extern const char *const sparse_spmm_unsupported[];
/* The variant taken when the user names neither a variant nor a storage (the spec's
 * spmm.default_variant for the linked flavour), or NULL. */
extern const char *const sparse_spmm_default_variant;

#endif
