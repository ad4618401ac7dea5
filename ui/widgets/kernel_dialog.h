// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/device_spec.h"
#include "kernels/kernel_shapes.h"
#include "kernels/user_kernel.h"

#include <QDialog>
#include <QHash>
#include <optional>
#include <vector>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QStackedWidget;

namespace blab::ui {

class OptionSpinBox;

// Adds one of the user's kernels to tab 3's list: what it does (FLOPs and bytes as counted, or
// a shape that core's KernelShapes counts), how long it took (or how fast it ran), and where it
// ran (this CPU or a catalog device, at one of its precisions). What the kernel comes to is
// shown below the fields as they change; a name the command line would refuse is refused here.
class KernelDialog : public QDialog
{
    Q_OBJECT

public:
    KernelDialog(const std::vector<core::DeviceSpec> &devices, QWidget *parent = nullptr);

    // The kernel as entered; valid after the dialog was accepted.
    const core::UserKernel &kernel() const { return m_kernel; }

    // The kinds of work the "What it does" box offers, in its order.
    enum Work
    {
        Counts,
        Matmul,
        Elementwise,
        Rows,
        Conv2d,
        Attention,
        WorkCount
    };

    void accept() override;

private:
    void buildFields();
    void buildLayout();
    void connectSignals();
    QWidget *buildCounts();
    // One page of a shape's whole-number fields, from {key, label, default} rows.
    QWidget *buildShapePage(Work work);
    void fillPrecisions();
    void restoreChoice();
    void followFormat();
    int formatIndex() const;
    // The FLOPs and bytes the fields give; empty where a shape has no kernel.
    std::optional<core::Operation> operation() const;
    std::optional<core::Operation> shapeOperation() const;
    double field(const char *key) const;
    // The kernel the fields give, with a refusal in the window's language when they give none.
    std::optional<core::UserKernel> entered(QString &problem) const;
    // The name typed, or one made from the work where none was.
    QString name() const;
    void showPage(int index);
    void updatePreview();

    std::vector<core::DeviceSpec> m_devices;
    QLineEdit *m_name;
    QComboBox *m_work;
    QStackedWidget *m_pages;
    QComboBox *m_elementType;
    QComboBox *m_rowOperation;
    QCheckBox *m_fused;
    QComboBox *m_timeKind;
    OptionSpinBox *m_milliseconds;
    OptionSpinBox *m_gflops;
    QStackedWidget *m_timePages;
    QComboBox *m_device;
    QComboBox *m_precision;
    QLabel *m_preview;
    QDialogButtonBox *m_buttons;
    QHash<QString, OptionSpinBox *> m_fields;
    core::UserKernel m_kernel;
};

} // namespace blab::ui
