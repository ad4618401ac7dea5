# SPDX-License-Identifier: GPL-3.0-or-later

# Fails when EXPECTED (docs/options.md) is not what GENERATOR writes from the option table:
# an option was added or its help changed without tools/reference/update-options-reference.sh.
execute_process(COMMAND ${GENERATOR} markdown OUTPUT_VARIABLE written RESULT_VARIABLE status)
if(NOT status EQUAL 0)
    message(FATAL_ERROR "${GENERATOR} markdown failed: ${status}")
endif()
file(READ ${EXPECTED} kept)
if(NOT written STREQUAL kept)
    message(FATAL_ERROR "${EXPECTED} is behind the option table: run "
                        "tools/reference/update-options-reference.sh BUILD_DIR")
endif()
message(STATUS "${EXPECTED} lists every option as the table does")
