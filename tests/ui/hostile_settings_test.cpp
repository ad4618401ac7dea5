// A settings file that is damaged in any way falls back to defaults for what it cannot read;
// nothing crashes and nothing out of range gets in.

#include "core/option_spec.h"
#include "gui_fixture.h"

#include <QFile>
#include <QSettings>

namespace blab::ui::test {
namespace {

struct DamagedFile
{
    const char *name;
    QByteArray contents;
};

class DamagedSettings : public GuiTest, public testing::WithParamInterface<DamagedFile>
{
};

TEST_P(DamagedSettings, LoadKeepsEveryInputInRange)
{
    const QString path = QSettings().fileName();
    {
        QFile file(path);
        ASSERT_TRUE(file.open(QIODevice::WriteOnly | QIODevice::Truncate)) << path.toStdString();
        file.write(GetParam().contents);
    }
    WhatIfState state;
    state.load();
    state.flush();
    const core::WhatIfInputs &in = state.inputs();
    using core::OptionSpec;
    EXPECT_EQ(OptionSpec::memBandwidth.check(in.memBandwidthGBs), "");
    EXPECT_EQ(OptionSpec::linkBandwidth.check(in.linkGBs), "");
    EXPECT_EQ(OptionSpec::accelTflops.check(in.accelTflops), "");
    EXPECT_EQ(OptionSpec::n.check(in.n), "");
    EXPECT_EQ(OptionSpec::k.check(in.k), "");
    EXPECT_EQ(OptionSpec::cards.check(in.cards), "");
    EXPECT_GT(state.cpuGflops(), 0.0);
    // And the window builds on whatever came out.
    MainWindow window(&state);
    EXPECT_EQ(window.charts().size(), 7);
}

QByteArray binary()
{
    QByteArray bytes;
    for (int i = 0; i < 4096; ++i)
        bytes.append(static_cast<char>((i * 131 + 7) % 256));
    return bytes;
}

INSTANTIATE_TEST_SUITE_P(
    Files, DamagedSettings,
    testing::Values(
        DamagedFile{"empty", QByteArray()},
        DamagedFile{"truncated", QByteArray("[whatif]\nmem-bandwidth=5")},
        DamagedFile{"binary", binary()},
        DamagedFile{"huge", QByteArray("[whatif]\nlink-bandwidth=") + QByteArray(8 << 20, '9')},
        DamagedFile{"out_of_range", QByteArray("[whatif]\nmem-bandwidth=-5\nn=1e30\nk=nan\n"
                                               "cards=0\n[cpu]\nsource=measured\n")},
        DamagedFile{"wrong_types", QByteArray("[whatif]\nmem-bandwidth=@Variant(\\0\\0\\0\\x7f)\n"
                                              "link-bandwidth=fast\n")},
        DamagedFile{"future_version",
                    QByteArray("[general]\nversion=99\n[whatif]\nlink-bandwidth=25\n")}),
    [](const auto &info) { return std::string(info.param.name); });

} // namespace
} // namespace blab::ui::test
