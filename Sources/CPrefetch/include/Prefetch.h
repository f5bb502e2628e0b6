#ifndef INTERLUDE_PREFETCH_H
#define INTERLUDE_PREFETCH_H

/// Asks the CPU to start loading the cache lines of `bytes` bytes at `address`, without waiting
/// for them (a hint: never faults, even for an invalid address). Swift has no prefetch intrinsic.
static inline void interlude_prefetch(const void *address, long bytes) {
    for (long offset = 0; offset < bytes; offset += 64) {
        __builtin_prefetch((const char *)address + offset, 0, 3);
    }
}

#endif
