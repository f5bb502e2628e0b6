#ifndef CPIXELBLEND_H
#define CPIXELBLEND_H
#include <stddef.h>
#include <stdint.h>

// A blending kernel for runs of pixels in Cairo's ARGB32 layout (native-endian 32-bit 0xAARRGGBB,
// premultiplied), four pixels at a time in vector registers: Swift's SIMD types do not turn their
// 8 ↔ 16-bit lane conversions into vector instructions, C's vector extensions do. It gives exactly
// the bytes of `SolidRectFill`'s scalar arithmetic, whose division by 255 is `(t + (t >> 8)) >> 8`
// after adding a rounding term to `t`: 0x80 as pixman rounds, 0x7f as Cairo's span interpolation
// does.

/// Scales every channel of `count` pixels by `factor`/255 (`factor` ≤ 255, `rounding` ≤ 0x80) and
/// adds the matching channel of `addend`, saturating at 255.
///
/// A premultiplied colour composited OVER a run is `factor` = 255 − its alpha and `addend` the
/// colour; an opaque colour interpolated in under coverage `a` is `factor` = 255 − a and `addend`
/// the colour's channels times a/255 (rounded at 0x7f).
void interlude_scale_add_run(uint32_t *pixels, ptrdiff_t count, uint32_t factor, uint32_t rounding,
                             uint32_t addend);

#endif
