#!/bin/sh
# `arena sgf` and `arena report` on the command line: what they write, and bad input refused
# with one line on stderr and exit code 2 (a missing file, a Connect4 record for SGF, records
# that are not the summary's games, a file that is not a summary).
# Usage: viewers_command.sh ARENA GAMES_DIR
set -eu
arena=$1
games=$2
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT

# Runs the arena expecting exit code 2 and exactly one line on stderr containing $1.
refused() {
    expected=$1
    shift
    status=0
    "$arena" "$@" > /dev/null 2> "$dir/err" || status=$?
    if [ "$status" -ne 2 ]; then echo "arena $*: exit $status, not 2"; exit 1; fi
    if [ "$(wc -l < "$dir/err")" -ne 1 ]; then echo "arena $*: not one line:"; cat "$dir/err"; exit 1; fi
    grep -qF "$expected" "$dir/err" || { echo "arena $*: no '$expected' in:"; cat "$dir/err"; exit 1; }
}

# SGF: one game, and the collection of every game of a file.
"$arena" sgf "$games/nogo.jsonl" 3 -o "$dir/three.sgf"
test "$(grep -c '^(;FF\[4\]GM\[1\]SZ\[9\]' "$dir/three.sgf")" -eq 1
"$arena" sgf "$games/nogo.jsonl" > "$dir/all.sgf"
test "$(grep -c '^(;FF\[4\]GM\[1\]SZ\[9\]' "$dir/all.sgf")" -eq "$(grep -c . "$games/nogo.jsonl")"
refused "is a Connect4 game: SGF has no game type for gravity Connect4" sgf "$games/connect4.jsonl" 1
refused "cannot open $dir/none.jsonl" sgf "$dir/none.jsonl"
refused "no game 'x-9'" sgf "$games/nogo.jsonl" x-9

# The report of a small match, and of its records with the wrong summary.
"$arena" match --game nogo --games 2 -j 1 --seed 3 --json "$dir/s.json" --records "$dir/r.jsonl" \
    random greedy > /dev/null 2>&1
"$arena" report "$dir/s.json" "$dir/r.jsonl" -o "$dir/report.html"
grep -q '^<!DOCTYPE html>' "$dir/report.html"
"$arena" report "$dir/s.json" > "$dir/stdout.html"
cmp -s "$dir/report.html" "$dir/stdout.html"
"$arena" match --game nogo --games 2 -j 1 --seed 4 --json "$dir/other.json" random greedy \
    > /dev/null 2>&1
refused "differs from $dir/other.json's" report "$dir/other.json" "$dir/r.jsonl" -o "$dir/x.html"
head -n 1 "$dir/r.jsonl" > "$dir/one.jsonl"
refused "is not in $dir/one.jsonl" report "$dir/s.json" "$dir/one.jsonl"
refused "cannot open $dir/none.json" report "$dir/none.json"
refused "not an arena match summary" report "$dir/one.jsonl"
refused "not a JSON object" report "$dir/r.jsonl"
echo "ok: arena sgf and arena report write their files and refuse bad input"
