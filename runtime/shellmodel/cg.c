/* Clebsch-Gordan coefficients by Racah's closed formula. */
#include <math.h>
#include <stdlib.h>

#include "shellmodel.h"

/* n! for n <= 170 (exact below 23!, then to double precision) */
static double factorial(int n)
{
    static double table[171];
    if (table[0] == 0.0) {
        table[0] = 1.0;
        for (int i = 1; i <= 170; ++i)
            table[i] = table[i - 1] * i;
    }
    return table[n];
}

double sm_clebsch_gordan(int j1, int m1, int j2, int m2, int J, int M)
{
    if (m1 + m2 != M || abs(m1) > j1 || abs(m2) > j2 || abs(M) > J)
        return 0.0;
    if ((j1 + m1) % 2 || (j2 + m2) % 2 || (J + M) % 2 || (j1 + j2 + J) % 2)
        return 0.0;
    if (J < abs(j1 - j2) || J > j1 + j2)
        return 0.0;
    /* everything below is an integer: (j1 + j2 - J) / 2 and so on */
    const int a = (j1 + j2 - J) / 2, b = (j1 - j2 + J) / 2, c = (-j1 + j2 + J) / 2;
    const int s = (j1 + j2 + J) / 2 + 1;
    if (s > 170)
        return NAN;
    const double triangle = factorial(a) * factorial(b) * factorial(c) / factorial(s);
    const double ms = factorial((j1 + m1) / 2) * factorial((j1 - m1) / 2) * factorial((j2 + m2) / 2) *
                      factorial((j2 - m2) / 2) * factorial((J + M) / 2) * factorial((J - M) / 2);
    /* sum over k with every factorial argument >= 0 */
    const int k1 = (J - j2 + m1) / 2, k2 = (J - j1 - m2) / 2; /* may be negative */
    int kmin = 0;
    if (-k1 > kmin)
        kmin = -k1;
    if (-k2 > kmin)
        kmin = -k2;
    int kmax = a;
    if ((j1 - m1) / 2 < kmax)
        kmax = (j1 - m1) / 2;
    if ((j2 + m2) / 2 < kmax)
        kmax = (j2 + m2) / 2;
    double sum = 0.0;
    for (int k = kmin; k <= kmax; ++k) {
        const double den = factorial(k) * factorial(a - k) * factorial((j1 - m1) / 2 - k) *
                           factorial((j2 + m2) / 2 - k) * factorial(k1 + k) * factorial(k2 + k);
        sum += (k % 2 ? -1.0 : 1.0) / den;
    }
    return sqrt((J + 1) * triangle * ms) * sum;
}
