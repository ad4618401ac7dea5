// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <string>
#include <vector>

namespace blab::core {

// A shared library opened at run time (dlopen), closed when this goes. The GPU's driver and
// libraries are loaded this way, so that the program builds and runs where they are absent.
class SharedLibrary
{
public:
    SharedLibrary() = default;
    ~SharedLibrary();
    SharedLibrary(const SharedLibrary &) = delete;
    SharedLibrary &operator=(const SharedLibrary &) = delete;

    // Opens the first name that loads; names without a '/' are looked up as the dynamic linker
    // does. False with error naming every name tried and the linker's reason for the last.
    bool open(const std::vector<std::string> &names, std::string &error);
    bool isOpen() const { return m_handle != nullptr; }
    // The name that loaded, as given, and the file the linker found for it.
    const std::string &name() const { return m_name; }
    std::string path() const;

    // The symbol's address, or null with missing naming it.
    void *symbol(const char *symbolName);
    // Every symbol that was asked for and not found, comma-separated; empty when none was.
    const std::string &missing() const { return m_missing; }

    // Looks a function up into a typed pointer.
    template <typename F> void bind(F &function, const char *symbolName)
    {
        function = reinterpret_cast<F>(symbol(symbolName));
    }

private:
    void *m_handle = nullptr;
    std::string m_name;
    std::string m_missing;
};

} // namespace blab::core
