// Training files: what the self-play generator (selfplay.h) writes and the trainer
// (bot/learn/data.py) reads, documented in docs/learning.md. A file is a header, then
// fixed-size records, little-endian:
//
//   header, 32 bytes: char magic[4] = "GBSP"; uint32 version = 1, game (0 NoGo, 1 Connect4),
//                     planes C, height H, width W, record_bytes, reserved = 0
//   record, packed:   uint8 planes[C * H * W]  the net's input planes (nogo/features.h,
//                                              connect4/features.h), plane-major, 0 or 1
//                     uint8 legal[H * W]       1 at each cell the side to move may play
//                     float32 policy[H * W]    the search's visit share at each cell
//                     float32 result           the game's result for the side to move: 1, 0.5, 0
//                     float32 root_value       the search's win rate for the side to move
//                     uint8 rows, cols         the board's size (Connect4's M and N)
//                     uint8 pad[2]             zero
//
// A part file (`part-FIRST-LAST.gbsp`) holds the positions of games FIRST to LAST of a run; its
// progress file (`.done` beside it: "games G bytes B") says how many of them are complete and
// where their records end, written after the records are flushed, so that a run stopped at any
// moment resumes after its last complete game.
#pragma once

#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

#include "core/expected.h"

namespace learn {

constexpr uint32_t TRAINING_FILE_VERSION = 1;
constexpr size_t TRAINING_HEADER_BYTES = 32;

// The shape of a game's records.
struct TrainingShape {
    uint32_t game;  // 0 NoGo, 1 Connect4
    uint32_t planes;
    uint32_t height;
    uint32_t width;
    size_t record_bytes() const {
        const size_t cells = size_t(height) * width;
        return planes * cells + cells + 4 * cells + 4 + 4 + 4;
    }
};

// One position of a game as the trainer sees it (the fields of a record).
struct TrainingPosition {
    std::vector<uint8_t> planes;  // planes * cells
    std::vector<uint8_t> legal;   // cells
    std::vector<float> policy;    // cells
    float result = 0.5f;
    float root_value = 0.5f;
    uint8_t rows = 0;
    uint8_t cols = 0;
};

// A part file open for appending whole games, resumed from its progress file.
class TrainingFile {
  public:
    // Opens `path` (and `path` + ".done"): resumes after the last complete game when both are
    // there and agree with `shape` (the file is cut back to the end of that game), else starts
    // the file afresh. Fails with one line naming the file.
    static core::Expected<TrainingFile> open(const std::string& path, const TrainingShape& shape);
    TrainingFile(TrainingFile&& o) noexcept;
    TrainingFile& operator=(TrainingFile&&) = delete;
    TrainingFile(const TrainingFile&) = delete;
    ~TrainingFile();

    // The games already complete in the file.
    int games() const { return games_; }
    // Appends one game's positions and records it complete. Fails with one line (a full disk).
    core::Expected<int> append_game(const std::vector<TrainingPosition>& positions);

  private:
    TrainingFile(std::string path, TrainingShape shape, std::FILE* file, int games, long bytes)
        : path_(std::move(path)), shape_(shape), file_(file), games_(games), bytes_(bytes) {}
    std::string path_;
    TrainingShape shape_;
    std::FILE* file_;
    int games_;
    long bytes_;  // the end of the last complete game
};

}  // namespace learn
