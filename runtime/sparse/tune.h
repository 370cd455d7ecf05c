/* The kernel variants a tuning build links (python3 -m generator.tune sparse): one entry per
 * (format, grid point), each with the row kernels generated for that point's tunables and
 * format parameters (double precision), in the table the tuner generates
 * (sparse_tune_table.c). drivers/sparse_tune.c times them. */
#ifndef SPARSE_TUNE_H
#define SPARSE_TUNE_H

#include <stdint.h>

/* The row kernels of the CSR formats (csr, csr_vector) ... */
typedef void (*tune_csr_spmv_fn)(int32_t, int32_t, int64_t, const int32_t *, const int32_t *,
                                 const double *, const double *, double *);
typedef void (*tune_csr_residual_fn)(int32_t, int32_t, int64_t, const int32_t *,
                                     const int32_t *, const double *, const double *,
                                     const double *, double *);
typedef void (*tune_csr_smooth_fn)(int32_t, int32_t, int64_t, const int32_t *, const int32_t *,
                                   const double *, const double *, const double *,
                                   const double *, double, double, double *, double *);
/* ... and of the SELL formats (sell, rsell_a, rsell_b). */
typedef void (*tune_sell_spmv_fn)(int32_t, int32_t, int32_t, const int64_t *, const int32_t *,
                                  const int32_t *, const int32_t *, const double *,
                                  const double *, double *);
typedef void (*tune_sell_residual_fn)(int32_t, int32_t, int32_t, const int64_t *,
                                      const int32_t *, const int32_t *, const int32_t *,
                                      const double *, const double *, const double *, double *);
typedef void (*tune_sell_smooth_fn)(int32_t, int32_t, int32_t, const int64_t *, const int32_t *,
                                    const int32_t *, const int32_t *, const double *,
                                    const double *, const double *, const double *, double,
                                    double, double *, double *);

typedef struct {
    const char *section; /* "tunables", "sell" or "csr_vector": which grid it belongs to */
    const char *format;  /* csr, csr_vector, sell, rsell_a, rsell_b */
    const char *point;   /* the grid point, "vector_length=128,num_gangs=0,C=32" */
    int32_t C;           /* SELL chunk height compiled in (0: a CSR format) */
    int32_t sigma;       /* SELL: the sigma to convert with; 0: each of the program's --sigmas */
    tune_csr_spmv_fn csr_spmv, csr_prolong;
    tune_csr_residual_fn csr_residual;
    tune_csr_smooth_fn csr_smooth;
    tune_sell_spmv_fn sell_spmv, sell_prolong;
    tune_sell_residual_fn sell_residual;
    tune_sell_smooth_fn sell_smooth;
} sparse_tune_entry;

extern const sparse_tune_entry sparse_tune_table[]; /* ended by an entry with format NULL */

#endif
