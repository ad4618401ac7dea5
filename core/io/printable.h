// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <cstddef>
#include <string>

namespace blab::core {

// Text from a file, a child process or the command line as a message may quote it: control
// characters become '?', so that the message stays on one line, and it is cut after maxBytes
// without splitting a UTF-8 sequence.
std::string printable(const std::string &text, std::size_t maxBytes = 40);

} // namespace blab::core
