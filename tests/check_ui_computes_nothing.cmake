# SPDX-License-Identifier: GPL-3.0-or-later

# Fails when a file under DIR calls one of core's formulas directly. The ui shows one snapshot
# (core::ReportModel) per change and does no arithmetic beyond units; a formula called from a tab,
# a chart or a text would compute a figure the snapshot does not carry, and the command line and
# the window could then disagree. WhatIfState is the one place that builds the snapshot.
set(formulas
    "DeviceCatalog::ratios" "TransferModel::" "MemoryModel::estimate" "MemoryModel::shard"
    "InterconnectModel::evaluate" "InterconnectModel::stepComputeSeconds" "effectiveTflops("
    "gflopsPerWatt(" "RooflineModel::lessonOperations" "ReportModel::build" "InferenceModel::"
    "totalParameters(" "activeParameters(" "kvBytesPerToken(" "flopsFor(" "tensorParallelDegrees("
    "HierarchyRoofline::from" "levelFor(" "trainable(" "MeasuredGpu::of" "productBytes(")
file(GLOB_RECURSE sources "${DIR}/*.h" "${DIR}/*.cpp")
set(count 0)
foreach(source IN LISTS sources)
    if(source MATCHES "/state/what_if_state\\.cpp$")
        continue()
    endif()
    file(READ "${source}" text)
    foreach(formula IN LISTS formulas)
        string(FIND "${text}" "${formula}" at)
        if(NOT at EQUAL -1)
            message(SEND_ERROR "${source} calls ${formula}: put the figure in the snapshot")
        endif()
    endforeach()
    # Nor does it make a roofline of its own figures ("core::RooflineModel{peak, bandwidth}",
    # "RooflineModel fma{...}"): its balance point would be a figure the snapshot lacks. Reading
    # the snapshot's rooflines, or an empty one, is fine.
    string(REGEX MATCH "RooflineModel[ \t]*[A-Za-z_0-9]*[ \t]*[({][^)}]" built "${text}")
    if(built)
        message(SEND_ERROR "${source} makes a roofline (${built}...): put it in the snapshot")
    endif()
    math(EXPR count "${count} + 1")
endforeach()
message(STATUS "checked ${count} ui files: no formula called outside the snapshot")
