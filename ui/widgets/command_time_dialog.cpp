// SPDX-License-Identifier: GPL-3.0-or-later

#include "widgets/command_time_dialog.h"

#include "io/option_spec.h"
#include "text/kernels_text.h"
#include "text/labels.h"
#include "widgets/option_spin_box.h"
#include "widgets/whole_spin_box.h"
#include "workers/command_time_worker.h"
#include "workers/worker_thread.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QProcess>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>
#include <algorithm>

namespace blab::ui {

CommandTimeDialog::CommandTimeDialog(const Environment &environment, QWidget *parent)
    : QDialog(parent), m_environment(environment), m_worker(new CommandTimeWorker),
      m_thread(new WorkerThread(m_worker, this)), m_command(new QLineEdit(this)),
      m_flops(new OptionSpinBox(core::OptionSpec::kernelFlops, 0, this)),
      m_bytes(new OptionSpinBox(core::OptionSpec::kernelBytes, 0, this)),
      m_runs(new WholeSpinBox(this)), m_name(new QLineEdit(this)), m_precision(new QComboBox(this)),
      m_progress(new QProgressBar(this)), m_message(new QLabel(this)),
      m_run(new QPushButton(tr("&Run"), this)), m_stop(new QPushButton(tr("&Stop"), this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Close, this))
{
    setWindowTitle(tr("Time a command"));
    setObjectName(QStringLiteral("commandTimeDialog"));
    m_command->setObjectName(QStringLiteral("timeCommand"));
    m_flops->setObjectName(QStringLiteral("timeFlops"));
    m_bytes->setObjectName(QStringLiteral("timeBytes"));
    m_runs->setObjectName(QStringLiteral("timeRuns"));
    m_name->setObjectName(QStringLiteral("timeName"));
    m_precision->setObjectName(QStringLiteral("timePrecision"));
    m_run->setObjectName(QStringLiteral("timeRun"));
    m_stop->setObjectName(QStringLiteral("timeStop"));
    m_command->setPlaceholderText(QStringLiteral("./my_kernel --size 4096"));
    m_command->setToolTip(
        tr("The command to time, run without a shell: words are split at spaces, and quotes "
           "(\"…\") keep spaces in a word; nothing else is special, so a pipe or a $VARIABLE "
           "goes to the program as it is written. It runs in the folder the window started in."));
    m_flops->setValue(2e9);
    m_bytes->setValue(1.2e7);
    m_flops->setToolTip(tr("The floating-point operations one run of the command does."));
    m_bytes->setToolTip(tr("The bytes one run moves to and from memory."));
    m_runs->setRange(static_cast<int>(core::OptionSpec::runs.minValue()),
                     static_cast<int>(core::OptionSpec::runs.maxValue()));
    m_runs->setValue(5);
    m_runs->setToolTip(tr("How often the command runs; the fastest run counts, since "
                          "interruptions only ever slow a run down."));
    m_name->setText(tr("my command"));
    m_name->setMaxLength(static_cast<int>(core::UserKernel::kMaxName));
    m_precision->addItem(tr("FP32"), QStringLiteral("fp32"));
    m_precision->addItem(tr("FP64"), QStringLiteral("fp64"));
    m_message->setWordWrap(true);
    m_message->setTextFormat(Qt::PlainText);
    m_message->setObjectName(QStringLiteral("timeMessage"));
    buildLayout();
    setRunning(false);
    connect(m_run, &QPushButton::clicked, this, &CommandTimeDialog::start);
    connect(m_stop, &QPushButton::clicked, this, [this] { m_worker->cancel(); });
    connect(m_buttons, &QDialogButtonBox::rejected, this, &CommandTimeDialog::reject);
    connect(m_worker, &CommandTimeWorker::progress, this, [this](int done, int total) {
        m_progress->setMaximum(total);
        m_progress->setValue(done);
    });
    connect(m_worker, &CommandTimeWorker::finished, this, &CommandTimeDialog::onFinished);
    connect(m_worker, &CommandTimeWorker::failed, this, &CommandTimeDialog::onFailed);
}

CommandTimeDialog::~CommandTimeDialog()
{
    // Stops a run under way before the worker goes: its command's process group is killed.
    m_thread->stop();
}

void CommandTimeDialog::setEntries(const Entries &entries)
{
    m_command->setText(entries.command);
    m_flops->setValue(entries.flops);
    m_bytes->setValue(entries.bytes);
    m_runs->setValue(entries.runs);
    if (!entries.name.isEmpty())
        m_name->setText(entries.name);
    m_precision->setCurrentIndex(entries.precision);
}

CommandTimeDialog::Entries CommandTimeDialog::entries() const
{
    return {m_command->text(), m_flops->value(),         m_bytes->value(),
            m_runs->value(),   m_name->text().trimmed(), m_precision->currentIndex()};
}

void CommandTimeDialog::buildLayout()
{
    auto *form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    // A command with its arguments and a path reads whole in about seventy characters.
    m_command->setMinimumWidth(m_command->fontMetrics().horizontalAdvance(QLatin1Char('x')) * 70);
    form->addRow(tr("&Command:"), m_command);
    form->addRow(tr("&FLOPs per run:"), m_flops);
    form->addRow(tr("&Bytes per run:"), m_bytes);
    form->addRow(tr("R&uns:"), m_runs);
    form->addRow(tr("&Name:"), m_name);
    form->addRow(tr("&Precision:"), m_precision);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_run);
    buttons->addWidget(m_stop);
    buttons->addWidget(m_progress, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setSizeConstraint(QLayout::SetMinimumSize);
    layout->addLayout(form);
    layout->addLayout(buttons);
    layout->addWidget(m_message);
    layout->addStretch();
    layout->addWidget(m_buttons);
    m_run->setDefault(true);
    m_buttons->button(QDialogButtonBox::Close)->setAutoDefault(false);
    setMinimumWidth(480);
}

bool CommandTimeDialog::check(core::UserKernel &kernel, QStringList &words, QString &problem) const
{
    words = QProcess::splitCommand(m_command->text());
    if (words.isEmpty()) {
        problem = tr("Type the command to time.");
        return false;
    }
    // The same checks as a --kernel spec's, with a placeholder time the runs replace.
    const QByteArray name = m_name->text().trimmed().toUtf8();
    std::string why;
    kernel = {};
    kernel.name = name.toStdString();
    kernel.flops = m_flops->value();
    kernel.bytes = m_bytes->value();
    kernel.seconds = 1.0;
    kernel.precision = m_precision->currentData().toString().toStdString();
    core::UserKernel back;
    if (name.isEmpty() || !core::UserKernel::parse(kernel.spec(), back, why)) {
        problem = KernelsText::badName();
        return false;
    }
    return true;
}

void CommandTimeDialog::start()
{
    QStringList words;
    QString problem;
    if (!check(m_kernel, words, problem)) {
        m_message->setText(problem);
        return;
    }
    core::CommandTiming timing;
    for (const QString &w : words)
        timing.words.push_back(w.toStdString());
    timing.runs = m_runs->value();
    timing.setEnv = m_environment.first;
    timing.unsetEnv = m_environment.second;
    timing.keepErrors = true;
    m_progress->setRange(0, timing.runs);
    m_progress->setValue(0);
    m_message->setText(tr("Running %1 …").arg(words.join(QLatin1Char(' '))));
    setRunning(true);
    m_worker->arm();
    QMetaObject::invokeMethod(m_worker, [worker = m_worker, timing] { worker->run(timing); });
}

void CommandTimeDialog::onFinished(const QList<double> &seconds)
{
    setRunning(false);
    m_runSeconds.assign(seconds.begin(), seconds.end());
    m_kernel.seconds = *std::min_element(seconds.begin(), seconds.end());
    accept();
}

void CommandTimeDialog::onFailed(const QString &message)
{
    setRunning(false);
    m_message->setText(message);
    // Back to the command, so that Enter after a correction runs it again.
    m_command->setFocus();
}

void CommandTimeDialog::setRunning(bool running)
{
    m_running = running;
    m_run->setEnabled(!running);
    m_stop->setEnabled(running);
    m_progress->setVisible(running);
    for (QWidget *w :
         std::initializer_list<QWidget *>{m_command, m_flops, m_bytes, m_runs, m_name, m_precision})
        w->setEnabled(!running);
}

void CommandTimeDialog::reject()
{
    // Closing stops the runs; nothing is added.
    if (m_running)
        m_worker->cancel();
    QDialog::reject();
}

} // namespace blab::ui
