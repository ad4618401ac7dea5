// SPDX-License-Identifier: GPL-3.0-or-later

#include "widgets/log_slider.h"

#include "io/option_spec.h"
#include "widgets/option_spin_box.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QPainter>
#include <QSignalBlocker>
#include <QSlider>
#include <algorithm>
#include <cmath>

namespace blab::ui {

namespace {
// The focus ring's width in pixels, and the margin kept for it.
constexpr int kRing = 2;
} // namespace

LogSlider::LogSlider(double minValue, double maxValue, int decimals, const QString &suffix,
                     bool logarithmic, QWidget *parent)
    : QWidget(parent), m_min(minValue), m_max(maxValue), m_trackMin(minValue), m_trackMax(maxValue),
      m_log(logarithmic && minValue > 0), m_slider(new QSlider(Qt::Horizontal, this)),
      m_spin(new OptionSpinBox(minValue, maxValue, decimals, this))
{
    m_slider->setRange(0, kSteps);
    m_slider->setSingleStep(5);
    m_slider->setPageStep(50);
    m_slider->setMinimumWidth(120);
    m_spin->setSuffix(suffix);
    m_spin->setStepType(QAbstractSpinBox::AdaptiveDecimalStepType);
    m_spin->setKeyboardTracking(false);
    m_spin->setAccelerated(true);
    m_spin->setMinimumWidth(kSpinMinimumWidth);

    auto *layout = new QHBoxLayout(this);
    // Room for the focus ring around the slider.
    layout->setContentsMargins(kRing, kRing, 0, kRing);
    layout->addWidget(m_slider, 1);
    layout->addWidget(m_spin);

    connect(m_slider, &QSlider::valueChanged, this, &LogSlider::onSliderMoved);
    connect(m_spin, &QDoubleSpinBox::valueChanged, this, &LogSlider::onSpinChanged);
    setFocusProxy(m_slider);
    m_slider->installEventFilter(this);
}

LogSlider::LogSlider(const core::OptionSpec &spec, int decimals, const QString &suffix,
                     QWidget *parent)
    : LogSlider(spec.minValue(), spec.maxValue(), decimals, suffix, true, parent)
{
    setObjectName(QString::fromStdString(spec.name()));
    setProperty("option", QString::fromStdString(spec.name()));
}

int LogSlider::positionFor(double value) const
{
    double t = 0.0;
    if (m_log)
        t = std::log(value / m_trackMin) / std::log(m_trackMax / m_trackMin);
    else if (m_trackMax > m_trackMin)
        t = (value - m_trackMin) / (m_trackMax - m_trackMin);
    return static_cast<int>(std::lround(std::clamp(t, 0.0, 1.0) * kSteps));
}

double LogSlider::valueAt(int position) const
{
    const double t = static_cast<double>(position) / kSteps;
    const double v = m_log ? m_trackMin * std::pow(m_trackMax / m_trackMin, t)
                           : m_trackMin + t * (m_trackMax - m_trackMin);
    // Round to what the spin box shows so that slider and box always agree.
    return std::clamp(m_spin->rounded(v), m_min, m_max);
}

double LogSlider::value() const
{
    return m_spin->value();
}

void LogSlider::setValueQuietly(double value)
{
    const QSignalBlocker blockSpin(m_spin);
    const QSignalBlocker blockSlider(m_slider);
    m_spin->setValue(value);
    m_slider->setValue(positionFor(m_spin->value()));
    m_position = m_slider->value();
    fitSpin();
}

// A figure shown with every digit (a model's 8.029995008 × 10⁹ parameters) widens its box rather
// than be cut; the box never shrinks below its starting width.
void LogSlider::fitSpin()
{
    constexpr int kArrowsAndMargins = 40;
    const int needed = m_spin->fontMetrics().horizontalAdvance(m_spin->text()) + kArrowsAndMargins;
    m_spin->setMinimumWidth(std::max(kSpinMinimumWidth, needed));
}

void LogSlider::setValue(double value)
{
    setValueQuietly(value);
    emit valueChanged(m_spin->value());
}

void LogSlider::setTrackRange(double low, double high)
{
    m_trackMin = std::max(low, m_min);
    m_trackMax = std::min(high, m_max);
    const QSignalBlocker block(m_slider);
    m_slider->setValue(positionFor(m_spin->value()));
    m_position = m_slider->value();
}

void LogSlider::setToolTips(const QString &text)
{
    m_slider->setToolTip(text);
    m_spin->setToolTip(text);
}

void LogSlider::onSliderMoved(int position)
{
    double value = valueAt(position);
    // Where the track is coarser than the box's last digit (k near 1 on a six-decade scale), a
    // step of the handle rounds back to the same value and an arrow key would do nothing; the
    // value goes one digit on instead, and the handle to where that value sits.
    // A drag is left alone: there the handle follows the mouse and the value its position.
    const int direction = position > m_position ? 1 : -1;
    if (value == m_spin->value() && position != m_position && !m_slider->isSliderDown()) {
        value = m_spin->nextValue(value, direction);
        const QSignalBlocker blockSlider(m_slider);
        m_slider->setValue(positionFor(value));
    }
    m_position = m_slider->value();
    const QSignalBlocker block(m_spin);
    m_spin->setValue(value);
    fitSpin();
    emit valueChanged(m_spin->value());
}

void LogSlider::onSpinChanged(double value)
{
    const QSignalBlocker block(m_slider);
    m_slider->setValue(positionFor(value));
    m_position = m_slider->value();
    fitSpin();
    emit valueChanged(value);
}

void LogSlider::paintEvent(QPaintEvent *event)
{
    QWidget::paintEvent(event);
    if (!m_slider->hasFocus())
        return;
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(palette().color(QPalette::Highlight), kRing));
    painter.setBrush(Qt::NoBrush);
    const QRectF ring =
        QRectF(m_slider->geometry()).adjusted(-kRing / 2.0, -kRing / 2.0, kRing / 2.0, kRing / 2.0);
    painter.drawRoundedRect(ring, 3, 3);
}

bool LogSlider::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_slider &&
        (event->type() == QEvent::FocusIn || event->type() == QEvent::FocusOut))
        update();
    return QWidget::eventFilter(watched, event);
}

} // namespace blab::ui
