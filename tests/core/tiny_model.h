// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/model_spec.h"

namespace blab::core::test {

// Two layers of hidden 64, four heads of 16 (two key/value heads), a gated MLP of 128 and a
// vocabulary of 100, untied: per layer 2·64·64 + 2·64·32 = 12 288 attention and 3·64·128 = 24 576
// MLP weights; 80 128 in products with the output projection (100·64), 86 528 in all. The
// training tests work their figures by hand from it.
inline ModelSpec tinyModel()
{
    ModelSpec m;
    m.id = "tiny";
    m.name = "Tiny";
    m.layers = 2;
    m.hidden = 64;
    m.heads = 4;
    m.kvHeads = 2;
    m.headDim = 16;
    m.mlpHidden = 128;
    m.vocab = 100;
    m.maxContext = 64;
    return m;
}

} // namespace blab::core::test
