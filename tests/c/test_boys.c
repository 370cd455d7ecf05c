/* Boys function eri_boys (runtime/eri/boys.h) against an independent __float128 reference:
 *   F_m(T) = exp(-T) sum_k (2T)^k / ((2m+1)(2m+3)...(2m+2k+1))   (all terms positive),
 * summed in quad precision for each m separately, with exp(-T) by argument halving + Taylor
 * in quad precision. T: 0, tiny values, a log-spaced grid over [1e-12, 1e3] that crosses
 * the table/asymptotic switch at T = 30, and fresh random T every run. Bound: 1e-14 relative. */
#include <math.h>
#include <stdio.h>

#include "check.h"
#include "eri/boys.h"

typedef __float128 quad;

static quad exp_neg_q(quad T) /* exp(-T), T >= 0 */
{
    int k = 0;
    while (T > (quad)1.0 / 1024) {
        T /= 2;
        k++;
    }
    quad term = 1, sum = 1;
    for (int n = 1; n < 30; n++) {
        term *= -T / n;
        sum += term;
    }
    while (k-- > 0)
        sum *= sum;
    return sum;
}

static double boys_q(int m, double Td)
{
    const quad T = Td;
    quad term = (quad)1 / (2 * m + 1), sum = term;
    for (int k = 1; k < 100000; k++) {
        term *= 2 * T / (2 * m + 2 * k + 1);
        sum += term;
        if (term < sum * (quad)1e-36 && k > T)
            break;
    }
    return (double)(sum * exp_neg_q(T));
}

static double worst = 0.0;
static double worst_T = 0.0;
static int worst_m = 0;

static void check_T(double T)
{
    double F[ERI_BOYS_MMAX + 1];
    for (int mmax = 0; mmax <= ERI_BOYS_MMAX; mmax += (mmax < 4 ? 1 : 4)) {
        eri_boys(mmax, T, F);
        for (int m = 0; m <= mmax; m++) {
            const double ref = boys_q(m, T), rel = fabs(F[m] - ref) / ref;
            CHECK(rel < 1e-14, "F_%d(%.17g) with mmax %d: %.17g vs reference %.17g (rel %.2e)", m,
                  T, mmax, F[m], ref, rel);
            if (rel > worst) {
                worst = rel;
                worst_T = T;
                worst_m = m;
            }
        }
    }
}

int main(void)
{
    test_seed();
    check_T(0.0);
    check_T(1e-300);
    check_T(1e-15);
    for (int i = 0; i <= 150; i++) /* 1e-12 .. 1e3, log-spaced */
        check_T(pow(10.0, -12.0 + 15.0 * i / 150.0));
    for (double T = 29.9; T < 30.1; T += 0.01) /* around the switch */
        check_T(T);
    for (int i = 0; i < 40; i++) /* fresh random T in [0, 60] and log-uniform in [1e-10, 1e3] */
        check_T(60.0 * rng_uniform());
    for (int i = 0; i < 40; i++)
        check_T(pow(10.0, -10.0 + 13.0 * rng_uniform()));
    /* exact values */
    double F[ERI_BOYS_MMAX + 1];
    eri_boys(ERI_BOYS_MMAX, 0.0, F);
    for (int m = 0; m <= ERI_BOYS_MMAX; m++)
        CHECK(F[m] == 1.0 / (2 * m + 1), "F_%d(0) = %.17g, want 1/(2m+1)", m, F[m]);
    printf("worst relative error %.2e at m = %d, T = %.6g\n", worst, worst_m, worst_T);
    return test_summary("test_boys");
}
