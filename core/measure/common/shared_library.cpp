// SPDX-License-Identifier: GPL-3.0-or-later

#include "measure/common/shared_library.h"

#include <dlfcn.h>
#include <link.h>

namespace blab::core {

SharedLibrary::~SharedLibrary()
{
    if (m_handle)
        dlclose(m_handle);
}

bool SharedLibrary::open(const std::vector<std::string> &names, std::string &error)
{
    std::string tried;
    std::string reason;
    for (const std::string &name : names) {
        if (name.empty())
            continue;
        // RTLD_LOCAL: the library's symbols serve this program's look-ups only, so a second
        // copy elsewhere in the process is not disturbed.
        m_handle = dlopen(name.c_str(), RTLD_NOW | RTLD_LOCAL);
        if (m_handle) {
            m_name = name;
            return true;
        }
        const char *why = dlerror();
        reason = why ? why : "unknown reason";
        tried += (tried.empty() ? "" : ", ") + name;
    }
    error = tried + " did not load (" + reason + ")";
    return false;
}

std::string SharedLibrary::path() const
{
    link_map *map = nullptr;
    if (m_handle && dlinfo(m_handle, RTLD_DI_LINKMAP, &map) == 0 && map && map->l_name)
        return map->l_name;
    return m_name;
}

void *SharedLibrary::symbol(const char *symbolName)
{
    void *address = m_handle ? dlsym(m_handle, symbolName) : nullptr;
    if (!address)
        m_missing += (m_missing.empty() ? "" : ", ") + std::string(symbolName);
    return address;
}

} // namespace blab::core
