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

// Two layers of hidden 64, eight heads of 16 (two key/value heads), 8 experts of width 32 with
// 2 per token and one shared expert of 32: per layer attention 64·128 + 64·64 + 128·64 =
// 20 480, router 64·8 = 512, each expert 3·64·32 = 6 144; vocabulary 100. The serving layout's
// and speculative decoding's tests work their figures by hand from it.
inline ModelSpec smallMixture()
{
    ModelSpec m;
    m.id = "small_moe";
    m.name = "Small MoE";
    m.layers = 2;
    m.hidden = 64;
    m.heads = 8;
    m.kvHeads = 2;
    m.headDim = 16;
    m.mlpHidden = 32;
    m.vocab = 100;
    m.experts = 8;
    m.activeExperts = 2;
    m.sharedExperts = 1;
    m.maxContext = 4096;
    return m;
}

} // namespace blab::core::test
