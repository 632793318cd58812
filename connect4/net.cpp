#include "connect4/net.h"

#include "connect4/net_weights.h"

namespace connect4 {

static_assert(NET_SHAPE.planes == NET_PLANES && NET_SHAPE.height == NET_HEIGHT &&
                  NET_SHAPE.width == NET_WIDTH && NET_SHAPE.mask_plane == NET_MASK_PLANE,
              "connect4/net_weights.h was made for other features: train and export it again");

NetEvaluator& shipped_net() {
    static NetEvaluator net(NET_WEIGHTS);
    return net;
}

}  // namespace connect4
