#!/bin/sh
# Makes a game's shipped net from nothing, as the repository holds it: self-play games of today's
# engine (no net), a net trained on them, its export to GAME/net_weights.h and its test cases to
# tests/data/learn/GAME_net_cases.txt. Every step has a fixed seed, so the same command on the
# same code gives the same files (the games and the weights byte for byte; docs/learning.md).
#
#   bot/learn/make_net.sh nogo|connect4 WORKDIR
#
# WORKDIR keeps the games and the checkpoint (a stopped run resumes its games). The build is
# ${BUILD:-build}; Python is python3 with Debian's python3-torch and python3-numpy. The games
# are always two part files (-j 2), since the trainer holds out the last share of each file.
set -eu
game=${1:?usage: make_net.sh nogo|connect4 WORKDIR}
work=${2:?usage: make_net.sh nogo|connect4 WORKDIR}
root=$(cd "$(dirname "$0")/../.." && pwd)
build=$(cd "${BUILD:-$root/build}" && pwd)
case $game in
  nogo) games=2400 iterations=5000 epochs=25 shape="" ;;
  connect4) games=3000 iterations=2000 epochs=15 shape="--channels 16 --blocks 2 --value-hidden 16" ;;
  *) echo "make_net.sh: the game is nogo or connect4, not '$game'" >&2; exit 2 ;;
esac
mkdir -p "$work"
cd "$work"  # relative names below, so the header records where the data came from, not a path
"$build/bot/learn/selfplay" --game "$game" --games "$games" --iterations "$iterations" --seed 1 \
  -j 2 --out "$game-games"
python3 "$root/bot/learn/train.py" --game "$game" --data "$game-games"/part-*.gbsp \
  --out "$game.pt" $shape --epochs "$epochs" --lr 0.05 --lr-end 0.001 --seed 1 --threads 2
python3 "$root/bot/learn/export.py" "$game.pt" --header "$root/$game/net_weights.h" \
  --namespace "$game" --cases "$root/tests/data/learn/${game}_net_cases.txt" \
  --data "$game-games/part-1-$((games / 2)).gbsp" --made-by "bot/learn/make_net.sh $game WORKDIR"
