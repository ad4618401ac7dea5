# SPDX-License-Identifier: GPL-3.0-or-later

# Fails when a file under DIR (ui) includes a core header its folder is not allowed. Every folder
# may include the snapshot, the value types it carries and the formatting of figures; the headers
# that run a measurement or read the running process belong to the folders that start, keep or
# report measurements, named below with what each one uses them for. A new include of core in ui
# must be added here on purpose, next to its reason.
set(everywhere
    report/report_model.h inputs/what_if_inputs.h roofline/roofline_model.h roofline/hierarchy_roofline.h
    cluster/transfer_model.h cluster/memory_model.h cluster/interconnect_model.h
    serving/inference_model.h training/training_step_model.h training/training_layout.h
    training/training_run_model.h roofline/machine_comparison.h
    validation/validation_report.h catalog/device_spec.h catalog/model_spec.h catalog/device_catalog.h
    catalog/catalog_problem.h catalog/model_catalog_file.h catalog/efficiency_defaults.h
    catalog/precision.h io/number_format.h io/printable.h io/option_spec.h
    measure/profile/machine_profile.h measure/cpu/sgemm_benchmark.h measure/cpu/kernel_family.h
    measure/cpu/kernel_advisor.h kernels/user_kernel.h kernels/kernel_placement.h
    measure/gpu/gpu_measurement.h roofline/gpu_comparison.h roofline/measured_gpu.h
    measure/common/machine_load.h)
# workers: they run the measurements, and the planner's search (tab 5's Plan page, the one
# computation besides measurements that runs off the GUI thread; docs/CODING.md says why).
set(workers measure/profile/machine_profiler.h measure/common/command_timing.h measure/gpu/gpu_child.h
            plan/plan_request.h plan/plan_result.h plan/plan_search.h)
# state: it keeps the inputs, the measurements and the settings, and reads and writes files (a
# profiler's file of kernels and a Hugging Face config.json among them); the Plan page's inputs
# make a search's request, with the planner's default devices and formats.
set(state measure/profile/machine_profiler.h measure/cpu/system_info.h measure/cpu/openblas_choice.h
          measure/cpu/cpu_features.h measure/cpu/sgemm_run_record.h io/atomic_file.h
          options/option_table.h catalog/device_catalog_file.h catalog/hf_config_import.h
          kernels/kernel_import.h plan/plan_request.h plan/plan_search.h)
# tabs: tab 1 starts measurements (the GPU's in the program's own child) and shows the kernels in
# use; tab 2 imports devices; tab 3 imports a profiler's kernels; tab 5's Plan page asks for a
# search and opens a setup it found with that setup's inputs (PlanSearch::inputsFor).
set(tabs measure/profile/machine_profiler.h measure/cpu/system_info.h measure/cpu/openblas_choice.h
         measure/gpu/gpu_child.h measure/common/experiment_outcome.h catalog/device_catalog_file.h
         kernels/kernel_import.h plan/plan_request.h plan/plan_result.h plan/plan_search.h)
# models: the runs table reads run records; the device table edits a device's fields; the plan
# table shows a search's setups.
set(models measure/cpu/sgemm_run_record.h catalog/device_edit.h plan/plan_result.h)
# charts: ChartExporter writes files; the Pareto chart draws a search's fronts.
set(charts io/atomic_file.h plan/plan_result.h)
# widgets: the export dialog checks the image size as the command line does; the kernel dialog
# has core count a shape's FLOPs and bytes.
set(widgets options/option_values.h kernels/kernel_shapes.h)
# text: the texts that name the kernels and threads this process computes with, that word
# a failed timing, a refused profiler's file or config.json, and that word a plan (a search's
# result, which the snapshot does not carry).
set(text measure/cpu/system_info.h measure/cpu/openblas_choice.h measure/common/command_timing.h
         kernels/kernel_import.h catalog/hf_config_import.h plan/plan_result.h)
# The main window's status bar names the kernels and threads in use.
set(root measure/cpu/system_info.h measure/cpu/openblas_choice.h)

# Every folder of core is checked, so a new room of core cannot be included unnoticed.
file(GLOB core_folders LIST_DIRECTORIES true RELATIVE "${DIR}/../core" "${DIR}/../core/*")
list(FILTER core_folders INCLUDE REGEX "^[a-z_]+$")
list(JOIN core_folders "|" core_pattern)
if(NOT core_pattern)
    message(FATAL_ERROR "no folder found under ${DIR}/../core: the check would check nothing")
endif()
file(GLOB_RECURSE sources "${DIR}/*.h" "${DIR}/*.cpp")
set(count 0)
foreach(source IN LISTS sources)
    file(RELATIVE_PATH relative "${DIR}" "${source}")
    if(relative MATCHES "^([a-z_]+)/")
        set(folder "${CMAKE_MATCH_1}")
    else()
        set(folder root)
    endif()
    set(allowed ${everywhere} ${${folder}})
    file(STRINGS "${source}" includes REGEX "^#[ \t]*include[ \t]*\"(${core_pattern})/")
    foreach(line IN LISTS includes)
        string(REGEX REPLACE "^#[ \t]*include[ \t]*\"([^\"]+)\".*" "\\1" header "${line}")
        list(FIND allowed "${header}" at)
        if(at EQUAL -1)
            message(SEND_ERROR "${source} includes ${header}, which ui/${folder} may not "
                               "(tests/check_ui_core_headers.cmake lists what it may)")
        endif()
    endforeach()
    math(EXPR count "${count} + 1")
endforeach()
if(count EQUAL 0)
    message(FATAL_ERROR "no file found under ${DIR}: the check checked nothing")
endif()
message(STATUS "checked ${count} ui files: each includes only the core headers its folder may")
