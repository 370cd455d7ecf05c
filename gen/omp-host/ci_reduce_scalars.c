/*
 * GENERATED FILE - do not edit. Edit the spec or the template and regenerate:
 *     python3 -m generator
 * spec:      specs/ci.yaml
 * template:  templates/kernels/ci/reduce.c.j2
 * flavour:   omp-host
 * strategy:  scalars
 * widths:    1, 2, 3, 4, 8, 16, 32, 64, 256
 * tunables:  chunk=0, schedule=static
 */
#include <stdint.h>

#include "ci_kernels.h"

/* Array reductions, strategy scalars: one generated scalar reduction variable
 * per element of a, folded into a (on the device) after the loop. */

/* m = 1: a[k] += sum_ij x[i * 1 + k] * y[j * 1 + k], k < 1;
 * the (i, j) loop is collapsed into one 64-bit count ni * nj. */
void ci_reduce_scalars_w1(int64_t ni, int64_t nj, const double *restrict x,
                          const double *restrict y, double *restrict a) {
    const int64_t n_ij = ni * nj;
    double a0 = 0;
#pragma omp parallel for simd schedule(static) reduction(+:a0)
    for (int64_t p = 0; p < n_ij; ++p) {
        const int64_t i = p / nj, j = p - i * nj;
        const double *xi = x + i * 1, *yj = y + j * 1;
        a0 += xi[0] * yj[0];
    }
    /* fold into a where it lives (on the device when offloading) */
    /* serial: host threads need no device region */
    { a[0] += a0; }
}

/* m = 2: a[k] += sum_ij x[i * 2 + k] * y[j * 2 + k], k < 2;
 * the (i, j) loop is collapsed into one 64-bit count ni * nj. */
void ci_reduce_scalars_w2(int64_t ni, int64_t nj, const double *restrict x,
                          const double *restrict y, double *restrict a) {
    const int64_t n_ij = ni * nj;
    double a0 = 0, a1 = 0;
#pragma omp parallel for simd schedule(static) reduction(+:a0, a1)
    for (int64_t p = 0; p < n_ij; ++p) {
        const int64_t i = p / nj, j = p - i * nj;
        const double *xi = x + i * 2, *yj = y + j * 2;
        a0 += xi[0] * yj[0];
        a1 += xi[1] * yj[1];
    }
    /* fold into a where it lives (on the device when offloading) */
    /* serial: host threads need no device region */
    {
        a[0] += a0;
        a[1] += a1;
    }
}

/* m = 3: a[k] += sum_ij x[i * 3 + k] * y[j * 3 + k], k < 3;
 * the (i, j) loop is collapsed into one 64-bit count ni * nj. */
void ci_reduce_scalars_w3(int64_t ni, int64_t nj, const double *restrict x,
                          const double *restrict y, double *restrict a) {
    const int64_t n_ij = ni * nj;
    double a0 = 0, a1 = 0, a2 = 0;
#pragma omp parallel for simd schedule(static) reduction(+:a0, a1, a2)
    for (int64_t p = 0; p < n_ij; ++p) {
        const int64_t i = p / nj, j = p - i * nj;
        const double *xi = x + i * 3, *yj = y + j * 3;
        a0 += xi[0] * yj[0];
        a1 += xi[1] * yj[1];
        a2 += xi[2] * yj[2];
    }
    /* fold into a where it lives (on the device when offloading) */
    /* serial: host threads need no device region */
    {
        a[0] += a0;
        a[1] += a1;
        a[2] += a2;
    }
}

/* m = 4: a[k] += sum_ij x[i * 4 + k] * y[j * 4 + k], k < 4;
 * the (i, j) loop is collapsed into one 64-bit count ni * nj. */
void ci_reduce_scalars_w4(int64_t ni, int64_t nj, const double *restrict x,
                          const double *restrict y, double *restrict a) {
    const int64_t n_ij = ni * nj;
    double a0 = 0, a1 = 0, a2 = 0, a3 = 0;
#pragma omp parallel for simd schedule(static) reduction(+:a0, a1, a2, a3)
    for (int64_t p = 0; p < n_ij; ++p) {
        const int64_t i = p / nj, j = p - i * nj;
        const double *xi = x + i * 4, *yj = y + j * 4;
        a0 += xi[0] * yj[0];
        a1 += xi[1] * yj[1];
        a2 += xi[2] * yj[2];
        a3 += xi[3] * yj[3];
    }
    /* fold into a where it lives (on the device when offloading) */
    /* serial: host threads need no device region */
    {
        a[0] += a0;
        a[1] += a1;
        a[2] += a2;
        a[3] += a3;
    }
}

/* m = 8: a[k] += sum_ij x[i * 8 + k] * y[j * 8 + k], k < 8;
 * the (i, j) loop is collapsed into one 64-bit count ni * nj. */
void ci_reduce_scalars_w8(int64_t ni, int64_t nj, const double *restrict x,
                          const double *restrict y, double *restrict a) {
    const int64_t n_ij = ni * nj;
    double a0 = 0, a1 = 0, a2 = 0, a3 = 0, a4 = 0, a5 = 0, a6 = 0, a7 = 0;
#pragma omp parallel for simd schedule(static) reduction(+:a0, a1, a2, a3, a4, a5, a6, a7)
    for (int64_t p = 0; p < n_ij; ++p) {
        const int64_t i = p / nj, j = p - i * nj;
        const double *xi = x + i * 8, *yj = y + j * 8;
        a0 += xi[0] * yj[0];
        a1 += xi[1] * yj[1];
        a2 += xi[2] * yj[2];
        a3 += xi[3] * yj[3];
        a4 += xi[4] * yj[4];
        a5 += xi[5] * yj[5];
        a6 += xi[6] * yj[6];
        a7 += xi[7] * yj[7];
    }
    /* fold into a where it lives (on the device when offloading) */
    /* serial: host threads need no device region */
    {
        a[0] += a0;
        a[1] += a1;
        a[2] += a2;
        a[3] += a3;
        a[4] += a4;
        a[5] += a5;
        a[6] += a6;
        a[7] += a7;
    }
}

/* m = 16: a[k] += sum_ij x[i * 16 + k] * y[j * 16 + k], k < 16;
 * the (i, j) loop is collapsed into one 64-bit count ni * nj. */
void ci_reduce_scalars_w16(int64_t ni, int64_t nj, const double *restrict x,
                           const double *restrict y, double *restrict a) {
    const int64_t n_ij = ni * nj;
    double a0 = 0, a1 = 0, a2 = 0, a3 = 0, a4 = 0, a5 = 0, a6 = 0, a7 = 0, a8 = 0, a9 = 0, a10 = 0,
           a11 = 0, a12 = 0, a13 = 0, a14 = 0, a15 = 0;
#pragma omp parallel for simd schedule(static) \
    reduction(+:a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15)
    for (int64_t p = 0; p < n_ij; ++p) {
        const int64_t i = p / nj, j = p - i * nj;
        const double *xi = x + i * 16, *yj = y + j * 16;
        a0 += xi[0] * yj[0];
        a1 += xi[1] * yj[1];
        a2 += xi[2] * yj[2];
        a3 += xi[3] * yj[3];
        a4 += xi[4] * yj[4];
        a5 += xi[5] * yj[5];
        a6 += xi[6] * yj[6];
        a7 += xi[7] * yj[7];
        a8 += xi[8] * yj[8];
        a9 += xi[9] * yj[9];
        a10 += xi[10] * yj[10];
        a11 += xi[11] * yj[11];
        a12 += xi[12] * yj[12];
        a13 += xi[13] * yj[13];
        a14 += xi[14] * yj[14];
        a15 += xi[15] * yj[15];
    }
    /* fold into a where it lives (on the device when offloading) */
    /* serial: host threads need no device region */
    {
        a[0] += a0;
        a[1] += a1;
        a[2] += a2;
        a[3] += a3;
        a[4] += a4;
        a[5] += a5;
        a[6] += a6;
        a[7] += a7;
        a[8] += a8;
        a[9] += a9;
        a[10] += a10;
        a[11] += a11;
        a[12] += a12;
        a[13] += a13;
        a[14] += a14;
        a[15] += a15;
    }
}

/* m = 32: a[k] += sum_ij x[i * 32 + k] * y[j * 32 + k], k < 32;
 * the (i, j) loop is collapsed into one 64-bit count ni * nj. */
void ci_reduce_scalars_w32(int64_t ni, int64_t nj, const double *restrict x,
                           const double *restrict y, double *restrict a) {
    const int64_t n_ij = ni * nj;
    double a0 = 0, a1 = 0, a2 = 0, a3 = 0, a4 = 0, a5 = 0, a6 = 0, a7 = 0, a8 = 0, a9 = 0, a10 = 0,
           a11 = 0, a12 = 0, a13 = 0, a14 = 0, a15 = 0, a16 = 0, a17 = 0, a18 = 0, a19 = 0, a20 = 0,
           a21 = 0, a22 = 0, a23 = 0, a24 = 0, a25 = 0, a26 = 0, a27 = 0, a28 = 0, a29 = 0, a30 = 0,
           a31 = 0;
#pragma omp parallel for simd schedule(static) \
    reduction(+:a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16, a17, a18, \
        a19, a20, a21, a22, a23, a24, a25, a26, a27, a28, a29, a30, a31)
    for (int64_t p = 0; p < n_ij; ++p) {
        const int64_t i = p / nj, j = p - i * nj;
        const double *xi = x + i * 32, *yj = y + j * 32;
        a0 += xi[0] * yj[0];
        a1 += xi[1] * yj[1];
        a2 += xi[2] * yj[2];
        a3 += xi[3] * yj[3];
        a4 += xi[4] * yj[4];
        a5 += xi[5] * yj[5];
        a6 += xi[6] * yj[6];
        a7 += xi[7] * yj[7];
        a8 += xi[8] * yj[8];
        a9 += xi[9] * yj[9];
        a10 += xi[10] * yj[10];
        a11 += xi[11] * yj[11];
        a12 += xi[12] * yj[12];
        a13 += xi[13] * yj[13];
        a14 += xi[14] * yj[14];
        a15 += xi[15] * yj[15];
        a16 += xi[16] * yj[16];
        a17 += xi[17] * yj[17];
        a18 += xi[18] * yj[18];
        a19 += xi[19] * yj[19];
        a20 += xi[20] * yj[20];
        a21 += xi[21] * yj[21];
        a22 += xi[22] * yj[22];
        a23 += xi[23] * yj[23];
        a24 += xi[24] * yj[24];
        a25 += xi[25] * yj[25];
        a26 += xi[26] * yj[26];
        a27 += xi[27] * yj[27];
        a28 += xi[28] * yj[28];
        a29 += xi[29] * yj[29];
        a30 += xi[30] * yj[30];
        a31 += xi[31] * yj[31];
    }
    /* fold into a where it lives (on the device when offloading) */
    /* serial: host threads need no device region */
    {
        a[0] += a0;
        a[1] += a1;
        a[2] += a2;
        a[3] += a3;
        a[4] += a4;
        a[5] += a5;
        a[6] += a6;
        a[7] += a7;
        a[8] += a8;
        a[9] += a9;
        a[10] += a10;
        a[11] += a11;
        a[12] += a12;
        a[13] += a13;
        a[14] += a14;
        a[15] += a15;
        a[16] += a16;
        a[17] += a17;
        a[18] += a18;
        a[19] += a19;
        a[20] += a20;
        a[21] += a21;
        a[22] += a22;
        a[23] += a23;
        a[24] += a24;
        a[25] += a25;
        a[26] += a26;
        a[27] += a27;
        a[28] += a28;
        a[29] += a29;
        a[30] += a30;
        a[31] += a31;
    }
}

/* m = 64: a[k] += sum_ij x[i * 64 + k] * y[j * 64 + k], k < 64;
 * the (i, j) loop is collapsed into one 64-bit count ni * nj. */
void ci_reduce_scalars_w64(int64_t ni, int64_t nj, const double *restrict x,
                           const double *restrict y, double *restrict a) {
    const int64_t n_ij = ni * nj;
    double a0 = 0, a1 = 0, a2 = 0, a3 = 0, a4 = 0, a5 = 0, a6 = 0, a7 = 0, a8 = 0, a9 = 0, a10 = 0,
           a11 = 0, a12 = 0, a13 = 0, a14 = 0, a15 = 0, a16 = 0, a17 = 0, a18 = 0, a19 = 0, a20 = 0,
           a21 = 0, a22 = 0, a23 = 0, a24 = 0, a25 = 0, a26 = 0, a27 = 0, a28 = 0, a29 = 0, a30 = 0,
           a31 = 0, a32 = 0, a33 = 0, a34 = 0, a35 = 0, a36 = 0, a37 = 0, a38 = 0, a39 = 0, a40 = 0,
           a41 = 0, a42 = 0, a43 = 0, a44 = 0, a45 = 0, a46 = 0, a47 = 0, a48 = 0, a49 = 0, a50 = 0,
           a51 = 0, a52 = 0, a53 = 0, a54 = 0, a55 = 0, a56 = 0, a57 = 0, a58 = 0, a59 = 0, a60 = 0,
           a61 = 0, a62 = 0, a63 = 0;
#pragma omp parallel for simd schedule(static) \
    reduction(+:a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16, a17, a18, \
        a19, a20, a21, a22, a23, a24, a25, a26, a27, a28, a29, a30, a31, a32, a33, a34, a35, a36, \
        a37, a38, a39, a40, a41, a42, a43, a44, a45, a46, a47, a48, a49, a50, a51, a52, a53, a54, \
        a55, a56, a57, a58, a59, a60, a61, a62, a63)
    for (int64_t p = 0; p < n_ij; ++p) {
        const int64_t i = p / nj, j = p - i * nj;
        const double *xi = x + i * 64, *yj = y + j * 64;
        a0 += xi[0] * yj[0];
        a1 += xi[1] * yj[1];
        a2 += xi[2] * yj[2];
        a3 += xi[3] * yj[3];
        a4 += xi[4] * yj[4];
        a5 += xi[5] * yj[5];
        a6 += xi[6] * yj[6];
        a7 += xi[7] * yj[7];
        a8 += xi[8] * yj[8];
        a9 += xi[9] * yj[9];
        a10 += xi[10] * yj[10];
        a11 += xi[11] * yj[11];
        a12 += xi[12] * yj[12];
        a13 += xi[13] * yj[13];
        a14 += xi[14] * yj[14];
        a15 += xi[15] * yj[15];
        a16 += xi[16] * yj[16];
        a17 += xi[17] * yj[17];
        a18 += xi[18] * yj[18];
        a19 += xi[19] * yj[19];
        a20 += xi[20] * yj[20];
        a21 += xi[21] * yj[21];
        a22 += xi[22] * yj[22];
        a23 += xi[23] * yj[23];
        a24 += xi[24] * yj[24];
        a25 += xi[25] * yj[25];
        a26 += xi[26] * yj[26];
        a27 += xi[27] * yj[27];
        a28 += xi[28] * yj[28];
        a29 += xi[29] * yj[29];
        a30 += xi[30] * yj[30];
        a31 += xi[31] * yj[31];
        a32 += xi[32] * yj[32];
        a33 += xi[33] * yj[33];
        a34 += xi[34] * yj[34];
        a35 += xi[35] * yj[35];
        a36 += xi[36] * yj[36];
        a37 += xi[37] * yj[37];
        a38 += xi[38] * yj[38];
        a39 += xi[39] * yj[39];
        a40 += xi[40] * yj[40];
        a41 += xi[41] * yj[41];
        a42 += xi[42] * yj[42];
        a43 += xi[43] * yj[43];
        a44 += xi[44] * yj[44];
        a45 += xi[45] * yj[45];
        a46 += xi[46] * yj[46];
        a47 += xi[47] * yj[47];
        a48 += xi[48] * yj[48];
        a49 += xi[49] * yj[49];
        a50 += xi[50] * yj[50];
        a51 += xi[51] * yj[51];
        a52 += xi[52] * yj[52];
        a53 += xi[53] * yj[53];
        a54 += xi[54] * yj[54];
        a55 += xi[55] * yj[55];
        a56 += xi[56] * yj[56];
        a57 += xi[57] * yj[57];
        a58 += xi[58] * yj[58];
        a59 += xi[59] * yj[59];
        a60 += xi[60] * yj[60];
        a61 += xi[61] * yj[61];
        a62 += xi[62] * yj[62];
        a63 += xi[63] * yj[63];
    }
    /* fold into a where it lives (on the device when offloading) */
    /* serial: host threads need no device region */
    {
        a[0] += a0;
        a[1] += a1;
        a[2] += a2;
        a[3] += a3;
        a[4] += a4;
        a[5] += a5;
        a[6] += a6;
        a[7] += a7;
        a[8] += a8;
        a[9] += a9;
        a[10] += a10;
        a[11] += a11;
        a[12] += a12;
        a[13] += a13;
        a[14] += a14;
        a[15] += a15;
        a[16] += a16;
        a[17] += a17;
        a[18] += a18;
        a[19] += a19;
        a[20] += a20;
        a[21] += a21;
        a[22] += a22;
        a[23] += a23;
        a[24] += a24;
        a[25] += a25;
        a[26] += a26;
        a[27] += a27;
        a[28] += a28;
        a[29] += a29;
        a[30] += a30;
        a[31] += a31;
        a[32] += a32;
        a[33] += a33;
        a[34] += a34;
        a[35] += a35;
        a[36] += a36;
        a[37] += a37;
        a[38] += a38;
        a[39] += a39;
        a[40] += a40;
        a[41] += a41;
        a[42] += a42;
        a[43] += a43;
        a[44] += a44;
        a[45] += a45;
        a[46] += a46;
        a[47] += a47;
        a[48] += a48;
        a[49] += a49;
        a[50] += a50;
        a[51] += a51;
        a[52] += a52;
        a[53] += a53;
        a[54] += a54;
        a[55] += a55;
        a[56] += a56;
        a[57] += a57;
        a[58] += a58;
        a[59] += a59;
        a[60] += a60;
        a[61] += a61;
        a[62] += a62;
        a[63] += a63;
    }
}

/* m = 256: a[k] += sum_ij x[i * 256 + k] * y[j * 256 + k], k < 256;
 * the (i, j) loop is collapsed into one 64-bit count ni * nj. */
void ci_reduce_scalars_w256(int64_t ni, int64_t nj, const double *restrict x,
                            const double *restrict y, double *restrict a) {
    const int64_t n_ij = ni * nj;
    double a0 = 0, a1 = 0, a2 = 0, a3 = 0, a4 = 0, a5 = 0, a6 = 0, a7 = 0, a8 = 0, a9 = 0, a10 = 0,
           a11 = 0, a12 = 0, a13 = 0, a14 = 0, a15 = 0, a16 = 0, a17 = 0, a18 = 0, a19 = 0, a20 = 0,
           a21 = 0, a22 = 0, a23 = 0, a24 = 0, a25 = 0, a26 = 0, a27 = 0, a28 = 0, a29 = 0, a30 = 0,
           a31 = 0, a32 = 0, a33 = 0, a34 = 0, a35 = 0, a36 = 0, a37 = 0, a38 = 0, a39 = 0, a40 = 0,
           a41 = 0, a42 = 0, a43 = 0, a44 = 0, a45 = 0, a46 = 0, a47 = 0, a48 = 0, a49 = 0, a50 = 0,
           a51 = 0, a52 = 0, a53 = 0, a54 = 0, a55 = 0, a56 = 0, a57 = 0, a58 = 0, a59 = 0, a60 = 0,
           a61 = 0, a62 = 0, a63 = 0, a64 = 0, a65 = 0, a66 = 0, a67 = 0, a68 = 0, a69 = 0, a70 = 0,
           a71 = 0, a72 = 0, a73 = 0, a74 = 0, a75 = 0, a76 = 0, a77 = 0, a78 = 0, a79 = 0, a80 = 0,
           a81 = 0, a82 = 0, a83 = 0, a84 = 0, a85 = 0, a86 = 0, a87 = 0, a88 = 0, a89 = 0, a90 = 0,
           a91 = 0, a92 = 0, a93 = 0, a94 = 0, a95 = 0, a96 = 0, a97 = 0, a98 = 0, a99 = 0,
           a100 = 0, a101 = 0, a102 = 0, a103 = 0, a104 = 0, a105 = 0, a106 = 0, a107 = 0, a108 = 0,
           a109 = 0, a110 = 0, a111 = 0, a112 = 0, a113 = 0, a114 = 0, a115 = 0, a116 = 0, a117 = 0,
           a118 = 0, a119 = 0, a120 = 0, a121 = 0, a122 = 0, a123 = 0, a124 = 0, a125 = 0, a126 = 0,
           a127 = 0, a128 = 0, a129 = 0, a130 = 0, a131 = 0, a132 = 0, a133 = 0, a134 = 0, a135 = 0,
           a136 = 0, a137 = 0, a138 = 0, a139 = 0, a140 = 0, a141 = 0, a142 = 0, a143 = 0, a144 = 0,
           a145 = 0, a146 = 0, a147 = 0, a148 = 0, a149 = 0, a150 = 0, a151 = 0, a152 = 0, a153 = 0,
           a154 = 0, a155 = 0, a156 = 0, a157 = 0, a158 = 0, a159 = 0, a160 = 0, a161 = 0, a162 = 0,
           a163 = 0, a164 = 0, a165 = 0, a166 = 0, a167 = 0, a168 = 0, a169 = 0, a170 = 0, a171 = 0,
           a172 = 0, a173 = 0, a174 = 0, a175 = 0, a176 = 0, a177 = 0, a178 = 0, a179 = 0, a180 = 0,
           a181 = 0, a182 = 0, a183 = 0, a184 = 0, a185 = 0, a186 = 0, a187 = 0, a188 = 0, a189 = 0,
           a190 = 0, a191 = 0, a192 = 0, a193 = 0, a194 = 0, a195 = 0, a196 = 0, a197 = 0, a198 = 0,
           a199 = 0, a200 = 0, a201 = 0, a202 = 0, a203 = 0, a204 = 0, a205 = 0, a206 = 0, a207 = 0,
           a208 = 0, a209 = 0, a210 = 0, a211 = 0, a212 = 0, a213 = 0, a214 = 0, a215 = 0, a216 = 0,
           a217 = 0, a218 = 0, a219 = 0, a220 = 0, a221 = 0, a222 = 0, a223 = 0, a224 = 0, a225 = 0,
           a226 = 0, a227 = 0, a228 = 0, a229 = 0, a230 = 0, a231 = 0, a232 = 0, a233 = 0, a234 = 0,
           a235 = 0, a236 = 0, a237 = 0, a238 = 0, a239 = 0, a240 = 0, a241 = 0, a242 = 0, a243 = 0,
           a244 = 0, a245 = 0, a246 = 0, a247 = 0, a248 = 0, a249 = 0, a250 = 0, a251 = 0, a252 = 0,
           a253 = 0, a254 = 0, a255 = 0;
#pragma omp parallel for simd schedule(static) \
    reduction(+:a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16, a17, a18, \
        a19, a20, a21, a22, a23, a24, a25, a26, a27, a28, a29, a30, a31, a32, a33, a34, a35, a36, \
        a37, a38, a39, a40, a41, a42, a43, a44, a45, a46, a47, a48, a49, a50, a51, a52, a53, a54, \
        a55, a56, a57, a58, a59, a60, a61, a62, a63, a64, a65, a66, a67, a68, a69, a70, a71, a72, \
        a73, a74, a75, a76, a77, a78, a79, a80, a81, a82, a83, a84, a85, a86, a87, a88, a89, a90, \
        a91, a92, a93, a94, a95, a96, a97, a98, a99, a100, a101, a102, a103, a104, a105, a106, a107, \
        a108, a109, a110, a111, a112, a113, a114, a115, a116, a117, a118, a119, a120, a121, a122, \
        a123, a124, a125, a126, a127, a128, a129, a130, a131, a132, a133, a134, a135, a136, a137, \
        a138, a139, a140, a141, a142, a143, a144, a145, a146, a147, a148, a149, a150, a151, a152, \
        a153, a154, a155, a156, a157, a158, a159, a160, a161, a162, a163, a164, a165, a166, a167, \
        a168, a169, a170, a171, a172, a173, a174, a175, a176, a177, a178, a179, a180, a181, a182, \
        a183, a184, a185, a186, a187, a188, a189, a190, a191, a192, a193, a194, a195, a196, a197, \
        a198, a199, a200, a201, a202, a203, a204, a205, a206, a207, a208, a209, a210, a211, a212, \
        a213, a214, a215, a216, a217, a218, a219, a220, a221, a222, a223, a224, a225, a226, a227, \
        a228, a229, a230, a231, a232, a233, a234, a235, a236, a237, a238, a239, a240, a241, a242, \
        a243, a244, a245, a246, a247, a248, a249, a250, a251, a252, a253, a254, a255)
    for (int64_t p = 0; p < n_ij; ++p) {
        const int64_t i = p / nj, j = p - i * nj;
        const double *xi = x + i * 256, *yj = y + j * 256;
        a0 += xi[0] * yj[0];
        a1 += xi[1] * yj[1];
        a2 += xi[2] * yj[2];
        a3 += xi[3] * yj[3];
        a4 += xi[4] * yj[4];
        a5 += xi[5] * yj[5];
        a6 += xi[6] * yj[6];
        a7 += xi[7] * yj[7];
        a8 += xi[8] * yj[8];
        a9 += xi[9] * yj[9];
        a10 += xi[10] * yj[10];
        a11 += xi[11] * yj[11];
        a12 += xi[12] * yj[12];
        a13 += xi[13] * yj[13];
        a14 += xi[14] * yj[14];
        a15 += xi[15] * yj[15];
        a16 += xi[16] * yj[16];
        a17 += xi[17] * yj[17];
        a18 += xi[18] * yj[18];
        a19 += xi[19] * yj[19];
        a20 += xi[20] * yj[20];
        a21 += xi[21] * yj[21];
        a22 += xi[22] * yj[22];
        a23 += xi[23] * yj[23];
        a24 += xi[24] * yj[24];
        a25 += xi[25] * yj[25];
        a26 += xi[26] * yj[26];
        a27 += xi[27] * yj[27];
        a28 += xi[28] * yj[28];
        a29 += xi[29] * yj[29];
        a30 += xi[30] * yj[30];
        a31 += xi[31] * yj[31];
        a32 += xi[32] * yj[32];
        a33 += xi[33] * yj[33];
        a34 += xi[34] * yj[34];
        a35 += xi[35] * yj[35];
        a36 += xi[36] * yj[36];
        a37 += xi[37] * yj[37];
        a38 += xi[38] * yj[38];
        a39 += xi[39] * yj[39];
        a40 += xi[40] * yj[40];
        a41 += xi[41] * yj[41];
        a42 += xi[42] * yj[42];
        a43 += xi[43] * yj[43];
        a44 += xi[44] * yj[44];
        a45 += xi[45] * yj[45];
        a46 += xi[46] * yj[46];
        a47 += xi[47] * yj[47];
        a48 += xi[48] * yj[48];
        a49 += xi[49] * yj[49];
        a50 += xi[50] * yj[50];
        a51 += xi[51] * yj[51];
        a52 += xi[52] * yj[52];
        a53 += xi[53] * yj[53];
        a54 += xi[54] * yj[54];
        a55 += xi[55] * yj[55];
        a56 += xi[56] * yj[56];
        a57 += xi[57] * yj[57];
        a58 += xi[58] * yj[58];
        a59 += xi[59] * yj[59];
        a60 += xi[60] * yj[60];
        a61 += xi[61] * yj[61];
        a62 += xi[62] * yj[62];
        a63 += xi[63] * yj[63];
        a64 += xi[64] * yj[64];
        a65 += xi[65] * yj[65];
        a66 += xi[66] * yj[66];
        a67 += xi[67] * yj[67];
        a68 += xi[68] * yj[68];
        a69 += xi[69] * yj[69];
        a70 += xi[70] * yj[70];
        a71 += xi[71] * yj[71];
        a72 += xi[72] * yj[72];
        a73 += xi[73] * yj[73];
        a74 += xi[74] * yj[74];
        a75 += xi[75] * yj[75];
        a76 += xi[76] * yj[76];
        a77 += xi[77] * yj[77];
        a78 += xi[78] * yj[78];
        a79 += xi[79] * yj[79];
        a80 += xi[80] * yj[80];
        a81 += xi[81] * yj[81];
        a82 += xi[82] * yj[82];
        a83 += xi[83] * yj[83];
        a84 += xi[84] * yj[84];
        a85 += xi[85] * yj[85];
        a86 += xi[86] * yj[86];
        a87 += xi[87] * yj[87];
        a88 += xi[88] * yj[88];
        a89 += xi[89] * yj[89];
        a90 += xi[90] * yj[90];
        a91 += xi[91] * yj[91];
        a92 += xi[92] * yj[92];
        a93 += xi[93] * yj[93];
        a94 += xi[94] * yj[94];
        a95 += xi[95] * yj[95];
        a96 += xi[96] * yj[96];
        a97 += xi[97] * yj[97];
        a98 += xi[98] * yj[98];
        a99 += xi[99] * yj[99];
        a100 += xi[100] * yj[100];
        a101 += xi[101] * yj[101];
        a102 += xi[102] * yj[102];
        a103 += xi[103] * yj[103];
        a104 += xi[104] * yj[104];
        a105 += xi[105] * yj[105];
        a106 += xi[106] * yj[106];
        a107 += xi[107] * yj[107];
        a108 += xi[108] * yj[108];
        a109 += xi[109] * yj[109];
        a110 += xi[110] * yj[110];
        a111 += xi[111] * yj[111];
        a112 += xi[112] * yj[112];
        a113 += xi[113] * yj[113];
        a114 += xi[114] * yj[114];
        a115 += xi[115] * yj[115];
        a116 += xi[116] * yj[116];
        a117 += xi[117] * yj[117];
        a118 += xi[118] * yj[118];
        a119 += xi[119] * yj[119];
        a120 += xi[120] * yj[120];
        a121 += xi[121] * yj[121];
        a122 += xi[122] * yj[122];
        a123 += xi[123] * yj[123];
        a124 += xi[124] * yj[124];
        a125 += xi[125] * yj[125];
        a126 += xi[126] * yj[126];
        a127 += xi[127] * yj[127];
        a128 += xi[128] * yj[128];
        a129 += xi[129] * yj[129];
        a130 += xi[130] * yj[130];
        a131 += xi[131] * yj[131];
        a132 += xi[132] * yj[132];
        a133 += xi[133] * yj[133];
        a134 += xi[134] * yj[134];
        a135 += xi[135] * yj[135];
        a136 += xi[136] * yj[136];
        a137 += xi[137] * yj[137];
        a138 += xi[138] * yj[138];
        a139 += xi[139] * yj[139];
        a140 += xi[140] * yj[140];
        a141 += xi[141] * yj[141];
        a142 += xi[142] * yj[142];
        a143 += xi[143] * yj[143];
        a144 += xi[144] * yj[144];
        a145 += xi[145] * yj[145];
        a146 += xi[146] * yj[146];
        a147 += xi[147] * yj[147];
        a148 += xi[148] * yj[148];
        a149 += xi[149] * yj[149];
        a150 += xi[150] * yj[150];
        a151 += xi[151] * yj[151];
        a152 += xi[152] * yj[152];
        a153 += xi[153] * yj[153];
        a154 += xi[154] * yj[154];
        a155 += xi[155] * yj[155];
        a156 += xi[156] * yj[156];
        a157 += xi[157] * yj[157];
        a158 += xi[158] * yj[158];
        a159 += xi[159] * yj[159];
        a160 += xi[160] * yj[160];
        a161 += xi[161] * yj[161];
        a162 += xi[162] * yj[162];
        a163 += xi[163] * yj[163];
        a164 += xi[164] * yj[164];
        a165 += xi[165] * yj[165];
        a166 += xi[166] * yj[166];
        a167 += xi[167] * yj[167];
        a168 += xi[168] * yj[168];
        a169 += xi[169] * yj[169];
        a170 += xi[170] * yj[170];
        a171 += xi[171] * yj[171];
        a172 += xi[172] * yj[172];
        a173 += xi[173] * yj[173];
        a174 += xi[174] * yj[174];
        a175 += xi[175] * yj[175];
        a176 += xi[176] * yj[176];
        a177 += xi[177] * yj[177];
        a178 += xi[178] * yj[178];
        a179 += xi[179] * yj[179];
        a180 += xi[180] * yj[180];
        a181 += xi[181] * yj[181];
        a182 += xi[182] * yj[182];
        a183 += xi[183] * yj[183];
        a184 += xi[184] * yj[184];
        a185 += xi[185] * yj[185];
        a186 += xi[186] * yj[186];
        a187 += xi[187] * yj[187];
        a188 += xi[188] * yj[188];
        a189 += xi[189] * yj[189];
        a190 += xi[190] * yj[190];
        a191 += xi[191] * yj[191];
        a192 += xi[192] * yj[192];
        a193 += xi[193] * yj[193];
        a194 += xi[194] * yj[194];
        a195 += xi[195] * yj[195];
        a196 += xi[196] * yj[196];
        a197 += xi[197] * yj[197];
        a198 += xi[198] * yj[198];
        a199 += xi[199] * yj[199];
        a200 += xi[200] * yj[200];
        a201 += xi[201] * yj[201];
        a202 += xi[202] * yj[202];
        a203 += xi[203] * yj[203];
        a204 += xi[204] * yj[204];
        a205 += xi[205] * yj[205];
        a206 += xi[206] * yj[206];
        a207 += xi[207] * yj[207];
        a208 += xi[208] * yj[208];
        a209 += xi[209] * yj[209];
        a210 += xi[210] * yj[210];
        a211 += xi[211] * yj[211];
        a212 += xi[212] * yj[212];
        a213 += xi[213] * yj[213];
        a214 += xi[214] * yj[214];
        a215 += xi[215] * yj[215];
        a216 += xi[216] * yj[216];
        a217 += xi[217] * yj[217];
        a218 += xi[218] * yj[218];
        a219 += xi[219] * yj[219];
        a220 += xi[220] * yj[220];
        a221 += xi[221] * yj[221];
        a222 += xi[222] * yj[222];
        a223 += xi[223] * yj[223];
        a224 += xi[224] * yj[224];
        a225 += xi[225] * yj[225];
        a226 += xi[226] * yj[226];
        a227 += xi[227] * yj[227];
        a228 += xi[228] * yj[228];
        a229 += xi[229] * yj[229];
        a230 += xi[230] * yj[230];
        a231 += xi[231] * yj[231];
        a232 += xi[232] * yj[232];
        a233 += xi[233] * yj[233];
        a234 += xi[234] * yj[234];
        a235 += xi[235] * yj[235];
        a236 += xi[236] * yj[236];
        a237 += xi[237] * yj[237];
        a238 += xi[238] * yj[238];
        a239 += xi[239] * yj[239];
        a240 += xi[240] * yj[240];
        a241 += xi[241] * yj[241];
        a242 += xi[242] * yj[242];
        a243 += xi[243] * yj[243];
        a244 += xi[244] * yj[244];
        a245 += xi[245] * yj[245];
        a246 += xi[246] * yj[246];
        a247 += xi[247] * yj[247];
        a248 += xi[248] * yj[248];
        a249 += xi[249] * yj[249];
        a250 += xi[250] * yj[250];
        a251 += xi[251] * yj[251];
        a252 += xi[252] * yj[252];
        a253 += xi[253] * yj[253];
        a254 += xi[254] * yj[254];
        a255 += xi[255] * yj[255];
    }
    /* fold into a where it lives (on the device when offloading) */
    /* serial: host threads need no device region */
    {
        a[0] += a0;
        a[1] += a1;
        a[2] += a2;
        a[3] += a3;
        a[4] += a4;
        a[5] += a5;
        a[6] += a6;
        a[7] += a7;
        a[8] += a8;
        a[9] += a9;
        a[10] += a10;
        a[11] += a11;
        a[12] += a12;
        a[13] += a13;
        a[14] += a14;
        a[15] += a15;
        a[16] += a16;
        a[17] += a17;
        a[18] += a18;
        a[19] += a19;
        a[20] += a20;
        a[21] += a21;
        a[22] += a22;
        a[23] += a23;
        a[24] += a24;
        a[25] += a25;
        a[26] += a26;
        a[27] += a27;
        a[28] += a28;
        a[29] += a29;
        a[30] += a30;
        a[31] += a31;
        a[32] += a32;
        a[33] += a33;
        a[34] += a34;
        a[35] += a35;
        a[36] += a36;
        a[37] += a37;
        a[38] += a38;
        a[39] += a39;
        a[40] += a40;
        a[41] += a41;
        a[42] += a42;
        a[43] += a43;
        a[44] += a44;
        a[45] += a45;
        a[46] += a46;
        a[47] += a47;
        a[48] += a48;
        a[49] += a49;
        a[50] += a50;
        a[51] += a51;
        a[52] += a52;
        a[53] += a53;
        a[54] += a54;
        a[55] += a55;
        a[56] += a56;
        a[57] += a57;
        a[58] += a58;
        a[59] += a59;
        a[60] += a60;
        a[61] += a61;
        a[62] += a62;
        a[63] += a63;
        a[64] += a64;
        a[65] += a65;
        a[66] += a66;
        a[67] += a67;
        a[68] += a68;
        a[69] += a69;
        a[70] += a70;
        a[71] += a71;
        a[72] += a72;
        a[73] += a73;
        a[74] += a74;
        a[75] += a75;
        a[76] += a76;
        a[77] += a77;
        a[78] += a78;
        a[79] += a79;
        a[80] += a80;
        a[81] += a81;
        a[82] += a82;
        a[83] += a83;
        a[84] += a84;
        a[85] += a85;
        a[86] += a86;
        a[87] += a87;
        a[88] += a88;
        a[89] += a89;
        a[90] += a90;
        a[91] += a91;
        a[92] += a92;
        a[93] += a93;
        a[94] += a94;
        a[95] += a95;
        a[96] += a96;
        a[97] += a97;
        a[98] += a98;
        a[99] += a99;
        a[100] += a100;
        a[101] += a101;
        a[102] += a102;
        a[103] += a103;
        a[104] += a104;
        a[105] += a105;
        a[106] += a106;
        a[107] += a107;
        a[108] += a108;
        a[109] += a109;
        a[110] += a110;
        a[111] += a111;
        a[112] += a112;
        a[113] += a113;
        a[114] += a114;
        a[115] += a115;
        a[116] += a116;
        a[117] += a117;
        a[118] += a118;
        a[119] += a119;
        a[120] += a120;
        a[121] += a121;
        a[122] += a122;
        a[123] += a123;
        a[124] += a124;
        a[125] += a125;
        a[126] += a126;
        a[127] += a127;
        a[128] += a128;
        a[129] += a129;
        a[130] += a130;
        a[131] += a131;
        a[132] += a132;
        a[133] += a133;
        a[134] += a134;
        a[135] += a135;
        a[136] += a136;
        a[137] += a137;
        a[138] += a138;
        a[139] += a139;
        a[140] += a140;
        a[141] += a141;
        a[142] += a142;
        a[143] += a143;
        a[144] += a144;
        a[145] += a145;
        a[146] += a146;
        a[147] += a147;
        a[148] += a148;
        a[149] += a149;
        a[150] += a150;
        a[151] += a151;
        a[152] += a152;
        a[153] += a153;
        a[154] += a154;
        a[155] += a155;
        a[156] += a156;
        a[157] += a157;
        a[158] += a158;
        a[159] += a159;
        a[160] += a160;
        a[161] += a161;
        a[162] += a162;
        a[163] += a163;
        a[164] += a164;
        a[165] += a165;
        a[166] += a166;
        a[167] += a167;
        a[168] += a168;
        a[169] += a169;
        a[170] += a170;
        a[171] += a171;
        a[172] += a172;
        a[173] += a173;
        a[174] += a174;
        a[175] += a175;
        a[176] += a176;
        a[177] += a177;
        a[178] += a178;
        a[179] += a179;
        a[180] += a180;
        a[181] += a181;
        a[182] += a182;
        a[183] += a183;
        a[184] += a184;
        a[185] += a185;
        a[186] += a186;
        a[187] += a187;
        a[188] += a188;
        a[189] += a189;
        a[190] += a190;
        a[191] += a191;
        a[192] += a192;
        a[193] += a193;
        a[194] += a194;
        a[195] += a195;
        a[196] += a196;
        a[197] += a197;
        a[198] += a198;
        a[199] += a199;
        a[200] += a200;
        a[201] += a201;
        a[202] += a202;
        a[203] += a203;
        a[204] += a204;
        a[205] += a205;
        a[206] += a206;
        a[207] += a207;
        a[208] += a208;
        a[209] += a209;
        a[210] += a210;
        a[211] += a211;
        a[212] += a212;
        a[213] += a213;
        a[214] += a214;
        a[215] += a215;
        a[216] += a216;
        a[217] += a217;
        a[218] += a218;
        a[219] += a219;
        a[220] += a220;
        a[221] += a221;
        a[222] += a222;
        a[223] += a223;
        a[224] += a224;
        a[225] += a225;
        a[226] += a226;
        a[227] += a227;
        a[228] += a228;
        a[229] += a229;
        a[230] += a230;
        a[231] += a231;
        a[232] += a232;
        a[233] += a233;
        a[234] += a234;
        a[235] += a235;
        a[236] += a236;
        a[237] += a237;
        a[238] += a238;
        a[239] += a239;
        a[240] += a240;
        a[241] += a241;
        a[242] += a242;
        a[243] += a243;
        a[244] += a244;
        a[245] += a245;
        a[246] += a246;
        a[247] += a247;
        a[248] += a248;
        a[249] += a249;
        a[250] += a250;
        a[251] += a251;
        a[252] += a252;
        a[253] += a253;
        a[254] += a254;
        a[255] += a255;
    }
}
