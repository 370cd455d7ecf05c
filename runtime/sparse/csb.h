/* CSB-COO: compressed sparse blocks with 16-bit local indices, and SpMM Y = A X on a block
 * of k vectors (X, Y row-major n x k) through the generated kernels.
 *
 * The matrix is cut into square blocks of B x B (B <= 65536, so a position inside a block
 * fits 16 bits). Only non-empty blocks are stored, block row by block row ("CSR of blocks"):
 * the blocks of block row I are b = block_rowptr[I] .. block_rowptr[I + 1] - 1, in
 * ascending block column block_col[b]; the entries of block b are e = block_ptr[b] ..
 * block_ptr[b + 1] - 1, each a COO triple (rloc[e], cloc[e], val[e]) for the global
 * position (block_row[b] * B + rloc, block_col[b] * B + cloc), sorted by (rloc, cloc).
 *
 * Half-stored symmetric mode (symmetric = 1): only the entries with column >= row are kept
 * (the diagonal blocks' upper triangles and every block above the diagonal); the kernels
 * apply each stored entry and, off the diagonal, its mirror image, so Y = A X for the whole
 * symmetric A from half the bytes. */
#ifndef SPARSE_CSB_H
#define SPARSE_CSB_H

#include <stddef.h>
#include <stdint.h>

#include "matrix.h"

#define CSB_MAX_BLOCK 65536

typedef struct {
    int32_t n_rows, n_cols;
    int32_t B;                     /* block size */
    int32_t n_block_rows;          /* ceil(n_rows / B) */
    int symmetric;                 /* 1: half-stored (col >= row only) */
    int64_t n_blocks;              /* non-empty blocks */
    int64_t nnz;                   /* stored entries */
    int64_t *block_rowptr;         /* n_block_rows + 1 */
    int32_t *block_row, *block_col; /* n_blocks */
    int64_t *block_ptr;            /* n_blocks + 1 */
    uint16_t *rloc, *cloc;         /* nnz */
    double *val;                   /* nnz */
    float *val_f;                  /* nnz in float (csb_make_float), or NULL */
    uint16_t *row_start;           /* n_blocks x (B + 1) (csb_make_row_index), or NULL */
    uint32_t *row_start_wide;      /* the same in 32-bit words where a block holds more than
                                    * 65,535 entries (then row_start is NULL) */
    int on_device;
    int host_entries;              /* rloc, cloc, val (val_f) current on the host too; 0 after
                                    * a device-only construction (csb_entries_to_host) */
    double build_kernels_s;        /* csb_from_rows: seconds building (the rows' copy to the
                                    * device where it had none, kernels, checks), */
    double build_to_host_s;        /* and copying the result back to the host */
} csb_matrix;

/* Builds A in CSB-COO from rows given as CSR with 64-bit row offsets (row i holds
 * col/val[rowptr[i] .. rowptr[i + 1]), any column order, no duplicates; val NULL: ones).
 * symmetric = 1 keeps the upper triangle only; the caller vouches that A is symmetric (see
 * csr_symmetry_error). Built by the generated kernels (gen/<flavour>/ci_csb.c, per block
 * row or per block: see csb_build; on the device when offloading, from the caller's device
 * copies of the rows where they exist), the result on the host and the device
 * (on_device). Returns 0, or -1 with one line in err (block size out of range, offsets
 * that decrease, a column outside the matrix, a duplicate entry, a non-square symmetric
 * matrix, a bad CSB_BUILD). */
int csb_from_rows(csb_matrix *s, int32_t n_rows, int32_t n_cols, const int64_t *rowptr,
                  const int32_t *col, const double *val, int32_t B, int symmetric, char *err,
                  size_t err_len);
/* How csb_from_rows builds. By block row: one work item per block row of B rows (count,
 * prefix sums, fill; little scratch, the CPU's way). By block: a dense tally of every
 * block's entries (one row a work item, atomic updates), then one block a work item, each
 * reading its whole block row (the GPU's way when block rows are few: a shell-model matrix
 * has a few thousand). Scatter: the same tally, then a counter per (block, local row)
 * (n_blocks x B 32-bit words), one row a work item counting and then placing its entries,
 * and each block's row segments sorted (every entry read twice instead of once a block of
 * its block row). AUTO: when offloading and the tally (n_block_rows x n_block_cols) fits
 * 2^25 elements, scatter where the counters are no more than the kept entries, else by
 * block; by block row otherwise. The result is the same. */
typedef enum { CSB_BUILD_AUTO, CSB_BUILD_BY_BLOCK_ROW, CSB_BUILD_BY_BLOCK, CSB_BUILD_SCATTER } csb_build;
typedef struct {
    csb_build how;
    int device_only; /* 1: leave the entries' (rloc, cloc, val) host copies out of date
                      * (host_entries = 0): on a GPU, no copy back (the shell model's matrix
                      * is GBs and its solver reads it on the device only) */
} csb_options;
/* The options csb_from_rows takes: how from the environment,
 * CSB_BUILD=auto|block_rows|blocks|scatter (unset: auto), device_only 0. Returns 0, or -1
 * with the reason in err (another value). */
int csb_options_from_env(csb_options *o, char *err, size_t err_len);
int csb_from_rows_with(csb_matrix *s, int32_t n_rows, int32_t n_cols, const int64_t *rowptr,
                       const int32_t *col, const double *val, int32_t B, int symmetric,
                       const csb_options *o, char *err, size_t err_len);
/* Brings the entries of a device-only construction to the host (host_entries = 1). */
void csb_entries_to_host(csb_matrix *s);
/* The same by a plain host sort of every kept entry (tests); host arrays only. Returns 0,
 * or -1 for a duplicate entry (nothing else is checked). */
int csb_from_rows_reference(csb_matrix *s, int32_t n_rows, int32_t n_cols, const int64_t *rowptr,
                            const int32_t *col, const double *val, int32_t B, int symmetric);
/* The same from a csr_matrix. */
int csb_from_csr(csb_matrix *s, const csr_matrix *a, int32_t B, int symmetric, char *err,
                 size_t err_len);
/* Fills val_f (copied to the device if s is there; converted on the device when the
 * entries are there only). */
void csb_make_float(csb_matrix *s);
/* The row index rowwise_indexed reads: row_start[b * (B + 1) + r] = the offset, from
 * block_ptr[b], of block b's first entry with local row >= r (r = 0 .. B, so that row r's
 * entries end where row r + 1's begin); 16-bit words, or 32-bit ones (row_start_wide) where a
 * block holds more than 65,535 entries (larger B: on the 3D Laplacian a row's entries then lie
 * in 2-3 blocks instead of 7); copied to the device if s is there. Returns 0, or -1 with the
 * reason in err: a block of 2^32 entries or more, or an index of more than
 * max_words_per_entry 16-bit words a stored entry (a 32-bit word counts two; 0: no limit; the
 * programs pass CSB_ROW_INDEX_MAX_WORDS: sparser blocks are rowwise's). The matrix must be on
 * the device. */
#define CSB_ROW_INDEX_MAX_WORDS 2.0
int csb_make_row_index(csb_matrix *s, double max_words_per_entry, char *err, size_t err_len);
void csb_to_device(csb_matrix *s);
void csb_free(csb_matrix *s);          /* also releases the device copy */

/* 0 if a is square and symmetric (a_ij == a_ji exactly); else -1 with the first offending
 * entry, 1-based, in err. */
int csr_symmetry_error(const csr_matrix *a, char *err, size_t err_len);

/* The SpMM kernels of the sparse spec (specs/sparse.yaml `spmm`). */
typedef enum {
    SPMM_NAIVE,
    SPMM_FUSED,
    SPMM_CACHE_BLOCKED,
    SPMM_ROWWISE,
    SPMM_ROWWISE_FUSED,
    SPMM_ROWWISE_INDEXED,
    SPMM_N_VARIANTS
} spmm_variant;
const char *spmm_variant_name(spmm_variant v);
int parse_spmm_variant(const char *name, spmm_variant *out); /* 0 on success */
/* 1 if the variant takes a half-stored symmetric matrix (fused, rowwise_fused), 0 if it
 * takes a fully stored one (naive, cache_blocked, rowwise, rowwise_indexed). */
int spmm_variant_half_stored(spmm_variant v);
/* 1 if the linked flavour has `variant` for this storage mode (see
 * spmm_variant_half_stored); else 0 and the reason in why. */
int csb_spmm_available(const csb_matrix *s, spmm_variant v, const char **why);
/* What variant v reads beyond the matrix, made: the row index for rowwise_indexed (with
 * CSB_ROW_INDEX_MAX_WORDS), nothing for the others. Returns 0, or -1 with the reason in err. */
int csb_prepare_variant(csb_matrix *s, spmm_variant v, char *err, size_t err_len);
/* csb_prepare_variant for the kernel a program runs. With may_fall_back (the kernel is the
 * flavour's default, not one the user named), a kernel whose preparation is refused on this
 * matrix (rowwise_indexed's row index on blocks too sparse for it) gives way to the one that
 * needs none on the same storage (rowwise): *v changes, and err says so and why. Returns 0
 * (prepared as asked), 1 (fell back; err: the program's note, "the default kernel ... instead")
 * or -1 (refused; the reason in err). */
int csb_prepare_or_fall_back(csb_matrix *s, spmm_variant *v, int may_fall_back, char *err,
                             size_t err_len);
/* The SpMM kernel and storage a program runs with. requested: a variant (-1: the default),
 * storage: 1 half, 0 full, -1 unset. With a variant, the storage is the one it takes (a
 * different explicit storage is an error). Without one: half-stored with fused where the flavour
 * builds it (unless storage says full), else full storage with cache_blocked where built, else
 * naive; with neither, the spec's spmm.default_variant for the flavour where it names one
 * (omp-host: cache_blocked on both triangles; omp-target, openacc: rowwise_indexed on both,
 * which a program may exchange for rowwise with csb_prepare_or_fall_back). Returns 0 and sets
 * *variant and *half, or -1 with the reason in err. */
int spmm_choose(int requested, int storage, spmm_variant *variant, int *half, char *err, size_t err_len);
/* What spmm_choose picks with neither a variant nor a storage in the linked flavour, in words
 * for a program's usage text ("rowwise_indexed, both triangles"), written into buf. */
const char *spmm_default_text(char *buf, size_t len);

/* Y = A X, X and Y row-major n x k, present on the device with A. Any k >= 1: the kernel
 * generated for k when the spec lists it, else the one for any k. Dies if the variant does
 * not suit the matrix (csb_spmm_available), and for rowwise_indexed without the row index
 * (csb_make_row_index). */
void csb_spmm(const csb_matrix *s, spmm_variant v, int k, const double *X, double *Y);
void csb_spmm_float(const csb_matrix *s, spmm_variant v, int k, const float *X, float *Y);
/* Y = A X from CSR (the baseline), A on the device (sparse_matrix in FORMAT_CSR). */
void csr_spmm(const sparse_matrix *m, int k, const double *X, double *Y);
void csr_spmm_float(const sparse_matrix *m, int k, const float *X, float *Y);

/* A matrix as the operator of the eigensolvers (runtime/eigen/eigen.h: eig_operator.apply /
 * apply_float with ctx = a spmm_operator): csb_spmm with `variant`, or csr_spmm when csr is
 * set. */
typedef struct {
    const csb_matrix *csb;
    spmm_variant variant;
    const sparse_matrix *csr;
} spmm_operator;
void spmm_operator_apply(void *ctx, int k, const double *X, double *Y);
void spmm_operator_apply_float(void *ctx, int k, const float *X, float *Y);

/* The largest block size (a multiple of 32, at most CSB_MAX_BLOCK) at which the k rows of Y
 * of a whole block row fit the team memory of the staged variants (spmm.cache_size bytes in
 * the spec): their fast case, where every stored entry is read once. */
int32_t csb_block_for(int k, int single);

/* Bytes one CSB SpMM with variant v moves at least: values, two 16-bit indices per entry
 * (rowwise_indexed: the column index and the row index instead), the block arrays, X read
 * once and Y written once. */
double csb_spmm_bytes(const csb_matrix *s, spmm_variant v, int k, int single);
/* Plain host reference Y = A X (A as stored, mirrored when half-stored), in double. */
void csb_spmm_reference(const csb_matrix *s, int k, const double *X, double *Y);

#endif
