// SPDX-License-Identifier: GPL-3.0-or-later

#include "widgets/slider_walk.h"

#include "widgets/log_slider.h"

#include <QSlider>
#include <QVariantAnimation>
#include <cmath>

namespace blab::ui {

SliderWalk::SliderWalk(LogSlider *slider, QObject *parent)
    : QObject(parent), m_slider(slider), m_animation(new QVariantAnimation(this))
{
    m_animation->setStartValue(0.0);
    m_animation->setEndValue(1.0);
    connect(m_animation, &QVariantAnimation::valueChanged, this,
            [this](const QVariant &value) { step(value.toDouble()); });
    connect(m_animation, &QVariantAnimation::finished, this, [this] {
        set(m_to);
        emit finished();
    });
    // Any value the walk did not set stops it: the user's drag, key or typed value, a preset
    // button. A press on the handle stops it before the value moves.
    connect(m_slider, &LogSlider::valueChanged, this, [this] {
        if (!m_setting)
            stop();
    });
    connect(m_slider->slider(), &QSlider::sliderPressed, this, &SliderWalk::stop);
}

void SliderWalk::set(double value)
{
    m_setting = true;
    m_slider->setValue(value);
    m_setting = false;
    m_last = m_slider->value();
}

void SliderWalk::start(double from, double to, int milliseconds)
{
    m_animation->stop();
    m_from = from;
    m_to = to;
    set(from);
    m_animation->setDuration(milliseconds);
    m_animation->start();
}

void SliderWalk::stop()
{
    m_animation->stop();
}

bool SliderWalk::isRunning() const
{
    return m_animation->state() == QAbstractAnimation::Running;
}

void SliderWalk::step(double fraction)
{
    if (!isRunning())
        return;
    // A value set quietly since the last step (Reset to defaults redraws the slider without a
    // signal) is someone else's: the walk gives way.
    if (m_slider->value() != m_last) {
        stop();
        return;
    }
    // Even steps on a log scale: a decade takes as long as the next one.
    const double value = m_from > 0 && m_to > 0 ? m_from * std::pow(m_to / m_from, fraction)
                                                : m_from + (m_to - m_from) * fraction;
    set(value);
}

} // namespace blab::ui
