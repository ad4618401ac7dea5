// SPDX-License-Identifier: GPL-3.0-or-later

#include "io/atomic_file.h"

#include <cerrno>
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <vector>

namespace blab::core {

namespace {

// The file a chain of symbolic links at path ends in; path itself when it is none.
std::string resolved(const std::string &path, int &cause)
{
    struct stat info = {};
    if (::lstat(path.c_str(), &info) != 0 || !S_ISLNK(info.st_mode))
        return path;
    char target[PATH_MAX];
    if (::realpath(path.c_str(), target) == nullptr) {
        cause = errno;
        return {};
    }
    return target;
}

// The permissions a new file gets from the umask, or the ones the file it replaces has.
mode_t modeFor(const std::string &path)
{
    struct stat info = {};
    if (::stat(path.c_str(), &info) == 0)
        return info.st_mode & 07777;
    const mode_t mask = ::umask(0);
    ::umask(mask);
    return 0666 & ~mask;
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
    std::string pattern = target + ".XXXXXX";
    std::vector<char> name(pattern.begin(), pattern.end());
    name.push_back('\0');
    const int fd = ::mkstemp(name.data());
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
