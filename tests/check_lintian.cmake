# SPDX-License-Identifier: GPL-3.0-or-later

# Builds the Debian package into OUT with CPack and runs lintian on it; fails on any error (an
# "E:" line). Warnings are printed and pass: docs/packaging.md lists the ones kept and why.
#   cmake -DCPACK=... -DCONFIG=.../CPackConfig.cmake -DOUT=... -DLINTIAN=... -P check_lintian.cmake
file(REMOVE_RECURSE "${OUT}")
execute_process(COMMAND "${CPACK}" --config "${CONFIG}" -G DEB -B "${OUT}"
                RESULT_VARIABLE status OUTPUT_VARIABLE output ERROR_VARIABLE output)
if(NOT status EQUAL 0)
    message(FATAL_ERROR "cpack failed (${status}):\n${output}")
endif()
file(GLOB packages "${OUT}/*.deb")
list(LENGTH packages count)
if(NOT count EQUAL 1)
    message(FATAL_ERROR "expected one .deb in ${OUT}, found ${count}:\n${output}")
endif()
execute_process(COMMAND "${LINTIAN}" --fail-on error ${packages}
                RESULT_VARIABLE status OUTPUT_VARIABLE output ERROR_VARIABLE output)
message("lintian ${packages}:\n${output}")
if(NOT status EQUAL 0 OR output MATCHES "(^|\n)E: ")
    message(FATAL_ERROR "lintian reports errors (status ${status})")
endif()
