/*
 * GENERATED FILE - do not edit. Edit the spec or the template and regenerate:
 *     python3 -m generator
 * spec:      specs/sparse.yaml
 * template:  templates/kernels/sparse/spmv_settings.c.j2
 * flavour:   plain
 * column_segment_bytes: 0
 * sell_long_chunks_first: 0
 */
#include <stdint.h>

#include "sparse_kernels.h"

/* The bytes of x one pass of a column-segmented SpMV gathers from (specs/sparse.yaml
 * spmv.column_segment_bytes for this flavour; 0: the programs never cut a matrix on their
 * own; runtime/sparse/matrix.h, sparse_column_segments_auto). */
const int64_t sparse_spmv_column_segment_bytes = 0;

/* The programs store a SELL matrix's chunks of at least this many times the mean row length
 * first, longest first (0: every chunk in row order): specs/sparse.yaml
 * spmv.sell_long_chunks_first for this flavour (runtime/sparse/matrix.h,
 * sell_order_long_chunks_first). */
const int32_t sparse_sell_long_chunks_first = 0;
