// What both games' engines (core/engine.h) are made with: the kind of search and its limits.
// This header stays light, for the bots' and the arena's option parsing.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

namespace core {

// Which search answers. HYBRID: alpha-beta first, then UCT on the kept tree (core/searcher.h);
// ALPHABETA and UCT alone; UCT_PLAIN: UCT without game knowledge; RANDOM: a uniformly random
// legal move.
enum class EngineKind { HYBRID, ALPHABETA, UCT, UCT_PLAIN, RANDOM };

constexpr EngineKind ENGINE_KINDS[] = {EngineKind::HYBRID, EngineKind::ALPHABETA, EngineKind::UCT,
                                       EngineKind::UCT_PLAIN, EngineKind::RANDOM};

// The name parse_engine_kind reads for `kind`.
inline const char* engine_kind_name(EngineKind kind) {
    switch (kind) {
        case EngineKind::HYBRID:
            return "hybrid";
        case EngineKind::ALPHABETA:
            return "alphabeta";
        case EngineKind::UCT:
            return "uct";
        case EngineKind::UCT_PLAIN:
            return "uct-plain";
        case EngineKind::RANDOM:
            return "random";
    }
    return "?";
}

// The kind named `name` ("hybrid", "alphabeta", "uct", "uct-plain", "random"); nullopt for any
// other name. The one place where a kind's name is read.
inline std::optional<EngineKind> parse_engine_kind(const std::string& name) {
    for (EngineKind k : ENGINE_KINDS)
        if (name == engine_kind_name(k)) return k;
    return std::nullopt;
}

// The names of every kind, joined by `separator`, for usage lines and error messages.
inline std::string engine_kind_names(const char* separator) {
    std::string names;
    for (EngineKind k : ENGINE_KINDS) {
        if (!names.empty()) names += separator;
        names += engine_kind_name(k);
    }
    return names;
}

struct EngineOptions {
    // nullopt: the game's default, its Engine::DEFAULT_KIND (the strongest kind measured,
    // STRENGTH.md).
    std::optional<EngineKind> kind;
    uint64_t seed = 1;
    // Upper bound on the memory the search may allocate, in MiB (0: the game's default, its
    // engine policy's DEFAULT_MEMORY_MB).
    int memory_mb = 0;
    // Stop after this many UCT iterations (and alpha-beta nodes in proportion, core/searcher.h)
    // even if time is left (0: no limit). With a fixed seed and a limit reached well before the
    // deadline, answers are reproducible.
    uint64_t max_iterations = 0;
    // The learned net is asked at the tree's nodes of this many visits (0: never; nullopt: the
    // game's default, its engine policy's DEFAULT_NET_VISITS). core/uct.h, core/puct_graph.h.
    std::optional<uint32_t> net_visits;
};

}  // namespace core
