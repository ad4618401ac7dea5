// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// Whether processes have ended, for tests that check that nothing is left behind. A process
// killed but not yet reaped by init shows as a zombie; it is gone for this purpose.

#include <chrono>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>

namespace blab::test {

// Waits up to two seconds for the process to end.
inline bool processGone(int pid)
{
    for (int i = 0; i < 200; ++i) {
        std::ifstream stat("/proc/" + std::to_string(pid) + "/stat");
        std::string pidText, name, state;
        if (!(stat >> pidText >> name >> state) || state == "Z")
            return true;
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    return false;
}

// Waits up to two seconds for every process of the group to end.
inline bool processGroupGone(int group)
{
    for (int attempt = 0; attempt < 200; ++attempt) {
        int live = 0;
        for (const auto &entry : std::filesystem::directory_iterator("/proc")) {
            std::ifstream stat(entry.path() / "stat");
            std::string line;
            if (!std::getline(stat, line) || line.rfind(')') == std::string::npos)
                continue;
            // pid (name) state ppid pgrp ...; the name may hold spaces, so read after ')'.
            std::istringstream rest(line.substr(line.rfind(')') + 1));
            std::string state;
            int parent = 0, pgrp = 0;
            if (rest >> state >> parent >> pgrp && pgrp == group && state != "Z")
                ++live;
        }
        if (live == 0)
            return true;
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    return false;
}

} // namespace blab::test
