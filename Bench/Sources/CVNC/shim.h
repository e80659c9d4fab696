// libvncserver and libvncclient for the benchmark's framebuffer baseline, with small helpers
// for what Swift cannot reach directly (macros, the extended TCP_INFO counters, varargs logs).
#include <rfb/rfb.h>
#include <rfb/rfbclient.h>
#include <rfb/rfbregion.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/socket.h>

/// Linux's tcp_info continues past glibc's copy of the struct (which ends at
/// tcpi_total_retrans); these are the next fields, in the kernel's order (linux/tcp.h).
struct cvnc_tcp_info {
    struct tcp_info base;
    uint64_t pacing_rate;
    uint64_t max_pacing_rate;
    uint64_t bytes_acked;
    uint64_t bytes_received;
};

/// Payload bytes this TCP socket has received so far (the kernel's tcpi_bytes_received), or -1.
static inline long long cvnc_socket_bytes_received(int fd) {
    struct cvnc_tcp_info info;
    memset(&info, 0, sizeof info);
    socklen_t length = sizeof info;
    if (getsockopt(fd, IPPROTO_TCP, TCP_INFO, &info, &length) != 0) return -1;
    if (length < (socklen_t)sizeof info) return -1;
    return (long long)info.bytes_received;
}

static void cvnc_silent_log(const char *format, ...) { (void)format; }

/// Silences both libraries' logging (they print every connection and encoding to stderr).
static inline void cvnc_silence_logs(void) {
    rfbLogEnable(0);
    rfbClientLog = cvnc_silent_log;
    rfbClientErr = cvnc_silent_log;
}

/// A 32-bit BGRX server on 127.0.0.1 (a free port from 5900 up), serving `framebuffer`
/// (width*height*4 bytes, owned by the caller) from background threads, with updates sent as
/// soon as they are requested (no deferral).
static inline rfbScreenInfoPtr cvnc_start_server(int width, int height, char *framebuffer) {
    int argc = 0;
    rfbScreenInfoPtr screen = rfbGetScreen(&argc, NULL, width, height, 8, 3, 4);
    if (!screen) return NULL;
    screen->frameBuffer = framebuffer;
    screen->serverFormat.redShift = 16;
    screen->serverFormat.greenShift = 8;
    screen->serverFormat.blueShift = 0;
    /* No cursor: libvncserver would paint its default arrow into the frames it sends. */
    screen->cursor = NULL;
    screen->autoPort = TRUE;
    screen->ipv6port = 0;
    screen->listenInterface = htonl(INADDR_LOOPBACK);
    screen->alwaysShared = TRUE;
    screen->deferUpdateTime = 0;
    screen->httpDir = NULL;
    rfbInitServer(screen);
    if (screen->listenSock == RFB_INVALID_SOCKET) { rfbScreenCleanup(screen); return NULL; }
    rfbRunEventLoop(screen, -1, TRUE);
    return screen;
}

/// Marks rectangles (x, y, w, h quadruples, `count` of them) modified as one region, so a client
/// gets them in one update.
static inline void cvnc_mark_rects(rfbScreenInfoPtr screen, const int *rects, int count) {
    sraRegionPtr region = sraRgnCreate();
    for (int i = 0; i < count; i++) {
        const int *r = rects + 4 * i;
        sraRegionPtr one = sraRgnCreateRect(r[0], r[1], r[0] + r[2], r[1] + r[3]);
        sraRgnOr(region, one);
        sraRgnDestroy(one);
    }
    rfbMarkRegionAsModified(screen, region);
    sraRgnDestroy(region);
}

static inline void cvnc_stop_server(rfbScreenInfoPtr screen) {
    rfbShutdownServer(screen, TRUE);
    rfbScreenCleanup(screen);
}

static inline int cvnc_client_count(rfbScreenInfoPtr screen) {
    int count = 0;
    rfbClientIteratorPtr it = rfbGetClientIterator(screen);
    while (rfbClientIteratorNext(it)) count++;
    rfbReleaseClientIterator(it);
    return count;
}

/// Connects a libvncclient to 127.0.0.1:`port` asking for `encodings` only (e.g. "tight" or
/// "zrle"), in the server's BGRX format, lossless (no JPEG), zlib level `compress_level`;
/// NULL when the connection or handshake fails (libvncclient then frees the client itself).
static inline rfbClient *cvnc_connect_client(int port, const char *encodings, int compress_level) {
    rfbClient *client = rfbGetClient(8, 3, 4);
    if (!client) return NULL;
    client->format.redShift = 16;
    client->format.greenShift = 8;
    client->format.blueShift = 0;
    client->appData.encodingsString = encodings;
    client->appData.compressLevel = compress_level;
    client->appData.enableJPEG = FALSE;
    client->appData.useRemoteCursor = FALSE;
    client->appData.shareDesktop = TRUE;
    client->serverHost = strdup("127.0.0.1");
    client->serverPort = port;
    int argc = 0;
    if (!rfbInitClient(client, &argc, NULL)) return NULL;
    return client;
}

static inline void cvnc_close_client(rfbClient *client) {
    if (client->frameBuffer) { free(client->frameBuffer); client->frameBuffer = NULL; }
    rfbClientCleanup(client);
}

/// Whether two 32-bit BGRX frames of `pixels` pixels have the same colour bytes (the unused
/// fourth byte is ignored: VNC at depth 24 does not carry it).
static inline int cvnc_same_colours(const uint8_t *a, const uint8_t *b, long pixels) {
    for (long i = 0; i < pixels; i++) {
        const uint8_t *p = a + 4 * i, *q = b + 4 * i;
        if (p[0] != q[0] || p[1] != q[1] || p[2] != q[2]) return 0;
    }
    return 1;
}

/// How many pixels of two 32-bit BGRX frames differ in colour (for diagnostics).
static inline long cvnc_count_different(const uint8_t *a, const uint8_t *b, long pixels) {
    long n = 0;
    for (long i = 0; i < pixels; i++) {
        const uint8_t *p = a + 4 * i, *q = b + 4 * i;
        if (p[0] != q[0] || p[1] != q[1] || p[2] != q[2]) n++;
    }
    return n;
}
