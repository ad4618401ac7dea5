# SPDX-License-Identifier: GPL-3.0-or-later

# blab_add_sharded_tests(TARGET SHARDS [NAME name] [FILTER gtest-filter] [TIMEOUT s]
#                        [ENVIRONMENT VAR=value...] [PROPERTIES ...])
#
# Runs a GoogleTest executable as SHARDS ctest tests. Each is one process that runs every
# SHARDS-th test of the executable (GoogleTest's own sharding, GTEST_TOTAL_SHARDS and
# GTEST_SHARD_INDEX), so every test runs exactly once, as with one ctest test per GoogleTest
# test, but the suite starts a few processes instead of some 1,700: starting one costs more than
# most tests do, above all under the sanitizers. Several shards keep both cores busy; a failure
# names the GoogleTest test that failed in the shard's output. Every shard measures past at most
# 32 MiB of cache (BLAB_CACHE_CAP_MIB): the measuring tests take as long on a machine that
# reports hundreds of MiB of last-level cache as on any other; and each timed loop of its CPU
# measurements runs once for about a millisecond (BLAB_BRIEF_MEASUREMENTS, measure/common/
# brief_runs.h): the tests check what the steps do, never how fast the machine is.
function(blab_add_sharded_tests target shards)
    cmake_parse_arguments(arg "" "NAME;FILTER;TIMEOUT" "ENVIRONMENT;PROPERTIES" ${ARGN})
    if(NOT arg_NAME)
        set(arg_NAME ${target})
    endif()
    if(NOT arg_FILTER)
        set(arg_FILTER "*")
    endif()
    if(NOT arg_TIMEOUT)
        # A shard holds many tests, and the sanitizers slow each several times.
        if(BLAB_SANITIZE)
            set(arg_TIMEOUT 1500)
        else()
            set(arg_TIMEOUT 600)
        endif()
    endif()
    if(shards LESS 1)
        message(FATAL_ERROR "blab_add_sharded_tests(${target}): at least one shard")
    endif()
    math(EXPR last "${shards} - 1")
    foreach(index RANGE ${last})
        set(name ${arg_NAME}_shard${index}of${shards})
        # Not brief: a test that crashes or hangs is then named by its [ RUN ] line.
        add_test(NAME ${name} COMMAND $<TARGET_FILE:${target}> --gtest_filter=${arg_FILTER})
        set_tests_properties(${name} PROPERTIES TIMEOUT ${arg_TIMEOUT}
                             ENVIRONMENT
                             "GTEST_TOTAL_SHARDS=${shards};GTEST_SHARD_INDEX=${index};BLAB_CACHE_CAP_MIB=32;BLAB_BRIEF_MEASUREMENTS=1;${arg_ENVIRONMENT}"
                             ${arg_PROPERTIES})
    endforeach()
endfunction()
