#!/bin/sh
# Writes the committed test nets of tests/data/learn: for each game, seeded synthetic records, a
# tiny net (F=8, B=1, V=8) trained for two short epochs on CPU, its header and its test cases.
# Run from the repository's root; the same torch version writes the same bytes.
#
#   tests/learn/make_test_nets.sh [PYTHON]      (PYTHON: default /usr/bin/python3)
set -eu
py=${1:-/usr/bin/python3}
work=build/learn-test-nets
mkdir -p "$work"
for game in nogo connect4; do
    "$py" bot/learn/synthetic.py --game "$game" --positions 512 --seed 1 --out "$work/$game.bin"
    "$py" bot/learn/train.py --game "$game" --data "$work/$game.bin" --out "$work/$game.pt" \
        --channels 8 --blocks 1 --value-hidden 8 --epochs 2 --batch 64 --seed 1
done
# NoGo's cases are records of the data; Connect4's are random boards.
"$py" bot/learn/export.py "$work/nogo.pt" --header tests/data/learn/nogo_test_net.h \
    --namespace learn_test::nogo --cases tests/data/learn/nogo_test_cases.txt \
    --data "$work/nogo.bin"
"$py" bot/learn/export.py "$work/connect4.pt" --header tests/data/learn/connect4_test_net.h \
    --namespace learn_test::connect4 --cases tests/data/learn/connect4_test_cases.txt
