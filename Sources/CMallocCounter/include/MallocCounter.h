#ifndef MALLOC_COUNTER_H
#define MALLOC_COUNTER_H
#include <stdint.h>

/// Heap allocations (malloc, calloc, realloc, aligned allocations) made by this process so far.
/// Linking this target into an executable interposes glibc's allocator entry points: each call
/// is counted, then forwarded to glibc's own implementation.
uint64_t malloc_counter_allocations(void);

#endif
