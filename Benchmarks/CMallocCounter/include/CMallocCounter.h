// Counts heap allocations made by the process (Linux, glibc): the benchmark executable
// defines malloc and friends, which interpose the C library's and forward to it.
#ifndef CMALLOCCOUNTER_H
#define CMALLOCCOUNTER_H

#include <stdint.h>

/// The number of allocations (malloc, calloc, realloc, aligned allocations) since start.
uint64_t stagehand_allocation_count(void);

/// Whether the counting hooks are linked in and active (1) or not (0).
int stagehand_allocation_counting_active(void);

#endif
