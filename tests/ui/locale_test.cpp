// SPDX-License-Identifier: GPL-3.0-or-later

// The window on a machine set to German: QApplication sets the C library's locale from LC_ALL, and
// de_DE writes a decimal comma. What the window saves must read back the same at the next start,
// and a figure typed into a box must mean what it says.

#include "catalog/device_spec.h"
#include "gui_fixture.h"
#include "measure/profile/machine_profile.h"
#include "tabs/intensity_tab.h"
#include "widgets/log_slider.h"

#include <QDoubleSpinBox>
#include <QTest>
#include <clocale>
#include <cstdlib>
#include <cstring>
#include <string>

namespace blab::ui::test {
namespace {

constexpr const char *kGerman = "de_DE.UTF-8";

class CommaLocale : public GuiTest
{
protected:
    void SetUp() override
    {
        m_previous = std::setlocale(LC_ALL, nullptr);
        if (!std::setlocale(LC_ALL, kGerman)) {
            const char *ci = std::getenv("CI");
            if (ci && std::strcmp(ci, "true") == 0)
                FAIL() << kGerman << " is missing; packaging/install-deps.sh generates it";
            GTEST_SKIP() << kGerman << " is not installed here (packaging/install-deps.sh)";
        }
        GuiTest::SetUp();
    }

    void TearDown() override
    {
        GuiTest::TearDown();
        std::setlocale(LC_ALL, m_previous.c_str());
    }

    // Closes the window and starts again from what was saved, as the next start does.
    void restart()
    {
        m_state->save();
        m_window.reset();
        m_state = std::make_unique<WhatIfState>();
        m_state->load();
        m_state->flush();
        m_window = std::make_unique<MainWindow>(m_state.get());
        settle();
    }

    QDoubleSpinBox *bandwidthBox() const
    {
        return test::child<LogSlider>(m_window->intensityTab(), "intensityBandwidth")->spinBox();
    }

    // Types text into box and presses Return, as a person does.
    static void typeAndReturn(QDoubleSpinBox *box, const QString &text)
    {
        box->setFocus();
        box->selectAll();
        QTest::keyClicks(box, text);
        QTest::keyClick(box, Qt::Key_Return);
    }

    std::string m_previous;
};

core::MachineProfile profileWithFractions()
{
    core::MachineProfile p;
    p.threads = 2;
    p.isa = "AVX2";
    p.peakGflops1 = 79.5085;
    p.peakGflops = 159.017;
    p.stream.triadGBs = 26.25;
    p.stream1.triadGBs = 13.125;
    p.sgemmGflops = 64.75;
    p.sweep = {{64, 30.5}, {128, 50.25}};
    return p;
}

TEST_F(CommaLocale, TheCLibraryWritesACommaHere)
{
    // What the rest of this suite stands on: without a comma here it would prove nothing.
    char text[16];
    std::snprintf(text, sizeof text, "%.2f", 1.5);
    EXPECT_STREQ(text, "1,50");
}

TEST_F(CommaLocale, AProfileSurvivesARestart)
{
    m_state->setProfile(profileWithFractions());
    restart();
    ASSERT_TRUE(m_state->profile().has_value()) << "the measured profile was lost";
    EXPECT_EQ(m_state->profile()->peakGflops, 159.017);
    EXPECT_EQ(m_state->profile()->stream.triadGBs, 26.25);
    ASSERT_EQ(m_state->profile()->sweep.size(), 2u);
    EXPECT_EQ(m_state->profile()->sweep[1].gflops, 50.25);
}

TEST_F(CommaLocale, UserDevicesSurviveARestart)
{
    core::DeviceSpec d;
    d.id = "my_card";
    d.name = "My card";
    d.fp32Tflops = 12.75;
    d.bf16Tflops = 25.5;
    d.memBandwidthGBs = 448.5;
    d.watts = 170.5;
    d.memoryGB = 11.5;
    d.pcieGen = 4;
    d.pcieLanes = 16;
    d.source = "typed in";
    d.user = true;
    ASSERT_EQ(m_state->setUserDevices({d}), QString());
    restart();
    ASSERT_EQ(m_state->userDevices().size(), 1u) << "the user's devices were lost";
    const core::DeviceSpec &back = m_state->userDevices()[0];
    EXPECT_EQ(back.fp32Tflops, 12.75);
    EXPECT_EQ(back.bf16Tflops.value_or(0), 25.5);
    EXPECT_EQ(back.memBandwidthGBs, 448.5);
    EXPECT_EQ(back.watts, 170.5);
    EXPECT_EQ(back.memoryGB, 11.5);
}

TEST_F(CommaLocale, InputsSurviveARestart)
{
    m_state->modify([](core::WhatIfInputs &in) {
        in.memBandwidthGBs = 47.5;
        in.linkGBs = 31.5;
        in.accelTflops = 19.5;
    });
    m_state->flush();
    restart();
    EXPECT_EQ(m_state->inputs().memBandwidthGBs, 47.5);
    EXPECT_EQ(m_state->inputs().linkGBs, 31.5);
    EXPECT_EQ(m_state->inputs().accelTflops, 19.5);
}

TEST_F(CommaLocale, ATypedPointIsRead)
{
    typeAndReturn(bandwidthBox(), QStringLiteral("47.5"));
    settle();
    EXPECT_EQ(bandwidthBox()->value(), 47.5);
    // Tab 3's box sets the roofline's own bandwidth.
    EXPECT_EQ(m_state->inputs().rooflineBandwidthGBs.value_or(0), 47.5);
}

TEST_F(CommaLocale, ATypedCommaIsRefusedNotReadAsAnotherNumber)
{
    const double shown = bandwidthBox()->value();
    const auto before = m_state->inputs().rooflineBandwidthGBs;
    typeAndReturn(bandwidthBox(), QStringLiteral("47,5"));
    settle();
    EXPECT_EQ(bandwidthBox()->value(), shown);
    EXPECT_EQ(m_state->inputs().rooflineBandwidthGBs, before);
    const QString said = bandwidthBox()->property("refusal").toString();
    EXPECT_TRUE(said.contains(QStringLiteral("47.5"))) << said.toStdString();
}

} // namespace
} // namespace blab::ui::test
