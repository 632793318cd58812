#include "nogo/net.h"

#include "nogo/net_weights.h"

namespace nogo {

static_assert(NET_SHAPE.planes == NET_PLANES && NET_SHAPE.height == NET_HEIGHT &&
                  NET_SHAPE.width == NET_WIDTH && NET_SHAPE.mask_plane == NET_MASK_PLANE,
              "nogo/net_weights.h was made for other features: train and export it again");

NetEvaluator::NetEvaluator(const core::NetWeights& weights) : net_(weights), id_(weights.id) {}

void NetEvaluator::evaluate(const Board& b, const Point* moves, int n, float* priors,
                            float* value) {
    net_planes(b, planes_);
    net_.evaluate(planes_, logits_, value);
    int cells[POINTS];
    for (int i = 0; i < n; ++i) cells[i] = net_cell(moves[i]);
    core::net_move_priors(logits_, cells, n, priors);
}

NetEvaluator& shipped_net() {
    static NetEvaluator net(NET_WEIGHTS);
    return net;
}

}  // namespace nogo
