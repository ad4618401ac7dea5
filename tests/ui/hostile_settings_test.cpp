// SPDX-License-Identifier: GPL-3.0-or-later

// A settings file that is damaged in any way falls back to defaults for what it cannot read;
// nothing crashes and nothing out of range gets in.

#include "gui_fixture.h"
#include "io/option_spec.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSettings>

namespace blab::ui::test {
namespace {

struct DamagedFile
{
    const char *name;
    QByteArray contents;
    // Whether load() must report a problem for the status bar: 1 yes, 0 no, -1 either (what
    // QSettings makes of random bytes is its own business).
    int problem;
};

class DamagedSettings : public GuiTest, public testing::WithParamInterface<DamagedFile>
{
};

TEST_P(DamagedSettings, LoadKeepsEveryInputInRange)
{
    const QString path = QSettings().fileName();
    ASSERT_TRUE(QDir().mkpath(QFileInfo(path).path()));
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
    if (GetParam().problem >= 0) {
        EXPECT_EQ(!state.settingsProblem().isEmpty(), GetParam().problem == 1)
            << state.settingsProblem().toStdString();
    }
    // And the window builds on whatever came out.
    MainWindow window(&state);
    EXPECT_EQ(window.upToDateCharts().size(), 9);
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
        DamagedFile{"empty", QByteArray(), 0},
        DamagedFile{"truncated", QByteArray("[whatif]\nmem-bandwidth=5"), 0},
        DamagedFile{"binary", binary(), -1},
        DamagedFile{"huge", QByteArray("[whatif]\nlink-bandwidth=") + QByteArray(8 << 20, '9'), 1},
        DamagedFile{"out_of_range",
                    QByteArray("[whatif]\nmem-bandwidth=-5\nn=1e30\nk=nan\n"
                               "cards=0\n[cpu]\nsource=measured\n"),
                    1},
        DamagedFile{"wrong_types",
                    QByteArray("[whatif]\nmem-bandwidth=@Variant(\\0\\0\\0\\x7f)\n"
                               "link-bandwidth=fast\n"),
                    1},
        DamagedFile{"unknown_words",
                    QByteArray("[whatif]\noptimizer=lion\nprecision=fp64\ndevice=tpu\n"), 1},
        DamagedFile{"future_version",
                    QByteArray("[settings]\nversion=99\n[whatif]\nlink-bandwidth=25\n"), 1}),
    [](const auto &info) { return std::string(info.param.name); });

using Settings = GuiTest;

// A newer version's settings are not ours to rewrite: loading falls back to defaults and saving
// leaves the file byte for byte as it was.
TEST_F(Settings, FutureVersionIsLeftUntouched)
{
    const QString path = QSettings().fileName();
    ASSERT_TRUE(QDir().mkpath(QFileInfo(path).path()));
    const QByteArray future("[settings]\nversion=99\n[whatif]\nlink-bandwidth=25\nnew-thing=1\n");
    {
        QFile file(path);
        ASSERT_TRUE(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(future);
    }
    WhatIfState state;
    state.load();
    EXPECT_DOUBLE_EQ(state.inputs().linkGBs, 12.0);
    EXPECT_TRUE(state.settingsProblem().contains(QStringLiteral("newer version")));
    state.modify([](core::WhatIfInputs &in) { in.linkGBs = 40; });
    state.save();
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    EXPECT_EQ(file.readAll(), future);
}

// Inputs that cannot be written (the settings folder's place is taken by a file, which stops
// root too) are reported, so that the program can say so when the window closes.
using SettingsSave = GuiTest;

TEST_F(SettingsSave, InputsThatCannotBeSavedAreReported)
{
    const QString folder = QFileInfo(QSettings().fileName()).path();
    QDir(folder).removeRecursively();
    ASSERT_TRUE(QDir().mkpath(QFileInfo(folder).path()));
    {
        QFile blocker(folder);
        ASSERT_TRUE(blocker.open(QIODevice::WriteOnly));
    }
    WhatIfState state;
    state.modify([](core::WhatIfInputs &in) { in.linkGBs = 40; });
    EXPECT_FALSE(state.save());
    EXPECT_TRUE(WhatIfState::notSaved().contains(QSettings().fileName()));
    QFile::remove(folder);
    EXPECT_TRUE(state.save());
}

} // namespace
} // namespace blab::ui::test
