// libjpeg (libjpeg-turbo) with an error handler that returns instead of exiting.
//
// libjpeg reports fatal errors through error_exit, whose default calls exit(); Swift cannot catch
// a longjmp, so the whole decode runs here, in C, behind a setjmp.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <setjmp.h>
#include <jpeglib.h>

struct layercast_jpeg_error {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
};

static void layercast_jpeg_error_exit(j_common_ptr info) {
    struct layercast_jpeg_error *error = (struct layercast_jpeg_error *)info->err;
    longjmp(error->jump, 1);
}

static void layercast_jpeg_silence(j_common_ptr info, int level) { (void)info; (void)level; }

/// Decodes a JPEG into opaque premultiplied BGRA (B, G, R, 255 per pixel), rows top to bottom.
/// On success returns 0 and sets *pixels (free with free()), *width and *height; returns -1 on a
/// corrupt or unsupported image, -2 when out of memory or too large.
static inline int layercast_jpeg_decode(const unsigned char *data, unsigned long size,
                                        unsigned char **pixels, int *width, int *height) {
    struct jpeg_decompress_struct info;
    struct layercast_jpeg_error error;
    unsigned char *volatile out = NULL;
    unsigned char *volatile row = NULL;
    *pixels = NULL;
    info.err = jpeg_std_error(&error.manager);
    error.manager.error_exit = layercast_jpeg_error_exit;
    error.manager.emit_message = layercast_jpeg_silence;
    if (setjmp(error.jump)) {
        jpeg_destroy_decompress(&info);
        free(out);
        free(row);
        return -1;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, size);
    if (jpeg_read_header(&info, TRUE) != JPEG_HEADER_OK) {
        jpeg_destroy_decompress(&info);
        return -1;
    }
    info.out_color_space = JCS_RGB; // greyscale and YCbCr both convert; CMYK fails in start
    jpeg_start_decompress(&info);
    unsigned long w = info.output_width, h = info.output_height;
    if (w == 0 || h == 0 || w > 32767 || h > 32767 || info.output_components != 3) {
        jpeg_destroy_decompress(&info);
        return -2;
    }
    out = (unsigned char *)malloc(w * h * 4);
    row = (unsigned char *)malloc(w * 3);
    if (out == NULL || row == NULL) {
        jpeg_destroy_decompress(&info);
        free(out);
        free(row);
        return -2;
    }
    while (info.output_scanline < info.output_height) {
        unsigned long y = info.output_scanline;
        JSAMPROW rows[1] = { row };
        jpeg_read_scanlines(&info, rows, 1);
        unsigned char *target = out + y * w * 4;
        for (unsigned long x = 0; x < w; x++) {
            target[x * 4 + 0] = row[x * 3 + 2];
            target[x * 4 + 1] = row[x * 3 + 1];
            target[x * 4 + 2] = row[x * 3 + 0];
            target[x * 4 + 3] = 255;
        }
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    free(row);
    *pixels = out;
    *width = (int)w;
    *height = (int)h;
    return 0;
}

/// Encodes premultiplied BGRA rows (`stride` bytes apart) as a baseline JPEG of `quality`
/// (0…100). JPEG has no alpha: the premultiplied colour is written, which is the image over
/// black. On success returns 0 and sets *out (free with free()) and *size; -1 on failure.
static inline int layercast_jpeg_encode(const unsigned char *bgra, int width, int height, int stride, int quality,
                                        unsigned char **out, unsigned long *size) {
    struct jpeg_compress_struct info;
    struct layercast_jpeg_error error;
    unsigned char *volatile row = NULL;
    unsigned char *buffer = NULL;
    unsigned long length = 0;
    *out = NULL;
    *size = 0;
    if (width <= 0 || height <= 0 || width > 65500 || height > 65500) return -1;
    info.err = jpeg_std_error(&error.manager);
    error.manager.error_exit = layercast_jpeg_error_exit;
    error.manager.emit_message = layercast_jpeg_silence;
    if (setjmp(error.jump)) {
        jpeg_destroy_compress(&info);
        free(row);
        free(buffer);
        return -1;
    }
    jpeg_create_compress(&info);
    jpeg_mem_dest(&info, &buffer, &length);
    info.image_width = (JDIMENSION)width;
    info.image_height = (JDIMENSION)height;
    info.input_components = 3;
    info.in_color_space = JCS_RGB;
    jpeg_set_defaults(&info);
    jpeg_set_quality(&info, quality < 0 ? 0 : (quality > 100 ? 100 : quality), TRUE);
    row = (unsigned char *)malloc((size_t)width * 3);
    if (row == NULL) {
        jpeg_destroy_compress(&info);
        free(buffer);
        return -1;
    }
    jpeg_start_compress(&info, TRUE);
    while (info.next_scanline < info.image_height) {
        const unsigned char *source = bgra + (size_t)info.next_scanline * (size_t)stride;
        for (int x = 0; x < width; x++) {
            row[x * 3 + 0] = source[x * 4 + 2];
            row[x * 3 + 1] = source[x * 4 + 1];
            row[x * 3 + 2] = source[x * 4 + 0];
        }
        JSAMPROW rows[1] = { row };
        jpeg_write_scanlines(&info, rows, 1);
    }
    jpeg_finish_compress(&info);
    jpeg_destroy_compress(&info);
    free(row);
    *out = buffer;
    *size = length;
    return 0;
}
