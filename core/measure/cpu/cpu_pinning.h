// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <sched.h>

namespace blab::core {

// Holds the calling thread's set of CPUs and puts it back when it goes out of scope. ThreadTeam
// runs job 0 on the calling thread, so a team that pins itself pins its caller too; a CpuPinning
// around each team run keeps the threads the caller starts later from inheriting one CPU (which
// once put both threads of a two-thread bandwidth run on the same CPU).
class CpuPinning
{
public:
    CpuPinning();
    ~CpuPinning();
    CpuPinning(const CpuPinning &) = delete;
    CpuPinning &operator=(const CpuPinning &) = delete;

    // Pins the calling thread to the index-th CPU of the set held, the one the caller had when
    // this was made; quietly does nothing where the system refuses or the CPUs are fewer than
    // index + 1. Threads that stay on one CPU keep their caches and their memory close, which is
    // what a bandwidth figure needs.
    void pin(int index) const;

private:
    cpu_set_t m_set;
    bool m_saved = false;
};

} // namespace blab::core
