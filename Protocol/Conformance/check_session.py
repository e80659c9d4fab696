#!/usr/bin/env python3
"""An independent reading of Protocol/SPEC.md, written from the spec alone: decodes the frames of
every transcript in Protocol/Vectors/transcripts/ (§2.2, §5.3, §4.2, §5.4), builds the tree (§5.1,
§11.1, §11.2), keeps the contents a client holds (§6.2–§6.4, §11.3, §11.4, §10.5) and checks the
canonical tree hash (§7.2) and each step's expected error after every step. Version 4: reads
glyph runs (§4.6, key 27, hashed only when a layer has runs), keeps the glyph masks a client holds
at its glyph scale (§6.5, §11.8, §11.9) and refuses runs naming masks not held; and computes every
case of Protocol/Vectors/glyph-keys.json (§6.5's key and pen arithmetic, §16.6). Pure Python 3, no
packages.

Usage: python3 Protocol/Conformance/check_session.py  (exit status 0 when every hash matches)
"""
import copy, glob, json, math, os, struct, sys

M = (1 << 64) - 1
P1, P2, P3, P4, P5 = 0x9E3779B185EBCA87, 0xC2B2AE3D27D4EB4F, 0x165667B19E3779F9, 0x85EBCA77C2B2AE63, 0x27D4EB2F165667C5

def rotl(x, r): return ((x << r) | (x >> (64 - r))) & M
def rnd(acc, v): return (rotl((acc + v * P2) & M, 31) * P1) & M
def merge(acc, v): return (((acc ^ rnd(0, v)) * P1) + P4) & M

def xxh64(data, seed=0):
    """§7.1"""
    n, i = len(data), 0
    if n >= 32:
        v = [(seed + P1 + P2) & M, (seed + P2) & M, seed, (seed - P1) & M]
        while i + 32 <= n:
            for k in range(4):
                v[k] = rnd(v[k], struct.unpack_from('<Q', data, i + 8 * k)[0])
            i += 32
        h = (rotl(v[0], 1) + rotl(v[1], 7) + rotl(v[2], 12) + rotl(v[3], 18)) & M
        for k in range(4): h = merge(h, v[k])
    else:
        h = (seed + P5) & M
    h = (h + n) & M
    while i + 8 <= n:
        h = ((rotl(h ^ rnd(0, struct.unpack_from('<Q', data, i)[0]), 27) * P1) + P4) & M; i += 8
    if i + 4 <= n:
        h = ((rotl(h ^ ((struct.unpack_from('<I', data, i)[0] * P1) & M), 23) * P2) + P3) & M; i += 4
    while i < n:
        h = (rotl(h ^ ((data[i] * P5) & M), 11) * P1) & M; i += 1
    h ^= h >> 33; h = (h * P2) & M; h ^= h >> 29; h = (h * P3) & M; h ^= h >> 32
    return h

class Reader:
    def __init__(self, b): self.b, self.i = b, 0
    def take(self, n):
        assert self.i + n <= len(self.b), "short payload"
        s = self.b[self.i:self.i + n]; self.i += n; return s
    def u8(self): return self.take(1)[0]
    def u16(self): return struct.unpack('<H', self.take(2))[0]
    def u32(self): return struct.unpack('<I', self.take(4))[0]
    def u64(self): return struct.unpack('<Q', self.take(8))[0]
    def f32(self): return struct.unpack('<f', self.take(4))[0]
    def f64(self): return struct.unpack('<d', self.take(8))[0]
    def str8(self): return self.take(self.u8()).decode('utf-8')
    def uvar(self):                              # §3: unsigned LEB128, shortest form, at most 10 bytes
        value = shift = 0
        for i in range(10):
            b = self.u8()
            assert i < 9 or b & 0x7F <= 1, "malformed uvar"
            value |= (b & 0x7F) << shift; shift += 7
            if not b & 0x80:
                assert b or i == 0, "malformed uvar"
                return value
        raise AssertionError("malformed uvar")

# §4.2: each key's value as a list of (kind, value) fields; kinds: d f64, f f32, b bool/u8, q u64, s str8, o presence.
def read_value(r, key):
    def colour(): return [('f', r.f32()) for _ in range(4)]
    def boolean():                               # §3: a bool (and every presence byte) is 0 or 1
        v = r.u8(); assert v in (0, 1), "malformed bool"; return [('b', v)]
    def opt(inner):
        p = boolean()[0][1]; return [('b', p)] + (inner() if p else [])
    def path():
        n = r.u32(); out = [('i', n)]
        if n > 10000: raise LimitExceeded('L8: %d path elements' % n)       # §8 L8, as the count is read
        for _ in range(n):
            k = r.u8(); assert 1 <= k <= 5, "malformed path element kind"  # §4.4
            out.append(('b', k)); out += [('d', r.f64()) for _ in range({1: 2, 2: 2, 3: 4, 4: 6, 5: 0}[k])]
        return out
    def positive():                              # §4.2 keys 23 and 33: > 0
        v = r.f64(); assert v > 0, "malformed scale"; return [('d', v)]
    def enum(limit):
        v = r.u8(); assert v <= limit, "malformed enum"; return [('b', v)]
    def shape():
        """§4.7: path (optional), fill, rule, stroke, width, cap, join, miter, phase, dashes, start, end."""
        out = opt(path) + opt(colour) + enum(1) + opt(colour) + [('d', r.f64())] + enum(2) + enum(2)
        out += [('d', r.f64()), ('d', r.f64())]
        n = r.u16(); assert n <= 64, "L25"
        return out + [('h', n)] + [('d', r.f64()) for _ in range(n)] + [('d', r.f64()), ('d', r.f64())]
    def gradient():
        """§4.8: type, stops' colours, locations (optional, one per colour), start and end points."""
        out = enum(2); n = r.u16(); assert n <= 64, "L26"
        out += [('h', n)] + sum((colour() for _ in range(n)), [])
        return out + opt(lambda: [('d', r.f64()) for _ in range(n)]) + [('d', r.f64()) for _ in range(4)]
    def replicator():
        """§4.10: instance count, transform, delay, colour, four offsets."""
        n = r.u16(); assert n <= 1024, "L27"
        out = [('h', n)] + [('d', r.f64()) for _ in range(17)] + colour()
        return out + [('f', r.f32()) for _ in range(4)]
    table = {1: lambda: [('d', r.f64()) for _ in range(4)], 2: lambda: [('d', r.f64()) for _ in range(2)],
             3: lambda: [('d', r.f64()) for _ in range(2)], 4: lambda: [('d', r.f64())],
             5: lambda: [('d', r.f64()) for _ in range(16)], 6: lambda: [('f', r.f32())], 7: boolean,
             8: boolean, 9: lambda: [('q', r.u64())], 10: lambda: opt(colour), 11: lambda: [('d', r.f64())],
             12: lambda: opt(colour), 13: lambda: [('d', r.f64())], 14: lambda: opt(colour), 15: lambda: [('f', r.f32())],
             16: lambda: [('d', r.f64()) for _ in range(2)], 17: lambda: [('d', r.f64())], 18: lambda: opt(path),
             19: lambda: opt(lambda: [('q', r.u64())]), 20: lambda: enum(11), 21: lambda: [('d', r.f64()) for _ in range(4)],
             22: lambda: [('d', r.f64()) for _ in range(4)], 23: positive, 24: boolean,
             25: lambda: opt(lambda: [('s', r.str8())]), 26: boolean, 27: lambda: read_runs(r),
             28: lambda: opt(shape), 29: lambda: opt(gradient), 30: boolean, 31: lambda: opt(replicator),
             32: boolean, 33: positive}
    assert key in table, "unknown property key %d" % key                       # §4.2
    out = table[key]()
    assert all(math.isfinite(v) for k, v in out if k in ('d', 'f')), "malformed float"   # §3
    return out

def read_glyphs(r, n):
    out = []
    for _ in range(n):
        gid, x, y = r.u32(), r.f32(), r.f32()
        assert math.isfinite(x) and math.isfinite(y), "malformed position"
        out.append((gid, x, y))
    return out

def read_runs(r):
    """§4.6: [('runs', [run])], each run a dict kept whole so a splice (§5.3 opcode 7) can edit it
    and the hash re-encode it (run_bytes)."""
    runs = []
    for _ in range(r.u16()):
        run = {'face': r.u64(), 'size': r.f32()}
        assert run['size'] > 0 and math.isfinite(run['size']), "malformed size"
        run['color'] = [r.f32() for _ in range(4)]
        run['origin'] = (r.f64(), r.f64())
        run['clip'] = [r.f64() for _ in range(4)] if r.u8() else None
        run['decorations'] = [[r.f64() for _ in range(4)] for _ in range(r.u8())]
        run['glyphs'] = read_glyphs(r, r.u16())
        runs.append(run)
    return [('runs', runs)]

def run_bytes(runs):
    """§4.6 encoded canonically (§7.2: float zeros as +0)."""
    fields = [('h', len(runs))]
    for run in runs:
        fields += [('q', run['face']), ('f', run['size'])] + [('f', c) for c in run['color']]
        fields += [('d', run['origin'][0]), ('d', run['origin'][1]), ('b', 1 if run['clip'] else 0)]
        fields += [('d', v) for v in (run['clip'] or [])]
        fields += [('b', len(run['decorations']))] + [('d', v) for d in run['decorations'] for v in d]
        fields += [('h', len(run['glyphs']))]
        for gid, x, y in run['glyphs']: fields += [('i', gid), ('f', x), ('f', y)]
    return encode(fields)

def round_half_away(v):
    """§6.5: the nearest integer, halves away from zero (v - ⌊v⌋ is exact in binary64)."""
    f = math.floor(v); d = v - f
    return f + 1 if d > 0.5 or (d == 0.5 and v > 0) else f

def pixel_size(size, scale):
    """§6.5: the em size in 1/64 px: size (binary32, widened) × s × 64 in binary64, rounded, clamped to u32."""
    return min(round_half_away(size * scale * 64), 2 ** 32 - 1)

def pen(origin, x, y, scale):
    """§6.5: x_px = (origin.x + x)·s, y_px likewise, each a binary64 sum then a binary64 product;
    returns (phase, column, row): the quarter ⌊4·frac(x_px)⌋ stepped by the scale, ⌊x_px⌋, y_px rounded."""
    px, py = (origin[0] + x) * scale, (origin[1] + y) * scale
    step = 1 if scale < 1.5 else 2 if scale < 3 else 4
    quarter = math.floor((px - math.floor(px)) * 4)
    return quarter // step * step, math.floor(px), round_half_away(py)

def glyph_keys(runs, scale, only=None):
    """§6.5: the mask keys of runs at the glyph scale: (face, pixel size, glyph, phase)."""
    keys = []
    for run in runs:
        for gid, x, y in (run['glyphs'] if only is None else only):
            keys.append((run['face'], pixel_size(run['size'], scale), gid, pen(run['origin'], x, y, scale)[0]))
    return keys

def check_glyph_keys(path):
    """Vectors/glyph-keys.json (§16.6): each case's key and pen pixel from its inputs' bit patterns."""
    def f64(bits): return struct.unpack('<d', struct.pack('<Q', int(bits, 16)))[0]
    def f32(bits): return struct.unpack('<f', struct.pack('<I', int(bits, 16)))[0]
    failures = 0
    for c in json.load(open(path))['cases']:
        s, size = f64(c['scaleBits']), f32(c['sizeBits'])
        origin, x, y = (f64(c['originXBits']), f64(c['originYBits'])), f32(c['glyphXBits']), f32(c['glyphYBits'])
        got = (pixel_size(size, s),) + pen(origin, x, y, s)
        want = (c['pixelSize'], c['phase'], c['penColumn'], c['penRow'])
        failures += got != want
        print(('ok  ' if got == want else 'FAIL'), 'glyph-keys', c['name'], got, '' if got == want else 'want %s' % (want,))
    return failures

def runs_of(fields):
    return next((v for k, v in fields if k == 'runs'), [])

def encode(fields):
    """Canonical encoding (§7.2): as on the wire, every float zero as +0."""
    out = b''
    for kind, v in fields:
        if kind == 'd': out += struct.pack('<d', 0.0 if v == 0 else v)
        elif kind == 'f': out += struct.pack('<f', 0.0 if v == 0 else v)
        elif kind == 'b': out += bytes([v])
        elif kind == 'i': out += struct.pack('<I', v)
        elif kind == 'h': out += struct.pack('<H', v)
        elif kind == 'q': out += struct.pack('<Q', v)
        elif kind == 's': raw = v.encode('utf-8'); out += bytes([len(raw)]) + raw
    return out

ONE, HALF = 1.0, 0.5
DEFAULTS = {1: [('d', 0)] * 4, 2: [('d', 0)] * 2, 3: [('d', HALF)] * 2, 4: [('d', 0)],
            5: [('d', 1 if i % 5 == 0 else 0) for i in range(16)], 6: [('f', ONE)], 7: [('b', 0)], 8: [('b', 0)],
            9: [('q', 0)], 10: [('b', 0)], 11: [('d', 0)], 12: [('b', 1), ('f', 0), ('f', 0), ('f', 0), ('f', 1)],
            13: [('d', 0)], 14: [('b', 1), ('f', 0), ('f', 0), ('f', 0), ('f', 1)], 15: [('f', 0)],
            16: [('d', 0), ('d', -3)], 17: [('d', 3)], 18: [('b', 0)], 19: [('b', 0)], 20: [('b', 9)],
            21: [('d', 0), ('d', 0), ('d', 1), ('d', 1)], 22: [('d', 0), ('d', 0), ('d', 1), ('d', 1)], 23: [('d', 1)],
            24: [('b', 0)], 25: [('b', 0)], 26: [('b', 0)], 27: [('runs', [])], 28: [('b', 0)], 29: [('b', 0)],
            30: [('b', 1)], 31: [('b', 0)], 32: [('b', 0)], 33: [('d', 1.0)]}

def read_animation(r):
    """§5.4, kept as its raw bytes re-encoded canonically."""
    start = r.i
    key = r.str8(); r.str8()
    fields = []
    for _ in range(r.u16()):
        kind = r.u8(); fields.append(('b', kind))
        fields += [('d', r.f64()) for _ in range({1: 1, 2: 2, 3: 2, 4: 4, 6: 16}.get(kind, 0))]
        if kind == 5: fields += [('f', r.f32()) for _ in range(4)]
        if kind == 7:                                            # §5.4 (version 4): a colour list
            n = r.u16(); assert n <= 64, "L26"; fields += [('h', n)] + [('f', r.f32()) for _ in range(4 * n)]
    t = r.u16(); times = [('d', r.f64()) for _ in range(t)]
    tf = [('f', r.f32()) for _ in range(4)]
    rest = [('d', r.f64()), ('d', r.f64()), ('f', r.f32()), ('b', r.u8()), ('b', r.u8())]
    raw = r.b[start:r.i]
    head = raw[:2 + len(key.encode()) + raw[1 + len(key.encode())]]
    value_count = struct.pack('<H', sum(1 for k, _ in fields if k == 'b'))
    return key, head + value_count + encode(fields) + struct.pack('<H', t) + encode(times) + encode(tf) + encode(rest)

def new_node(): return {'props': dict(DEFAULTS), 'subs': [], 'sup': 0, 'anims': {}}

class Refused(Exception):
    """A §5.5 rule this reader checks (a splice's range), or §6.5's held masks."""

class LimitExceeded(Exception):
    """A §8 limit passed where the SPEC checks it (L3 at each createLayer, L6 as the count is read)."""

def apply(tree, r, glyphs=None, scale=1.0, limits=None):
    """§5.3 operations, assumed valid (this checker reads a valid session) except creating a
    layer that exists (T2), a splice's range and the masks its glyphs need, which raise Refused."""
    count = r.u32()
    if count > 1000000: raise LimitExceeded('L9: %d operations' % count)      # §8 L9, as the count is read
    for _ in range(count):
        op, lid = r.u8(), r.u64()
        assert 1 <= op <= 7, "unknown opcode %d" % op                          # §5.3
        assert lid != 0, "layer id 0"                                          # §4.1
        if op == 1:
            if lid in tree: raise Refused('T2: layer %d exists' % lid)
            if limits and len(tree) + 1 > limits['layers']: raise LimitExceeded('L3: %d layers' % (len(tree) + 1))
            tree[lid] = new_node()
        elif op == 2:
            # §5.5 T3: not the root, a sublayer, a mask, nor a layer with sublayers.
            node = tree[lid]
            if lid == 1 or node['sup'] or node['subs'] or any(n['props'][9][0][1] == lid for n in tree.values()):
                raise Refused('T3: layer %d cannot be destroyed' % lid)
            del tree[lid]
        elif op == 3:
            keys = set()
            for _ in range(r.u8()):
                k = r.u8(); assert k not in keys, "key %d set twice" % k; keys.add(k)   # §5.3
                tree[lid]['props'][k] = read_value(r, k)
                mask = tree[lid]['props'][9][0][1] if k == 9 else 0
                if mask and (mask in (lid, 1) or mask not in tree): raise Refused('T6: mask %d of %d' % (mask, lid))
        elif op == 4:
            count = r.u32()
            if limits and count > limits['sublayers']: raise LimitExceeded('L6: %d sublayers' % count)
            subs = [r.u64() for _ in range(count)]
            assert 0 not in subs, "sublayer id 0"                              # §4.1
            if len(set(subs)) != len(subs) or lid in subs or 1 in subs: raise Refused('T4: list of %d' % lid)
            for c in tree[lid]['subs']:
                if c not in subs and tree[c]['sup'] == lid: tree[c]['sup'] = 0
            for s in subs: tree[s]['sup'] = lid
            tree[lid]['subs'] = subs
        elif op == 5:
            key, enc = read_animation(r); tree[lid]['anims'][key] = enc
        elif op == 6: tree[lid]['anims'].pop(r.str8(), None)
        elif op == 7:                               # §5.3 spliceGlyphs (version 4)
            run_i, start, delete = r.u16(), r.u16(), r.u16()
            inserted = read_glyphs(r, r.u16())
            runs = copy.deepcopy(runs_of(tree[lid]['props'][27]))
            if run_i >= len(runs) or start + delete > len(runs[run_i]['glyphs']): raise Refused('range')
            if glyphs is not None and any(k not in glyphs for k in glyph_keys([runs[run_i]], scale, inserted)):
                raise Refused('mask not held')
            runs[run_i]['glyphs'][start:start + delete] = inserted
            tree[lid]['props'][27] = [('runs', runs)]

def tree_hash(tree):
    """§7.2: wrapping sum of node hashes."""
    total = 0
    for lid, n in tree.items():
        b = struct.pack('<Q', lid)
        for k in range(1, 27): b += bytes([k]) + encode(n['props'][k])
        if runs_of(n['props'][27]): b += bytes([27]) + run_bytes(runs_of(n['props'][27]))   # §7.2: key 27 only with runs
        for k in (28, 29):                                                                   # §7.2: keys 28, 29 only when set
            if n['props'][k][0][1]: b += bytes([k]) + encode(n['props'][k])
        if not n['props'][30][0][1]: b += bytes([30]) + encode(n['props'][30])              # §7.2: key 30 only when false
        if n['props'][31][0][1]: b += bytes([31]) + encode(n['props'][31])                  # §7.2: key 31 only when set
        if n['props'][32][0][1]: b += bytes([32]) + encode(n['props'][32])                  # §7.2: key 32 only when true
        if n['props'][33][0][1] != 1.0: b += bytes([33]) + encode(n['props'][33])           # §7.2: key 33 only when not 1
        b += struct.pack('<I', len(n['subs'])) + b''.join(struct.pack('<Q', s) for s in n['subs'])
        b += struct.pack('<Q', n['sup']) + struct.pack('<I', len(n['anims']))
        for key in sorted(n['anims'], key=lambda s: s.encode()): b += n['anims'][key]
        total = (total + xxh64(b)) & M
    return total

def unfilter(pixels, width, filt):
    """§6.3: filter 1 (sub) is undone left to right within each row; filter 2 (subPlanar) is
    first put back in pixel order (four planes of one byte per pixel), then undone as sub."""
    if filt == 0: return bytes(pixels)
    assert filt in (1, 2), "unknown filter"
    b, row = bytearray(pixels), width * 4
    if filt == 2:
        n = len(b) // 4
        for c in range(4): b[c:4 * n:4] = pixels[c * n:(c + 1) * n]
    for y in range(len(b) // row):
        for i in range(y * row + 4, (y + 1) * row): b[i] = (b[i] + b[i - 4]) & 0xFF
    return bytes(b)

def content_id(width, height, pixels):
    """§6.2: XXH64 of the 12-byte header and the unfiltered pixels."""
    return xxh64(struct.pack('<III', width, height, 1) + pixels)

def referenced(tree):
    out = set()
    for n in tree.values():
        v = n['props'][19]
        if v[0][1]: out.add(v[1][1])
    return out

def check(name, steps):
    """Feeds one transcript's frames; returns how many steps failed. A welcome starts a connection
    (§10.5: a resumed one keeps the tree and the held contents); contents are held by §6.4's rule."""
    tree, held, failures = {1: new_node()}, {}, 0
    glyphs, scale = set(), 1.0                   # §6.5: held mask keys and the glyph scale
    for i, step in enumerate(steps):
        frame = bytes.fromhex(step['frame'])
        length, mtype, flags = struct.unpack_from('<IHH', frame)
        assert flags == 0 and length == len(frame) - 8
        r, error = Reader(frame[8:]), None
        if mtype == 0x0002:                      # §10.2 welcome: resumed is the byte after version, session, token
            if not frame[8 + 18]:
                tree, held, glyphs = {1: new_node()}, {}, set()
                if struct.unpack_from('<H', frame, 8)[0] >= 2:   # version 2: the contents scale after the limits
                    scale = struct.unpack_from('<d', frame, 8 + 63)[0]
        elif mtype == 0x001E:                    # §11.8 glyphs
            s, new = r.f64(), {}
            assert s > 0, "malformed scale"
            for _ in range(r.u16()):
                key = (r.u64(), r.u32(), r.u32(), r.u8()); assert key[3] < 4, "malformed phase"
                fmt = r.u8(); r.u32(); r.u32(); w, h, n = r.u16(), r.u16(), r.u32()
                assert fmt in (1, 2) and n == w * h * (1 if fmt == 1 else 4), "malformed mask"
                r.take(n); new[key] = True
            if len(glyphs | set(new)) > 16384: error = 'limitExceeded'   # §8 L23
            else: glyphs |= set(new); scale = s
        elif mtype == 0x001F:                    # §11.9 glyphRelease
            keys = {(r.u64(), r.u32(), r.u32(), r.u8()) for _ in range(r.u32())}
            used = set(k for n in tree.values() for k in glyph_keys(runs_of(n['props'][27]), scale))
            if keys & glyphs & used: error = 'invalidTree'
            else: glyphs -= keys
        elif mtype == 0x0012:                    # §11.3 contents
            cid, w, h = r.u64(), r.u32(), r.u32(); r.f64(); assert r.u8() == 1
            filt = r.u8(); px = unfilter(r.take(w * h * 4), w, filt)
            assert content_id(w, h, px) == cid, "contentMismatch"
            held[cid] = (w, h, px)
        elif mtype == 0x0013:                    # §11.4 contentsUpdate
            base, new, x, y, w, h = r.u64(), r.u64(), r.u32(), r.u32(), r.u32(), r.u32()
            filt = r.u8(); px = unfilter(r.take(w * h * 4), w, filt)
            if base not in held: error = 'invalidTree'
            else:
                bw, bh, bpx = held[base]; out = bytearray(bpx)
                for row in range(h):
                    at = ((y + row) * bw + x) * 4
                    out[at:at + w * 4] = px[row * w * 4:(row + 1) * w * 4]
                assert content_id(bw, bh, bytes(out)) == new, "contentMismatch"
                held[new] = (bw, bh, bytes(out))
        elif mtype in (0x0010, 0x0011, 0x001B):  # §11.1 snapshot, §11.2 commit, §11.11 compactCommit: atomic
            if mtype == 0x001B:
                r.uvar(); assert r.uvar() <= 1 << 53, "malformed time"
                count = r.uvar()
            else:
                r.u64(); r.f64(); count = r.u32()
            ops = struct.pack('<I', count) + frame[8 + r.i:]   # the operations, with §11.2's count
            r = Reader(ops)
            candidate = {1: new_node()} if mtype == 0x0010 else copy.deepcopy(tree)
            try:
                apply(candidate, r, glyphs, scale); refused = False
            except Refused:
                refused = True
            assert refused or r.i == len(r.b), "trailing bytes"
            # §5.5: every content id set must be held (a content set and unset in one commit too).
            if refused: error = 'invalidTree'
            elif any(cid not in held for cid in set_contents(ops)): error = 'invalidTree'
            # §5.5 (version 4): every glyph of every run set must be held at the glyph scale.
            elif any(k not in glyphs for k in glyph_keys(set_runs(ops), scale)): error = 'invalidTree'
            else:
                tree = candidate
                refs = referenced(tree)          # §6.4: what no layer refers to may be dropped
                held = {k: v for k, v in held.items() if k in refs}
        got = '0x%016x' % tree_hash(tree)
        ok = got == step['treeHash'] and error == step.get('error')
        failures += not ok
        print(('ok  ' if ok else 'FAIL'), name, i, got, error or '', step['summary'][:50])
    return failures

def set_contents(ops):
    """The content ids a list of operations sets (key 19 with a value present)."""
    r, ids = Reader(ops), []
    for _ in range(r.u32()):
        op, _ = r.u8(), r.u64()
        if op == 3:
            for _ in range(r.u8()):
                k = r.u8(); v = read_value(r, k)
                if k == 19 and v[0][1]: ids.append(v[1][1])
        elif op == 4: [r.u64() for _ in range(r.u32())]
        elif op == 5: read_animation(r)
        elif op == 6: r.str8()
        elif op == 7: r.take(6); r.take(12 * r.u16())
    return ids

def set_runs(ops):
    """The glyph runs a list of operations sets (key 27)."""
    r, runs = Reader(ops), []
    for _ in range(r.u32()):
        op, _ = r.u8(), r.u64()
        if op == 3:
            for _ in range(r.u8()):
                k = r.u8(); v = read_value(r, k)
                if k == 27: runs += runs_of(v)
        elif op == 4: [r.u64() for _ in range(r.u32())]
        elif op == 5: read_animation(r)
        elif op == 6: r.str8()
        elif op == 7: r.take(6); r.take(12 * r.u16())
    return runs

def main():
    here = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'Vectors', 'transcripts')
    assert xxh64(b'') == 0xEF46DB3751D8E999 and xxh64(b'abc') == 0x44BC2CF5AD770999
    total = failures = 0
    for path in sorted(glob.glob(os.path.join(here, '*.json'))):
        doc = json.load(open(path))
        if doc['name'] == 'invalid-commits':
            print('skip', doc['name'], '(checks the §5.5 rules one by one, which this reader does not validate)')
            continue
        failures += check(doc['name'], doc['steps']); total += len(doc['steps'])
    keys = os.path.join(here, '..', 'glyph-keys.json')
    failures += check_glyph_keys(keys); total += len(json.load(open(keys))['cases'])
    print('%d passed, %d failed' % (total - failures, failures))
    return 1 if failures else 0

if __name__ == '__main__':
    sys.exit(main())
