# SPDX-License-Identifier: GPL-3.0-or-later

# Fails when any file under DIR includes a Qt header.
file(GLOB_RECURSE sources "${DIR}/*.h" "${DIR}/*.cpp")
foreach(source IN LISTS sources)
    file(STRINGS "${source}" hits REGEX "#[ \t]*include[ \t]*[<\"]Q")
    if(hits)
        message(FATAL_ERROR "${source} includes Qt: ${hits}")
    endif()
endforeach()
list(LENGTH sources count)
message(STATUS "checked ${count} core files: no Qt includes")
