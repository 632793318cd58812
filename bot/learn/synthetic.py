#!/usr/bin/env python3
"""Writes a file of synthetic records in the self-play format (data.py), for tests.

    python3 bot/learn/synthetic.py --game nogo|connect4 --positions N --out FILE [--seed S]

The positions are random, not games: stones placed at random (Connect4: stacked from the bottom
of each column on a random board of 9..12 x 9..12 with a forbidden cell), the legal cells the
empty ones (Connect4: each open column's landing cell), a policy and a result that depend on the
stones so that a net has something to learn. Only the mask plane means what the real features'
mask plane means; the other planes are stand-ins. The same arguments give the same bytes.
"""

import argparse

import numpy as np

import data


def nogo_records(n, rng):
    g = data.GAMES["nogo"]
    recs = np.zeros(n, data.record_dtype(g.planes, g.height, g.width))
    for i in range(n):
        cells = rng.permutation(g.height * g.width)
        own, opponent = int(rng.integers(0, 25)), int(rng.integers(0, 25))
        board = np.zeros(g.height * g.width, np.int64)  # 1 own, 2 opponent
        board[cells[:own]] = 1
        board[cells[own:own + opponent]] = 2
        board = board.reshape(g.height, g.width)
        legal = (board == 0) & (rng.random(board.shape) > 0.1)
        if not legal.any():
            legal[np.unravel_index(cells[-1], board.shape)] = True
            board[np.unravel_index(cells[-1], board.shape)] = 0
        own = np.pad(board == 1, 1)
        own_near = own[:-2, 1:-1] + own[2:, 1:-1] + own[1:-1, :-2] + own[1:-1, 2:]
        p = recs["planes"][i]
        p[0], p[1], p[2], p[3] = board == 1, board == 2, board == 0, legal
        p[4] = own_near > 0
        p[8] = 1
        score = np.where(legal, np.exp(1.5 * own_near + rng.normal(0, 0.3, board.shape)), 0)
        recs["legal"][i] = legal
        recs["policy"][i] = score / score.sum()
        recs["result"][i] = float((board == 1).sum() + rng.integers(-3, 4) >= (board == 2).sum())
        recs["rows"][i], recs["cols"][i] = g.height, g.width
    return recs


def connect4_records(n, rng):
    g = data.GAMES["connect4"]
    recs = np.zeros(n, data.record_dtype(g.planes, g.height, g.width))
    for i in range(n):
        rows, cols = int(rng.integers(9, 13)), int(rng.integers(9, 13))
        top = g.height - rows  # the board's top canvas row; the bottom is row H - 1
        board = np.zeros((g.height, g.width), np.int64)  # 1 own, 2 opponent, 3 forbidden
        fr, fc = int(rng.integers(top, g.height)), int(rng.integers(0, cols))
        board[fr, fc] = 3
        legal = np.zeros_like(board, dtype=bool)
        for c in range(cols):
            height = int(rng.integers(0, rows + 1))
            r = g.height - 1
            for _ in range(height):
                if r >= top and board[r, c] == 3:
                    r -= 1
                if r < top:
                    break
                board[r, c] = int(rng.integers(1, 3))
                r -= 1
            if r >= top and board[r, c] == 3:
                r -= 1
            if r >= top:
                legal[r, c] = True
        if not legal.any():  # every column full: empty the first one's top cell
            r = top if board[top, 0] != 3 else top + 1
            board[r, 0], legal[r, 0] = 0, True
        mask = data.board_mask(g, [rows], [cols])[0]
        p = recs["planes"][i]
        p[0], p[1], p[2], p[3] = board == 1, board == 2, (board == 0) & (mask == 1), board == 3
        p[4], p[5] = mask, legal
        centre = -np.abs(np.arange(g.width) - (cols - 1) / 2)[None, :]
        score = np.where(legal, np.exp(0.5 * centre + rng.normal(0, 0.3, board.shape)), 0)
        recs["legal"][i] = legal
        recs["policy"][i] = score / score.sum()
        lead = int((board == 1).sum()) - int((board == 2).sum()) + int(rng.integers(-2, 3))
        recs["result"][i] = 1.0 if lead > 0 else 0.5 if lead == 0 else 0.0
        recs["rows"][i], recs["cols"][i] = rows, cols
    return recs


def records(game, n, seed):
    """n synthetic records of `game` (a data.GAMES key) from `seed`."""
    rng = np.random.default_rng(seed)
    recs = (nogo_records if game == "nogo" else connect4_records)(n, rng)
    noise = rng.normal(0, 0.15, n)
    recs["root_value"] = np.clip(0.2 + 0.6 * recs["result"] + noise, 0, 1)
    policy = recs["policy"]
    policy /= policy.reshape(n, -1).sum(1).reshape(n, 1, 1)  # exact in float32 up to rounding
    return recs


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--game", choices=sorted(data.GAMES), required=True)
    ap.add_argument("--positions", type=int, required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    data.write_file(a.out, data.GAMES[a.game], records(a.game, a.positions, a.seed))


if __name__ == "__main__":
    main()
