# SPDX-License-Identifier: GPL-3.0-or-later

# Fails when a file under one of DIRS (a semicolon-separated list) formats or reads a number with
# the C library's locale-dependent functions. Qt sets that locale from the environment, so under
# de_DE they write and read "237,05"; core/io/number_text.cpp is the one printer and parser. String
# streams follow std::locale::global() instead, which a library may set; they are allowed only in
# files that give them the classic locale. Not caught: std::to_string of a double (it is used on
# whole numbers only), and a file with one imbued stream and another not.
set(banned
    "strto(d|f|ld)[ (]" "[^a-z_]atof[ (]" "std::sto(d|f|ld)[ (]" "scanf[ (]"
    # A printf-family call whose format converts a floating-point number.
    "printf[ (][^;]*\"[^\"]*%[-+ #0-9.*]*[hlLjzt]*[aAeEfFgG]")
set(count 0)
foreach(dir IN LISTS DIRS)
    file(GLOB_RECURSE sources "${dir}/*.h" "${dir}/*.cpp")
    foreach(source IN LISTS sources)
        if(source MATCHES "/io/number_text\\.cpp$")
            continue()
        endif()
        math(EXPR count "${count} + 1")
        file(READ "${source}" text)
        foreach(pattern IN LISTS banned)
            string(REGEX MATCH "${pattern}" hit "${text}")
            if(hit)
                message(SEND_ERROR "${source} reads or writes a number with the C locale: ${hit}")
            endif()
        endforeach()
        if(text MATCHES "stringstream" AND NOT text MATCHES "imbue\\(std::locale::classic\\(\\)\\)")
            message(SEND_ERROR "${source} uses a string stream without imbuing the classic locale")
        endif()
    endforeach()
endforeach()
message(STATUS "checked ${count} files: numbers go through NumberText")
