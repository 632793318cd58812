#!/usr/bin/env python3
"""bot/learn/data.py: the format's reader and checks, the games' symmetries, the holdout split.
Needs numpy; exits 77 (ctest's skip) without it."""

import os
import sys
import tempfile
import unittest

try:
    import numpy as np
except ImportError:
    print("numpy is missing: skipped (Debian: apt-get install python3-numpy)")
    sys.exit(77)

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "bot",
                                "learn"))
import data  # noqa: E402
import synthetic  # noqa: E402

NOGO, CONNECT4 = data.GAMES["nogo"], data.GAMES["connect4"]


class Files(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.TemporaryDirectory()

    def tearDown(self):
        self.dir.cleanup()

    def write(self, name, game, records):
        path = os.path.join(self.dir.name, name)
        data.write_file(path, game, records)
        return path

    def test_record_size_is_the_formats(self):
        for g in (NOGO, CONNECT4):
            c, h, w = g.planes, g.height, g.width
            self.assertEqual(data.record_dtype(c, h, w).itemsize, c * h * w + h * w + 4 * h * w
                             + 12)

    def test_written_records_read_back_and_pass_the_checks(self):
        for g in (NOGO, CONNECT4):
            recs = synthetic.records(g.name, 40, seed=2)
            path = self.write(g.name, g, recs)
            self.assertEqual(os.path.getsize(path), 32 + 40 * recs.dtype.itemsize)
            game, files = data.load([path])
            self.assertEqual(game, g)
            self.assertEqual(files[0][1].tobytes(), recs.tobytes())

    def test_bad_headers_and_sizes_are_refused(self):
        recs = synthetic.records("nogo", 3, seed=1)
        path = self.write("good", NOGO, recs)
        with open(path, "rb") as f:
            raw = f.read()
        cases = {
            "magic": b"XBSP" + raw[4:],
            "version": raw[:4] + (2).to_bytes(4, "little") + raw[8:],
            "game": raw[:8] + (7).to_bytes(4, "little") + raw[12:],
            "record_bytes": raw[:24] + (5).to_bytes(4, "little") + raw[28:],
            "multiple": raw[:-1],
        }
        for what, content in cases.items():
            bad = os.path.join(self.dir.name, what)
            with open(bad, "wb") as f:
                f.write(content)
            with self.assertRaises(data.DataError, msg=what):
                data.load([bad])

    def test_broken_records_are_named(self):
        recs = synthetic.records("connect4", 5, seed=3)
        broken = recs.copy()
        legal = broken["legal"][2]
        y, x = np.argwhere(legal == 0)[0]
        broken["policy"][2][y, x] = 0.5
        with self.assertRaisesRegex(data.DataError, "record 2: policy on a cell that is not legal"):
            data.check_records("f", CONNECT4, broken)
        broken = recs.copy()
        broken["planes"][4][CONNECT4.mask_plane] = 1
        broken["cols"][4] = min(broken["cols"][4], 11)
        broken["rows"][4] = min(broken["rows"][4], 11)
        with self.assertRaisesRegex(data.DataError, "record 4: mask plane"):
            data.check_records("f", CONNECT4, broken)

    def test_a_file_of_the_other_game_is_refused(self):
        a = self.write("a", NOGO, synthetic.records("nogo", 2, 1))
        b = self.write("b", CONNECT4, synthetic.records("connect4", 2, 1))
        with self.assertRaisesRegex(data.DataError, "connect4 records among nogo"):
            data.load([a, b])


class Symmetries(unittest.TestCase):
    def test_dihedral_inverse_undoes_each_of_eight_distinct_symmetries(self):
        a = np.arange(2 * 3 * 9 * 9).reshape(2, 3, 9, 9)
        images = set()
        for k in range(8):
            t = data.dihedral(a, k)
            images.add(t.tobytes())
            np.testing.assert_array_equal(data.dihedral(t, data.dihedral_inverse(k)), a)
        self.assertEqual(len(images), 8)

    def test_mirror_twice_is_the_identity_and_keeps_columns_off_the_board(self):
        rng = np.random.default_rng(1)
        a = rng.integers(0, 100, (6, 2, 12, 12))
        cols = np.array([9, 10, 11, 12, 9, 12])
        m = data.mirror(a, cols)
        np.testing.assert_array_equal(data.mirror(m, cols), a)
        for i, c in enumerate(cols):
            np.testing.assert_array_equal(m[i, ..., c:], a[i, ..., c:])
            np.testing.assert_array_equal(m[i, ..., :c], a[i, ..., c - 1::-1])

    def augmented(self, game, n, seed):
        recs = synthetic.records(game.name, n, seed)
        planes, legal, policy = data.augment(game, recs["planes"], recs["legal"], recs["policy"],
                                             recs["cols"], np.random.default_rng(seed))
        return recs, planes, legal, policy

    def test_a_symmetry_maps_the_legal_cells_onto_the_policys_support(self):
        for game in (NOGO, CONNECT4):
            recs, planes, legal, policy = self.augmented(game, 64, 5)
            self.assertTrue(((policy > 0) <= (legal == 1)).all())
            np.testing.assert_allclose(policy.reshape(64, -1).sum(1), 1, atol=1e-5)
            # The mask plane is the board, which every symmetry keeps.
            np.testing.assert_array_equal(planes[:, game.mask_plane],
                                          recs["planes"][:, game.mask_plane])
            # Each record's arrays moved alike: the legal cells are still its "legal" stand-in
            # plane (synthetic.py: NoGo plane 3, Connect4 plane 5).
            np.testing.assert_array_equal(planes[:, 3 if game is NOGO else 5], legal)
            self.assertGreater((planes != recs["planes"]).any((1, 2, 3)).sum(), 16)

    def test_nogo_takes_each_of_the_eight_symmetries(self):
        recs, planes, _, _ = self.augmented(NOGO, 400, 6)
        seen = set()
        for i in range(400):
            for k in range(8):
                if (data.dihedral(recs["planes"][i], k) == planes[i]).all():
                    seen.add(k)
                    break
            else:
                self.fail(f"record {i} is no symmetry of its original")
        self.assertEqual(seen, set(range(8)))

    def test_connect4_mirror_keeps_the_landing_cells(self):
        _, planes, legal, _ = self.augmented(CONNECT4, 64, 7)
        own, opponent, forbidden, board = planes[:, 0], planes[:, 1], planes[:, 3], planes[:, 4]
        full = (own | opponent | forbidden).astype(bool)
        for i in range(64):
            for y, x in np.argwhere(legal[i]):
                self.assertTrue(board[i, y, x] and not full[i, y, x])
                self.assertTrue(full[i, y + 1:, x].all())  # a landing cell sits on its column


class Split(unittest.TestCase):
    def files(self, sizes):
        dt = data.record_dtype(NOGO.planes, NOGO.height, NOGO.width)
        return [(f"f{i}", np.zeros(n, dt)) for i, n in enumerate(sizes)]

    def test_the_holdout_is_the_tail_of_each_file(self):
        train, hold = data.split(NOGO, self.files([100, 40]), 0.1)
        self.assertEqual(len(train) + len(hold), 140)
        self.assertEqual(hold.pairs.tolist(), [[0, j] for j in range(90, 100)]
                         + [[1, j] for j in range(36, 40)])

    def test_max_positions_keeps_the_newest(self):
        train, hold = data.split(NOGO, self.files([100, 40]), 0.0, max_positions=50)
        self.assertEqual(len(hold), 0)
        self.assertEqual(train.pairs.tolist(), [[0, j] for j in range(90, 100)]
                         + [[1, j] for j in range(40)])


if __name__ == "__main__":
    unittest.main()
