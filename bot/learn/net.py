"""The net both games use, as core/net.h evaluates it (docs/learning.md, "The net").

Input: C planes of an H x W canvas, one of them the on-board mask (1 on the board's cells).
    stem       conv3x3 C -> F (+ bias or batch norm), ReLU, x mask
    B blocks   conv3x3 F -> F, ReLU, x mask; conv3x3 F -> F, + block input, ReLU, x mask
    policy     conv1x1 F -> 1 + bias, x mask: one logit per cell (softmax over legal cells)
    value      masked mean of the trunk per channel -> dense F -> V + bias, ReLU -> dense V -> 1
               + bias -> sigmoid: the win rate for the side to move
Convolutions pad with zeros at the canvas's edges; the mask keeps off-board cells at 0, as the
padding is, so one net serves every board that fits the canvas (KataGo's masking).

With batch norm (training's default) a trunk conv has no bias and is followed by MaskedBatchNorm,
whose statistics count on-board cells only; export.py folds it into the conv's weights and bias,
giving the plain shape above (batch_norm False), which is what C++ evaluates.
"""

from dataclasses import asdict, dataclass

import torch
from torch import nn
import torch.nn.functional as F


@dataclass(frozen=True)
class Shape:
    planes: int  # C
    height: int  # H
    width: int  # W
    channels: int  # F
    blocks: int  # B
    value_hidden: int  # V
    mask_plane: int
    batch_norm: bool = True

    def as_dict(self):
        return asdict(self)


class MaskedBatchNorm(nn.Module):
    """Batch norm over the cells where mask is 1: in training the batch's mean and variance of
    each channel over on-board cells; in evaluation the running ones. An affine map per channel
    either way: y = (x - mean) * weight / sqrt(var + eps) + bias."""

    def __init__(self, channels, momentum=0.1, eps=1e-5):
        super().__init__()
        self.momentum, self.eps = momentum, eps
        self.weight = nn.Parameter(torch.ones(channels))
        self.bias = nn.Parameter(torch.zeros(channels))
        self.register_buffer("running_mean", torch.zeros(channels))
        self.register_buffer("running_var", torch.ones(channels))

    def forward(self, x, mask, count):
        if self.training:
            mean = (x * mask).sum((0, 2, 3)) / count
            var = (((x - mean.view(1, -1, 1, 1)) * mask) ** 2).sum((0, 2, 3)) / count
            with torch.no_grad():
                m = self.momentum
                unbiased = var * (count / max(count - 1.0, 1.0))
                self.running_mean.mul_(1 - m).add_(m * mean)
                self.running_var.mul_(1 - m).add_(m * unbiased)
        else:
            mean, var = self.running_mean, self.running_var
        scale = self.weight / torch.sqrt(var + self.eps)
        return (x - mean.view(1, -1, 1, 1)) * scale.view(1, -1, 1, 1) + self.bias.view(1, -1, 1, 1)

    def affine(self):
        """(scale, shift) with y = x * scale + shift in evaluation, per channel."""
        scale = self.weight / torch.sqrt(self.running_var + self.eps)
        return scale, self.bias - self.running_mean * scale


class ConvUnit(nn.Module):
    """conv3x3 then a bias, or batch norm (no conv bias)."""

    def __init__(self, cin, cout, batch_norm):
        super().__init__()
        self.conv = nn.Conv2d(cin, cout, 3, padding=1, bias=not batch_norm)
        self.norm = MaskedBatchNorm(cout) if batch_norm else None

    def forward(self, x, mask, count):
        y = self.conv(x)
        return self.norm(y, mask, count) if self.norm is not None else y

    def folded(self):
        """(weight [out][in][3][3], bias [out]) of the plain conv this unit is in evaluation."""
        w = self.conv.weight.detach()
        if self.norm is None:
            return w.clone(), self.conv.bias.detach().clone()
        scale, shift = (t.detach() for t in self.norm.affine())
        return w * scale.view(-1, 1, 1, 1), shift.clone()


class Net(nn.Module):
    def __init__(self, shape):
        super().__init__()
        self.shape = shape
        s, bn = shape, shape.batch_norm
        self.stem = ConvUnit(s.planes, s.channels, bn)
        self.convs = nn.ModuleList(ConvUnit(s.channels, s.channels, bn)
                                   for _ in range(2 * s.blocks))
        self.policy = nn.Conv2d(s.channels, 1, 1)
        self.value1 = nn.Linear(s.channels, s.value_hidden)
        self.value2 = nn.Linear(s.value_hidden, 1)

    def forward(self, planes):
        """(policy logits (n, H*W), value logit (n,)) of planes (n, C, H, W) float; the logits
        of off-board cells are 0; sigmoid(value logit) is the win rate."""
        mask = planes[:, self.shape.mask_plane:self.shape.mask_plane + 1]
        count = mask.sum()
        x = F.relu(self.stem(planes, mask, count)) * mask
        for b in range(self.shape.blocks):
            h = F.relu(self.convs[2 * b](x, mask, count)) * mask
            x = F.relu(self.convs[2 * b + 1](h, mask, count) + x) * mask
        logits = (self.policy(x) * mask).flatten(1)
        mean = x.sum((2, 3)) / mask.sum((2, 3))
        value = self.value2(F.relu(self.value1(mean))).squeeze(1)
        return logits, value

    def layers(self):
        """The plain layers in core/net.h's order, batch norm folded: (weight, bias) float32
        tensors, each weight [out][in][ky][kx] for a conv, [out][in] for a dense layer: stem,
        the blocks' convs, policy conv, value dense 1, value dense 2."""
        out = [self.stem.folded()] + [c.folded() for c in self.convs]
        for m in (self.policy, self.value1, self.value2):
            out.append((m.weight.detach().clone(), m.bias.detach().clone()))
        return [(w.float().cpu(), b.float().cpu()) for w, b in out]

    @staticmethod
    def from_layers(shape, layers):
        """A plain net (no batch norm) of `shape` whose weights are `layers` (as layers())."""
        plain = Shape(**{**shape.as_dict(), "batch_norm": False})
        net = Net(plain)
        units = [net.stem.conv] + [c.conv for c in net.convs] + [net.policy, net.value1,
                                                                  net.value2]
        assert len(units) == len(layers)
        with torch.no_grad():
            for m, (w, b) in zip(units, layers):
                m.weight.copy_(w)
                m.bias.copy_(b)
        return net.eval()


def masked_log_softmax(logits, legal):
    """log softmax of logits (n, H*W) over the legal cells (bool (n, H*W)); 0 elsewhere."""
    masked = logits.masked_fill(~legal, float("-inf"))
    return torch.log_softmax(masked, 1).masked_fill(~legal, 0.0)
