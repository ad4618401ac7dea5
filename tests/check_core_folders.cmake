# SPDX-License-Identifier: GPL-3.0-or-later

# Fails when a folder of core includes a folder that comes after it in ORDER, or when a header
# that is not one of the JSON readers and writers includes the JSON library, which every file
# that includes that header would then parse. DIR is core; ORDER lists its folders, each of
# which may include itself and those before it.
set(json_headers json.h json_document.h json_writer.h catalog_reader.h model_shape_json.h
                 sgemm_json.h)
set(count 0)
foreach(folder IN LISTS ORDER)
    list(FIND ORDER "${folder}" rank)
    file(GLOB sources "${DIR}/${folder}/*.h" "${DIR}/${folder}/*.cpp")
    foreach(source IN LISTS sources)
        file(STRINGS "${source}" includes REGEX "^#[ \t]*include[ \t]*[\"<]")
        get_filename_component(name "${source}" NAME)
        foreach(line IN LISTS includes)
            if("${line}" MATCHES "include[ \t]*\"([a-z_]+)/")
                list(FIND ORDER "${CMAKE_MATCH_1}" other)
                if(other GREATER rank)
                    message(SEND_ERROR "${source}: ${line} (${folder} may include only "
                                       "folders before it in: ${ORDER})")
                endif()
            endif()
            list(FIND json_headers "${name}" reader)
            if("${name}" MATCHES "\\.h$" AND "${line}" MATCHES "io/json\\.h|nlohmann/json\\.hpp"
               AND reader EQUAL -1)
                message(SEND_ERROR "${source}: ${line} (a header that names Json includes "
                                   "io/json_fwd.h; the library itself stays in .cpp files and "
                                   "in the JSON readers and writers)")
            endif()
        endforeach()
        math(EXPR count "${count} + 1")
    endforeach()
endforeach()
if(count EQUAL 0)
    message(FATAL_ERROR "no file found under ${DIR}: the check checked nothing")
endif()
message(STATUS "checked ${count} core files: folders in the order ${ORDER}")
