/*
 * GENERATED FILE - do not edit. Edit the spec or the template and regenerate:
 *     python3 -m generator
 * spec:      specs/ci.yaml
 * template:  templates/kernels/ci/ci_kernels.h.j2
 * flavour:   any
 * N:         4, 8, 12, 16, 20
 * n_sp:      128
 * d:         2
 * widths:    1, 2, 3, 4, 8, 16, 32, 64, 256
 * strategies: array_clause, atomic, scalars
 */
#ifndef CI_KERNELS_H
#define CI_KERNELS_H

#include <stdint.h>

/* Parameters fixed by the spec. */
#define CI_N_SP 128 /* single-particle orbitals */
#define CI_D 2      /* operator rank: interacting pairs differ in <= 2 d orbitals */
#define CI_MAX_WIDTH 256

/* ---- state comparison ----
 * State i: mask_lo[i] (orbitals 0..63), mask_hi[i] (orbitals 64..127) and the
 * sorted orbitals orb[i * N .. i * N + N - 1]. Each kernel returns the number of
 * ordered pairs (i, j), i and j < n, whose occupations differ in <= 2 d
 * orbitals (i == j included). */
int64_t ci_count_mask_then_list_N4(int64_t n, const uint64_t *restrict mask_lo,
                                   const uint16_t *restrict orb);
int64_t ci_count_list_only_N4(int64_t n, const uint16_t *restrict orb);
int64_t ci_count_mask128_N4(int64_t n, const uint64_t *restrict mask_lo,
                            const uint64_t *restrict mask_hi);
int64_t ci_count_mask_then_list_N8(int64_t n, const uint64_t *restrict mask_lo,
                                   const uint16_t *restrict orb);
int64_t ci_count_list_only_N8(int64_t n, const uint16_t *restrict orb);
int64_t ci_count_mask128_N8(int64_t n, const uint64_t *restrict mask_lo,
                            const uint64_t *restrict mask_hi);
int64_t ci_count_mask_then_list_N12(int64_t n, const uint64_t *restrict mask_lo,
                                    const uint16_t *restrict orb);
int64_t ci_count_list_only_N12(int64_t n, const uint16_t *restrict orb);
int64_t ci_count_mask128_N12(int64_t n, const uint64_t *restrict mask_lo,
                             const uint64_t *restrict mask_hi);
int64_t ci_count_mask_then_list_N16(int64_t n, const uint64_t *restrict mask_lo,
                                    const uint16_t *restrict orb);
int64_t ci_count_list_only_N16(int64_t n, const uint16_t *restrict orb);
int64_t ci_count_mask128_N16(int64_t n, const uint64_t *restrict mask_lo,
                             const uint64_t *restrict mask_hi);
int64_t ci_count_mask_then_list_N20(int64_t n, const uint64_t *restrict mask_lo,
                                    const uint16_t *restrict orb);
int64_t ci_count_list_only_N20(int64_t n, const uint16_t *restrict orb);
int64_t ci_count_mask128_N20(int64_t n, const uint64_t *restrict mask_lo,
                             const uint64_t *restrict mask_hi);

/* ---- prefix sum ----
 * offsets[0..n] = exclusive prefix sums of counts[0..n-1] (offsets[n] = total).
 * serial: one device thread. work_efficient: up-sweep / down-sweep on a work
 * array of ci_scan_work_len(n) elements, every step queued asynchronously. */
static inline int64_t ci_scan_work_len(int64_t n) {
    int64_t p = 1;
    while (p < n + 1)
        p *= 2;
    return p;
}
void ci_scan_serial(int64_t n, const int64_t *restrict counts, int64_t *restrict offsets);
void ci_scan_work_efficient(int64_t n, const int64_t *restrict counts, int64_t *restrict offsets,
                            int64_t *restrict work);
/* blocked: three phases over chunks of CI_SCAN_CHUNK elements (chunk sums level
 * by level, the top level by one thread, then each chunk from its prefix) on a
 * work array of ci_scan_blocked_work_len(n) elements. */
#define CI_SCAN_CHUNK 16
static inline int64_t ci_scan_blocked_work_len(int64_t n) {
    int64_t total = 1;
    for (int64_t m = n; m > CI_SCAN_CHUNK; total += m)
        m = (m + CI_SCAN_CHUNK - 1) / CI_SCAN_CHUNK;
    return total;
}
void ci_scan_blocked(int64_t n, const int64_t *restrict counts, int64_t *restrict offsets,
                     int64_t *restrict work);
/* lookback: one pass over tiles of CI_SCAN_TILE elements with decoupled look-back between
 * the teams (a ticket counter and one flag per tile in a work array of
 * ci_scan_lookback_work_len(n) elements, which must have a host copy: it is cleared on the
 * device each call). The total must stay below 2^61. */
#define CI_SCAN_TILE 4096
static inline int64_t ci_scan_lookback_work_len(int64_t n) {
    return 1 + (n > 0 ? (n + CI_SCAN_TILE - 1) / CI_SCAN_TILE : 1);
}
void ci_scan_lookback(int64_t n, const int64_t *restrict counts, int64_t *restrict offsets,
                      int64_t *restrict work);
/* NULL where the flavour builds ci_scan_lookback, else why not (the function then stops the
 * program with that reason). */
extern const char *const ci_scan_lookback_unsupported;

/* ---- fill of a shared array ----
 * Entry e belongs to row[e] < n_rows and carries val[e]. count: counts[r] +=
 * number of entries of row r (atomic update). fill: each entry claims a slot of
 * its row with an atomic capture on cursor[row] (zero on entry) and writes its
 * value to out[offsets[row] + slot]; the order inside a row is unspecified. */
void ci_fill_count(int64_t n_entries, int64_t n_rows, const int32_t *restrict row,
                   int64_t *restrict counts);
void ci_fill_atomic(int64_t n_entries, int64_t n_rows, const int32_t *restrict row,
                    const int32_t *restrict val, const int64_t *restrict offsets,
                    int64_t *restrict cursor, int32_t *restrict out);
void ci_zero_int64(int64_t n, int64_t *restrict x);
void ci_copy_int64(int64_t n, const int64_t *restrict x, int64_t *restrict y);

/* ---- the M-scheme shell-model Hamiltonian (runtime/shellmodel/shellmodel.h) ----
 * Determinants of both species numbered together (sd numbering): protons 0 .. n_p - 1,
 * neutrons n_p .. n_sd - 1, each a 64-bit mask sd_mask[x] over the n_sp m-states (the
 * n_sp_p proton ones first), each species sorted by sector (sd_sector[x], distinct
 * between the species). Basis blocks b: states block_offset[b] .. block_offset[b + 1] -
 * 1, the products of proton determinants p_start + i, i < p_len, and neutron
 * determinants n_start + k, k < n_len (counted among the neutrons), state
 * block_offset[b] + i n_len + k, with (p_start, p_len, n_start, n_len) = block_sd[4 b ..];
 * p_block[ip]: the block of proton determinant ip's sector (-1 if none). obme: n_sp x
 * n_sp one-body elements; tbme: the antisymmetrised <a b|V|g d>, a < b, g < d, as an
 * n_pairs x n_pairs matrix over the pairs in the order (0,1), (0,2), ..., (1,2), ...
 * (n_tbme = n_pairs^2); vpn: the proton-neutron elements by hop pair (n_sp_p^2 n_sp_n^2,
 * see gen/<flavour>/ci_hamiltonian.c).
 * links_count: per determinant its hops (determinants one particle away, any sector)
 * and pairs (two particles away in its sector, y > x, nonzero element); links_fill:
 * them ascending at hop_offsets[x] .. (hop_to, hop_code) and pair_offsets[x] ..
 * (pair_to, pair_val).
 * count: item_hits[part n_rows + r] = the nonzeros with column >= r of row r's part
 * (0: the diagonal and proton moves, 1: neutron moves, 2: one of each), counts[r] +=
 * their sum; fill: their columns and values at offsets[r] .., the order inside a row
 * unspecified (cursor zeroed by the caller; afterwards the row lengths unless count
 * and fill disagree). */
void ci_ham_links_count(int64_t n_sd, int64_t n_p, const uint64_t *restrict sd_mask,
                        const int32_t *restrict sd_sector, int n_sp, int n_sp_p,
                        const double *restrict obme, int64_t n_tbme, const double *restrict tbme,
                        int64_t *restrict hop_counts, int64_t *restrict pair_counts);
void ci_ham_links_fill(int64_t n_sd, int64_t n_p, const uint64_t *restrict sd_mask,
                       const int32_t *restrict sd_sector, int n_sp, int n_sp_p,
                       const double *restrict obme, int64_t n_tbme, const double *restrict tbme,
                       const int64_t *restrict hop_offsets, int64_t n_hops,
                       int32_t *restrict hop_to, int32_t *restrict hop_code,
                       const int64_t *restrict pair_offsets, int64_t n_pair_links,
                       int32_t *restrict pair_to, double *restrict pair_val);
void ci_ham_count(int64_t n_rows, int n_blocks, const int64_t *restrict block_offset,
                  const int32_t *restrict block_sd, const int32_t *restrict p_block, int64_t n_sd,
                  int64_t n_p, const uint64_t *restrict sd_mask,
                  const int64_t *restrict hop_offsets, int64_t n_hops,
                  const int32_t *restrict hop_to, const int32_t *restrict hop_code,
                  const int64_t *restrict pair_offsets, int64_t n_pair_links,
                  const int32_t *restrict pair_to, const double *restrict pair_val, int n_sp,
                  int n_sp_p, const double *restrict obme, int64_t n_tbme,
                  const double *restrict tbme, int64_t n_vpn, const double *restrict vpn,
                  int32_t *restrict item_hits, int64_t *restrict counts);
void ci_ham_fill(int64_t n_rows, int n_blocks, const int64_t *restrict block_offset,
                 const int32_t *restrict block_sd, const int32_t *restrict p_block, int64_t n_sd,
                 int64_t n_p, const uint64_t *restrict sd_mask, const int64_t *restrict hop_offsets,
                 int64_t n_hops, const int32_t *restrict hop_to, const int32_t *restrict hop_code,
                 const int64_t *restrict pair_offsets, int64_t n_pair_links,
                 const int32_t *restrict pair_to, const double *restrict pair_val, int n_sp,
                 int n_sp_p, const double *restrict obme, int64_t n_tbme,
                 const double *restrict tbme, int64_t n_vpn, const double *restrict vpn,
                 const int32_t *restrict item_hits, const int64_t *restrict offsets,
                 int64_t *restrict cursor, int64_t nnz, int32_t *restrict col,
                 double *restrict val);

/* ---- CSB-COO from rows (runtime/sparse/csb.h: csb_from_rows) ----
 * Rows i < n_rows at col/val[rowptr[i] ..] (n_entries in all, any column order), cut
 * into block rows of B rows and block columns of B columns; symmetric: only the entries
 * with column >= row are kept. n_workers items, item w building block rows w, w +
 * n_workers, ... with its slice of the scratch arrays tally, touched, row_stamp and
 * row_first (n_block_cols = ceil(n_cols / B) elements each; tally zero). count: per
 * block row its blocks, kept entries and first bad row (decreasing offsets or a column
 * outside the matrix, -1 if none); fill, given the prefix sums of those counts: the
 * CSB-COO arrays (see csb.h) and per block row its first row with a duplicate column.
 * tally_blocks, fill_blocks: the same one row, then one block, a work item (a dense
 * n_block_rows x n_block_cols tally; per row a bad flag, per block a duplicate row);
 * count_rows, row_offsets, scatter_rows, sort_row_segments (first_duplicates where it
 * counted any): after the tally, the entries scattered one row a work item through a
 * counter per (block, local row).
 * row_index: the 16-bit row index of every block (csb.h: csb_make_row_index).
 * mirror: both triangles of a matrix stored by its upper triangle, as rows (count with
 * atomic updates, then fill at the caller's offsets with atomic captures). */
void ci_csb_count(int32_t n_rows, int32_t n_cols, int32_t B, int symmetric,
                  const int64_t *restrict rowptr, int64_t n_entries, const int32_t *restrict col,
                  int32_t n_workers, int64_t *restrict tally, int32_t *restrict touched,
                  int64_t *restrict brow_blocks, int64_t *restrict brow_entries,
                  int32_t *restrict bad_row);
void ci_csb_fill(int32_t n_rows, int32_t n_cols, int32_t B, int symmetric,
                 const int64_t *restrict rowptr, int64_t n_entries, const int32_t *restrict col,
                 int32_t n_workers, int64_t *restrict tally, int32_t *restrict touched,
                 const double *restrict val, int32_t *restrict row_stamp,
                 int64_t *restrict row_first, const int64_t *restrict block_rowptr,
                 const int64_t *restrict entry_first, int64_t n_blocks, int32_t *restrict block_row,
                 int32_t *restrict block_col, int64_t *restrict block_ptr, int64_t nnz,
                 uint16_t *restrict rloc, uint16_t *restrict cloc, double *restrict out_val,
                 int32_t *restrict dup_row);
void ci_csb_tally_blocks(int32_t n_rows, int32_t n_cols, int32_t B, int symmetric,
                         const int64_t *restrict rowptr, int64_t n_entries,
                         const int32_t *restrict col, int64_t *restrict tally,
                         uint8_t *restrict row_bad);
void ci_csb_fill_blocks(int32_t n_rows, int32_t n_cols, int32_t B, int symmetric,
                        const int64_t *restrict rowptr, int64_t n_entries,
                        const int32_t *restrict col, const double *restrict val, int64_t n_blocks,
                        const int32_t *restrict block_row, const int32_t *restrict block_col,
                        const int64_t *restrict block_ptr, int64_t nnz, uint16_t *restrict rloc,
                        uint16_t *restrict cloc, double *restrict out_val,
                        int32_t *restrict dup_row);
void ci_csb_count_rows(int32_t n_rows, int32_t n_cols, int32_t B, int symmetric,
                       const int64_t *restrict rowptr, int64_t n_entries,
                       const int32_t *restrict col, const int64_t *restrict block_rowptr,
                       int64_t n_tally, const int64_t *restrict block_of, int64_t n_cursor,
                       uint32_t *restrict cursor);
void ci_csb_row_offsets(int32_t n_rows, int32_t B, int64_t n_blocks,
                        const int32_t *restrict block_row, int64_t n_cursor,
                        uint32_t *restrict cursor);
void ci_csb_scatter_rows(int32_t n_rows, int32_t n_cols, int32_t B, int symmetric,
                         const int64_t *restrict rowptr, int64_t n_entries,
                         const int32_t *restrict col, const double *restrict val, int64_t n_tally,
                         const int64_t *restrict block_of, int64_t n_blocks,
                         const int64_t *restrict block_ptr, int64_t n_cursor,
                         uint32_t *restrict cursor, int64_t nnz, uint16_t *restrict cloc,
                         double *restrict out_val);
void ci_csb_sort_row_segments(int32_t n_rows, int32_t B, int64_t n_blocks,
                              const int32_t *restrict block_row, const int64_t *restrict block_ptr,
                              int64_t n_cursor, const uint32_t *restrict cursor, int64_t nnz,
                              uint16_t *restrict rloc, uint16_t *restrict cloc,
                              double *restrict val, int64_t *restrict dups);
void ci_csb_first_duplicates(int32_t n_rows, int32_t B, int64_t n_blocks,
                             const int32_t *restrict block_row, const int64_t *restrict block_ptr,
                             int64_t nnz, const uint16_t *restrict rloc,
                             const uint16_t *restrict cloc, int32_t *restrict dup_row);
void ci_csb_row_index(int32_t B, int64_t n_blocks, const int64_t *restrict block_ptr, int64_t nnz,
                      const uint16_t *restrict rloc, uint16_t *restrict row_start);
void ci_csb_row_index_wide(int32_t B, int64_t n_blocks, const int64_t *restrict block_ptr,
                           int64_t nnz, const uint16_t *restrict rloc,
                           uint32_t *restrict row_start);
void ci_csr_mirror_count(int64_t n_rows, const int64_t *restrict rowptr, int64_t n_entries,
                         const int32_t *restrict col, int64_t *restrict counts);
void ci_csr_mirror_fill(int64_t n_rows, const int64_t *restrict rowptr, int64_t n_entries,
                        const int32_t *restrict col, const double *restrict val,
                        const int64_t *restrict offsets, int64_t *restrict cursor, int64_t n_full,
                        int32_t *restrict full_col, double *restrict full_val);

/* ---- array reductions ----
 * a[k] += sum_{i < ni, j < nj} x[i * m + k] * y[j * m + k] for k < m, the
 * (i, j) loop collapsed into one 64-bit iteration count. */
void ci_reduce_array_clause_w1(int64_t ni, int64_t nj, const double *restrict x,
                               const double *restrict y, double *restrict a);
void ci_reduce_array_clause_w2(int64_t ni, int64_t nj, const double *restrict x,
                               const double *restrict y, double *restrict a);
void ci_reduce_array_clause_w3(int64_t ni, int64_t nj, const double *restrict x,
                               const double *restrict y, double *restrict a);
void ci_reduce_array_clause_w4(int64_t ni, int64_t nj, const double *restrict x,
                               const double *restrict y, double *restrict a);
void ci_reduce_array_clause_w8(int64_t ni, int64_t nj, const double *restrict x,
                               const double *restrict y, double *restrict a);
void ci_reduce_array_clause_w16(int64_t ni, int64_t nj, const double *restrict x,
                                const double *restrict y, double *restrict a);
void ci_reduce_array_clause_w32(int64_t ni, int64_t nj, const double *restrict x,
                                const double *restrict y, double *restrict a);
void ci_reduce_array_clause_w64(int64_t ni, int64_t nj, const double *restrict x,
                                const double *restrict y, double *restrict a);
void ci_reduce_array_clause_w256(int64_t ni, int64_t nj, const double *restrict x,
                                 const double *restrict y, double *restrict a);
void ci_reduce_atomic_w1(int64_t ni, int64_t nj, const double *restrict x, const double *restrict y,
                         double *restrict a);
void ci_reduce_atomic_w2(int64_t ni, int64_t nj, const double *restrict x, const double *restrict y,
                         double *restrict a);
void ci_reduce_atomic_w3(int64_t ni, int64_t nj, const double *restrict x, const double *restrict y,
                         double *restrict a);
void ci_reduce_atomic_w4(int64_t ni, int64_t nj, const double *restrict x, const double *restrict y,
                         double *restrict a);
void ci_reduce_atomic_w8(int64_t ni, int64_t nj, const double *restrict x, const double *restrict y,
                         double *restrict a);
void ci_reduce_atomic_w16(int64_t ni, int64_t nj, const double *restrict x,
                          const double *restrict y, double *restrict a);
void ci_reduce_atomic_w32(int64_t ni, int64_t nj, const double *restrict x,
                          const double *restrict y, double *restrict a);
void ci_reduce_atomic_w64(int64_t ni, int64_t nj, const double *restrict x,
                          const double *restrict y, double *restrict a);
void ci_reduce_atomic_w256(int64_t ni, int64_t nj, const double *restrict x,
                           const double *restrict y, double *restrict a);
void ci_reduce_scalars_w1(int64_t ni, int64_t nj, const double *restrict x,
                          const double *restrict y, double *restrict a);
void ci_reduce_scalars_w2(int64_t ni, int64_t nj, const double *restrict x,
                          const double *restrict y, double *restrict a);
void ci_reduce_scalars_w3(int64_t ni, int64_t nj, const double *restrict x,
                          const double *restrict y, double *restrict a);
void ci_reduce_scalars_w4(int64_t ni, int64_t nj, const double *restrict x,
                          const double *restrict y, double *restrict a);
void ci_reduce_scalars_w8(int64_t ni, int64_t nj, const double *restrict x,
                          const double *restrict y, double *restrict a);
void ci_reduce_scalars_w16(int64_t ni, int64_t nj, const double *restrict x,
                           const double *restrict y, double *restrict a);
void ci_reduce_scalars_w32(int64_t ni, int64_t nj, const double *restrict x,
                           const double *restrict y, double *restrict a);
void ci_reduce_scalars_w64(int64_t ni, int64_t nj, const double *restrict x,
                           const double *restrict y, double *restrict a);
void ci_reduce_scalars_w256(int64_t ni, int64_t nj, const double *restrict x,
                            const double *restrict y, double *restrict a);

/* ---- what the linked flavour provides (gen/<flavour>/ci_tables.c) ---- */
typedef int64_t (*ci_count_fn)(int64_t n, const uint64_t *mask_lo, const uint64_t *mask_hi,
                               const uint16_t *orb);
typedef struct {
    const char *variant; /* mask_then_list, list_only, mask128 */
    int N;
    ci_count_fn count;
} ci_count_entry;
typedef void (*ci_reduce_fn)(int64_t ni, int64_t nj, const double *x, const double *y, double *a);
typedef struct {
    const char *strategy; /* array_clause, atomic, scalars */
    int m;
    ci_reduce_fn reduce; /* NULL where the flavour cannot build the strategy */
    const char *why;     /* "unsupported: <flavour>/<strategy>: <why>", or NULL */
} ci_reduce_entry;
extern const ci_count_entry ci_count_table[];
extern const int ci_count_table_len;
extern const ci_reduce_entry ci_reduce_table[];
extern const int ci_reduce_table_len;

#endif
