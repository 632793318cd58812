#!/usr/bin/env python3
"""bot/learn/net.py, train.py and export.py: the same command gives the same checkpoint, byte
for byte; folding batch norm keeps the outputs; quantisation is per output channel and within
half a step; the export is deterministic and its id is the hash of its contents. Needs numpy and
torch; exits 77 (ctest's skip) without them."""

import base64
import contextlib
import io
import os
import re
import sys
import tempfile
import unittest

try:
    import numpy as np
    import torch
except ImportError as e:
    print(f"{e.name} is missing: skipped (Debian: apt-get install python3-torch python3-numpy)")
    sys.exit(77)

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "bot",
                                "learn"))
import data  # noqa: E402
import export  # noqa: E402
import synthetic  # noqa: E402
import train  # noqa: E402
from net import Net, Shape  # noqa: E402

TINY = ["--channels", "8", "--blocks", "1", "--value-hidden", "8", "--epochs", "2", "--batch",
        "32"]


@contextlib.contextmanager
def cwd(path):
    old = os.getcwd()
    os.chdir(path)
    try:
        yield
    finally:
        os.chdir(old)


def quiet(fn, *args):
    with contextlib.redirect_stdout(io.StringIO()) as out:
        fn(*args)
    return out.getvalue()


class Training(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.dir = tempfile.TemporaryDirectory()
        cls.files = {}
        for game in data.GAMES:
            path = os.path.join(cls.dir.name, f"{game}.bin")
            data.write_file(path, data.GAMES[game], synthetic.records(game, 96, seed=4))
            cls.files[game] = path

    @classmethod
    def tearDownClass(cls):
        cls.dir.cleanup()

    def train_in(self, folder, game, extra=()):
        """Trains from inside `folder` (so the argv, out included, is the same) and returns
        the checkpoint's bytes."""
        os.makedirs(folder, exist_ok=True)
        argv = ["--game", game, "--data", self.files[game], "--out", "net.pt", "--device", "cpu"]
        with cwd(folder):
            quiet(train.main, argv + TINY + list(extra))
            with open("net.pt", "rb") as f:
                return f.read()

    def test_the_same_command_writes_the_same_checkpoint(self):
        for game in data.GAMES:
            a = self.train_in(os.path.join(self.dir.name, "a", game), game)
            b = self.train_in(os.path.join(self.dir.name, "b", game), game)
            self.assertEqual(a, b, game)
            c = self.train_in(os.path.join(self.dir.name, "c", game), game, ["--seed", "2"])
            self.assertNotEqual(a, c, game)

    def test_the_checkpoint_says_what_made_it(self):
        folder = os.path.join(self.dir.name, "facts")
        self.train_in(folder, "connect4")
        ck = train.load_checkpoint(os.path.join(folder, "net.pt"))
        self.assertEqual(ck["device"], "cpu")
        self.assertEqual(ck["game"], "connect4")
        self.assertEqual(ck["shape"], Shape(10, 12, 12, 8, 1, 8, 4).as_dict())
        self.assertEqual(ck["command"][:3], ["train.py", "--game", "connect4"])
        self.assertEqual(ck["data"][0]["name"], "connect4.bin")
        self.assertEqual(ck["data"][0]["bytes"], os.path.getsize(self.files["connect4"]))
        self.assertEqual(len(ck["history"]), 2)

    def test_init_continues_from_a_checkpoint_of_the_same_shape(self):
        folder = os.path.join(self.dir.name, "init")
        self.train_in(folder, "nogo")
        init = os.path.join(folder, "net.pt")
        out = os.path.join(folder, "next.pt")
        base = ["--game", "nogo", "--data", self.files["nogo"], "--init", init, "--epochs", "1",
                "--device", "cpu"]
        quiet(train.main, base + ["--out", out])
        self.assertEqual(train.load_checkpoint(out)["shape"]["channels"], 8)
        with self.assertRaisesRegex(SystemExit, "--channels 16 differs"):
            quiet(train.main, base + ["--out", out, "--channels", "16"])


class Export(unittest.TestCase):
    def trained_net(self, game, seed=3):
        torch.manual_seed(seed)
        g = data.GAMES[game]
        net = Net(Shape(g.planes, g.height, g.width, 8, 2, 8, g.mask_plane))
        # Batch statistics of a few random positions, so that folding has something to fold.
        planes, _ = export.inputs(g, net.shape, None, 32, seed)
        net.train()
        with torch.no_grad():
            for _ in range(3):
                net(torch.from_numpy(planes.astype(np.float32)))
        return net.eval(), torch.from_numpy(planes.astype(np.float32))

    def test_folding_batch_norm_keeps_the_outputs(self):
        for game in data.GAMES:
            net, x = self.trained_net(game)
            plain = Net.from_layers(net.shape, net.layers())
            with torch.no_grad():
                (l1, v1), (l2, v2) = net(x), plain(x)
            torch.testing.assert_close(l1, l2, rtol=1e-5, atol=1e-5)
            torch.testing.assert_close(v1, v2, rtol=1e-5, atol=1e-5)
            off_board = x[:, net.shape.mask_plane].flatten(1) == 0
            self.assertEqual(float(l1[off_board].abs().sum()), 0.0)

    def test_quantisation_is_per_output_channel_within_half_a_step(self):
        net, _ = self.trained_net("nogo")
        layers = net.layers()
        for (w, _), (q, scale, _), (dq, _) in zip(layers, export.quantise(layers),
                                                  export.dequantise(export.quantise(layers))):
            self.assertEqual(q.dtype, np.int8)
            self.assertEqual(scale.shape, (w.shape[0],))
            self.assertEqual(np.abs(q.reshape(len(q), -1)).max(1).tolist(), [127] * len(q))
            step = torch.from_numpy(scale).reshape((-1,) + (1,) * (w.dim() - 1))
            self.assertTrue(((dq - w).abs() <= step * 0.5 + 1e-7).all())

    def test_the_export_is_deterministic_and_named_by_its_contents(self):
        with tempfile.TemporaryDirectory() as d:
            ckpt = os.path.join(d, "net.pt")
            data.write_file(os.path.join(d, "c.bin"), data.GAMES["connect4"],
                            synthetic.records("connect4", 64, 1))
            quiet(train.main, ["--game", "connect4", "--data", os.path.join(d, "c.bin"),
                               "--out", ckpt, "--device", "cpu"] + TINY)
            outputs = []
            for run in range(2):
                h, c = os.path.join(d, f"{run}.h"), os.path.join(d, f"{run}.txt")
                printed = quiet(export.main, [ckpt, "--header", h, "--namespace", "x::y",
                                              "--cases", c])
                with open(h) as f1, open(c) as f2:
                    outputs.append((f1.read(), f2.read()))
            self.assertIn("quantisation over 16 inputs", printed)
            (h0, c0), (h1, c1) = outputs
            self.assertEqual(c0.replace("0.h", "1.h"), c1)
            self.assertEqual(h0.replace("0.h", "1.h").replace("0.txt", "1.txt"), h1)
            net_id = re.search(r'NET_ID\[\] = "([0-9a-f]{16})"', h0).group(1)
            self.assertIn(f"net {net_id} 10 12 12 16\n", c0)
            self.assertIn(f"This file: {len(h0.encode())} bytes.", h0)
            self.assertIn("Trained on cpu", h0)
            # The id is FNV-1a 64 of the canonical bytes, whose weights are the header's.
            ck = train.load_checkpoint(ckpt)
            net = Net(Shape(**ck["shape"]))
            net.load_state_dict(ck["state_dict"])
            q = export.quantise(net.eval().layers())
            self.assertEqual(net_id, "%016x" % export.fnv1a64(export.canonical_bytes(net.shape,
                                                                                     q)))
            b64 = "".join(re.findall(r'^    "([A-Za-z0-9+/=]+)";?$', h0, re.M))
            self.assertEqual(base64.b64decode(b64), b"".join(x.tobytes() for x, _, _ in q))

    def test_fnv1a64_matches_the_published_vectors(self):
        self.assertEqual(export.fnv1a64(b""), 0xCBF29CE484222325)
        self.assertEqual(export.fnv1a64(b"a"), 0xAF63DC4C8601EC8C)
        self.assertEqual(export.fnv1a64(b"foobar"), 0x85944171F73967E8)


if __name__ == "__main__":
    unittest.main()
