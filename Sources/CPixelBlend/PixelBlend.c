#include "CPixelBlend.h"
#include <string.h>

// Four, two and one pixels as channel bytes; their channels widened to 16-bit lanes for the
// products, at most 128 bits at a time (the width every x86-64 and ARM64 has).
typedef uint8_t bytes16 __attribute__((vector_size(16)));
typedef uint8_t bytes8 __attribute__((vector_size(8)));
typedef uint8_t bytes4 __attribute__((vector_size(4)));
typedef uint16_t lanes8 __attribute__((vector_size(16)));
typedef uint16_t lanes4 __attribute__((vector_size(8)));

static inline lanes8 low(bytes16 v) {
    return __builtin_convertvector(__builtin_shufflevector(v, v, 0, 1, 2, 3, 4, 5, 6, 7), lanes8);
}

static inline lanes8 high(bytes16 v) {
    return __builtin_convertvector(__builtin_shufflevector(v, v, 8, 9, 10, 11, 12, 13, 14, 15), lanes8);
}

// Each lane (≤ 255) times the matching lane of `factor` (≤ 255) / 255, rounded as in the header.
// Fits in 16 bits: 255 × 255 + 0x80 + its high byte < 2¹⁶.
static inline bytes8 scale_half(lanes8 x, lanes8 factor, uint16_t rounding) {
    lanes8 t = x * factor + rounding;
    return __builtin_convertvector((t + (t >> 8)) >> 8, bytes8);
}

// Four pixels' channels `x` scaled by the matching channels of `factor`.
static inline bytes16 scale4(bytes16 x, bytes16 factor, uint16_t rounding) {
    bytes8 l = scale_half(low(x), low(factor), rounding), h = scale_half(high(x), high(factor), rounding);
    return __builtin_shufflevector(l, h, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
}

// Two pixels' channels `x` scaled by the matching channels of `factor`.
static inline bytes8 scale2(bytes8 x, bytes8 factor, uint16_t rounding) {
    return scale_half(__builtin_convertvector(x, lanes8), __builtin_convertvector(factor, lanes8), rounding);
}

// One pixel's channels `x` scaled by the matching channels of `factor`.
static inline bytes4 scale1(bytes4 x, bytes4 factor, uint16_t rounding) {
    lanes4 t = __builtin_convertvector(x, lanes4) * __builtin_convertvector(factor, lanes4) + rounding;
    return __builtin_convertvector((t + (t >> 8)) >> 8, bytes4);
}

// Unaligned loads and stores (memcpy of a fixed size compiles to one move).
static inline bytes16 load4(const uint32_t *p) {
    bytes16 v;
    memcpy(&v, p, sizeof v);
    return v;
}

static inline void store4(uint32_t *p, bytes16 v) { memcpy(p, &v, sizeof v); }

static inline bytes8 load2(const uint32_t *p) {
    bytes8 v;
    memcpy(&v, p, sizeof v);
    return v;
}

static inline void store2(uint32_t *p, bytes8 v) { memcpy(p, &v, sizeof v); }

static inline bytes4 load1(const uint32_t *p) {
    bytes4 v;
    memcpy(&v, p, sizeof v);
    return v;
}

static inline void store1(uint32_t *p, bytes4 v) { memcpy(p, &v, sizeof v); }

void interlude_scale_add_run(uint32_t *pixels, ptrdiff_t count, uint32_t factor, uint32_t rounding,
                             uint32_t addend) {
    const uint16_t r = (uint16_t)rounding;
    const uint32_t four[4] = {addend, addend, addend, addend};
    const bytes16 factors4 = (bytes16){0} + (uint8_t)factor, addends4 = load4(four);
    ptrdiff_t i = 0;
    for (; i + 4 <= count; i += 4)
        store4(pixels + i, __builtin_elementwise_add_sat(scale4(load4(pixels + i), factors4, r), addends4));
    if (i + 2 <= count) {
        const bytes8 factors2 = (bytes8){0} + (uint8_t)factor, addends2 = load2(four);
        store2(pixels + i, __builtin_elementwise_add_sat(scale2(load2(pixels + i), factors2, r), addends2));
        i += 2;
    }
    if (i < count) {
        const bytes4 factor1 = (bytes4){0} + (uint8_t)factor, addend1 = load1(&addend);
        store1(pixels + i, __builtin_elementwise_add_sat(scale1(load1(pixels + i), factor1, r), addend1));
    }
}
