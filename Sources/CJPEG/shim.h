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
