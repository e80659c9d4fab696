#!/usr/bin/env python3
"""Writes the seed corpora of the fuzz targets from Protocol/Vectors/ (every frame's hex bytes).

Fuzz/corpus/<target>/<name>: one file per seed, named after its vector so that a diff of the
corpus reads like the vectors. Re-run after the vectors change; the output is deterministic.
"""
import glob
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
VECTORS = os.path.join(ROOT, "Protocol", "Vectors")
CORPUS = os.path.join(ROOT, "Fuzz", "corpus")
TARGETS = ["client-decoder", "server-decoder", "tree-apply", "zstd-payload"]


def slug(text):
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")[:60]


def main():
    seeds = {t: {} for t in TARGETS}

    def add(target, name, data):
        seeds[target].setdefault(slug(name), data)

    for path in sorted(glob.glob(os.path.join(VECTORS, "messages", "*.json"))):
        doc = json.load(open(path))
        target = "client-decoder" if doc["direction"] == "clientToServer" else "server-decoder"
        for v in doc["vectors"]:
            frame = bytes.fromhex(v["frame"])
            add(target, f"{doc['message']}-{v['name']}", frame)
            if target == "server-decoder":
                add("tree-apply", f"{doc['message']}-{v['name']}", frame)
            if v.get("compressed"):
                # The zstd target takes 8 parameter bytes (limit 1 MiB: index 7) before the body.
                params = bytes([0x87, 16, 3, 3, 0, 0, 1, 1])
                add("zstd-payload", f"{doc['message']}-{v['name']}", params + bytes.fromhex(v["payload"]))

    for v in json.load(open(os.path.join(VECTORS, "malformed.json")))["vectors"]:
        target = "client-decoder" if v["direction"] == "clientToServer" else "server-decoder"
        add(target, f"malformed-{v['name']}", bytes.fromhex(v["frame"]))

    for path in sorted(glob.glob(os.path.join(VECTORS, "transcripts", "*.json"))):
        doc = json.load(open(path))
        frames = [bytes.fromhex(s["frame"]) for s in doc["steps"]]
        # A whole session is one input: the snapshot, then each commit applied in order.
        add("tree-apply", f"transcript-{doc['name']}", b"".join(frames))
        add("server-decoder", f"transcript-{doc['name']}", b"".join(frames))
        # Each later step alone after the snapshot (step 1): one invalid commit per seed.
        for i, frame in enumerate(frames[2:], start=2):
            add("tree-apply", f"transcript-{doc['name']}-step-{i}", frames[1] + frame)

    for c in json.load(open(os.path.join(VECTORS, "hashes.json")))["contents"]:
        params = bytes([0x80, c["width"] * 4 % 256, c["width"] - 1, c["height"] - 1, 0, 0, 1, 1])
        add("zstd-payload", f"pixels-{c['name']}", params + bytes.fromhex(c["pixels"])[:4096])

    # zstd frames with and without a declared content size, when the zstd tool is installed.
    if shutil.which("zstd"):
        samples = {"zeros-1000": bytes(1000), "ramp-1024": bytes(range(256)) * 4, "empty": b""}
        for name, sample in samples.items():
            with tempfile.NamedTemporaryFile() as f:
                f.write(sample)
                f.flush()
                sized = subprocess.run(["zstd", "-q", "-c", f.name], capture_output=True, check=True).stdout
            unsized = subprocess.run(["zstd", "-q", "-c"], input=sample, capture_output=True, check=True).stdout
            for limit in (4, 7):  # limit indexes: 256 bytes (zeros and ramp exceed it) and 1 MiB
                params = bytes([0x80 | limit, 16, 7, 7, 1, 1, 2, 2])
                add("zstd-payload", f"zstd-{name}-sized-limit{limit}", params + sized)
                add("zstd-payload", f"zstd-{name}-unsized-limit{limit}", params + unsized)

    for target, files in seeds.items():
        directory = os.path.join(CORPUS, target)
        shutil.rmtree(directory, ignore_errors=True)
        os.makedirs(directory)
        for name, data in files.items():
            with open(os.path.join(directory, name), "wb") as f:
                f.write(data)
        print(f"{target}: {len(files)} seeds", file=sys.stderr)


if __name__ == "__main__":
    main()
