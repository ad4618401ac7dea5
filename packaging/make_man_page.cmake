# SPDX-License-Identifier: GPL-3.0-or-later

# Writes OUT, the man page: TEMPLATE with its @OPTIONS@ line replaced by what GENERATOR (the
# option_reference program) writes from the option table.
execute_process(COMMAND ${GENERATOR} troff OUTPUT_VARIABLE options RESULT_VARIABLE status)
if(NOT status EQUAL 0)
    message(FATAL_ERROR "${GENERATOR} troff failed: ${status}")
endif()
file(READ ${TEMPLATE} page)
string(FIND "${page}" "@OPTIONS@\n" at)
if(at EQUAL -1)
    message(FATAL_ERROR "${TEMPLATE} has no @OPTIONS@ line")
endif()
string(REPLACE "@OPTIONS@\n" "${options}" page "${page}")
file(WRITE ${OUT} "${page}")
