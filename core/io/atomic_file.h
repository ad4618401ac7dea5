// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <string>
#include <string_view>

namespace blab::core {

// Writes a file whole or not at all: the bytes go into a temporary file beside the target, are
// flushed to the disk and closed, and only then renamed over it. QSaveFile does the same but
// reports a full disk or a file-size limit as "Unknown error", and may commit a file cut short;
// this keeps the errno of the call that failed, so the message can name the cause.
class AtomicFile
{
public:
    // 0 when path now holds bytes, else the errno of the step that failed (ENOSPC, EFBIG,
    // EACCES, …); nothing new is left behind then. A symbolic link at path is followed, so that
    // a link a user made on purpose keeps pointing at the file it names; callers that must not
    // write through one check first.
    static int write(const std::string &path, std::string_view bytes);
};

} // namespace blab::core
