// SPDX-License-Identifier: GPL-3.0-or-later

#include "measure/cpu/thread_team.h"

#include "measure/cpu/cpu_pinning.h"

#include <atomic>
#include <chrono>
#include <thread>
#include <vector>

namespace blab::core {

double ThreadTeam::run(int count, const std::function<void(int, int)> &job)
{
    return runPrepared(count, {}, job);
}

double ThreadTeam::runPrepared(int count, const std::function<void(int)> &prepare,
                               const std::function<void(int, int)> &job)
{
    if (count < 1)
        count = 1;
    std::atomic<int> ready{0};
    std::atomic<bool> go{false};
    std::vector<std::thread> threads;
    threads.reserve(static_cast<std::size_t>(count - 1));
    for (int i = 1; i < count; ++i) {
        threads.emplace_back([&, i] {
            if (prepare)
                prepare(i);
            ready.fetch_add(1);
            while (!go.load(std::memory_order_acquire))
                std::this_thread::yield();
            job(i, count);
        });
    }
    if (prepare)
        prepare(0);
    while (ready.load() < count - 1)
        std::this_thread::yield();
    const auto start = std::chrono::steady_clock::now();
    go.store(true, std::memory_order_release);
    job(0, count);
    for (std::thread &t : threads)
        t.join();
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

double ThreadTeam::runPinned(int count, const std::function<void(int, int)> &job)
{
    const CpuPinning pinning;
    return runPrepared(
        count, [&](int index) { pinning.pin(index); }, job);
}

void ThreadTeam::split(std::size_t n, int index, int count, std::size_t &begin, std::size_t &end)
{
    // Chunks on 64-byte boundaries for float and double arrays, so no two threads share a line.
    const std::size_t align = 16;
    std::size_t chunk = (n + static_cast<std::size_t>(count) - 1) / static_cast<std::size_t>(count);
    chunk = (chunk + align - 1) / align * align;
    begin = std::min(n, chunk * static_cast<std::size_t>(index));
    end = std::min(n, begin + chunk);
}

} // namespace blab::core
