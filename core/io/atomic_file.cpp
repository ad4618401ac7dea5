// SPDX-License-Identifier: GPL-3.0-or-later

#include "io/atomic_file.h"

#include <cerrno>
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <vector>

namespace blab::core {

namespace {

// The file a chain of symbolic links at path ends in; path itself when it is none. A link to a
// file that does not exist yet names the file to create, as QSaveFile took it.
std::string resolved(const std::string &path, int &cause)
{
    struct stat info = {};
    if (::lstat(path.c_str(), &info) != 0 || !S_ISLNK(info.st_mode))
        return path;
    char target[PATH_MAX];
    if (::realpath(path.c_str(), target) != nullptr)
        return target;
    cause = errno;
    std::vector<char> named(PATH_MAX + 1, '\0');
    const ssize_t length = ::readlink(path.c_str(), named.data(), PATH_MAX);
    if (cause != ENOENT || length <= 0)
        return {};
    std::string next(named.data(), static_cast<std::size_t>(length));
    if (next[0] != '/') {
        const std::size_t slash = path.rfind('/');
        next = (slash == std::string::npos ? std::string() : path.substr(0, slash + 1)) + next;
    }
    // One link further only: a chain of dangling links stays an error.
    if (::lstat(next.c_str(), &info) == 0)
        return {};
    cause = 0;
    return next;
}

// The process's umask, read without changing it: umask(2) can only be read by setting it, which
// would give a file another thread creates meanwhile the wrong permissions.
mode_t currentUmask()
{
    std::FILE *status = std::fopen("/proc/self/status", "re");
    unsigned mask = 022;
    if (status) {
        char line[256];
        while (std::fgets(line, sizeof line, status)) {
            if (std::strncmp(line, "Umask:", 6) == 0) {
                mask = static_cast<unsigned>(std::strtoul(line + 6, nullptr, 8));
                break;
            }
        }
        std::fclose(status);
    }
    return static_cast<mode_t>(mask);
}

// The permissions a new file gets from the umask, or the ones the file it replaces has.
mode_t modeFor(const std::string &path)
{
    struct stat info = {};
    if (::stat(path.c_str(), &info) == 0)
        return info.st_mode & 07777;
    return 0666 & ~currentUmask();
}

// Writes every byte to fd, going on after a signal or a short write; 0 or the errno.
int writeAll(int fd, std::string_view bytes)
{
    std::size_t done = 0;
    while (done < bytes.size()) {
        const ssize_t n = ::write(fd, bytes.data() + done, bytes.size() - done);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return n < 0 ? errno : EIO;
        done += static_cast<std::size_t>(n);
    }
    return 0;
}

// Fills the open temporary file and closes it; 0 or the errno of the step that failed.
int fillAndClose(int fd, std::string_view bytes, mode_t mode)
{
    int cause = ::fchmod(fd, mode) == 0 ? 0 : errno;
    if (cause == 0)
        cause = writeAll(fd, bytes);
    // A delayed allocation can fail only here, on the flush or on the close.
    if (cause == 0 && ::fsync(fd) != 0 && errno != EINVAL && errno != EROFS)
        cause = errno;
    if (::close(fd) != 0 && cause == 0)
        cause = errno;
    return cause;
}

} // namespace

int AtomicFile::write(const std::string &path, std::string_view bytes)
{
    int cause = 0;
    const std::string target = resolved(path, cause);
    if (cause != 0)
        return cause;
    // A file the user made read-only stays as it is, as QSaveFile left it.
    if (::access(target.c_str(), F_OK) == 0 && ::access(target.c_str(), W_OK) != 0)
        return errno;
    std::string pattern = target + ".XXXXXX";
    std::vector<char> name(pattern.begin(), pattern.end());
    name.push_back('\0');
    // Close-on-exec: the advisor's child processes must not inherit a half-written file.
    const int fd = ::mkostemp(name.data(), O_CLOEXEC);
    if (fd < 0)
        return errno;
    cause = fillAndClose(fd, bytes, modeFor(target));
    if (cause == 0 && std::rename(name.data(), target.c_str()) != 0)
        cause = errno;
    if (cause != 0)
        ::unlink(name.data());
    return cause;
}

} // namespace blab::core
