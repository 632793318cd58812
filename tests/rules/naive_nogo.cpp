#include "tests/rules/naive_nogo.h"

namespace naive {

namespace {

const int DX[4] = {-1, 1, 0, 0};
const int DY[4] = {0, 0, -1, 1};

bool inside(int x, int y) {
    return x >= 0 && x < NoGo::SIZE && y >= 0 && y < NoGo::SIZE;
}

}  // namespace

NoGo::NoGo() {
    for (auto& row : grid_)
        for (int& cell : row) cell = EMPTY;
}

bool NoGo::group_breathes(const Grid& g, int x, int y) {
    const int colour = g[x][y];
    bool seen[SIZE][SIZE] = {};
    int stack[SIZE * SIZE][2];
    int top = 0;
    stack[top][0] = x;
    stack[top][1] = y;
    ++top;
    seen[x][y] = true;
    while (top > 0) {
        --top;
        const int cx = stack[top][0], cy = stack[top][1];
        for (int d = 0; d < 4; ++d) {
            const int nx = cx + DX[d], ny = cy + DY[d];
            if (!inside(nx, ny) || seen[nx][ny]) continue;
            if (g[nx][ny] == EMPTY) return true;
            if (g[nx][ny] != colour) continue;
            seen[nx][ny] = true;
            stack[top][0] = nx;
            stack[top][1] = ny;
            ++top;
        }
    }
    return false;
}

bool NoGo::is_legal(int x, int y, int colour) const {
    if (!inside(x, y) || grid_[x][y] != EMPTY) return false;
    Grid g;
    for (int i = 0; i < SIZE; ++i)
        for (int j = 0; j < SIZE; ++j) g[i][j] = grid_[i][j];
    g[x][y] = colour;
    if (!group_breathes(g, x, y)) return false;
    for (int d = 0; d < 4; ++d) {
        const int nx = x + DX[d], ny = y + DY[d];
        if (inside(nx, ny) && g[nx][ny] == 1 - colour && !group_breathes(g, nx, ny)) return false;
    }
    return true;
}

std::vector<int> NoGo::legal_points(int colour) const {
    std::vector<int> points;
    for (int x = 0; x < SIZE; ++x)
        for (int y = 0; y < SIZE; ++y)
            if (is_legal(x, y, colour)) points.push_back(x * SIZE + y);
    return points;
}

void NoGo::play(int x, int y) {
    grid_[x][y] = to_move();
    ++moves_;
}

}  // namespace naive
