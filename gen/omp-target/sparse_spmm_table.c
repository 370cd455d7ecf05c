/*
 * GENERATED FILE - do not edit. Edit the spec or the template and regenerate:
 *     python3 -m generator
 * spec:      specs/sparse.yaml
 * template:  templates/kernels/sparse/spmm_table.c.j2
 * flavour:   omp-target
 * k:         1, 4, 8, 16, 32, any
 * B:         4096
 * variants:  naive, fused, cache_blocked, rowwise, rowwise_fused, rowwise_indexed
 * default:   rowwise_indexed
 */
#include <stddef.h>
#include <stdint.h>

#include "sparse_kernels.h"

/* The SpMM kernels this flavour has, for the run-time dispatch (runtime/sparse/csb.c):
 * one entry per (variant, k), k = 0 for the kernel that takes any k; rowwise_indexed_wide is
 * rowwise_indexed on a row index of 32-bit words. */
const sparse_spmm_csb_entry_double sparse_spmm_csb_table_double[] = {
    {"naive", 1, sparse_spmm_csb_naive_double_k1},
    {"naive", 4, sparse_spmm_csb_naive_double_k4},
    {"naive", 8, sparse_spmm_csb_naive_double_k8},
    {"naive", 16, sparse_spmm_csb_naive_double_k16},
    {"naive", 32, sparse_spmm_csb_naive_double_k32},
    {"naive", 0, sparse_spmm_csb_naive_double_kany},
    {"fused", 1, sparse_spmm_csb_fused_double_k1},
    {"fused", 4, sparse_spmm_csb_fused_double_k4},
    {"fused", 8, sparse_spmm_csb_fused_double_k8},
    {"fused", 16, sparse_spmm_csb_fused_double_k16},
    {"fused", 32, sparse_spmm_csb_fused_double_k32},
    {"fused", 0, sparse_spmm_csb_fused_double_kany},
    {"cache_blocked", 1, sparse_spmm_csb_cache_blocked_double_k1},
    {"cache_blocked", 4, sparse_spmm_csb_cache_blocked_double_k4},
    {"cache_blocked", 8, sparse_spmm_csb_cache_blocked_double_k8},
    {"cache_blocked", 16, sparse_spmm_csb_cache_blocked_double_k16},
    {"cache_blocked", 32, sparse_spmm_csb_cache_blocked_double_k32},
    {"cache_blocked", 0, sparse_spmm_csb_cache_blocked_double_kany},
    {"rowwise", 1, sparse_spmm_csb_rowwise_double_k1},
    {"rowwise", 4, sparse_spmm_csb_rowwise_double_k4},
    {"rowwise", 8, sparse_spmm_csb_rowwise_double_k8},
    {"rowwise", 16, sparse_spmm_csb_rowwise_double_k16},
    {"rowwise", 32, sparse_spmm_csb_rowwise_double_k32},
    {"rowwise", 0, sparse_spmm_csb_rowwise_double_kany},
    {"rowwise_fused", 1, sparse_spmm_csb_rowwise_fused_double_k1},
    {"rowwise_fused", 4, sparse_spmm_csb_rowwise_fused_double_k4},
    {"rowwise_fused", 8, sparse_spmm_csb_rowwise_fused_double_k8},
    {"rowwise_fused", 16, sparse_spmm_csb_rowwise_fused_double_k16},
    {"rowwise_fused", 32, sparse_spmm_csb_rowwise_fused_double_k32},
    {"rowwise_fused", 0, sparse_spmm_csb_rowwise_fused_double_kany},
    {"rowwise_indexed", 1, sparse_spmm_csb_rowwise_indexed_double_k1},
    {"rowwise_indexed", 4, sparse_spmm_csb_rowwise_indexed_double_k4},
    {"rowwise_indexed", 8, sparse_spmm_csb_rowwise_indexed_double_k8},
    {"rowwise_indexed", 16, sparse_spmm_csb_rowwise_indexed_double_k16},
    {"rowwise_indexed", 32, sparse_spmm_csb_rowwise_indexed_double_k32},
    {"rowwise_indexed", 0, sparse_spmm_csb_rowwise_indexed_double_kany},
    {"rowwise_indexed_wide", 1, sparse_spmm_csb_rowwise_indexed_wide_double_k1},
    {"rowwise_indexed_wide", 4, sparse_spmm_csb_rowwise_indexed_wide_double_k4},
    {"rowwise_indexed_wide", 8, sparse_spmm_csb_rowwise_indexed_wide_double_k8},
    {"rowwise_indexed_wide", 16, sparse_spmm_csb_rowwise_indexed_wide_double_k16},
    {"rowwise_indexed_wide", 32, sparse_spmm_csb_rowwise_indexed_wide_double_k32},
    {"rowwise_indexed_wide", 0, sparse_spmm_csb_rowwise_indexed_wide_double_kany},
    {NULL, 0, NULL},
};

const sparse_spmm_csr_entry_double sparse_spmm_csr_table_double[] = {
    {1, sparse_spmm_csr_double_k1},
    {4, sparse_spmm_csr_double_k4},
    {8, sparse_spmm_csr_double_k8},
    {16, sparse_spmm_csr_double_k16},
    {32, sparse_spmm_csr_double_k32},
    {0, sparse_spmm_csr_double_kany},
    {0, NULL},
};
const sparse_spmm_csb_entry_float sparse_spmm_csb_table_float[] = {
    {"naive", 1, sparse_spmm_csb_naive_float_k1},
    {"naive", 4, sparse_spmm_csb_naive_float_k4},
    {"naive", 8, sparse_spmm_csb_naive_float_k8},
    {"naive", 16, sparse_spmm_csb_naive_float_k16},
    {"naive", 32, sparse_spmm_csb_naive_float_k32},
    {"naive", 0, sparse_spmm_csb_naive_float_kany},
    {"fused", 1, sparse_spmm_csb_fused_float_k1},
    {"fused", 4, sparse_spmm_csb_fused_float_k4},
    {"fused", 8, sparse_spmm_csb_fused_float_k8},
    {"fused", 16, sparse_spmm_csb_fused_float_k16},
    {"fused", 32, sparse_spmm_csb_fused_float_k32},
    {"fused", 0, sparse_spmm_csb_fused_float_kany},
    {"cache_blocked", 1, sparse_spmm_csb_cache_blocked_float_k1},
    {"cache_blocked", 4, sparse_spmm_csb_cache_blocked_float_k4},
    {"cache_blocked", 8, sparse_spmm_csb_cache_blocked_float_k8},
    {"cache_blocked", 16, sparse_spmm_csb_cache_blocked_float_k16},
    {"cache_blocked", 32, sparse_spmm_csb_cache_blocked_float_k32},
    {"cache_blocked", 0, sparse_spmm_csb_cache_blocked_float_kany},
    {"rowwise", 1, sparse_spmm_csb_rowwise_float_k1},
    {"rowwise", 4, sparse_spmm_csb_rowwise_float_k4},
    {"rowwise", 8, sparse_spmm_csb_rowwise_float_k8},
    {"rowwise", 16, sparse_spmm_csb_rowwise_float_k16},
    {"rowwise", 32, sparse_spmm_csb_rowwise_float_k32},
    {"rowwise", 0, sparse_spmm_csb_rowwise_float_kany},
    {"rowwise_fused", 1, sparse_spmm_csb_rowwise_fused_float_k1},
    {"rowwise_fused", 4, sparse_spmm_csb_rowwise_fused_float_k4},
    {"rowwise_fused", 8, sparse_spmm_csb_rowwise_fused_float_k8},
    {"rowwise_fused", 16, sparse_spmm_csb_rowwise_fused_float_k16},
    {"rowwise_fused", 32, sparse_spmm_csb_rowwise_fused_float_k32},
    {"rowwise_fused", 0, sparse_spmm_csb_rowwise_fused_float_kany},
    {"rowwise_indexed", 1, sparse_spmm_csb_rowwise_indexed_float_k1},
    {"rowwise_indexed", 4, sparse_spmm_csb_rowwise_indexed_float_k4},
    {"rowwise_indexed", 8, sparse_spmm_csb_rowwise_indexed_float_k8},
    {"rowwise_indexed", 16, sparse_spmm_csb_rowwise_indexed_float_k16},
    {"rowwise_indexed", 32, sparse_spmm_csb_rowwise_indexed_float_k32},
    {"rowwise_indexed", 0, sparse_spmm_csb_rowwise_indexed_float_kany},
    {"rowwise_indexed_wide", 1, sparse_spmm_csb_rowwise_indexed_wide_float_k1},
    {"rowwise_indexed_wide", 4, sparse_spmm_csb_rowwise_indexed_wide_float_k4},
    {"rowwise_indexed_wide", 8, sparse_spmm_csb_rowwise_indexed_wide_float_k8},
    {"rowwise_indexed_wide", 16, sparse_spmm_csb_rowwise_indexed_wide_float_k16},
    {"rowwise_indexed_wide", 32, sparse_spmm_csb_rowwise_indexed_wide_float_k32},
    {"rowwise_indexed_wide", 0, sparse_spmm_csb_rowwise_indexed_wide_float_kany},
    {NULL, 0, NULL},
};

const sparse_spmm_csr_entry_float sparse_spmm_csr_table_float[] = {
    {1, sparse_spmm_csr_float_k1},
    {4, sparse_spmm_csr_float_k4},
    {8, sparse_spmm_csr_float_k8},
    {16, sparse_spmm_csr_float_k16},
    {32, sparse_spmm_csr_float_k32},
    {0, sparse_spmm_csr_float_kany},
    {0, NULL},
};

/* The variant spmm_choose takes when the user names neither a variant nor a storage
 * (specs/sparse.yaml spmm.default_variant; NULL: its own rule). */
const char *const sparse_spmm_default_variant = "rowwise_indexed";

/* "<variant>: <why>" for each variant of the spec this flavour does not build. */
const char *const sparse_spmm_unsupported[] = {
    NULL,
};
