"""The self-play data format (docs/learning.md, "The data format"): reading, checking, writing,
and batches with the games' symmetries.

A file is a 32-byte header, then fixed-size records, all little-endian:

    header  char magic[4] = "GBSP"; uint32 version = 1, game (0 NoGo, 1 Connect4), planes (C),
            height (H), width (W), record_bytes, reserved = 0
    record  uint8 planes[C][H][W]    0 or 1
            uint8 legal[H][W]        1 where the side to move may play
            float32 policy[H][W]     the search's visit share; 0 off the legal cells; sums to 1
            float32 result           for the side to move: 1 win, 0.5 draw, 0 loss
            float32 root_value       the search's win rate for the side to move, in [0, 1]
            uint8 rows, cols         the board: canvas rows [H - rows, H), columns [0, cols)
            uint8 pad[2] = 0

so record_bytes = C*H*W + H*W + 4*H*W + 12. A game's positions are consecutive in its file.
"""

import os
from dataclasses import dataclass

import numpy as np

MAGIC = b"GBSP"
VERSION = 1
HEADER_BYTES = 32
HEADER_DTYPE = np.dtype([("magic", "S4"), ("version", "<u4"), ("game", "<u4"), ("planes", "<u4"),
                         ("height", "<u4"), ("width", "<u4"), ("record_bytes", "<u4"),
                         ("reserved", "<u4")])
assert HEADER_DTYPE.itemsize == HEADER_BYTES


@dataclass(frozen=True)
class Game:
    """What a game's files hold: its id in the header, its canvas and its symmetries."""
    name: str
    id: int
    planes: int
    height: int
    width: int
    mask_plane: int  # the plane that is 1 on the board's cells (forbidden cells included)
    symmetry: str  # "dihedral": the square's 8; "mirror": columns [0, cols) reversed


GAMES = {
    "nogo": Game("nogo", 0, planes=9, height=9, width=9, mask_plane=8, symmetry="dihedral"),
    "connect4": Game("connect4", 1, planes=10, height=12, width=12, mask_plane=4,
                     symmetry="mirror"),
}
GAME_BY_ID = {g.id: g for g in GAMES.values()}


def record_dtype(planes, height, width):
    """The packed record of a C x H x W canvas (numpy packs fields with no padding)."""
    return np.dtype([("planes", "u1", (planes, height, width)), ("legal", "u1", (height, width)),
                     ("policy", "<f4", (height, width)), ("result", "<f4"),
                     ("root_value", "<f4"), ("rows", "u1"), ("cols", "u1"), ("pad", "u1", (2,))])


def header_for(game):
    """The header of a file of `game`'s records."""
    h = np.zeros((), HEADER_DTYPE)
    h["magic"] = MAGIC
    h["version"] = VERSION
    h["game"] = game.id
    h["planes"] = game.planes
    h["height"] = game.height
    h["width"] = game.width
    h["record_bytes"] = record_dtype(game.planes, game.height, game.width).itemsize
    return h


def write_file(path, game, records):
    """Writes `records` (an array of record_dtype(...) for `game`) to `path`."""
    with open(path, "wb") as f:
        f.write(header_for(game).tobytes())
        f.write(np.ascontiguousarray(records).tobytes())


class DataError(ValueError):
    """A file that is not in the format; the message names the file and what is wrong."""


def complete_bytes(path):
    """The bytes of the file at `path` that hold complete games: where its progress file
    (`path` + ".done", "games G bytes B", written by the self-play generator after each game)
    says they end while a run is going on or was stopped; the whole file without one."""
    size = os.path.getsize(path)
    try:
        with open(path + ".done") as f:
            words = f.read().split()
    except OSError:
        return size
    if len(words) != 4 or words[0] != "games" or words[2] != "bytes" or not words[3].isdigit():
        raise DataError(f"{path}.done: not a progress file ('games G bytes B')")
    done = int(words[3])
    if done > size:
        raise DataError(f"{path}.done: {done} bytes complete, but the file has {size}")
    return done


def read_header(path):
    """The game of the file at `path` and its count of complete records; raises DataError if the
    header or the file's size is not the format's."""
    size = complete_bytes(path)
    if size < HEADER_BYTES:
        raise DataError(f"{path}: {size} bytes, shorter than the 32-byte header")
    h = np.fromfile(path, HEADER_DTYPE, count=1)[0]
    if bytes(h["magic"]) != MAGIC:
        raise DataError(f"{path}: magic {bytes(h['magic'])!r}, expected {MAGIC!r}")
    if h["version"] != VERSION:
        raise DataError(f"{path}: version {h['version']}, this reader knows {VERSION}")
    game = GAME_BY_ID.get(int(h["game"]))
    if game is None:
        raise DataError(f"{path}: unknown game {h['game']}")
    got = (int(h["planes"]), int(h["height"]), int(h["width"]))
    want = (game.planes, game.height, game.width)
    if got != want:
        raise DataError(f"{path}: {game.name} canvas C, H, W = {got}, expected {want}")
    rb = record_dtype(*want).itemsize
    if h["record_bytes"] != rb:
        raise DataError(f"{path}: record_bytes {h['record_bytes']}, expected {rb}")
    if h["reserved"] != 0:
        raise DataError(f"{path}: reserved {h['reserved']}, expected 0")
    if (size - HEADER_BYTES) % rb:
        raise DataError(f"{path}: {size - HEADER_BYTES} bytes of records, not a multiple of {rb}")
    return game, (size - HEADER_BYTES) // rb


def open_records(path):
    """(game, records): the file's records as a read-only memory map."""
    game, count = read_header(path)
    dt = record_dtype(game.planes, game.height, game.width)
    if count == 0:
        return game, np.zeros(0, dt)
    return game, np.memmap(path, dt, mode="r", offset=HEADER_BYTES, shape=(count,))


def board_mask(game, rows, cols):
    """(n, H, W) uint8: 1 on the board of each record (rows, cols: arrays of n)."""
    r = np.arange(game.height)[None, :, None]
    c = np.arange(game.width)[None, None, :]
    rows = np.asarray(rows, np.int64)[:, None, None]
    cols = np.asarray(cols, np.int64)[:, None, None]
    return ((r >= game.height - rows) & (c < cols)).astype(np.uint8)


def check_records(path, game, records, first=0, chunk=65536):
    """Raises DataError naming the first record (its index in the file) that breaks the format's
    contract: 0/1 planes and legal cells, a mask plane that is the board, legal cells on the
    board and at least one, a policy on the legal cells summing to 1, a result of 0, 0.5 or 1, a
    root value in [0, 1], the board within the canvas (NoGo: the whole canvas), zero padding."""
    for start in range(0, len(records), chunk):
        r = np.asarray(records[start:start + chunk])
        n = len(r)

        def fail_if(bad, what):
            if bad.any():
                i = first + start + int(np.flatnonzero(bad)[0])
                raise DataError(f"{path}: record {i}: {what}")

        rows, cols = r["rows"].astype(np.int64), r["cols"].astype(np.int64)
        fail_if((rows < 1) | (rows > game.height) | (cols < 1) | (cols > game.width),
                "board size outside the canvas")
        if game.symmetry == "dihedral":
            fail_if((rows != game.height) | (cols != game.width), "the board is not the canvas")
        fail_if((r["planes"] > 1).reshape(n, -1).any(1), "a plane value other than 0 or 1")
        fail_if((r["legal"] > 1).reshape(n, -1).any(1), "a legal value other than 0 or 1")
        on_board = board_mask(game, rows, cols)
        fail_if((r["planes"][:, game.mask_plane] != on_board).reshape(n, -1).any(1),
                f"mask plane {game.mask_plane} is not the board rows x cols")
        fail_if((r["legal"] > on_board).reshape(n, -1).any(1), "a legal cell off the board")
        fail_if(r["legal"].reshape(n, -1).sum(1) == 0, "no legal cell")
        policy = r["policy"].reshape(n, -1)
        fail_if(~np.isfinite(policy).all(1) | (policy < 0).any(1), "a negative or non-finite policy value")
        fail_if(((policy > 0) & (r["legal"].reshape(n, -1) == 0)).any(1),
                "policy on a cell that is not legal")
        fail_if(np.abs(policy.sum(1, dtype=np.float64) - 1) > 1e-3, "policy does not sum to 1")
        fail_if(~np.isin(r["result"], (0.0, 0.5, 1.0)), "result not 0, 0.5 or 1")
        v = r["root_value"]
        fail_if(~((v >= 0) & (v <= 1)), "root value outside [0, 1]")
        fail_if(r["pad"].any(1), "nonzero padding")


def load(paths, check=True):
    """(game, [(path, records)]): the files' records as memory maps, all of one game, each
    checked (check_records) unless `check` is false."""
    game, files = None, []
    for p in paths:
        g, recs = open_records(p)
        if game is not None and g != game:
            raise DataError(f"{p}: {g.name} records among {game.name} ones")
        game = g
        if check:
            check_records(p, g, recs)
        files.append((p, recs))
    if game is None:
        raise DataError("no data files")
    return game, files


# --- Symmetries --------------------------------------------------------------------------------
# A symmetry maps every cell-indexed array of a record alike (each plane, legal, policy), so the
# legal cells, the policy's support and the mask plane move together.

def dihedral(a, k):
    """The k-th symmetry of the square (k in 0..7) on the last two axes of `a`: k & 3 quarter
    turns, then a transpose when k & 4. Symmetry k's inverse is dihedral_inverse(k)."""
    out = np.rot90(a, k & 3, axes=(-2, -1))
    if k & 4:
        out = np.swapaxes(out, -1, -2)
    return out


def dihedral_inverse(k):
    """The j with dihedral(dihedral(a, k), j) == a."""
    return k if k & 4 else (4 - k) & 3


def mirror_index(cols, width):
    """(n, width) column indices: within each record's board columns [0, cols) reversed, the
    columns outside kept."""
    c = np.arange(width)[None, :]
    cols = np.asarray(cols, np.int64)[:, None]
    return np.where(c < cols, cols - 1 - c, c)


def mirror(a, cols):
    """The horizontal mirror within each record's board width: a has shape (n, ..., W) and
    cols shape (n,); column c < cols[i] of record i takes column cols[i] - 1 - c."""
    idx = mirror_index(cols, a.shape[-1])
    idx = idx.reshape((a.shape[0],) + (1,) * (a.ndim - 2) + (a.shape[-1],))
    return np.take_along_axis(a, np.broadcast_to(idx, a.shape), axis=-1)


def augment(game, planes, legal, policy, cols, rng):
    """One random symmetry per record of a batch (planes (n, C, H, W), legal and policy
    (n, H, W), cols (n,)): NoGo one of the square's 8, each with probability 1/8; Connect4 the
    mirror within the board's width with probability 1/2. Returns new arrays."""
    n = len(planes)
    planes, legal, policy = planes.copy(), legal.copy(), policy.copy()
    if game.symmetry == "dihedral":
        ks = rng.integers(0, 8, n)
        for k in range(1, 8):
            sel = np.flatnonzero(ks == k)
            if len(sel):
                planes[sel] = dihedral(planes[sel], k)
                legal[sel] = dihedral(legal[sel], k)
                policy[sel] = dihedral(policy[sel], k)
    else:
        sel = np.flatnonzero(rng.integers(0, 2, n) == 1)
        if len(sel):
            planes[sel] = mirror(planes[sel], cols[sel])
            legal[sel] = mirror(legal[sel], cols[sel])
            policy[sel] = mirror(policy[sel], cols[sel])
    return planes, legal, policy


# --- Positions and batches ---------------------------------------------------------------------

class Positions:
    """An ordered set of records drawn from files: (file index, record index) pairs."""

    def __init__(self, game, files, pairs):
        self.game, self.files, self.pairs = game, files, pairs

    def __len__(self):
        return len(self.pairs)

    def gather(self, which):
        """The records at positions `which` (indices into this set), as one array."""
        pairs = self.pairs[which]
        out = np.empty(len(pairs), self.files[0][1].dtype)
        for f in np.unique(pairs[:, 0]):
            sel = np.flatnonzero(pairs[:, 0] == f)
            out[sel] = self.files[f][1][pairs[sel, 1]]
        return out

    def batches(self, batch, rng=None, augment_rng=None):
        """Yields (planes float32 (n, C, H, W), legal bool (n, H*W), policy float32 (n, H*W),
        result, root_value float32 (n,)): shuffled by `rng` when given, each record transformed
        by a random symmetry drawn from `augment_rng` when given."""
        order = np.arange(len(self)) if rng is None else rng.permutation(len(self))
        for s in range(0, len(order), batch):
            r = self.gather(order[s:s + batch])
            planes, legal, policy = r["planes"], r["legal"], r["policy"]
            if augment_rng is not None:
                planes, legal, policy = augment(self.game, planes, legal, policy, r["cols"],
                                                augment_rng)
            n = len(r)
            yield (planes.astype(np.float32), legal.reshape(n, -1).astype(bool),
                   policy.reshape(n, -1).astype(np.float32), r["result"].astype(np.float32),
                   r["root_value"].astype(np.float32))


def split(game, files, holdout_share, max_positions=None):
    """(train, holdout) Positions over `files` (oldest first). With max_positions, only the
    last max_positions records across the files are used (a window over the newest data). The
    holdout is the last holdout_share of each file's used records: a game's positions are
    consecutive, so the holdout shares at most one game with training in each file."""
    sizes = [len(r) for _, r in files]
    starts = [0] * len(files)
    if max_positions is not None:
        left = max_positions
        for i in reversed(range(len(files))):
            take = min(sizes[i], left)
            starts[i] = sizes[i] - take
            left -= take
    train, hold = [], []
    for i, (start, size) in enumerate(zip(starts, sizes)):
        used = size - start
        cut = size - int(round(used * holdout_share))
        idx = np.arange(start, size)
        pairs = np.stack([np.full(used, i), idx], 1)
        train.append(pairs[idx < cut])
        hold.append(pairs[idx >= cut])
    return (Positions(game, files, np.concatenate(train).astype(np.int64)),
            Positions(game, files, np.concatenate(hold).astype(np.int64)))
