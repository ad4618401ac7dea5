// SPDX-License-Identifier: GPL-3.0-or-later

// Hugging Face config.json files read into model shapes: each published config (copies in
// tests/core/data/hf, see its README) gives the shape the catalog ships for the model, and what
// the program does not model is refused with its reason.

#include "catalog/hf_config_import.h"
#include "catalog/model_catalog_file.h"

#include <algorithm>
#include <fstream>
#include <gtest/gtest.h>
#include <sstream>
#include <string>

namespace blab::core {
namespace {

std::string config(const std::string &name)
{
    std::ifstream in(std::string(BLAB_TEST_DATA_DIR) + "/hf/" + name + ".json");
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

struct ImportRow
{
    const char *file;
    const char *catalogId;
};

TEST(HfConfigImport, ThePublishedConfigsGiveTheCatalogsShapes)
{
    for (const ImportRow &row :
         {ImportRow{"deepseek_v3", "deepseek_v3"}, ImportRow{"kimi_k25", "kimi_k25"},
          ImportRow{"qwen3_235b_a22b", "qwen3_235b_a22b"},
          ImportRow{"gpt_oss_120b", "gpt_oss_120b"},
          ImportRow{"llama4_maverick", "llama4_maverick"},
          ImportRow{"llama31_405b", "llama31_405b"}, ImportRow{"mixtral_8x7b", "mixtral_8x7b"}}) {
        const HfConfigImport::Result r = HfConfigImport::read(config(row.file), "mine", "");
        ASSERT_TRUE(r.ok()) << row.file << ": " << r.error;
        const ModelSpec &m = r.model;
        const ModelSpec &shipped = *ModelCatalogFile::find(row.catalogId);
        EXPECT_EQ(m.id, "mine");
        EXPECT_EQ(m.name, "mine");
        EXPECT_TRUE(m.user);
        EXPECT_DOUBLE_EQ(m.totalParameters(), shipped.totalParameters()) << row.file;
        EXPECT_DOUBLE_EQ(m.activeParameters(), shipped.activeParameters()) << row.file;
        EXPECT_DOUBLE_EQ(m.nextnParameters(), shipped.nextnParameters()) << row.file;
        EXPECT_DOUBLE_EQ(m.kvBytesAtContext(32768, KvDtype::Fp8),
                         shipped.kvBytesAtContext(32768, KvDtype::Fp8))
            << row.file;
        EXPECT_EQ(m.kindId(), shipped.kindId()) << row.file;
        EXPECT_EQ(m.maxContext, shipped.maxContext) << row.file;
        EXPECT_EQ(m.moeLayers(), shipped.moeLayers()) << row.file;
    }
}

TEST(HfConfigImport, ListsTheFieldsTheShapeDoesNotUse)
{
    const HfConfigImport::Result r = HfConfigImport::read(config("deepseek_v3"), "x", "X");
    ASSERT_TRUE(r.ok());
    const auto ignored = [&r](const char *key) {
        return std::find(r.ignored.begin(), r.ignored.end(), key) != r.ignored.end();
    };
    EXPECT_TRUE(ignored("rope_scaling"));
    EXPECT_TRUE(ignored("quantization_config"));
    EXPECT_FALSE(ignored("kv_lora_rank"));
    EXPECT_FALSE(ignored("num_hidden_layers"));
    EXPECT_EQ(r.model.name, "X");
    // A wrapper's own members and its text model's, each named where it is.
    const HfConfigImport::Result kimi = HfConfigImport::read(config("kimi_k25"), "k", "");
    ASSERT_TRUE(kimi.ok());
    EXPECT_NE(std::find(kimi.ignored.begin(), kimi.ignored.end(), "vision_config"),
              kimi.ignored.end());
    EXPECT_NE(std::find(kimi.ignored.begin(), kimi.ignored.end(), "text_config.rope_scaling"),
              kimi.ignored.end());
}

TEST(HfConfigImport, RefusesWhatItDoesNotModelSayingWhat)
{
    using P = HfConfigImport::Problem;
    const HfConfigImport::Result sparse = HfConfigImport::read(config("deepseek_v32"), "x", "");
    EXPECT_EQ(sparse.problem, P::SparseAttention);
    EXPECT_EQ(sparse.architecture, "DeepseekV32ForCausalLM");
    const HfConfigImport::Result unknown = HfConfigImport::read(config("minimax_m3"), "x", "");
    EXPECT_EQ(unknown.problem, P::UnknownArchitecture);
    EXPECT_NE(unknown.error.find("MiniMaxM3ForCausalLM"), std::string::npos);
    EXPECT_EQ(HfConfigImport::read("[1, 2]", "x", "").problem, P::NotAConfig);
    EXPECT_EQ(HfConfigImport::read("{", "x", "").problem, P::NotAConfig);
    // A known architecture whose numbers the catalog refuses, in the catalog's words.
    const HfConfigImport::Result zero = HfConfigImport::read(
        R"({"architectures": ["LlamaForCausalLM"], "num_hidden_layers": 0})", "x", "");
    EXPECT_EQ(zero.problem, P::ShapeRefused);
    const HfConfigImport::Result dense = HfConfigImport::read(
        R"({"architectures": ["Qwen3MoeForCausalLM"], "mlp_only_layers": [0]})", "x", "");
    EXPECT_EQ(dense.problem, P::DenseAmongMixture);
}

TEST(HfConfigImport, TellsAConfigFromAModelsFileAndMakesIds)
{
    EXPECT_TRUE(HfConfigImport::looksLikeConfig(config("llama31_405b")));
    EXPECT_FALSE(HfConfigImport::looksLikeConfig(
        R"({"format": "bottleneck-lab-models", "version": 1, "models": []})"));
    EXPECT_FALSE(HfConfigImport::looksLikeConfig("not json"));
    EXPECT_EQ(HfConfigImport::idFrom("DeepSeek-V3"), "deepseek-v3");
    EXPECT_EQ(HfConfigImport::idFrom("Llama 3.1 405B"), "llama_3_1_405b");
    EXPECT_EQ(HfConfigImport::idFrom("__x__"), "x");
    EXPECT_EQ(HfConfigImport::idFrom("模型"), "model");
    EXPECT_EQ(HfConfigImport::idFrom(std::string(100, 'a')).size(), 64u);
}

} // namespace
} // namespace blab::core
