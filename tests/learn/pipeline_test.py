#!/usr/bin/env python3
"""The learning pipeline end to end on a tiny configuration, as a user runs it: for each game,
a few self-play games in two parts (the selfplay tool, -j 2), one epoch of a tiny net
(train.py), its export (export.py), then tests/learn/check_net.cpp compiled with the exported
header and run on the exported cases: the C++ inference must give the trainer's outputs. The
header is compiled rather than loaded at run time so that the test checks the very file a bot
would include; the Connect4 one is also compiled as Botzone compiles (-std=c++1z -O2 -mavx)
where the compiler and machine have AVX.

    pipeline_test.py --root REPO --work DIR --selfplay SELFPLAY --cxx COMPILER
                     [--cxx-flags "FLAGS"]

Exits 77 (ctest's skip), saying why, where numpy or torch is missing.
"""

import argparse
import importlib.util
import os
import shlex
import shutil
import subprocess
import sys

MISSING = [m for m in ("numpy", "torch") if importlib.util.find_spec(m) is None]
if MISSING:
    print(f"{' and '.join(MISSING)} missing: the pipeline test is skipped "
          "(Debian: apt-get install python3-torch python3-numpy)")
    sys.exit(77)


def run(cmd, **kw):
    print("$ " + " ".join(shlex.quote(c) for c in cmd), flush=True)
    subprocess.run(cmd, check=True, **kw)


def has_avx():
    try:
        with open("/proc/cpuinfo") as f:
            return " avx " in f.read().replace("\n", " ")
    except OSError:
        return False


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--root", required=True)
    ap.add_argument("--work", required=True)
    ap.add_argument("--selfplay", required=True)
    ap.add_argument("--cxx", required=True)
    ap.add_argument("--cxx-flags", default="")
    a = ap.parse_args()
    learn = os.path.join(a.root, "bot", "learn")
    os.makedirs(a.work, exist_ok=True)
    py = sys.executable

    def w(name):
        return os.path.join(a.work, name)

    for game in ("nogo", "connect4"):
        games = w(f"{game}_games")
        shutil.rmtree(games, ignore_errors=True)  # a fresh run, not a resumed one
        run([a.selfplay, "--game", game, "--games", "4", "--iterations", "60", "--memory", "8",
             "-j", "2", "--seed", "3", "--out", games])
        files = sorted(os.path.join(games, f) for f in os.listdir(games) if f.endswith(".gbsp"))
        if len(files) != 2:
            raise SystemExit(f"pipeline: selfplay wrote {len(files)} part files, expected 2")
        run([py, os.path.join(learn, "train.py"), "--game", game, "--data", *files, "--out",
             w(f"{game}.pt"), "--channels", "8", "--blocks", "1", "--value-hidden", "8",
             "--epochs", "1", "--batch", "32", "--device", "cpu"])
        export = [py, os.path.join(learn, "export.py"), w(f"{game}.pt"), "--header",
                  w(f"{game}_net.h"), "--namespace", f"pipeline::{game}", "--cases",
                  w(f"{game}_cases.txt")]
        run(export + (["--data", *files] if game == "nogo" else []))
        builds = [("", ["-std=c++17", "-O2"] + shlex.split(a.cxx_flags))]
        if game == "connect4" and has_avx():
            builds.append(("_avx", ["-std=c++1z", "-O2", "-mavx"] + shlex.split(a.cxx_flags)))
        for suffix, flags in builds:
            binary = w(f"check_{game}{suffix}")
            run([a.cxx, *flags, "-I", a.root, f'-DNET_HEADER="{w(game + "_net.h")}"',
                 f"-DNET_NAMESPACE=pipeline::{game}",
                 os.path.join(a.root, "tests", "learn", "check_net.cpp"), "-o", binary])
            run([binary, w(f"{game}_cases.txt")])
    print("pipeline: every step ran and the C++ inference gives the trainer's outputs")


if __name__ == "__main__":
    try:
        main()
    except subprocess.CalledProcessError as e:
        print(f"pipeline: step failed with status {e.returncode}", file=sys.stderr)
        sys.exit(1)
