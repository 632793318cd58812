// A deliberately naive NoGo referee for differential tests: a plain 9x9 grid and nothing else.
// Every legality query places the stone on a copy of the grid and flood-fills the groups it
// touches; there is no cached state, so it is slow and obviously right. Colours and points use
// the engine's numbering (black 0, white 1, point x * 9 + y) so results compare directly.
#pragma once

#include <vector>

namespace naive {

class NoGo {
  public:
    static constexpr int SIZE = 9;
    static constexpr int BLACK = 0;
    static constexpr int WHITE = 1;
    static constexpr int EMPTY = 2;

    // The empty board, black to move.
    NoGo();

    int to_move() const { return moves_ % 2; }
    int move_count() const { return moves_; }
    // BLACK, WHITE or EMPTY.
    int at(int x, int y) const { return grid_[x][y]; }
    // Whether colour may play at (x, y): empty point, own group keeps a liberty, every adjacent
    // enemy group keeps a liberty.
    bool is_legal(int x, int y, int colour) const;
    // The points x * 9 + y where colour may play, ascending.
    std::vector<int> legal_points(int colour) const;
    // The side to move has no legal move.
    bool is_terminal() const { return legal_points(to_move()).empty(); }
    // Precondition: is_terminal(). The player who made the last move.
    int winner() const { return 1 - to_move(); }
    // Plays (x, y) for the side to move. Precondition: is_legal(x, y, to_move()).
    void play(int x, int y);

  private:
    using Grid = int[SIZE][SIZE];
    // Whether the group of the stone at (x, y) in g touches an empty point (flood fill).
    static bool group_breathes(const Grid& g, int x, int y);

    Grid grid_;
    int moves_ = 0;
};

}  // namespace naive
