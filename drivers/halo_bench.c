/* halo_bench: bandwidth of a halo exchange between pairs of ranks through the run's transport
 * (runtime/mpi/mp.h: host, host-staged, cuda-mpi or nccl; MP_TRANSPORT chooses).
 *
 *   mpirun -np 2 halo_bench [--sizes 8K,256K,8M,256M] [--seconds S]
 *
 * Ranks 2k and 2k + 1 swap one message each way (one rank alone sends to itself). For each size:
 * device buffers filled from the host, three warm-up exchanges, then repetitions for about
 * S seconds (default 0.3): the time of one exchange (mp_halo_start + mp_halo_finish, from a
 * complete send buffer on the device to a complete receive buffer on the device) is the slowest
 * rank's mean. The received data are checked. Output per size:
 *   RESULT halo transport=T ranks=P bytes=B seconds=t GB_per_s=G check=ok
 * (G: bytes / t, one direction), then a table. Exit status 1 when a check fails. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "device.h"
#include "mp.h"
#include "util.h"

/* "8K,256K,8M" -> byte counts (multiples of 8); returns how many */
static int parse_sizes(const char *text, size_t *sizes, int most)
{
    int n = 0;
    for (const char *p = text; *p && n < most;) {
        char *end;
        double v = strtod(p, &end);
        const char unit = *end;
        if (end == p || v <= 0)
            mp_fail("--sizes: '%s' is not a list such as 8K,256K,8M", text);
        v *= unit == 'K' ? 1024.0 : unit == 'M' ? 1048576.0 : unit == 'G' ? 1073741824.0 : 1.0;
        end += unit == 'K' || unit == 'M' || unit == 'G';
        if (*end && *end != ',')
            mp_fail("--sizes: '%s' is not a list such as 8K,256K,8M", text);
        sizes[n++] = ((size_t)v + 7) / 8 * 8;
        p = *end ? end + 1 : end;
    }
    return n;
}

static double pattern(int rank, size_t i) { return (double)rank * 1e9 + (double)i; }

/* One size: returns the slowest rank's seconds per exchange; *ok = every value arrived. */
static double exchange(size_t bytes, double budget_s, int *ok)
{
    const int rank = mp_rank(), partner = (rank ^ 1) < mp_size() ? rank ^ 1 : rank;
    const size_t n = bytes / sizeof(double);
    double *send = xmalloc(bytes), *recv = xmalloc(bytes);
    for (size_t i = 0; i < n; ++i)
        send[i] = pattern(rank, i);
    dev_copyin(send, bytes);
    dev_create(recv, bytes);
    const mp_message out = {partner, 0, 0, bytes}, in = {partner, 0, 0, bytes};
    mp_halo *h = mp_halo_create(1, &out, send, bytes, 1, &in, recv, bytes);
    double t = 0;
    int reps = 3;
    for (int round = 0; round < 2; ++round) { /* warm-up, then the timed repetitions */
        mp_barrier();
        const double t0 = wall_seconds();
        for (int r = 0; r < reps; ++r) {
            mp_halo_start(h);
            mp_halo_finish(h);
        }
        t = (wall_seconds() - t0) / reps;
        mp_max_doubles(&t, 1);
        reps = t > 0 ? (int)(budget_s / t) : 1000;
        reps = reps < 3 ? 3 : reps > 10000 ? 10000 : reps;
    }
    /* one more exchange into a cleared buffer, checked */
    memset(recv, 0, bytes);
    dev_update_device(recv, bytes);
    mp_halo_start(h);
    mp_halo_finish(h);
    dev_update_host(recv, bytes);
    size_t bad = 0;
    for (size_t i = 0; i < n; ++i)
        bad += recv[i] != pattern(partner, i);
    *ok = !mp_any(bad != 0);
    mp_halo_free(h);
    dev_delete(send, bytes);
    dev_delete(recv, bytes);
    free(send);
    free(recv);
    return t;
}

int main(int argc, char **argv)
{
    mp_init(&argc, &argv);
    mp_quiet_stdout();
    const char *size_text = "8K,256K,8M,256M";
    double budget = 0.3;
    for (int i = 1; i < argc; ++i) {
        if (i + 1 < argc && !strcmp(argv[i], "--sizes"))
            size_text = argv[++i];
        else if (i + 1 < argc && !strcmp(argv[i], "--seconds"))
            budget = cli_number("--seconds", argv[++i], 1e-3, 60);
        else
            mp_fail("unknown option '%s' (--sizes LIST, --seconds S)", argv[i]);
    }
    size_t sizes[32];
    const int n_sizes = parse_sizes(size_text, sizes, 32);
    const char *transport = mp_transport_name(mp_transport_init());
    printf("halo_bench: flavour %s (%s); %s\n", dev_flavour(),
           dev_is_offloading() ? "offloading" : "host", mp_describe());
    double seconds[32];
    int all_ok = 1;
    for (int s = 0; s < n_sizes; ++s) {
        int ok;
        seconds[s] = exchange(sizes[s], budget, &ok);
        all_ok &= ok;
        printf("RESULT halo transport=%s ranks=%d bytes=%zu seconds=%.6e GB_per_s=%.3f check=%s\n",
               transport, mp_size(), sizes[s], seconds[s], (double)sizes[s] / seconds[s] * 1e-9,
               ok ? "ok" : "FAILED");
        fflush(stdout);
    }
    printf("\n| transport | ranks | bytes per message | us per exchange | GB/s per direction |\n"
           "|---|---|---|---|---|\n");
    for (int s = 0; s < n_sizes; ++s)
        printf("| %s | %d | %zu | %.1f | %.2f |\n", transport, mp_size(), sizes[s],
               1e6 * seconds[s], (double)sizes[s] / seconds[s] * 1e-9);
    return mp_finalize(all_ok ? 0 : 1);
}
