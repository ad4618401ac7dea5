// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "widgets/option_spin_box.h"

#include <QWidget>
#include <utility>

class QSlider;

namespace blab::core {
class OptionSpec;
}

namespace blab::ui {

// A slider with a spin box beside it. Ranges that span decades move along a logarithmic scale, so
// every decade gets the same length of track; the spin box takes an exact value.
class LogSlider : public QWidget
{
    Q_OBJECT

public:
    LogSlider(double minValue, double maxValue, int decimals, const QString &suffix,
              bool logarithmic = true, QWidget *parent = nullptr);
    // Over the whole range of an option, so that every value the command line accepts can be
    // shown. Its "option" property names the option (the option table's tests find it by that);
    // the tab gives it an object name of its own.
    LogSlider(const core::OptionSpec &spec, int decimals, const QString &suffix,
              QWidget *parent = nullptr);

    double value() const;
    // Sets the value without emitting valueChanged, for programmatic updates.
    void setValueQuietly(double value);
    // Sets the value as a user would, emitting valueChanged.
    void setValue(double value);
    void setToolTips(const QString &text);
    // The track spans low to high only (the box still takes the whole range): a short drag then
    // moves by what people try, not from a hundredth to a hundred thousand. A value beyond the
    // track puts the handle at its end.
    void setTrackRange(double low, double high);
    std::pair<double, double> trackRange() const { return {m_trackMin, m_trackMax}; }

    QSlider *slider() const { return m_slider; }
    QDoubleSpinBox *spinBox() const { return m_spin; }

    static constexpr int kSteps = 1000;

signals:
    void valueChanged(double value);

protected:
    // The focus ring: the style's own is a faint dotted line, easy to lose on a page of sliders,
    // so the slider is framed in the highlight colour while it has the keyboard.
    void paintEvent(QPaintEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    static constexpr int kSpinMinimumWidth = 100;
    void fitSpin();
    int positionFor(double value) const;
    double valueAt(int position) const;
    void onSliderMoved(int position);
    void onSpinChanged(double value);

    double m_min;
    double m_max;
    // The track's ends: the whole range unless setTrackRange narrowed it.
    double m_trackMin;
    double m_trackMax;
    bool m_log;
    QSlider *m_slider;
    OptionSpinBox *m_spin;
    // Where the handle was before the last move, to tell which way a key moved it.
    int m_position = 0;
};

} // namespace blab::ui
