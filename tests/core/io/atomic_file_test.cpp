// SPDX-License-Identifier: GPL-3.0-or-later

// AtomicFile: a file is replaced whole or left as it was, and a failure names its errno.

#include "io/atomic_file.h"

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <dirent.h>
#include <fstream>
#include <gtest/gtest.h>
#include <sstream>
#include <string>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>
#include <vector>

namespace blab::core {
namespace {

// A private folder, removed with what is in it.
class AtomicFileTest : public testing::Test
{
protected:
    void SetUp() override
    {
        char pattern[] = "/tmp/blab-atomic-XXXXXX";
        ASSERT_NE(::mkdtemp(pattern), nullptr);
        m_dir = pattern;
    }
    void TearDown() override
    {
        for (const std::string &name : names())
            ::unlink((m_dir + "/" + name).c_str());
        ::rmdir(m_dir.c_str());
    }
    std::string path(const std::string &name) const { return m_dir + "/" + name; }
    std::vector<std::string> names() const
    {
        std::vector<std::string> found;
        if (DIR *d = ::opendir(m_dir.c_str())) {
            while (const dirent *e = ::readdir(d)) {
                const std::string name = e->d_name;
                if (name != "." && name != "..")
                    found.push_back(name);
            }
            ::closedir(d);
        }
        return found;
    }
    static std::string read(const std::string &file)
    {
        std::ifstream in(file);
        std::stringstream text;
        text << in.rdbuf();
        return text.str();
    }
    std::string m_dir;
};

TEST_F(AtomicFileTest, WritesANewFileWithTheUmasksPermissions)
{
    const mode_t old = ::umask(022);
    EXPECT_EQ(AtomicFile::write(path("a.json"), "{}\n"), 0);
    ::umask(old);
    EXPECT_EQ(read(path("a.json")), "{}\n");
    struct stat info = {};
    ASSERT_EQ(::stat(path("a.json").c_str(), &info), 0);
    EXPECT_EQ(info.st_mode & 0777, 0644u);
    EXPECT_EQ(names(), std::vector<std::string>{"a.json"});
}

TEST_F(AtomicFileTest, ReplacingKeepsTheOldPermissions)
{
    ASSERT_EQ(AtomicFile::write(path("a"), "first"), 0);
    ASSERT_EQ(::chmod(path("a").c_str(), 0600), 0);
    ASSERT_EQ(AtomicFile::write(path("a"), "second, longer"), 0);
    EXPECT_EQ(read(path("a")), "second, longer");
    struct stat info = {};
    ASSERT_EQ(::stat(path("a").c_str(), &info), 0);
    EXPECT_EQ(info.st_mode & 0777, 0600u);
}

// A link the user made keeps pointing at the file it names, which gets the bytes.
TEST_F(AtomicFileTest, FollowsASymbolicLink)
{
    ASSERT_EQ(AtomicFile::write(path("real"), "old"), 0);
    ASSERT_EQ(::symlink("real", path("link").c_str()), 0);
    ASSERT_EQ(AtomicFile::write(path("link"), "new"), 0);
    EXPECT_EQ(read(path("real")), "new");
    struct stat info = {};
    ASSERT_EQ(::lstat(path("link").c_str(), &info), 0);
    EXPECT_TRUE(S_ISLNK(info.st_mode));
}

// A link to a file not made yet names the file to create, as QSaveFile took it; the link stays.
TEST_F(AtomicFileTest, ALinkToAFileNotMadeYetMakesIt)
{
    ASSERT_EQ(::symlink("made.json", path("link").c_str()), 0);
    EXPECT_EQ(AtomicFile::write(path("link"), "{}"), 0);
    EXPECT_EQ(read(path("made.json")), "{}");
    struct stat info = {};
    ASSERT_EQ(::lstat(path("link").c_str(), &info), 0);
    EXPECT_TRUE(S_ISLNK(info.st_mode));
}

TEST_F(AtomicFileTest, FailuresGiveTheirErrnoAndLeaveNothing)
{
    EXPECT_EQ(AtomicFile::write(path("missing/a"), "x"), ENOENT);
    ASSERT_EQ(::symlink("nowhere/a", path("into_nothing").c_str()), 0);
    EXPECT_EQ(AtomicFile::write(path("into_nothing"), "x"), ENOENT);
    ASSERT_EQ(::symlink("loop", path("loop").c_str()), 0);
    EXPECT_EQ(AtomicFile::write(path("loop"), "x"), ELOOP);
    EXPECT_EQ(AtomicFile::write("/dev/full/a", "x"), ENOTDIR);
    std::vector<std::string> left = names();
    std::sort(left.begin(), left.end());
    EXPECT_EQ(left, (std::vector<std::string>{"into_nothing", "loop"}));
}

// A file the user made read-only is left as it is; root may write anything, as with QSaveFile.
TEST_F(AtomicFileTest, AReadOnlyFileIsNotReplaced)
{
    ASSERT_EQ(AtomicFile::write(path("kept"), "mine"), 0);
    ASSERT_EQ(::chmod(path("kept").c_str(), 0444), 0);
    const bool root = ::geteuid() == 0;
    EXPECT_EQ(AtomicFile::write(path("kept"), "theirs"), root ? 0 : EACCES);
    EXPECT_EQ(read(path("kept")), root ? "theirs" : "mine");
    EXPECT_EQ(names(), std::vector<std::string>{"kept"});
}

// Past the file-size limit the write fails with EFBIG, and the old file stays whole.
TEST_F(AtomicFileTest, AFileSizeLimitLeavesTheOldFile)
{
    ASSERT_EQ(AtomicFile::write(path("a"), "old"), 0);
    rlimit before = {};
    ASSERT_EQ(::getrlimit(RLIMIT_FSIZE, &before), 0);
    void (*handler)(int) = std::signal(SIGXFSZ, SIG_IGN);
    rlimit limited = before;
    limited.rlim_cur = 4096;
    ASSERT_EQ(::setrlimit(RLIMIT_FSIZE, &limited), 0);
    const int cause = AtomicFile::write(path("a"), std::string(10000, 'x'));
    ::setrlimit(RLIMIT_FSIZE, &before);
    std::signal(SIGXFSZ, handler);
    EXPECT_EQ(cause, EFBIG);
    EXPECT_EQ(read(path("a")), "old");
    EXPECT_EQ(names(), std::vector<std::string>{"a"});
}

} // namespace
} // namespace blab::core
