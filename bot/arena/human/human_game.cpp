#include "bot/arena/human/human_game.h"

#include <istream>
#include <ostream>

#include "bot/arena/analysis/replay.h"
#include "bot/arena/human/hint.h"
#include "bot/arena/human/human_move.h"
#include "bot/arena/position.h"
#include "core/clock.h"

namespace arena {

core::Expected<GameRecord> play_human_game(const HumanGame& game, std::istream& in,
                                           std::ostream& out) {
    GameRecord record = game.setup;
    truncate_moves(record, 0);
    record.loss_detail.clear();
    record.reason.clear();
    core::Expected<Position> start = Position::start(record);
    if (!start) return core::Error{start.error()};
    Position position = *start;
    core::Expected<std::unique_ptr<Player>> bot = make_player(game.bot, record.game, 0);
    if (!bot) return core::Error{bot.error()};
    int bot_turns = 0;  // turns the current bot has played

    out << game_header(record) << "\nYou are " << record.players[game.human_seat] << ", moving "
        << (game.human_seat == 0 ? "first" : "second") << ". Type help for how to move.\n";
    bool draw = true;  // the board has changed since it was last drawn
    while (!position.is_terminal()) {
        const size_t k = record.moves.size();
        if (int(k % 2) != game.human_seat) {
            const double limit = bot_turns++ == 0 ? game.clock.first_time : game.clock.time;
            if (!referee_turn(record, position, **bot, limit)) break;  // a loss by rule
            out << move_line(record, k) << "\n";
            draw = true;
            continue;
        }
        if (draw) out << "\n" << draw_position(record, k) << "\n";
        draw = false;
        out << "Move " << k + 1 << ", your turn: " << std::flush;
        const auto asked = core::SteadyClock::now();
        std::string line;
        core::Expected<HumanInput> input = HumanInput{HumanAction::QUIT, {}};
        if (std::getline(in, line)) {
            input = read_human_input(line, position);
        } else {
            out << "\n(end of input)\n";
        }
        if (!input) {
            out << "refused: " << input.error() << "\n";
        } else if (input->action == HumanAction::HELP) {
            out << human_help(record.game);
        } else if (input->action == HumanAction::HINT) {
            if (record.game != Game::CONNECT4) {
                out << "refused: hint is for Connect4 only\n";
            } else {
                out << "Our engine, " << game.clock.time << " s, for you to move:\n"
                    << connect4_hint(position.connect4(), game.clock.time);
            }
        } else if (input->action == HumanAction::UNDO) {
            if (k < 2) {
                out << "refused: you have no move to take back\n";
                continue;
            }
            // moves[k - 2] is the person's last move, moves[k - 1] the bot's reply.
            truncate_moves(record, k - 2);
            position = *Position::after(record, k - 2);
            bot = make_player(game.bot, record.game, 0);
            if (!bot) return core::Error{bot.error()};
            bot_turns = 0;
            out << "Took back moves " << k - 1 << " and " << k << ".\n";
            draw = true;
        } else if (input->action == HumanAction::MOVE) {
            position.play(input->move);
            append_move(record, input->move, core::seconds_since(asked), "");
            out << move_line(record, k) << "\n";
            draw = true;
        } else if (input->action == HumanAction::QUIT) {
            record.result = game.human_seat == 0 ? Result::SECOND : Result::FIRST;
            record.reason = REASON_RESIGN;
            break;
        }
    }
    if (record.reason.empty()) {
        record.result = position.result();
        record.reason = position.end_reason();
    }
    if (draw) out << "\n" << draw_position(record, record.moves.size());
    out << "\n" << result_line(record) << "\n";
    return record;
}

}  // namespace arena
