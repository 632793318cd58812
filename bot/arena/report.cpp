#include "bot/arena/report.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <nlohmann/json.hpp>
#include <sstream>

namespace arena {

double median(std::vector<double> v) {
    if (v.empty()) return 0;
    std::sort(v.begin(), v.end());
    const size_t n = v.size();
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

std::string format(const char* fmt, double v) {
    char buf[64];
    std::snprintf(buf, sizeof buf, fmt, v);
    return buf;
}

std::string elo_text(double e) {
    if (std::isinf(e)) return e > 0 ? "+inf" : "-inf";
    return format("%+.1f", e + 0.0);  // + 0.0 turns -0 into +0
}

const char* decision_text(SprtDecision d) {
    return d == SprtDecision::ACCEPT_H1   ? "H1 accepted"
           : d == SprtDecision::ACCEPT_H0 ? "H0 accepted"
                                          : "undecided";
}

const char* decision_name(SprtDecision d) {
    return d == SprtDecision::ACCEPT_H1 ? "H1" : d == SprtDecision::ACCEPT_H0 ? "H0" : "none";
}

double PlayerReport::time_max() const {
    return times.empty() ? 0.0 : *std::max_element(times.begin(), times.end());
}

namespace {

nlohmann::json finite_or_null(double v) {
    return std::isfinite(v) ? nlohmann::json(v) : nlohmann::json(nullptr);
}

}  // namespace

MatchReport::MatchReport(const MatchConfig& config, std::optional<SprtConfig> sprt)
    : config_(config), sprt_(sprt) {
    for (int i = 0; i < 2; ++i) {
        players_[i].name = config.players[i].name;
        players_[i].spec = config.players[i].text;
    }
}

void MatchReport::add(int index, const GameRecord& record) {
    const int a_seat = a_moves_first(index) ? 0 : 1;
    for (Tally* t : {&tally_, &by_seat_[a_seat]}) {
        if (record.result == Result::DRAW) {
            ++t->draws;
        } else if ((record.result == Result::FIRST) == (a_seat == 0)) {
            ++t->wins;
        } else {
            ++t->losses;
        }
    }
    for (size_t k = 0; k < record.times.size(); ++k) {
        const int seat = int(k % 2);
        players_[seat == a_seat ? 0 : 1].times.push_back(record.times[k]);
    }
    if (is_rule_loss(record.reason)) {
        const int loser_seat = int(record.moves.size() % 2);
        PlayerReport& p = players_[loser_seat == a_seat ? 0 : 1];
        ++p.rule_losses[record.reason];
        p.loss_details[index] = record.id + ": " + record.loss_detail;
    }
    games_[index] = record;
}

std::optional<SprtState> MatchReport::sprt_state() const {
    if (!sprt_ || !config_.shard.whole()) return std::nullopt;
    return sprt(tally_, *sprt_);
}

std::string MatchReport::progress_line() const {
    std::ostringstream out;
    out << tally_.games() << "/" << shard_games(config_.shard, config_.games).size() << "  "
        << tally_.wins << "-" << tally_.draws << "-" << tally_.losses << " (W-D-L)";
    if (tally_.games() > 0) {
        const EloEstimate e = estimate_elo(tally_);
        out << "  score " << format("%.1f%%", 100 * tally_.score()) << "  Elo " << elo_text(e.elo);
        if (std::isfinite(e.margin())) out << " +/- " << format("%.1f", e.margin());
    }
    if (std::optional<SprtState> s = sprt_state()) out << "  LLR " << format("%.2f", s->llr);
    return out.str();
}

std::string MatchReport::text() const {
    std::ostringstream out;
    out << "Match " << game_name(config_.game) << ": A = " << players_[0].name
        << ", B = " << players_[1].name << "\n";
    out << "Time per move " << format("%.3f s", config_.clock.time) << " (first move "
        << format("%.3f s", config_.clock.first_time) << "), seed " << config_.seed << "\n";
    if (!config_.shard.whole())
        out << "Played " << shard_text(config_.shard, config_.games) << " of " << config_.games
            << " games (arena merge adds the shards' --json summaries up)\n";
    out << "Games " << tally_.games() << ": A " << tally_.wins << " wins, " << tally_.draws
        << " draws, " << tally_.losses << " losses";
    if (tally_.games() > 0) {
        const EloEstimate e = estimate_elo(tally_);
        out << "; score " << format("%.1f%%", 100 * tally_.score()) << "\n";
        out << "Elo difference (A - B) " << elo_text(e.elo) << ", 95% interval [" << elo_text(e.low)
            << ", " << elo_text(e.high) << "]";
        if (std::isfinite(e.margin())) out << " (+/- " << format("%.1f", e.margin()) << ")";
        if (e.method == IntervalMethod::WILSON) out << " (Wilson score interval)";
        out << ", LOS " << format("%.1f%%", 100 * likelihood_of_superiority(tally_)) << "\n";
        for (int seat = 0; seat < 2; ++seat) {
            const Tally& t = by_seat_[seat];
            out << (seat == 0 ? "  A moving first:  " : "  A moving second: ") << t.wins << "-"
                << t.draws << "-" << t.losses << " (W-D-L)";
            if (t.games() > 0) out << ", score " << format("%.1f%%", 100 * t.score());
            out << "\n";
        }
    } else {
        out << "\n";
    }
    if (std::optional<SprtState> s = sprt_state()) {
        out << "SPRT elo0 " << sprt_->elo0 << " elo1 " << sprt_->elo1 << " alpha " << sprt_->alpha
            << " beta " << sprt_->beta << ": LLR " << format("%.2f", s->llr) << " ["
            << format("%.2f", s->lower) << ", " << format("%.2f", s->upper) << "] "
            << decision_text(s->decision) << "\n";
    }
    for (int i = 0; i < 2; ++i) {
        const PlayerReport& p = players_[i];
        out << (i == 0 ? "A " : "B ") << p.name << ": " << p.times.size() << " moves, time median "
            << format("%.1f ms", 1000 * median(p.times)) << ", max "
            << format("%.1f ms", 1000 * p.time_max()) << "; losses by rule:";
        if (p.rule_losses.empty()) out << " none";
        for (const auto& [reason, count] : p.rule_losses) out << " " << reason << " " << count;
        out << "\n";
        for (const auto& [index, detail] : p.loss_details) out << "    " << detail << "\n";
    }
    return out.str();
}

std::string MatchReport::json() const {
    nlohmann::json j;
    j["game"] = game_name(config_.game);
    j["games"] = tally_.games();
    j["games_planned"] = config_.games;
    j["time"] = config_.clock.time;
    j["first_time"] = config_.clock.first_time;
    j["seed"] = config_.seed;
    j["shard"] = {{"k", config_.shard.k}, {"n", config_.shard.n}};
    j["wins"] = tally_.wins;
    j["draws"] = tally_.draws;
    j["losses"] = tally_.losses;
    for (int seat = 0; seat < 2; ++seat) {
        const Tally& t = by_seat_[seat];
        j[seat == 0 ? "a_first" : "a_second"] = {
            {"wins", t.wins}, {"draws", t.draws}, {"losses", t.losses}};
    }
    if (tally_.games() > 0) {
        const EloEstimate e = estimate_elo(tally_);
        j["score"] = tally_.score();
        j["elo"] = finite_or_null(e.elo);
        j["elo_low"] = finite_or_null(e.low);
        j["elo_high"] = finite_or_null(e.high);
        j["elo_interval"] = e.method == IntervalMethod::WILSON ? "wilson" : "normal";
        j["los"] = likelihood_of_superiority(tally_);
    }
    if (sprt_) {
        j["sprt"] = {{"elo0", sprt_->elo0},
                     {"elo1", sprt_->elo1},
                     {"alpha", sprt_->alpha},
                     {"beta", sprt_->beta}};
        if (std::optional<SprtState> s = sprt_state()) {
            j["sprt"]["llr"] = s->llr;
            j["sprt"]["lower"] = s->lower;
            j["sprt"]["upper"] = s->upper;
            j["sprt"]["decision"] = decision_name(s->decision);
        }
    }
    for (int i = 0; i < 2; ++i) {
        const PlayerReport& p = players_[i];
        nlohmann::json pj;
        pj["name"] = p.name;
        pj["spec"] = p.spec;
        pj["moves"] = p.times.size();
        pj["time_median"] = median(p.times);
        pj["time_max"] = p.time_max();
        pj["rule_losses"] = p.rule_losses;
        pj["loss_details"] = nlohmann::json::array();
        for (const auto& [index, detail] : p.loss_details) pj["loss_details"].push_back(detail);
        j[i == 0 ? "A" : "B"] = pj;
    }
    // The records close the object, one a line (dump(2) would spread every move over lines).
    std::string out = j.dump(2);
    out.resize(out.size() - 2);  // "\n}"
    out += ",\n  \"records\": [";
    const char* separator = "\n    ";
    for (const auto& [index, record] : games_) {
        out += separator;
        out += "{\"index\":" + std::to_string(index) + ",\"record\":" + to_json_line(record) + "}";
        separator = ",\n    ";
    }
    return out + (games_.empty() ? "]\n}" : "\n  ]\n}");
}

}  // namespace arena
