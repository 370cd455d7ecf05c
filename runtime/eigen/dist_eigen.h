/* A symmetric sparse matrix in the 2D triangular distribution of MFDn (the nuclear CI code),
 * as a distributed operator of LOBPCG (eigen.h: eig_operator with n_local, local_rows, sum).
 *
 * Blocks. The rows (and, the same cut, the columns) 0..n-1 are cut into nd pieces of nearly
 * equal length; the upper triangle of H is then nd (nd + 1) / 2 blocks H_ij, i <= j, one per
 * rank: rank 0 holds H_00, then H_01 .. H_0,nd-1, H_11, .. (block row by block row; nd = 1,
 * 2, 3: 1, 3, 6 ranks; another rank count stops every rank through mp_fail). A diagonal rank
 * stores the upper triangle of its block; an off-diagonal rank (i, j) stores H_ij once and
 * computes both Y_i += H_ij X_j and Y_j += H_ij^T X_i from it: its local matrix is the
 * symmetric embedding [0 H_ij; H_ij^T 0] of order n_i + n_j, half-stored (only H_ij is kept)
 * and applied by the generated CSB kernels for half-stored matrices (fused, rowwise_fused),
 * one pass over the block for both products. Where the flavour has no such kernel (openacc:
 * naive only) the embedding is stored in full, H_ij and its transpose, twice the bytes; the
 * kernel and storage are chosen as speig chooses them (spmm_choose).
 *
 * Vectors. Every rank owns a slice of the vectors, so that the dense LOBPCG steps are spread
 * over all ranks: piece i is cut into nd + 1 nearly equal parts, the diagonal rank (i, i)
 * owns the first two, and the nd - 1 off-diagonal ranks of block row or column i own one each
 * (by the other index, ascending). A rank (i, j), i < j, thus owns one part of piece i and one
 * of piece j (in that order in its local vectors), a diagonal rank two parts of piece i: about
 * 2n / (nd (nd + 1)) rows each. The ranks owning parts of piece i, the same that need X_i and
 * produce parts of Y_i, form piece i's group (an mp_group; each rank is in two groups, a
 * diagonal one in one).
 *
 * SpMM (dist_tri_apply). The owned rows of X go to the host; in each of the rank's groups one
 * Allgatherv assembles the whole piece (X_i, X_j) into the local block [X_i; X_j], which goes
 * to the device; the generated kernel computes [Y_i; Y_j] = L [X_i; X_j]; each half comes to
 * the host and one Reduce_scatter per group sums the pieces' contributions and leaves each
 * owner its rows; the owned rows of Y go back to the device. Split phases overlap what can:
 * both groups' Allgathervs are in flight at once and piece i's rows are copied to the device
 * while piece j's still arrive; piece i's Reduce_scatter runs while piece j's half of Y is
 * copied from the device. The product itself is one kernel over both pieces (one pass over
 * the stored block), so it does not overlap communication; on the CPU, OpenMPI advances
 * nonblocking collectives only inside MPI calls. On one rank (nd = 1) the kernel runs on the
 * caller's blocks directly, no copies.
 *
 * Overlap (d->overlap = 1, speig --overlap on). An off-diagonal rank computes its two halves
 * apart, each as soon as its X piece is there. Whichever piece's Allgatherv completes first
 * (mp_progress tests both) goes first; its half's Reduce_scatter starts, then the rank waits
 * for the other piece and computes the other half while that Reduce_scatter travels; MPI is
 * given a chance to progress (mp_progress) before and after each kernel. No kernel of any
 * flavour reads only the transpose of a block (the half-stored ones read both halves in one
 * pass). Half storage: each half is the same kernel on the same stored block, once on
 * [X_row; *] (of whose product only Y_col = H^T X_row is kept) and once on [*; X_col] (only
 * Y_row = H X_col kept): twice the matrix bytes for the same product; each kept row sums the
 * same products in the same order as the one pass (the same bits where the flavour's kernel
 * is deterministic). Full storage: H^T and H as two rectangular CSB matrices of their own,
 * copied from the stored embedding by the first split product (twice the memory; each pass
 * reads only its half, the same bytes as the one pass; blocked anew, so the sums may differ
 * from the one pass in the last bits). The second pass uses buffers of its own: no kernel
 * reads a buffer that a collective in flight writes. A diagonal rank (one group, one X piece,
 * one product) and an empty block take the one-pass path either way. t_wait counts the time
 * blocked in mp_wait: what the overlap did not hide.
 *
 * Sums. The Gram products of LOBPCG are summed over the ranks by mp_sum_doubles (dist_tri_sum),
 * the same bits on every rank. Rank counts differ in the last bits: the blocks' products, the
 * Reduce_scatters and the Gram sums add in other orders. */
#ifndef EIGEN_DIST_EIGEN_H
#define EIGEN_DIST_EIGEN_H

#include <stdint.h>

#include "csb.h"
#include "eigen.h"
#include "matrix.h"
#include "mp.h"

#define DIST_TRI_MAX_PIECES 3 /* nd = 1, 2, 3 (1, 3, 6 ranks): what the tests run */

typedef struct {
    int nd;                     /* pieces */
    int row, col;               /* this rank's block H_row,col (row <= col) */
    int64_t n, nnz;             /* the whole matrix: n x n, its nonzeros */
    int64_t piece[DIST_TRI_MAX_PIECES + 1]; /* piece i: rows piece[i] .. piece[i + 1] - 1 */
    /* owned vector rows: n_own = own[0] + own[1] (own[1] = 0 on a diagonal rank) */
    int64_t n_own, own[2];
    int64_t *own_rows;          /* their global indices (n_own) */
    mp_group *group[2];         /* of piece row and piece col (group[1] NULL on the diagonal) */
    size_t *member_rows[2];     /* rows owned by each member of the groups, in group order */
    int64_t n_local;            /* order of the local matrix: n_row (+ n_col off the diagonal) */
    csb_matrix local;           /* the stored block (embedding, above), on the device */
    spmm_variant variant;
    int may_fall_back;          /* variant is the flavour's default: csb_prepare_or_fall_back */
    int max_k;
    double *X, *Y;              /* n_local x max_k: the pieces' vectors, device-present */
    size_t *counts;             /* scratch: one entry per group member */
    double t_product, t_exchange; /* seconds in the kernel, in copies and collectives */
    double t_wait;              /* of t_exchange: blocked in mp_wait on the SpMM's collectives */
    int overlap;                /* 1: an off-diagonal rank splits its product (below); set it
                                   between applies (dist_tri_create: DIST_TRI_OVERLAP_DEFAULT) */
    double *Xa, *Ya;            /* overlap's buffers (n_local x max_k, device-present, made by
                                   the first split product): X_col's pass in and out */
    csb_matrix part[2];         /* overlap in full storage: H^T (n_col x n_row) and H (n_row x
                                   n_col), made by the first split product (have_parts) */
    int have_parts;
    int direct;                 /* nd = 1: the kernel on the caller's blocks (tests clear it to
                                   run the copies and collectives on one rank too) */
} dist_tri;

/* Overlap off by default: on the shared 2-core machine the split hid nothing measurable (half
 * storage: its second pass doubled the off-diagonal kernel time and the solve took longer; full
 * storage: within the noise; BENCHMARKS.md `## mpi`); speig --overlap on|off chooses. */
#define DIST_TRI_OVERLAP_DEFAULT 0

/* nd with nd (nd + 1) / 2 = ranks and nd <= DIST_TRI_MAX_PIECES, or 0. */
int dist_tri_pieces(int ranks);
/* Collective: nd for this run's rank count, or mp_fail naming it and the valid ones. */
int dist_tri_check_ranks(void);
/* Collective. global: the symmetric matrix on rank 0 (NULL elsewhere; both triangles stored,
 * as csr_symmetry_error accepts). Calls mp_fail for a rank count the layout cannot use or a
 * matrix too small for it. Vectors of up to max_k columns; kernel `variant` with half storage
 * (half = 1) or full, CSB block size B; may_fall_back: variant is the flavour's default, which
 * a rank whose block its preparation refuses exchanges for rowwise (csb_prepare_or_fall_back;
 * the two give the same sums) with a note. */
void dist_tri_create(dist_tri *d, const csr_matrix *global, int max_k, spmm_variant variant,
                     int half, int32_t B, int may_fall_back);
void dist_tri_free(dist_tri *d);
/* Collective: Y = A X for this rank's rows (n_own x k row-major, device-present). */
void dist_tri_apply(void *ctx, int k, const double *X, double *Y);
/* Collective: x summed over all ranks in place (mp_sum_doubles). */
void dist_tri_sum(void *ctx, double *x, int64_t n);
/* The eig_operator of d (double precision). */
eig_operator dist_tri_operator(dist_tri *d);

#endif
