// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QObject>

class QVariantAnimation;

namespace blab::ui {

class LogSlider;

// Moves a slider from one value to another over a given time, evenly along its logarithmic
// track, as a hand dragging it would: every step goes through LogSlider::setValue, so the state
// and the charts follow on the way. Taking hold of the slider (mouse, keys or its box), or any
// other change of its value (a preset button, Reset to defaults), stops the walk where it is; a
// walk that is not stopped ends exactly on its last value.
class SliderWalk : public QObject
{
    Q_OBJECT

public:
    explicit SliderWalk(LogSlider *slider, QObject *parent = nullptr);

    void start(double from, double to, int milliseconds);
    void stop();
    bool isRunning() const;

signals:
    // The walk reached its last value (not sent when it was stopped).
    void finished();

private:
    void step(double fraction);
    // Sets the slider's value as a step of the walk.
    void set(double value);

    LogSlider *m_slider;
    QVariantAnimation *m_animation;
    double m_from = 1.0;
    double m_to = 1.0;
    // The value the walk set last, and whether the walk is setting one now.
    double m_last = 0.0;
    bool m_setting = false;
};

} // namespace blab::ui
