#ifndef CJPEG_H
#define CJPEG_H
#include <stddef.h>
#include <stdint.h>

/// Decodes a baseline or progressive JPEG into Cairo's ARGB32 layout (native-endian 32-bit
/// pixels 0xAARRGGBB, alpha 255), rows `stride` bytes apart.
/// Returns 0 on success and fills *width, *height, *stride and *pixels (malloc'd; free with
/// interlude_jpeg_free). Returns -1 for data that is not a decodable JPEG — damaged data (what
/// libjpeg only warns about, such as a premature end) included — and for images of more than
/// `max_pixels` pixels, checked before anything is allocated; nothing is allocated then.
int interlude_jpeg_decode(const uint8_t *data, size_t length, uint64_t max_pixels,
                          int *width, int *height, int *stride, uint8_t **pixels);

/// Frees pixels returned by interlude_jpeg_decode or bytes returned by interlude_jpeg_encode.
void interlude_jpeg_free(uint8_t *pixels);

/// Encodes Cairo ARGB32 or RGB24 pixels (native-endian 32-bit 0xAARRGGBB, alpha premultiplied and
/// ignored: a transparent pixel is written black) as a baseline JPEG at libjpeg `quality` 0…100.
/// Returns 0 and fills *bytes (malloc'd; free with interlude_jpeg_free) and *length, or -1 when
/// libjpeg fails; nothing is allocated then.
int interlude_jpeg_encode(const uint8_t *pixels, int width, int height, int stride, int quality,
                          uint8_t **bytes, size_t *length);

#endif
