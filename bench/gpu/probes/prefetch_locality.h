/* Force-included by dirac_prefetch_probe.sh: every __builtin_prefetch(address[, write]) of the
 * generated code takes the locality PREFETCH_LOCALITY (3: prefetcht0, into L1, the product's;
 * 2: prefetcht1 and 1: prefetcht2, into L2 on x86; 0: prefetchnta). */
#define PREFETCH_WITH_LOCALITY(address, write, ...) __builtin_prefetch(address, write, PREFETCH_LOCALITY)
#define __builtin_prefetch(...) PREFETCH_WITH_LOCALITY(__VA_ARGS__, 0, 0)
