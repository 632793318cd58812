#include "bot/learn/training_file.h"

#include <unistd.h>

#include <cstring>
#include <fstream>
#include <sstream>
#include <utility>

namespace learn {

namespace {

void put_u32(std::vector<unsigned char>& out, uint32_t v) {
    for (int i = 0; i < 4; ++i) out.push_back(static_cast<unsigned char>(v >> (8 * i)));
}

void put_f32(std::vector<unsigned char>& out, float f) {
    uint32_t v;
    static_assert(sizeof v == sizeof f, "float32");
    std::memcpy(&v, &f, sizeof v);
    put_u32(out, v);
}

std::vector<unsigned char> header(const TrainingShape& s) {
    std::vector<unsigned char> h{'G', 'B', 'S', 'P'};
    for (uint32_t v : {TRAINING_FILE_VERSION, s.game, s.planes, s.height, s.width,
                       uint32_t(s.record_bytes()), 0u})
        put_u32(h, v);
    return h;
}

// The progress file's games and bytes, when it is there and well formed.
bool read_progress(const std::string& path, int* games, long* bytes) {
    std::ifstream in(path);
    std::string g, b;
    return in && (in >> g >> *games >> b >> *bytes) && g == "games" && b == "bytes" &&
           *games >= 0 && *bytes >= long(TRAINING_HEADER_BYTES);
}

bool write_progress(const std::string& path, int games, long bytes) {
    const std::string tmp = path + ".tmp";
    {
        std::ofstream out(tmp, std::ios::trunc);
        out << "games " << games << " bytes " << bytes << "\n";
        if (!out.flush()) return false;
    }
    return std::rename(tmp.c_str(), path.c_str()) == 0;
}

}  // namespace

core::Expected<TrainingFile> TrainingFile::open(const std::string& path,
                                                const TrainingShape& shape) {
    const std::string done = path + ".done";
    const std::vector<unsigned char> want = header(shape);
    int games = 0;
    long bytes = 0;
    std::FILE* f = nullptr;
    if (read_progress(done, &games, &bytes) &&
        (bytes - long(TRAINING_HEADER_BYTES)) % long(shape.record_bytes()) == 0) {
        f = std::fopen(path.c_str(), "r+b");
        std::vector<unsigned char> have(want.size());
        if (f && (std::fread(have.data(), 1, have.size(), f) != have.size() || have != want ||
                  std::fseek(f, 0, SEEK_END) != 0 || std::ftell(f) < bytes ||
                  ftruncate(fileno(f), bytes) != 0 || std::fseek(f, bytes, SEEK_SET) != 0)) {
            std::fclose(f);
            f = nullptr;
        }
    }
    if (!f) {  // afresh
        games = 0;
        bytes = long(want.size());
        f = std::fopen(path.c_str(), "w+b");
        if (!f) return core::Error{path + ": cannot be written"};
        if (std::fwrite(want.data(), 1, want.size(), f) != want.size() || std::fflush(f) != 0 ||
            !write_progress(done, 0, bytes)) {
            std::fclose(f);
            return core::Error{path + ": cannot be written"};
        }
    }
    return TrainingFile(path, shape, f, games, bytes);
}

TrainingFile::TrainingFile(TrainingFile&& o) noexcept
    : path_(std::move(o.path_)),
      shape_(o.shape_),
      file_(o.file_),
      games_(o.games_),
      bytes_(o.bytes_) {
    o.file_ = nullptr;
}

TrainingFile::~TrainingFile() {
    if (file_) std::fclose(file_);
}

core::Expected<int> TrainingFile::append_game(const std::vector<TrainingPosition>& positions) {
    const size_t cells = size_t(shape_.height) * shape_.width;
    std::vector<unsigned char> out;
    out.reserve(positions.size() * shape_.record_bytes());
    for (const TrainingPosition& p : positions) {
        if (p.planes.size() != shape_.planes * cells || p.legal.size() != cells ||
            p.policy.size() != cells)
            return core::Error{path_ + ": a position of the wrong shape"};
        out.insert(out.end(), p.planes.begin(), p.planes.end());
        out.insert(out.end(), p.legal.begin(), p.legal.end());
        for (float v : p.policy) put_f32(out, v);
        put_f32(out, p.result);
        put_f32(out, p.root_value);
        out.push_back(p.rows);
        out.push_back(p.cols);
        out.push_back(0);
        out.push_back(0);
    }
    if (std::fwrite(out.data(), 1, out.size(), file_) != out.size() || std::fflush(file_) != 0 ||
        fsync(fileno(file_)) != 0)
        return core::Error{path_ + ": cannot be written (disk full?)"};
    bytes_ += long(out.size());
    ++games_;
    if (!write_progress(path_ + ".done", games_, bytes_))
        return core::Error{path_ + ".done: cannot be written"};
    return games_;
}

}  // namespace learn
