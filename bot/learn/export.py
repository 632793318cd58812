#!/usr/bin/env python3
"""Writes a checkpoint's net as a C++ header of int8 weights (core/net.h) and test cases.

    python3 bot/learn/export.py CKPT.pt --header OUT.h --namespace NS --cases OUT_CASES.txt
        [--data FILES...] [--count N] [--seed S]

Batch norm is folded into the convolutions; each layer's weights are quantised to int8 per
output channel (symmetric: scale = max |w| / 127, q = round(w / scale)); scales and biases stay
float32. The header defines, in namespace NS: NET_ID, NET_SHAPE, NET_SCALES, NET_BIASES,
NET_WEIGHTS_BASE64 and NET_WEIGHTS (a core::NetWeights). NET_ID is core::net_id() of the
contents: FNV-1a 64 of the shape, the int8 weights, the scales and the biases.

The cases file holds --count inputs (records spread over --data's files, else seeded random
planes on a random board) and what the dequantised weights give for them in float32 (torch,
evaluation mode): each cell's policy logit and the value. Its format, one item a line:

    # comment lines
    net NET_ID C H W COUNT
    planes DIGITS       C*H*W digits 0/1, in C, H, W order
    logits X ...        H*W floats, row-major
    value X

The export prints how far quantisation moves the outputs from the float net's on those inputs.
The same checkpoint and arguments give the same bytes.
"""

import argparse
import base64
import os
import shlex
import sys
import textwrap

import numpy as np
import torch

import data
from net import Net, Shape
from train import load_checkpoint

FNV_OFFSET, FNV_PRIME = 0xCBF29CE484222325, 0x100000001B3
SHAPE_FIELDS = ("planes", "height", "width", "channels", "blocks", "value_hidden", "mask_plane")


def quantise(layers):
    """[(q int8, scale float32, bias float32)] of [(weight, bias)]: per output channel,
    scale = max |w| / 127 (1 for an all-zero channel) and q = round(w / scale)."""
    out = []
    for w, b in layers:
        w = w.double().numpy()
        amax = np.abs(w.reshape(len(w), -1)).max(1)
        scale = np.where(amax > 0, amax / 127, 1.0).astype(np.float32)
        shaped = scale.astype(np.float64).reshape((-1,) + (1,) * (w.ndim - 1))
        q = np.clip(np.rint(w / shaped), -127, 127).astype(np.int8)
        out.append((q, scale, b.numpy().astype(np.float32)))
    return out


def dequantise(quantised):
    """[(weight, bias)] float32 tensors: q * scale in float32, as core::Net computes it."""
    out = []
    for q, scale, b in quantised:
        w = q.astype(np.float32) * scale.reshape((-1,) + (1,) * (q.ndim - 1))
        out.append((torch.from_numpy(w), torch.from_numpy(b.copy())))
    return out


def canonical_bytes(shape, quantised):
    """The bytes NET_ID hashes (core::net_id())."""
    head = np.array([getattr(shape, f) for f in SHAPE_FIELDS], "<i4").tobytes()
    weights = b"".join(q.tobytes() for q, _, _ in quantised)
    scales = b"".join(s.astype("<f4").tobytes() for _, s, _ in quantised)
    biases = b"".join(b.astype("<f4").tobytes() for _, _, b in quantised)
    return head + weights + scales + biases


def fnv1a64(b):
    h = FNV_OFFSET
    for byte in b:
        h = ((h ^ byte) * FNV_PRIME) & 0xFFFFFFFFFFFFFFFF
    return h


def inputs(game, shape, files, count, seed):
    """(planes uint8 (n, C, H, W), legal bool (n, H*W)): records spread evenly over `files`, or
    seeded random planes on random boards (NoGo the whole canvas; Connect4 9..12 x 9..12, the
    planes of every other case 0 off the board) whose legal cells are the board's."""
    if files:
        pairs = [(i, j) for i, (_, r) in enumerate(files) for j in range(len(r))]
        pick = np.linspace(0, len(pairs) - 1, min(count, len(pairs))).round().astype(int)
        recs = [files[pairs[k][0]][1][pairs[k][1]] for k in pick]
        planes = np.stack([r["planes"] for r in recs])
        legal = np.stack([r["legal"] for r in recs]).reshape(len(recs), -1).astype(bool)
        return planes, legal
    rng = np.random.default_rng(seed)
    planes = (rng.random((count, shape.planes, shape.height, shape.width)) < 0.3).astype(np.uint8)
    if game.symmetry == "dihedral":
        rows = cols = np.full(count, game.height)
    else:
        rows, cols = rng.integers(9, 13, count), rng.integers(9, 13, count)
    board = data.board_mask(game, rows, cols)
    planes[::2] *= board[::2, None]  # odd cases keep inputs off the board, which the stem reads
    planes[:, shape.mask_plane] = board
    return planes, board.reshape(count, -1).astype(bool)


def policy_probabilities(logits, legal):
    x = np.where(legal, logits.astype(np.float64), -np.inf)
    x = np.exp(x - x.max(1, keepdims=True))
    return x / x.sum(1, keepdims=True)


def c_floats(values, indent="    ", per_line=6):
    """The floats as C++ float literals that round-trip (9 significant digits)."""
    lits = []
    for v in values:
        assert np.isfinite(v)
        t = "%.9g" % float(v)
        if "." not in t and "e" not in t:
            t += ".0"
        lits.append(t + "f")
    return "\n".join(indent + ", ".join(lits[i:i + per_line]) + ","
                     for i in range(0, len(lits), per_line))


def wrap_comment(text, width=100):
    """`text` as // comment lines of at most `width` columns where its words allow."""
    return "\n".join(textwrap.wrap(text, width, initial_indent="// ", subsequent_indent="//   ",
                                   break_long_words=False, break_on_hyphens=False))


def render_header(a, ck, shape, quantised, net_id):
    weights = b"".join(q.tobytes() for q, _, _ in quantised)
    b64 = base64.b64encode(weights).decode()
    scales = np.concatenate([s for _, s, _ in quantised])
    biases = np.concatenate([b for _, _, b in quantised])
    train_cmd = "python3 bot/learn/" + " ".join(shlex.quote(x) for x in ck["command"])
    export_cmd = a.made_by or (
        "python3 bot/learn/export.py " + " ".join(shlex.quote(x) for x in a.argv))
    files = ", ".join(f"{d['name']} ({d['bytes']} bytes, SHA-256 {d['sha256'][:16]})"
                      for d in ck["data"])
    ns = a.namespace
    s = shape
    body = f"""#pragma once

#include "core/net.h"

namespace {ns} {{

inline constexpr char NET_ID[] = "{net_id}";
inline constexpr core::NetShape NET_SHAPE{{{s.planes}, {s.height}, {s.width}, {s.channels}, \
{s.blocks}, {s.value_hidden}, {s.mask_plane}}};
inline constexpr float NET_SCALES[] = {{
{c_floats(scales)}
}};
inline constexpr float NET_BIASES[] = {{
{c_floats(biases)}
}};
inline constexpr char NET_WEIGHTS_BASE64[] =
""" + "\n".join(f'    "{b64[i:i + 92]}"' for i in range(0, len(b64), 92)) + f""";
inline constexpr core::NetWeights NET_WEIGHTS{{
    NET_SHAPE, NET_ID, NET_WEIGHTS_BASE64, NET_SCALES, NET_BIASES}};

}}  // namespace {ns}
// clang-format on
"""

    def head(size):
        return "\n".join([
            "// clang-format off",
            wrap_comment(f"Generated by bot/learn/export.py: do not edit. Net {net_id} for "
                         f"{ck['game']}: C={s.planes} H={s.height} W={s.width} F={s.channels} "
                         f"B={s.blocks} V={s.value_hidden}, mask plane {s.mask_plane}; "
                         f"{len(weights)} int8 weights with a float scale and bias per output "
                         f"channel ({len(scales)}), as core/net.h lays them out. This file: "
                         f"{size} bytes."),
            wrap_comment(f"Trained on {ck['device']} with torch {ck['torch']} by: {train_cmd}"),
            wrap_comment(f"Data: {files}."),
            wrap_comment(f"Regenerate: {export_cmd}"),
        ]) + "\n"

    size = 0
    while True:  # the comment states the file's size, which includes the comment
        text = head(size) + body
        if len(text.encode()) == size:
            return text
        size = len(text.encode())


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("checkpoint")
    ap.add_argument("--header", required=True, help="the C++ header to write")
    ap.add_argument("--namespace", required=True, help="the header's C++ namespace")
    ap.add_argument("--cases", required=True, help="the test cases file to write")
    ap.add_argument("--data", nargs="+", help="take the cases' inputs from these files")
    ap.add_argument("--count", type=int, default=16, help="test cases (default 16)")
    ap.add_argument("--seed", type=int, default=1, help="of the random inputs")
    ap.add_argument("--made-by", help="the command to name as the one that regenerates the header "
                    "(default: this export's own)")
    a = ap.parse_args(argv)
    a.argv = argv
    torch.set_num_threads(1)

    ck = load_checkpoint(a.checkpoint)
    shape = Shape(**ck["shape"])
    game = data.GAMES[ck["game"]]
    model = Net(shape)
    model.load_state_dict(ck["state_dict"])
    model.eval()
    quantised = quantise(model.layers())
    plain = Net.from_layers(shape, dequantise(quantised))
    net_id = "%016x" % fnv1a64(canonical_bytes(shape, quantised))

    files = None
    if a.data:
        g, files = data.load(a.data)
        if g != game:
            raise SystemExit(f"--data holds {g.name} records, the net is for {game.name}")
    planes, legal = inputs(game, shape, files, a.count, a.seed)
    x = torch.from_numpy(planes.astype(np.float32))
    with torch.no_grad():
        logits, value_logit = plain(x)
        value = torch.sigmoid(value_logit)
        float_logits, float_value_logit = model(x)
        float_value = torch.sigmoid(float_value_logit)
    logits, value = logits.numpy(), value.numpy()
    dl = np.abs(logits - float_logits.numpy())[legal]
    dp = np.abs(policy_probabilities(logits, legal) - policy_probabilities(
        float_logits.numpy(), legal))
    dv = np.abs(value - float_value.numpy())
    print(f"net {net_id}: quantisation over {len(x)} inputs moves the legal cells' logits by "
          f"{dl.max():.2e} at most ({dl.mean():.2e} on average; their mean magnitude "
          f"{np.abs(float_logits.numpy()[legal]).mean():.2e}), the policy's probabilities by "
          f"{dp.max():.2e} at most, the value by {dv.max():.2e} at most")

    text = render_header(a, ck, shape, quantised, net_id)
    with open(a.header, "w") as f:
        f.write(text)
    with open(a.cases, "w") as f:
        f.write(f"# Test cases of net {net_id} ({os.path.basename(a.header)}), written by "
                "bot/learn/export.py:\n# each case's planes, then the policy logits and the "
                "value the dequantised weights give in float32.\n")
        f.write(f"net {net_id} {shape.planes} {shape.height} {shape.width} {len(x)}\n")
        for i in range(len(x)):
            f.write("planes " + "".join(map(str, planes[i].reshape(-1).tolist())) + "\n")
            f.write("logits " + " ".join("%.9g" % v for v in logits[i]) + "\n")
            f.write("value %.9g\n" % value[i])
    print(f"wrote {a.header} ({len(text.encode())} bytes) and {a.cases}")


if __name__ == "__main__":
    main()
