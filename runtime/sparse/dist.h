/* A sparse matrix distributed over the ranks by blocks of rows, and CG on it (runtime/mpi/mp.h).
 *
 * Distribution. The rows are cut into chunks of DIST_CHUNK_ROWS rows (the last one shorter);
 * each rank takes a run of consecutive chunks, the runs balanced by their nonzeros. The chunks
 * are also the unit of the deterministic sums: a dot product is one sum per chunk in a fixed
 * order (the generated sparse_dot_chunks kernels) and the chunk sums go through mp_tree_sum, so
 * CG's scalars, its iterations and its residual history are the same bits on any rank count. A
 * run of P ranks needs at least P chunks (else mp_fail names both counts).
 *
 * Local matrix. A rank's rows, in the format the program chose (the generated kernels run on it
 * unchanged): columns 0..n_rows-1 are its own rows, n_rows..n_rows+n_ghost-1 the ghost columns,
 * the other ranks' rows that its rows reference, in ascending global order. Each row keeps its
 * entries in the order of the global matrix (ascending global column, so the local column
 * indices of a row are not sorted when ghosts precede own columns): every SpMV sums each row in
 * the same order on any rank count.
 *
 * Ghost exchange. Before an SpMV, the entries other ranks need are packed on the device
 * (sparse_gather), sent through one mp_halo (persistent requests, the run's transport) into a
 * ghost buffer, and copied behind the vector's own entries.
 *
 * Vectors are host arrays with device copies (device.h): n_rows entries, or n_rows + n_ghost
 * for the ones an SpMV reads (dist_matrix_vector_length). */
#ifndef SPARSE_DIST_H
#define SPARSE_DIST_H

#include <stdint.h>

#include "krylov.h"
#include "matrix.h"
#include "mp.h"

#define DIST_CHUNK_ROWS 1024 /* a multiple of SPARSE_DOT_LANES */

typedef struct {
    int64_t n_global, nnz_global; /* the whole matrix: n_global x n_global */
    int32_t first_row, n_rows;    /* this rank's rows */
    int32_t n_ghost;
    int32_t *ghost_global;        /* n_ghost global indices, ascending */
    int32_t *row_start;           /* first row of each rank, and n_global at [size] */
    int64_t n_chunks, first_chunk, local_chunks;
    sparse_matrix local;          /* on the device */
    double *dinv;                 /* 1 / diagonal of the own rows (device) */
    /* ghost exchange */
    int32_t n_send;
    int32_t *send_index;          /* own rows other ranks need, grouped by rank (device) */
    double *send_buf, *ghost_buf; /* n_send, n_ghost (device) */
    mp_halo *halo;
    /* dot products: lane sums and chunk sums (device), two quantities interleaved (host) */
    double *lane_sums, *partial[2], *pairs;
    double exchange_seconds;      /* time in ghost exchanges so far */
} dist_matrix;

/* Collective. global (rank 0 only; NULL elsewhere) is distributed in `format`. */
void dist_matrix_create(dist_matrix *d, const csr_matrix *global, sparse_format format);
void dist_matrix_free(dist_matrix *d);
int32_t dist_matrix_vector_length(const dist_matrix *d); /* n_rows + n_ghost */

/* Collective. The ghost entries of x (length n_rows + n_ghost, on the device) from their
 * owners. */
void dist_exchange(dist_matrix *d, double *x);
/* Collective: y = A x, r = b - A x (x: exchanged here first). */
void dist_spmv(dist_matrix *d, double *x, double *y);
void dist_residual(dist_matrix *d, double *x, const double *b, double *r);
/* Collective: x . y over all rows (fixed-tree sum); dist_dot2 two at once (one message). */
double dist_dot(dist_matrix *d, const double *x, const double *y);
void dist_dot2(dist_matrix *d, const double *x1, const double *y1, const double *x2,
               const double *y2, double out[2]);

/* Collective. CG with weighted Jacobi (krylov.h's options and result) on the distributed matrix: b
 * and x are this rank's parts (x of dist_matrix_vector_length entries, the initial guess in the
 * first n_rows), host arrays moved to the device here, x copied back. history (NULL or
 * opt->max_iterations + 1 entries) receives ||r|| / ||b|| of every iteration. Progress lines
 * from rank 0. */
krylov_result dist_cg_solve(dist_matrix *d, const double *b, double *x, const krylov_options *opt,
                            double jacobi_weight, double *history);

#endif
