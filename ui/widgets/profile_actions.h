// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QObject>
#include <QPointer>

class QAction;
class QMenu;
class QWidget;

namespace blab::ui {

class WhatIfState;

// The File menu's machine-profile commands: save this machine's profile as JSON, open another
// machine's profile to draw beside it on the roofline, and remove that again. A file that cannot
// be read is refused with its line and the reason, and nothing changes.
class ProfileActions : public QObject
{
    Q_OBJECT

public:
    ProfileActions(WhatIfState *state, QWidget *window);

    // Adds the three commands to menu (again after a language change: the menus are built again).
    void addTo(QMenu *menu);

    void saveProfile();
    void openComparison();
    // Opens path for comparison without a dialog; false and error set when it cannot be read.
    bool openComparison(const QString &path, QString *error);
    void removeComparison();

private:
    void updateEnabled();
    QString startFolder() const;
    void rememberFolder(const QString &path) const;

    WhatIfState *m_state;
    QWidget *m_window;
    QPointer<QAction> m_save;
    QPointer<QAction> m_remove;
};

} // namespace blab::ui
