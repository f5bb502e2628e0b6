// libjpeg reports errors through a callback that must not return; this file turns that into a
// return code with setjmp/longjmp (which Swift cannot express), so a malformed file fails cleanly.
#include "CJPEG.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <setjmp.h>
#include <jpeglib.h>

struct interlude_error_manager {
    struct jpeg_error_mgr base;
    jmp_buf escape;
};

static void interlude_error_exit(j_common_ptr info) {
    struct interlude_error_manager *manager = (struct interlude_error_manager *)info->err;
    longjmp(manager->escape, 1);
}

static void interlude_silent_message(j_common_ptr info) { (void)info; }

// Warnings (level -1) mean damaged data libjpeg would paper over, e.g. a premature end filled
// with gray: refuse instead, so a few hundred bytes cannot stand for a huge image.
static void interlude_refuse_damage(j_common_ptr info, int level) {
    if (level < 0) interlude_error_exit(info);
}

int interlude_jpeg_decode(const uint8_t *data, size_t length, uint64_t max_pixels,
                          int *width, int *height, int *stride, uint8_t **pixels) {
    struct jpeg_decompress_struct info;
    struct interlude_error_manager errors;
    uint8_t *volatile output = NULL;
    JSAMPLE *volatile row = NULL;
    if (data == NULL || length < 4) return -1;
    info.err = jpeg_std_error(&errors.base);
    errors.base.error_exit = interlude_error_exit;
    errors.base.output_message = interlude_silent_message;
    errors.base.emit_message = interlude_refuse_damage;
    if (setjmp(errors.escape)) {
        jpeg_destroy_decompress(&info);
        free(output);
        free(row);
        return -1;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, (const unsigned char *)data, (unsigned long)length);
    jpeg_read_header(&info, TRUE);
    info.out_color_space = JCS_RGB;
    if ((uint64_t)info.image_width * (uint64_t)info.image_height > max_pixels) longjmp(errors.escape, 1);
    jpeg_start_decompress(&info);
    int w = (int)info.output_width, h = (int)info.output_height;
    int s = w * 4;
    output = malloc((size_t)s * (size_t)h);
    row = malloc((size_t)w * 3);
    if (output == NULL || row == NULL) longjmp(errors.escape, 1);
    while (info.output_scanline < info.output_height) {
        JSAMPROW rows[1] = { row };
        int y = (int)info.output_scanline;
        jpeg_read_scanlines(&info, rows, 1);
        uint32_t *out = (uint32_t *)(output + (size_t)y * (size_t)s);
        for (int x = 0; x < w; x++) {
            out[x] = 0xFF000000u | ((uint32_t)row[3 * x] << 16) | ((uint32_t)row[3 * x + 1] << 8) | (uint32_t)row[3 * x + 2];
        }
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    free(row);
    *width = w;
    *height = h;
    *stride = s;
    *pixels = output;
    return 0;
}

void interlude_jpeg_free(uint8_t *pixels) { free(pixels); }

int interlude_jpeg_encode(const uint8_t *pixels, int width, int height, int stride, int quality,
                          uint8_t **bytes, size_t *length) {
    struct jpeg_compress_struct info;
    struct interlude_error_manager errors;
    unsigned char *volatile output = NULL;
    unsigned long size = 0;
    JSAMPLE *volatile row = NULL;
    if (pixels == NULL || width <= 0 || height <= 0) return -1;
    info.err = jpeg_std_error(&errors.base);
    errors.base.error_exit = interlude_error_exit;
    errors.base.output_message = interlude_silent_message;
    if (setjmp(errors.escape)) {
        jpeg_destroy_compress(&info);
        free(output);
        free(row);
        return -1;
    }
    jpeg_create_compress(&info);
    jpeg_mem_dest(&info, (unsigned char **)&output, &size);
    info.image_width = (JDIMENSION)width;
    info.image_height = (JDIMENSION)height;
    info.input_components = 3;
    info.in_color_space = JCS_RGB;
    jpeg_set_defaults(&info);
    jpeg_set_quality(&info, quality < 0 ? 0 : (quality > 100 ? 100 : quality), TRUE);
    row = malloc((size_t)width * 3);
    if (row == NULL) longjmp(errors.escape, 1);
    jpeg_start_compress(&info, TRUE);
    while (info.next_scanline < info.image_height) {
        const uint32_t *in = (const uint32_t *)(pixels + (size_t)info.next_scanline * (size_t)stride);
        for (int x = 0; x < width; x++) {
            row[3 * x] = (JSAMPLE)((in[x] >> 16) & 0xFF);
            row[3 * x + 1] = (JSAMPLE)((in[x] >> 8) & 0xFF);
            row[3 * x + 2] = (JSAMPLE)(in[x] & 0xFF);
        }
        JSAMPROW rows[1] = { row };
        jpeg_write_scanlines(&info, rows, 1);
    }
    jpeg_finish_compress(&info);
    jpeg_destroy_compress(&info);
    free(row);
    *bytes = output;
    *length = (size_t)size;
    return 0;
}
