#pragma once

// Whether a process has ended, for tests that check that nothing is left behind. A process
// killed but not yet reaped by init shows as a zombie; it is gone for this purpose.

#include <chrono>
#include <fstream>
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

} // namespace blab::test
