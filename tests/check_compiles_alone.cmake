# SPDX-License-Identifier: GPL-3.0-or-later

# Fails when a source file does not compile on its own: it uses something that only a file before
# it in a unity batch, or a precompiled header, had included, so a build without them stops there.
# Each .cpp of SOURCES (relative to SOURCE_DIR, or absolute) that lies under ROOT and not under
# BUILD (generated files) is compiled alone and without precompiled headers by CXX with
# -fsyntax-only (checked, no code written), with the target's STANDARD, DEFINES and INCLUDES less
# the compiler's own IMPLICIT directories (GCC's C++ headers fail with /usr/include named first).
set(flags ${STANDARD})
foreach(define IN LISTS DEFINES)
    if(define)
        list(APPEND flags "-D${define}")
    endif()
endforeach()
list(REMOVE_DUPLICATES INCLUDES)
foreach(include IN LISTS INCLUDES)
    string(REGEX REPLACE "/$" "" include "${include}")
    list(FIND IMPLICIT "${include}" implicit)
    if(include AND implicit EQUAL -1)
        list(APPEND flags "-I${include}")
    endif()
endforeach()
set(failed "")
set(count 0)
foreach(source IN LISTS SOURCES)
    get_filename_component(path "${source}" ABSOLUTE BASE_DIR "${SOURCE_DIR}")
    string(FIND "${path}" "${ROOT}/" in_root)
    string(FIND "${path}" "${BUILD}/" in_build)
    if(NOT path MATCHES "\\.cpp$" OR NOT in_root EQUAL 0 OR in_build EQUAL 0)
        continue()
    endif()
    execute_process(COMMAND ${CXX} ${flags} -fsyntax-only "${path}" RESULT_VARIABLE status
                    OUTPUT_VARIABLE out ERROR_VARIABLE out)
    if(NOT status EQUAL 0)
        list(APPEND failed "${path}")
        message("${out}")
    endif()
    math(EXPR count "${count} + 1")
endforeach()
if(count EQUAL 0)
    message(FATAL_ERROR "no .cpp under ${ROOT} among the sources: the check checked nothing")
endif()
if(failed)
    list(JOIN failed "\n  " names)
    message(FATAL_ERROR "these files do not compile on their own (include what they use):\n"
                        "  ${names}")
endif()
message(STATUS "checked ${count} files: each compiles on its own")
