#!/usr/bin/env python3
"""Trains the net (net.py) on self-play files (data.py) and writes a checkpoint.

    python3 bot/learn/train.py --game nogo|connect4 --data FILES... --out CKPT.pt
        [--init CKPT.pt] [--channels F --blocks B --value-hidden V --no-batch-norm]
        [--epochs E --batch N --lr X --lr-end Z --weight-decay Y --q-weight A --seed S]
        [--max-positions N --holdout-share P --threads T --device auto|cpu|cuda]

Loss: the cross-entropy of the policy (softmax over the legal cells) against the search's visit
shares, plus the binary cross-entropy of the value against (1 - A) * result + A * root_value.
SGD with Nesterov momentum 0.9, the rate falling geometrically from --lr in the first epoch to
--lr-end in the last (constant when --lr-end is not given). Each record takes a random symmetry of its
game. The last --holdout-share of each file's positions is held out and its losses are printed
each epoch. With the same command, data, torch version and thread count, a CPU run writes the
same checkpoint, byte for byte: the seed fixes torch's, numpy's and Python's generators.

The checkpoint (torch.save of a dict) holds: format, version, game, shape (net.Shape's fields),
state_dict (on CPU), device (what trained it: "cpu" or "cuda <name>"), torch (its version),
command (argv), data (each file's name, size and SHA-256), history (each epoch's losses).
"""

import argparse
import hashlib
import io
import os
import random
import sys
import time

import numpy as np
import torch
import torch.nn.functional as F

import data
from net import Net, Shape, masked_log_softmax

CHECKPOINT_FORMAT = "gamebots-net-checkpoint"
CHECKPOINT_VERSION = 1
# The net's size when neither the command nor --init gives it.
DEFAULT_SHAPE = {"channels": 32, "blocks": 3, "value_hidden": 32}


def parse_args(argv):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--game", choices=sorted(data.GAMES), required=True)
    ap.add_argument("--data", nargs="+", required=True, help="self-play files, oldest first")
    ap.add_argument("--out", required=True, help="the checkpoint to write")
    ap.add_argument("--init", help="start from this checkpoint's weights (and shape)")
    ap.add_argument("--channels", type=int, help="F, the trunk's channels (default 32)")
    ap.add_argument("--blocks", type=int, help="B, residual blocks (default 3)")
    ap.add_argument("--value-hidden", type=int, help="V, the value head's units (default 32)")
    ap.add_argument("--no-batch-norm", action="store_true", help="conv biases instead")
    ap.add_argument("--epochs", type=int, default=4)
    ap.add_argument("--batch", type=int, default=256)
    ap.add_argument("--lr", type=float, default=0.02)
    ap.add_argument("--lr-end", type=float, help="the last epoch's rate (default: --lr)")
    ap.add_argument("--weight-decay", type=float, default=1e-4)
    ap.add_argument("--q-weight", type=float, default=0.5,
                    help="A: the value's target is (1 - A) * result + A * root_value")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--max-positions", type=int, help="only the newest N positions")
    ap.add_argument("--holdout-share", type=float, default=0.05)
    ap.add_argument("--threads", type=int, default=1, help="torch's CPU threads")
    ap.add_argument("--device", choices=("auto", "cpu", "cuda"), default="auto",
                    help="auto: CUDA where torch sees it, else CPU (the reference)")
    a = ap.parse_args(argv)
    if not 0 <= a.q_weight <= 1:
        ap.error("--q-weight must be in [0, 1]")
    if not 0 <= a.holdout_share < 1:
        ap.error("--holdout-share must be in [0, 1)")
    if a.lr <= 0 or (a.lr_end is not None and a.lr_end <= 0):
        ap.error("--lr and --lr-end must be above 0")
    return a


def load_checkpoint(path):
    ck = torch.load(path, map_location="cpu")
    if not isinstance(ck, dict) or ck.get("format") != CHECKPOINT_FORMAT:
        raise SystemExit(f"{path}: not a checkpoint of train.py")
    if ck.get("version") != CHECKPOINT_VERSION:
        raise SystemExit(f"{path}: checkpoint version {ck.get('version')}, expected "
                         f"{CHECKPOINT_VERSION}")
    return ck


def net_shape(a, game, init):
    """The shape: the command's sizes, else --init's, else the defaults; an --init whose shape
    differs from the command's is an error."""
    given = {"channels": a.channels, "blocks": a.blocks, "value_hidden": a.value_hidden}
    base = dict(DEFAULT_SHAPE)
    batch_norm = not a.no_batch_norm
    if init is not None:
        s = init["shape"]
        for k in base:
            if given[k] is not None and given[k] != s[k]:
                raise SystemExit(f"--{k.replace('_', '-')} {given[k]} differs from --init's "
                                 f"{s[k]}")
            base[k] = s[k]
        if a.no_batch_norm and s["batch_norm"]:
            raise SystemExit("--no-batch-norm with an --init trained with batch norm")
        batch_norm = s["batch_norm"]
    for k, v in given.items():
        if v is not None:
            base[k] = v
    return Shape(game.planes, game.height, game.width, base["channels"], base["blocks"],
                 base["value_hidden"], game.mask_plane, batch_norm)


def file_facts(path):
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return {"name": os.path.basename(path), "bytes": os.path.getsize(path),
            "sha256": h.hexdigest()}


def losses(model, batch, device, q_weight):
    """(policy loss, value loss, top-1 hits, count) of one batch, the losses as sums."""
    planes, legal, policy, result, root_value = (torch.from_numpy(t).to(device) for t in batch)
    logits, value_logit = model(planes)
    logp = masked_log_softmax(logits, legal)
    policy_loss = -(policy * logp).sum()
    target = (1 - q_weight) * result + q_weight * root_value
    value_loss = F.binary_cross_entropy_with_logits(value_logit, target, reduction="sum")
    top1 = logits.masked_fill(~legal, float("-inf")).argmax(1) == policy.argmax(1)
    return policy_loss, value_loss, top1.sum(), len(planes)


def run_epoch(model, positions, a, device, optimizer=None, rng=None, augment_rng=None):
    """Mean policy loss, value loss and top-1 accuracy over `positions`; trains when an
    optimizer is given."""
    sums = torch.zeros(3, dtype=torch.float64, device=device)
    count = 0
    model.train(optimizer is not None)
    with torch.set_grad_enabled(optimizer is not None):
        for batch in positions.batches(a.batch, rng, augment_rng):
            p, v, hits, n = losses(model, batch, device, a.q_weight)
            if optimizer is not None:
                optimizer.zero_grad()
                ((p + v) / n).backward()
                optimizer.step()
            sums += torch.stack([p.detach(), v.detach(), hits]).double()
            count += n
    return [float(x) / max(count, 1) for x in sums.cpu()]


def main(argv=None):
    a = parse_args(sys.argv[1:] if argv is None else argv)
    os.environ.setdefault("CUBLAS_WORKSPACE_CONFIG", ":4096:8")  # deterministic cuBLAS
    torch.set_num_threads(a.threads)
    random.seed(a.seed)
    np_rngs = [np.random.default_rng(s) for s in np.random.SeedSequence(a.seed).spawn(2)]
    torch.manual_seed(a.seed)
    torch.use_deterministic_algorithms(True, warn_only=True)
    if a.device == "cuda" and not torch.cuda.is_available():
        raise SystemExit("--device cuda: torch sees no CUDA device")
    use_cuda = a.device == "cuda" or (a.device == "auto" and torch.cuda.is_available())
    device = torch.device("cuda" if use_cuda else "cpu")
    if use_cuda:
        torch.backends.cudnn.deterministic = True
        torch.backends.cudnn.benchmark = False
    device_name = f"cuda {torch.cuda.get_device_name(device)}" if use_cuda else "cpu"

    game, files = data.load(a.data)
    if game.name != a.game:
        raise SystemExit(f"--game {a.game} but the data is {game.name}")
    train, holdout = data.split(game, files, a.holdout_share, a.max_positions)
    if len(train) == 0:
        raise SystemExit("no training positions")
    init = load_checkpoint(a.init) if a.init else None
    shape = net_shape(a, game, init)
    model = Net(shape)
    if init is not None:
        model.load_state_dict(init["state_dict"])
    model.to(device)
    optimizer = torch.optim.SGD(model.parameters(), lr=a.lr, momentum=0.9, nesterov=True,
                                weight_decay=a.weight_decay)
    print(f"{game.name}: {len(train)} training and {len(holdout)} held-out positions; net "
          f"F={shape.channels} B={shape.blocks} V={shape.value_hidden}"
          f"{'' if shape.batch_norm else ' (no batch norm)'}; {device_name}", flush=True)

    history = []
    lr_end = a.lr if a.lr_end is None else a.lr_end
    for epoch in range(1, a.epochs + 1):
        for group in optimizer.param_groups:
            group["lr"] = a.lr * (lr_end / a.lr) ** ((epoch - 1) / max(1, a.epochs - 1))
        start = time.perf_counter()
        tr = run_epoch(model, train, a, device, optimizer, np_rngs[0], np_rngs[1])
        ho = run_epoch(model, holdout, a, device) if len(holdout) else None
        seconds = time.perf_counter() - start
        history.append({"epoch": epoch, "train": tr, "holdout": ho})
        line = (f"epoch {epoch}/{a.epochs}: train policy {tr[0]:.4f} value {tr[1]:.4f} "
                f"top-1 {tr[2]:.3f}")
        if ho is not None:
            line += f" | holdout policy {ho[0]:.4f} value {ho[1]:.4f} top-1 {ho[2]:.3f}"
        print(f"{line} | {seconds:.1f} s", flush=True)

    checkpoint = {
        "format": CHECKPOINT_FORMAT,
        "version": CHECKPOINT_VERSION,
        "game": game.name,
        "shape": shape.as_dict(),
        "state_dict": {k: v.detach().cpu() for k, v in model.state_dict().items()},
        "device": device_name,
        "torch": torch.__version__,
        "command": ["train.py"] + list(sys.argv[1:] if argv is None else argv),
        "data": [file_facts(p) for p in a.data],
        "history": history,
    }
    # Saved through a buffer: torch.save names the archive's entries after a file's name, so
    # the bytes would depend on --out.
    buf = io.BytesIO()
    torch.save(checkpoint, buf)
    with open(a.out, "wb") as f:
        f.write(buf.getvalue())


if __name__ == "__main__":
    main()
