#!/usr/bin/env python3
"""An independent reading of Protocol/SPEC.md §10.1, §10.1.1 and §10.2, written from the spec
alone: decodes every `hello` and `welcome` vector in Protocol/Vectors/messages/ and compares the
fields with the vector's value, and checks that every malformed `hello` and `welcome` vector in
Protocol/Vectors/malformed.json is refused with its error. Pure Python 3, no packages.

Usage: python3 Protocol/Conformance/check_handshake.py  (exit status 0 when every vector agrees)
"""
import json, os, struct, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from check_session import Reader  # noqa: E402


class Refused(Exception):
    def __init__(self, code, reason): super().__init__(reason); self.code = code


def take(r, n):
    if r.i + n > len(r.b): raise Refused('malformed', 'truncated')
    return r.take(n)


def u8(r): return take(r, 1)[0]
def u16(r): return struct.unpack('<H', take(r, 2))[0]
def u32(r): return struct.unpack('<I', take(r, 4))[0]
def u64(r): return struct.unpack('<Q', take(r, 8))[0]
def f64(r): return struct.unpack('<d', take(r, 8))[0]


def boolean(r):
    b = u8(r)
    if b > 1: raise Refused('malformed', 'bool %d' % b)
    return b == 1


def string(r, n): return take(r, n).decode('utf-8')


def hello(r):
    """§10.1, with §10.1.1's mode 2 and its screenID."""
    if take(r, 4) != b'LCST': raise Refused('unsupportedVersion', 'magic')
    lo, hi = u16(r), u16(r)
    if lo > hi: raise Refused('malformed', 'minVersion > maxVersion')
    v = {'minVersion': lo, 'maxVersion': hi, 'capabilities': u32(r)}
    token = string(r, u16(r))
    if token: v['token'] = token
    v['name'] = string(r, u8(r))
    w, h, scale, rate = u32(r), u32(r), f64(r), f64(r)
    if w < 1 or h < 1 or not scale > 0 or not rate > 0: raise Refused('malformed', 'screen')
    v['screen'] = {'widthPixels': w, 'heightPixels': h, 'scale': scale, 'refreshRate': rate}
    mode = u8(r)
    if mode > 2 or (mode == 2 and hi < 4): raise Refused('malformed', 'mode %d with maxVersion %d' % (mode, hi))
    v['mode'] = mode
    if mode == 2: v['screenID'] = u32(r)
    if boolean(r): v['resume'] = {'token': u64(r), 'lastCommitID': u64(r)}
    return v


def welcome(r):
    """§10.2"""
    v = {'version': u16(r), 'sessionID': u64(r), 'resumeToken': u64(r), 'resumed': boolean(r)}
    size = [f64(r), f64(r)]
    if not (size[0] > 0 and size[1] > 0): raise Refused('malformed', 'screen size')
    v['screenSize'] = size
    v['capabilities'] = u32(r)
    limits = {'maxFrameSize': u32(r), 'maxDecompressedSize': u32(r), 'maxLayers': u32(r), 'maxTreeDepth': u16(r),
              'maxBitmapDimension': u16(r), 'maxSublayers': u32(r), 'maxMessagesPerSecond': u32(r),
              'maxTextSize': 4096, 'maxClipboardSize': 1048576}
    if v['version'] >= 2:
        scale = f64(r)
        if not scale > 0: raise Refused('malformed', 'contents scale')
        mode = u8(r)
        if mode > 2 or (mode == 2 and v['version'] < 4): raise Refused('malformed', 'mode %d' % mode)
        v['contentsScale'], v['mode'], v['screenID'] = scale, mode, u32(r)
    if v['version'] >= 3:
        text = u32(r)
        if not 1 <= text <= 0xFFFF: raise Refused('malformed', 'maxTextSize')
        limits['maxTextSize'], limits['maxClipboardSize'] = text, u32(r)
    v['limits'] = limits
    return v


def decode(frame, reader):
    length, _, flags = struct.unpack_from('<IHH', frame)
    if flags: raise Refused('malformed', 'flags')
    r = Reader(frame[8:8 + length])
    v = reader(r)
    if r.i != len(r.b): raise Refused('malformed', 'trailing bytes')  # §3: payloads are exact
    return v


def same(a, b):
    if isinstance(a, dict) and isinstance(b, dict):
        return set(a) == set(b) and all(same(a[k], b[k]) for k in a)
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
    return a == b


def main():
    here = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'Vectors')
    readers = {0x0001: ('hello', hello), 0x0002: ('welcome', welcome)}
    passed = failed = 0
    for name, reader in readers.values():
        doc = json.load(open(os.path.join(here, 'messages', name + '.json')))
        for vec in doc['vectors']:
            expected = vec['value'][name]['_0']
            if name == 'welcome' and expected['version'] < 2:
                expected = {k: x for k, x in expected.items() if k not in ('contentsScale', 'mode', 'screenID')}
            try:
                got = decode(bytes.fromhex(vec['frame']), reader)
                ok = same(got, expected)
            except Refused as e:
                got, ok = 'refused %s (%s)' % (e.code, e), False
            passed, failed = passed + ok, failed + (not ok)
            print('%s %s: %s' % ('ok  ' if ok else 'FAIL', name, vec['name']) + ('' if ok else ' got %s, want %s' % (got, expected)))
    for vec in json.load(open(os.path.join(here, 'malformed.json')))['vectors']:
        frame = bytes.fromhex(vec['frame'])
        mtype = struct.unpack_from('<H', frame, 4)[0]
        if mtype not in readers: continue
        try:
            decode(frame, readers[mtype][1])
            code = None
        except Refused as e:
            code = e.code
        ok = code == vec['error']
        passed, failed = passed + ok, failed + (not ok)
        print('%s malformed: %s (%s)' % ('ok  ' if ok else 'FAIL', vec['name'], code))
    print('handshake: %d passed, %d failed' % (passed, failed))
    return 0 if failed == 0 else 1


if __name__ == '__main__':
    sys.exit(main())
