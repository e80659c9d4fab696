#!/usr/bin/env python3
"""A second, independent Layercast client, written from Protocol/SPEC.md alone (with the tree and
hash code of check_session.py beside it). Pure Python 3, no packages: it offers no capability
(no zstd, no animations), so it needs no decompressor.

It connects, says hello (§10.1), applies the snapshot and commits (§11.1, §11.2, §5.5) with the
contents it holds (§6.2–§6.4, §11.3, §11.4), acknowledges each with its §7.2 tree hash (§12.4),
answers pings (§11.6), may send a tap (§12.1), and says goodbye. A protocol violation by the
server gets a goodbye with the §9 code and a close (§2.5), and exit status 2.

Usage: python3 Protocol/Conformance/client.py HOST:PORT [--tap X,Y] [--seconds N] [--name NAME]
Prints one line per message and ends with 'client: N updates applied, S snapshots, hash 0x…' (a
second snapshot means the server found the acked hash wrong and resynchronised).
"""
import copy, os, socket, struct, sys, time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from check_session import Reader, Refused, LimitExceeded, apply, tree_hash, new_node, unfilter, content_id, referenced, set_contents  # noqa: E402

CODES = {'malformed': 1, 'frameTooLarge': 2, 'decompressedTooLarge': 3, 'unknownMessage': 4, 'unexpectedMessage': 5,
         'unsupportedVersion': 6, 'unauthorized': 7, 'invalidTree': 8, 'limitExceeded': 9, 'contentMismatch': 10}
KNOWN = {0x0002, 0x0003, 0x0010, 0x0011, 0x0012, 0x0013, 0x0014, 0x0015}


def depth(tree, lid):
    """§8 L4: the root is 0, a sublayer one more than its superlayer, a detached top 0."""
    d = 0
    while tree[lid]['sup'] != 0:
        lid = tree[lid]['sup']; d += 1
        if d > len(tree): break                                                    # a cycle: §5.5 refuses it elsewhere
    return d

def check_tree(tree):
    """§5.5 at the end of a commit: T5 (one list, one mask owner), T7 (not both), T8 (no cycle)."""
    listed, owners = {}, {}
    for lid, n in tree.items():
        for s in n['subs']:
            if s in listed: raise Refused('T5: %d is in two sublayer lists' % s)
            listed[s] = lid
        m = n['props'][9][0][1]
        if m:
            if m in owners: raise Refused('T5: %d is the mask of two layers' % m)
            owners[m] = lid
    if set(owners) & set(listed): raise Refused('T7: a mask is also a sublayer')
    for lid in tree:
        seen, cur = {lid}, lid
        while True:
            cur = tree[cur]['sup'] or owners.get(cur, 0)
            if not cur: break
            if cur in seen: raise Refused('T8: a cycle through %d' % lid)
            seen.add(cur)

class Violation(Exception):
    def __init__(self, code, reason): super().__init__(reason); self.code = code

def frame(mtype, payload): return struct.pack('<IHH', len(payload), mtype, 0) + payload
def str16(s): raw = s.encode(); return struct.pack('<H', len(raw)) + raw

class Client:
    def __init__(self, host, port, name):
        self.sock = socket.create_connection((host, port), timeout=30)
        self.buf = b''
        self.tree, self.held, self.updates, self.snapshots = {1: new_node()}, {}, 0, 0
        self.limits = {'frame': 71303168, 'layers': 100000, 'depth': 64, 'bitmap': 4096, 'sublayers': 10000}
        self.welcomed = False
        hello = (b'LCST' + struct.pack('<HHI', 1, 2, 0) + str16('') + bytes([len(name)]) + name.encode()
                 + struct.pack('<IIdd', 390, 844, 1.0, 60.0) + bytes([0, 0]))
        self.send(0x0001, hello)

    def send(self, mtype, payload): self.sock.sendall(frame(mtype, payload))

    def next_frame(self, deadline):
        """§2.2: the header first, checked as soon as it arrives; then the payload."""
        while True:
            if len(self.buf) >= 8:
                length, mtype, flags = struct.unpack_from('<IHH', self.buf)
                if length > self.limits['frame']: raise Violation('frameTooLarge', 'frame of %d bytes' % length)
                if flags & ~1: raise Violation('malformed', 'reserved flag bits %d' % flags)
                if len(self.buf) >= 8 + length:
                    payload, self.buf = self.buf[8:8 + length], self.buf[8 + length:]
                    return mtype, flags, payload
            self.sock.settimeout(max(0.01, deadline - time.time()))
            try: chunk = self.sock.recv(65536)
            except socket.timeout: return None
            if not chunk:
                if self.buf: raise Violation('malformed', 'the connection ended inside a frame')
                return 'closed'
            self.buf += chunk

    def handle(self, mtype, flags, payload):
        if mtype not in KNOWN:
            if mtype >= 0x8000: return 'skipped'                                   # §2.3
            # §2.3: client → server types (0x0001, 0x0020…0x002C) are known, in the wrong direction.
            raise Violation('unknownMessage' if mtype not in (0x0001,) and mtype < 0x0020 or mtype > 0x002C else 'unexpectedMessage',
                            'type 0x%04x' % mtype)
        if flags & 1: raise Violation('malformed', 'a compressed frame, and this client offered no zstd (§2.4)')
        r = Reader(payload)
        try:
            result = self.dispatch(mtype, r)
        except (AssertionError, UnicodeDecodeError) as e: raise Violation('malformed', str(e) or 'short payload')
        if mtype in (0x0010, 0x0011, 0x0012, 0x0013, 0x0015) and r.i != len(payload): raise Violation('malformed', 'trailing bytes')
        return result

    def dispatch(self, mtype, r):
        if mtype == 0x0002:                                                        # §10.2 welcome
            if self.welcomed: raise Violation('unexpectedMessage', 'a second welcome')       # §2.3
            version = r.u16(); r.u64(); r.u64(); r.u8()
            assert r.f64() > 0 and r.f64() > 0, "malformed screen size"
            r.u32()
            self.limits['frame'] = r.u32(); r.u32(); self.limits['layers'] = r.u32(); self.limits['depth'] = r.u16()
            self.limits['bitmap'] = r.u16(); self.limits['sublayers'] = r.u32(); r.u32()
            if version >= 2:
                assert r.f64() > 0, "malformed contentsScale"
                mode = r.u8(); assert mode <= 1 or (mode == 2 and version >= 4), "malformed mode"
                r.u32()
            if version >= 3: assert 1 <= r.u32() <= 65535, "malformed maxTextSize"; r.u32()   # §10.2 L10, L11
            self.welcomed = True
            return 'welcome v%d' % version
        if not self.welcomed and mtype not in (0x0003, 0x0014):
            raise Violation('unexpectedMessage', 'message 0x%04x before the welcome' % mtype)
        if mtype in (0x0003, 0x0014):                                              # §10.3, §11.5
            code = r.u16(); return 'end %d %s' % (code, r.take(r.u16()).decode())
        if mtype == 0x0015:                                                        # §11.6 ping
            nonce = r.u64(); r.f64(); self.send(0x0026, struct.pack('<Q', nonce)); return 'ping'
        if mtype == 0x0012:                                                        # §11.3 contents
            cid, w, h = r.u64(), r.u32(), r.u32()
            assert w >= 1 and h >= 1, "empty bitmap"                               # §8 L5: 0 is malformed
            if not (w <= self.limits['bitmap'] and h <= self.limits['bitmap']): raise Violation('limitExceeded', 'bitmap %dx%d' % (w, h))
            assert r.f64() > 0, "malformed scale"
            fmt, filt = r.u8(), r.u8(); assert fmt == 1, "pixel format %d" % fmt     # §6.1
            px = unfilter(r.take(w * h * 4), w, filt)
            if content_id(w, h, px) != cid: raise Violation('contentMismatch', 'contents %x' % cid)
            self.held[cid] = (w, h, px); return 'contents'
        if mtype == 0x0013:                                                        # §11.4 contentsUpdate
            base, new, x, y, w, h = r.u64(), r.u64(), r.u32(), r.u32(), r.u32(), r.u32()
            px = unfilter(r.take(w * h * 4), w, r.u8())
            if base not in self.held: raise Violation('invalidTree', 'update of %x, not held' % base)
            bw, bh, bpx = self.held[base]; out = bytearray(bpx)
            for row in range(h): out[((y + row) * bw + x) * 4:((y + row) * bw + x + w) * 4] = px[row * w * 4:(row + 1) * w * 4]
            if content_id(bw, bh, bytes(out)) != new: raise Violation('contentMismatch', 'update %x' % new)
            self.held[new] = (bw, bh, bytes(out)); return 'contentsUpdate'
        commit_id = r.u64(); r.f64(); ops = r.b[r.i:]                               # §11.1, §11.2
        candidate = {1: new_node()} if mtype == 0x0010 else copy.deepcopy(self.tree)
        # Read and applied first, so a payload that breaks §3 or a limit read with a count is
        # reported as such; then the contents it sets must be held (§5.5).
        try: apply(candidate, r, limits=self.limits)
        except (KeyError, IndexError) as e: raise Violation('invalidTree', 'operation on an unknown layer %s' % e)
        except Refused as e: raise Violation('invalidTree', str(e))
        except LimitExceeded as e: raise Violation('limitExceeded', str(e))
        for cid in set_contents(ops):
            if cid not in self.held: raise Violation('invalidTree', 'contents %x not held' % cid)
        try: check_tree(candidate)
        except Refused as e: raise Violation('invalidTree', str(e))
        if len(candidate) > self.limits['layers']: raise Violation('limitExceeded', '%d layers' % len(candidate))
        deepest = max(depth(candidate, lid) for lid in candidate)                  # §8 L4, masks aside
        if deepest > self.limits['depth']: raise Violation('limitExceeded', 'L4: depth %d' % deepest)
        self.tree, self.updates = candidate, self.updates + 1
        self.snapshots += mtype == 0x0010
        refs = referenced(self.tree); self.held = {k: v for k, v in self.held.items() if k in refs}
        self.send(0x0023, struct.pack('<QddQ', commit_id, time.monotonic(), time.monotonic(), tree_hash(self.tree)))
        return '%s %d' % ('snapshot' if mtype == 0x0010 else 'commit', commit_id)

    def tap(self, x, y):
        for phase in (0, 2):
            self.send(0x0020, struct.pack('<BIBddIId', 1, 0, phase, x, y, 1 if phase == 0 else 0, 0, time.monotonic()))

    def goodbye(self, code, reason):
        try: self.send(0x0027, struct.pack('<H', code) + str16(reason))
        except OSError: pass
        self.sock.close()

def main(argv):
    if len(argv) < 2 or ':' not in argv[1]:
        print('usage: client.py HOST:PORT [--tap X,Y] [--seconds N] [--name NAME]', file=sys.stderr); return 64
    host, port = argv[1].rsplit(':', 1)
    opts = dict(zip(argv[2::2], argv[3::2]))
    tap = [float(v) for v in opts['--tap'].split(',')] if '--tap' in opts else None
    seconds = float(opts.get('--seconds', '30'))
    client = Client(host, int(port), opts.get('--name', 'python-client'))
    deadline = time.time() + seconds
    try:
        while time.time() < deadline:
            got = client.next_frame(deadline)
            if got is None: break
            if got == 'closed': print('closed by the server'); break
            what = client.handle(*got)
            print(what)
            if what.startswith('end '): break
            if tap and client.updates == 1 and what.startswith('snapshot'): client.tap(*tap); tap = None
    except Violation as v:
        print('violation: %s (%s)' % (v, v.code))
        client.goodbye(CODES[v.code], str(v))
        return 2
    print('client: %d updates applied, %d snapshots, hash 0x%016x' % (client.updates, client.snapshots, tree_hash(client.tree)))
    client.goodbye(0, 'done')
    return 0

if __name__ == '__main__':
    sys.exit(main(sys.argv))
