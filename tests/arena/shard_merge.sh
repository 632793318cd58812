#!/bin/sh
# `arena match --shard` and `arena merge` end to end: a deterministic NoGo match (our engine at
# 60 iterations against the greedy player, both seeded by the match) played whole and in three
# shards; the merged report must equal the whole match's except for the time per move, which is
# measured anew in every run. Also: a missing shard is named (exit 1), a bad --shard is refused.
# Usage: shard_merge.sh ARENA
set -eu
arena=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
match() {
    "$arena" match --game nogo --games 6 -j 1 --time 2 --seed 5 "$@" \
        engine:iterations=60,memory=8,name=engine greedy 2>/dev/null
}
match --json "$dir/whole.json" > "$dir/whole.txt"
for k in 1 2 3; do match --shard $k/3 --json "$dir/shard-$k.json" > /dev/null; done
"$arena" merge "$dir/shard-3.json" "$dir/shard-1.json" "$dir/shard-2.json" \
    --records "$dir/merged.jsonl" > "$dir/merged.txt"
untimed='s/time median [0-9.]* ms, max [0-9.]* ms/time median - ms, max - ms/'
sed "$untimed" "$dir/whole.txt" > "$dir/whole.untimed"
sed "$untimed" "$dir/merged.txt" > "$dir/merged.untimed"
diff "$dir/whole.untimed" "$dir/merged.untimed"
test "$(wc -l < "$dir/merged.jsonl")" -eq 6

if "$arena" merge "$dir/shard-1.json" "$dir/shard-3.json" > /dev/null 2> "$dir/missing.err"; then
    echo "merge without shard 2 succeeded"; exit 1
fi
grep -q "shard 2/3 (games 3-4) is missing" "$dir/missing.err"

if match --shard 4/3 > /dev/null 2>&1; then echo "--shard 4/3 accepted"; exit 1; fi
echo "ok: shards merged into the whole match's report"
