// SPDX-License-Identifier: GPL-3.0-or-later

#include "measure/cpu/cpu_pinning.h"

#include <pthread.h>

namespace blab::core {

CpuPinning::CpuPinning()
{
    m_saved = sched_getaffinity(0, sizeof(m_set), &m_set) == 0;
}

CpuPinning::~CpuPinning()
{
    if (m_saved)
        sched_setaffinity(0, sizeof(m_set), &m_set);
}

void CpuPinning::pin(int index) const
{
    if (!m_saved)
        return;
    int seen = 0;
    for (int cpu = 0; cpu < CPU_SETSIZE; ++cpu) {
        if (!CPU_ISSET(cpu, &m_set))
            continue;
        if (seen++ == index) {
            cpu_set_t one;
            CPU_ZERO(&one);
            CPU_SET(cpu, &one);
            pthread_setaffinity_np(pthread_self(), sizeof(one), &one);
            return;
        }
    }
}

} // namespace blab::core
