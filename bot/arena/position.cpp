#include "bot/arena/position.h"

namespace arena {

std::string move_text(Move m) {
    return "(" + std::to_string(m.x) + "," + std::to_string(m.y) + ")";
}

core::Expected<Position> Position::start(const GameRecord& setup) {
    Position p;
    p.game_ = setup.game;
    if (setup.game == Game::CONNECT4) {
        std::vector<connect4::Cell> cells;
        for (const Move& m : setup.forbidden) cells.push_back({m.x, m.y});
        p.connect4_ = connect4::Board::create(setup.rows, setup.cols, cells);
        if (!p.connect4_) return core::Error{p.connect4_.error()};
    }
    return p;
}

core::Expected<Position> Position::after(const GameRecord& record, size_t count) {
    core::Expected<Position> p = start(record);
    if (!p) return p;
    for (size_t k = 0; k < count && k < record.moves.size(); ++k) {
        core::Expected<bool> played = p->play_recorded(record.moves[k], k + 1);
        if (!played) return core::Error{played.error()};
    }
    return p;
}

core::Expected<bool> Position::play_recorded(Move m, size_t number) {
    if (is_terminal())
        return core::Error{"move " + std::to_string(number) + " is played after the end"};
    if (!is_legal(m))
        return core::Error{"move " + std::to_string(number) + " " + move_text(m) + " is illegal"};
    play(m);
    return true;
}

int Position::to_move() const {
    return game_ == Game::NOGO ? int(nogo_.to_move()) : int(connect4_->to_move());
}

int Position::move_count() const {
    return game_ == Game::NOGO ? nogo_.stone_count() : connect4_->move_count();
}

bool Position::is_legal(Move m) const {
    if (is_terminal()) return false;
    if (game_ == Game::NOGO)
        return nogo::on_board(m.x, m.y) &&
               nogo_.is_legal(nogo::make_point(m.x, m.y), nogo_.to_move());
    return connect4_->is_legal({m.x, m.y});
}

void Position::play(Move m) {
    if (game_ == Game::NOGO) {
        nogo_.play(nogo::make_point(m.x, m.y));
    } else {
        connect4_->play(m.y);
    }
}

bool Position::is_terminal() const {
    return game_ == Game::NOGO ? nogo_.is_terminal() : connect4_->is_terminal();
}

Result Position::result() const {
    if (game_ == Game::NOGO) return nogo_.winner() == nogo::BLACK ? Result::FIRST : Result::SECOND;
    switch (connect4_->outcome()) {
        case connect4::Outcome::FIRST_WINS:
            return Result::FIRST;
        case connect4::Outcome::SECOND_WINS:
            return Result::SECOND;
        default:
            return Result::DRAW;
    }
}

std::string Position::end_reason() const {
    if (game_ == Game::NOGO) return "no-legal-move";
    return connect4_->outcome() == connect4::Outcome::DRAW ? "board-full" : "four-in-a-row";
}

}  // namespace arena
