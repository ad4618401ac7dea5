# SPDX-License-Identifier: GPL-3.0-or-later

# Fails when a folder of core includes a folder that comes after it in ORDER, when two folders of
# one rank include each other, when a folder of core is missing from ORDER, or when a header that
# is not one of the JSON readers and writers includes the JSON library, which every file that
# includes that header would then parse. DIR is core; ORDER lists its folders by rank, first to
# last; a rank may hold several folders joined by "|" (measure/cpu|measure/gpu), which are
# neither above nor below each other and so may not include each other. A folder may include
# itself and the folders of the ranks before it.
set(json_headers json.h json_document.h json_writer.h catalog_reader.h model_shape_json.h
                 sgemm_json.h)
set(folders "")
set(ranks "")
set(rank 0)
foreach(entry IN LISTS ORDER)
    string(REPLACE "|" ";" peers "${entry}")
    foreach(folder IN LISTS peers)
        list(APPEND folders "${folder}")
        list(APPEND ranks "${rank}")
    endforeach()
    math(EXPR rank "${rank} + 1")
endforeach()
# The rank of FOLDER in RESULT, or -1 when ORDER does not name it.
function(rank_of folder result)
    list(FIND folders "${folder}" at)
    if(at EQUAL -1)
        set(${result} -1 PARENT_SCOPE)
    else()
        list(GET ranks ${at} r)
        set(${result} ${r} PARENT_SCOPE)
    endif()
endfunction()

set(count 0)
file(GLOB_RECURSE sources "${DIR}/*.h" "${DIR}/*.cpp")
foreach(source IN LISTS sources)
    file(RELATIVE_PATH relative "${DIR}" "${source}")
    get_filename_component(folder "${relative}" DIRECTORY)
    get_filename_component(name "${source}" NAME)
    rank_of("${folder}" rank)
    if(rank EQUAL -1)
        message(SEND_ERROR "${source}: the folder core/${folder} is not in the order ${ORDER} "
                           "(tests/CMakeLists.txt names every folder of core)")
        continue()
    endif()
    file(STRINGS "${source}" includes REGEX "^#[ \t]*include[ \t]*[\"<]")
    foreach(line IN LISTS includes)
        if("${line}" MATCHES "include[ \t]*\"([a-z_/]+)/[a-z_0-9]+\\.h\"")
            set(other_folder "${CMAKE_MATCH_1}")
            rank_of("${other_folder}" other)
            if(other GREATER rank OR (other EQUAL rank AND NOT other_folder STREQUAL folder))
                message(SEND_ERROR "${source}: ${line} (${folder} may include only itself and "
                                   "the folders before it in: ${ORDER})")
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
if(count EQUAL 0)
    message(FATAL_ERROR "no file found under ${DIR}: the check checked nothing")
endif()
message(STATUS "checked ${count} core files: folders in the order ${ORDER}")
