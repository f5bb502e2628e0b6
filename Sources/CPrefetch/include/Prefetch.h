#ifndef INTERLUDE_PREFETCH_H
#define INTERLUDE_PREFETCH_H

#include <stdint.h>

/// Asks the CPU to start loading every 64-byte cache line that overlaps the `bytes` bytes at
/// `address`, without waiting for them. A hint: it never faults, even for a stale address.
/// (Swift has no prefetch intrinsic.)
static inline void interlude_prefetch(const void *address, long bytes) {
    uintptr_t line = (uintptr_t)address & ~(uintptr_t)63;
    uintptr_t end = (uintptr_t)address + (uintptr_t)bytes;
    for (; line < end; line += 64) {
        __builtin_prefetch((const void *)line, 0, 3);
    }
}

#endif
