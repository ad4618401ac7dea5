#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs the command line's deterministic examples (docs/command-line.md's, plus every subcommand's
# help and a few refusals) and compares what each prints, byte for byte, with the files in
# tests/cli/golden.
#
#   tools/cli-golden.sh BINARY            compare; exit 1 and show the difference on any change
#   tools/cli-golden.sh BINARY --update   write the files again (after a change you meant)
#   tools/cli-golden.sh BINARY --locale de_DE.UTF-8
#                                         compare under another locale: the files are the same
#                                         whatever LC_ALL says, and every JSON printed parses.
#                                         A locale the machine lacks skips (exit 77), or fails
#                                         where CI=true.
#
# Measurements (bench, measure, advise) vary from run to run and are left out; every command here
# gets --cpu-gflops where it would otherwise measure. The settings are kept out by a private
# XDG_CONFIG_HOME, and the user's own devices and models by a private XDG_DATA_HOME.
set -uo pipefail
bin=$(realpath "$1")
mode=compare
run_locale=C.UTF-8
shift
while [[ $# -gt 0 ]]; do
  case $1 in
    --update) mode=--update ;;
    --locale) run_locale=${2:?--locale needs a locale name}; shift ;;
    *) echo "cli-golden.sh: unknown argument $1" >&2; exit 2 ;;
  esac
  shift
done
# locale -a writes de_DE.utf8 for de_DE.UTF-8.
normal() { tr 'A-Z' 'a-z' <<<"$1" | tr -d -- '-'; }
# The list is read whole first: grep -q leaving early would break the pipe under pipefail.
installed=$(locale -a 2>/dev/null | tr 'A-Z' 'a-z' | tr -d -- '-')
if [[ $run_locale != C.UTF-8 ]] && ! grep -qx "$(normal "$run_locale")" <<<"$installed"; then
  echo "the locale $run_locale is not installed (packaging/install-deps.sh generates it)" >&2
  [[ ${CI:-} == true ]] && exit 1
  exit 77
fi
root="$(cd "$(dirname "$0")/.." && pwd)"
golden="$root/tests/cli/golden"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export XDG_CONFIG_HOME="$work/config" XDG_DATA_HOME="$work/data" QT_QPA_PLATFORM=offscreen LC_ALL=$run_locale
unset OPENBLAS_CORETYPE

lesson=(--cpu-gflops 237.05)
example=(--device h100_sxm --cards 8 --params 7e9 --weight-dtype bf16 --optimizer adam-mixed
         --precision bf16 --link-kind card-link --tokens-per-step 8192)
# Machine profiles for --compare, named relative to the repository's root, where the commands
# run, so that a refusal that names the file reads the same wherever the repository lives.
profiles=tests/cli/profiles
two=(--profile $profiles/this_machine.json --compare $profiles/other_machine.json)
# The issue's example for serving: Llama 3 70B in bf16 on 8 × H100 SXM over their card link.
serve=(--mode inference --model llama3_70b --device h100_sxm --precision bf16 --weight-dtype bf16 --tp 8 --link-kind card-link --batch-size 16 --context 4096)
# Three kernels of the user's: a bf16 product on an H100, a vector add and an FP64 stencil here.
kernels=(--kernel name=gemm_bf16,flops=1.374e11,bytes=100663296,seconds=0.0002,device=h100_sxm,precision=bf16
         --kernel name=vector_add,flops=1e6,bytes=12e6,seconds=0.0001
         --kernel name=stencil,flops=1e10,bytes=1e9,gflops=50,precision=fp64)
# Profilers' files written from Nsight Compute's and likwid's documentation and source.
samples=tests/core/data/kernels
captures=tests/core/data/ncu
# name | arguments
cases=(
  "report_text_en|report ${lesson[*]} --lang en"
  "report_text_zh|report ${lesson[*]} --lang zh"
  "report_json|report ${lesson[*]} --json"
  "report_example_json|report ${lesson[*]} --json ${example[*]}"
  "report_example_text|report ${lesson[*]} --lang en ${example[*]}"
  "report_options_json|report ${lesson[*]} --json --mem-bandwidth 900 --link-bandwidth 64 --accel-tflops 312 --batch 1,7,4096 --n 2048 --k 3 --activations transformer --micro-batch 2 --layers 80 --hidden 8192 --seq-len 4096 --link-latency-us 9 --utilization 0.55 --card-link-bandwidth 150"
  "report_step_ms_zh|report ${lesson[*]} --lang zh --step-ms 420 --optimizer sgd --activations per-sample --activation-bytes 1e6"
  "report_compare_text|report ${lesson[*]} --lang en ${two[*]}"
  "report_compare_json|report ${lesson[*]} --json ${two[*]}"
  "report_compare_old_text|report ${lesson[*]} --lang en --profile $profiles/this_machine.json --compare $profiles/old_machine.json"
  "inference_text_en|report ${lesson[*]} --lang en ${serve[*]}"
  "inference_text_zh|report ${lesson[*]} --lang zh ${serve[*]}"
  "inference_json|report ${lesson[*]} --json ${serve[*]}"
  "inference_moe_json|report ${lesson[*]} --json --mode inference --model mixtral_8x7b --device h100_sxm --precision bf16 --weight-dtype fp8 --kv-dtype fp8 --batch-size 64 --context 32768 --prompt-tokens 2000"
  "inference_fp4_text_en|report ${lesson[*]} --lang en --part 5 --mode inference --model llama2_70b --device b200 --weight-dtype nvfp4 --kv-dtype fp8 --batching continuous --concurrency 256"
  "inference_fp4_json|report ${lesson[*]} --json --part 5 --mode inference --model llama2_70b --device b200 --weight-dtype nvfp4 --kv-dtype fp4 --precision fp4 --batching continuous --concurrency 256"
  "inference_h20_int4_en|report ${lesson[*]} --lang en --part 5 --mode inference --model llama3_70b --device h20 --weight-dtype int4 --tp 4"
  "inference_fp4_unpacked_zh|report ${lesson[*]} --lang zh --part 5 --mode inference --model llama2_70b --device h100_sxm --weight-dtype mxfp4 --kv-dtype fp8 --tp 2"
  "inference_expert_layout_en|report ${lesson[*]} --lang en --part 5 --mode inference --model deepseek_r1 --device h200_sxm --weight-dtype fp8 --kv-dtype fp8 --tp 8 --ep 8 --attention-dp 8 --batching continuous --concurrency 256 --prompt-tokens 1000 --output-tokens 300"
  "inference_expert_layout_zh|report ${lesson[*]} --lang zh --part 5 --mode inference --model deepseek_r1 --device h200_sxm --weight-dtype fp8 --kv-dtype fp8 --tp 8 --ep 8 --attention-dp 8 --batching continuous --concurrency 256 --prompt-tokens 1000 --output-tokens 300"
  "inference_speculative_en|report ${lesson[*]} --lang en --part 5 --mode inference --model deepseek_r1 --device h200_sxm --weight-dtype fp8 --kv-dtype fp8 --tp 8 --attention-dp 8 --batching continuous --concurrency 256 --prompt-tokens 1000 --output-tokens 300 --draft-tokens 1 --accepted-tokens 1.85"
  "inference_speculative_zh|report ${lesson[*]} --lang zh --part 5 --mode inference --model deepseek_r1 --device h200_sxm --weight-dtype fp8 --kv-dtype fp8 --tp 8 --attention-dp 8 --batching continuous --concurrency 256 --prompt-tokens 1000 --output-tokens 300 --draft-tokens 1 --accepted-tokens 1.85"
  "bad_model|report ${lesson[*]} --mode inference --model gpt5"
  "bad_mode|report ${lesson[*]} --mode serve"
  "bad_tp|report ${lesson[*]} --mode inference --tp 0"
  "bad_tp_heads|report ${lesson[*]} --mode inference --model llama3_70b --tp 3"
  "bad_tp_heads_zh|report ${lesson[*]} --lang zh --mode inference --model llama3_70b --tp 3"
  "bad_context|report ${lesson[*]} --mode inference --context 9000"
  "bad_prompt|report ${lesson[*]} --mode inference --prompt-tokens 5000 --context 4096"
  "inference_continuous_json|report ${lesson[*]} --json --mode inference --model llama2_70b --device a100_80gb_sxm --precision bf16 --weight-dtype fp16 --tp 4 --link-kind card-link --batching continuous --concurrency 64 --prompt-tokens 2048 --output-tokens 128"
  "inference_continuous_zh|report ${lesson[*]} --lang zh --mode inference --model llama2_70b --device a100_80gb_sxm --precision bf16 --weight-dtype fp16 --tp 4 --link-kind card-link --batching continuous --concurrency 64 --prompt-tokens 2048 --output-tokens 128"
  "inference_overrides_json|report ${lesson[*]} --json ${serve[*]} --bandwidth-efficiency 0.7 --utilization 0.5 --step-overhead-us 100 --layer-overhead-us 0 --link-latency-us 10 --output-tokens 256"
  "inference_two_servers_json|report ${lesson[*]} --json --mode inference --model llama3_70b --device h100_sxm --precision bf16 --weight-dtype bf16 --tp 16 --link-kind card-link --network-gbps 200 --cards-per-server 8"
  "bad_output_tokens|report ${lesson[*]} --mode inference --prompt-tokens 4000 --output-tokens 200 --context 4096"
  "bad_batching|report ${lesson[*]} --mode inference --batching dynamic"
  "validate_text|validate --lang en"
  "validate_text_zh|validate --lang zh"
  "validate_json|validate --json"
  "validate_overrides_json|validate --json --bandwidth-efficiency 0.75 --prefill-efficiency 0.6"
  "help_validate|validate --help"
  "plan_gb200_rack|plan --lang en --model llama31_70b --device gb200 --prompt-tokens 1024 --output-tokens 1024 --ttft-ms 2000 --tpot-ms 8 --users 1000 --weight-dtype nvfp4 --kv-dtype fp8"
  "plan_no_fp4_card|plan --lang en --model llama3_8b --device h100_sxm,h200_sxm --weight-dtype nvfp4 --prompt-tokens 512 --output-tokens 128 --ttft-ms 1000 --tpot-ms 50 --users 4"
  "plan_text|plan --lang en --model llama3_70b --prompt-tokens 1024 --output-tokens 256 --ttft-ms 2000 --tpot-ms 50 --users 200"
  "plan_text_zh|plan --lang zh --model llama3_70b --prompt-tokens 1024 --output-tokens 256 --ttft-ms 2000 --tpot-ms 50 --users 200 --device h100_sxm,h200_sxm --weight-dtype fp8"
  "plan_json|plan --json --model llama3_8b --prompt-tokens 512 --output-tokens 128 --ttft-ms 500 --min-user-tps 30 --output-rate 20000 --device h100_sxm,l40s --weight-dtype bf16,fp8"
  "plan_misses|plan --lang en --model llama3_8b --prompt-tokens 512 --output-tokens 128 --ttft-ms 1 --tpot-ms 30 --users 50 --device h100_sxm,a100_80gb_sxm"
  "help_plan|plan --help"
  "bad_plan_both_loads|plan --model llama3_8b --prompt-tokens 512 --output-tokens 128 --ttft-ms 500 --tpot-ms 50 --users 10 --output-rate 5"
  "bad_plan_device_zh|plan --lang zh --model llama3_8b --prompt-tokens 512 --output-tokens 128 --ttft-ms 500 --tpot-ms 50 --users 10 --device h100_sxm,nope"
  "wrong_validate_option|validate --device h100_sxm"
  "training_model_text|report ${lesson[*]} --device h100_sxm --precision bf16 --model llama2_7b --weight-dtype bf16 --optimizer adam-mixed --cards 8 --link-kind card-link --tokens-per-step 8192 --seq-len 4096"
  "training_model_text_zh|report ${lesson[*]} --lang zh --device h100_sxm --precision bf16 --model llama2_7b --weight-dtype bf16 --optimizer adam-mixed --cards 8 --link-kind card-link --tokens-per-step 8192 --seq-len 4096"
  "training_model_json|report ${lesson[*]} --json --device h100_sxm --precision bf16 --model llama2_7b --weight-dtype bf16 --optimizer adam-mixed --cards 8 --link-kind card-link --tokens-per-step 8192 --seq-len 4096"
  "bad_export_size|export ${lesson[*]} --out /nonexistent/never-written --width 10000 --height 10000"
  "bad_export_size_zh|export ${lesson[*]} --lang zh --out /nonexistent/never-written --width 8000 --height 8000 --scale 2"
  "bad_training_model_params|report ${lesson[*]} --model llama2_7b --params 7e9"
  "inference_int4_json|report ${lesson[*]} --json --mode inference --model llama3_70b --device h100_sxm --precision bf16 --weight-dtype int4 --batch-size 8"
  "sharding_past_the_cap_text|report ${lesson[*]} --lang en --params 1e14 --device rtx_3060"
  "sharding_past_the_cap_zh|report ${lesson[*]} --lang zh --params 1e14 --device rtx_3060"
  "sharding_past_the_cap_json|report ${lesson[*]} --json --params 1e14 --device rtx_3060"
  "training_int8|report ${lesson[*]} --weight-dtype int8"
  "training_int8_zh|report ${lesson[*]} --lang zh --weight-dtype int4"
  "devices_text|devices"
  "devices_json|devices --json"
  "models_text|models --lang en"
  "models_text_zh|models --lang zh"
  "models_json|models --json"
  "help|--help"
  "help_zh|--help --lang zh"
  "help_report|report --help"
  "help_bench|bench --help"
  "help_measure|measure --help"
  "help_advise|advise --help"
  "help_export|export --help"
  "help_devices|devices --help"
  "help_models|models --help"
  "wrong_models_option|models --n 5"
  "version|--version"
  "bad_number|report --cpu-gflops abc"
  "bad_range|report --link-bandwidth 1e9"
  "bad_option|report --frobnicate 3"
  "bad_option_zh|report --lang zh --n 0"
  "bad_enum|report ${lesson[*]} --precision fp2"
  "bad_batch|report ${lesson[*]} --batch 1,,2"
  "bad_device|report ${lesson[*]} --device nope"
  "wrong_subcommand_option|devices --n 5"
  "unknown_subcommand|frobnicate"
  "bad_compare_file|report ${lesson[*]} --profile $profiles/this_machine.json --compare $profiles/bad_level.json"
  "missing_compare_file|report ${lesson[*]} --profile $profiles/this_machine.json --compare $profiles/missing.json"
  "profile_without_compare|report ${lesson[*]} --profile $profiles/this_machine.json"
  "kernels_text_en|report ${lesson[*]} --lang en --profile $profiles/this_machine.json ${kernels[*]}"
  "kernels_text_zh|report ${lesson[*]} --lang zh ${kernels[*]}"
  "kernels_json|report ${lesson[*]} --json --profile $profiles/this_machine.json ${kernels[*]}"
  "bad_kernel_name|report ${lesson[*]} --kernel name=a=b,flops=1,bytes=1,seconds=1"
  "time_without_command|time ${lesson[*]} --flops 1e9 --bytes 1e9"
  "time_without_flops_zh|time ${lesson[*]} --lang zh --bytes 1e9 -- true"
  "command_for_report|report ${lesson[*]} -- true"
  "bad_kernel_device_zh|report ${lesson[*]} --lang zh --kernel name=x,flops=1,bytes=1,seconds=1,device=nope"
  "kernels_file_ncu_en|report ${lesson[*]} --lang en --kernels-file $samples/ncu_raw_h100.csv"
  "kernels_file_ncu_json|report ${lesson[*]} --json --kernels-file $samples/ncu_raw_h100.csv"
  "kernels_file_likwid_zh|report ${lesson[*]} --lang zh --device this_cpu --kernels-file $samples/likwid_mem_sp_regions.csv --kernels-file $samples/likwid_mem_dp_icx.csv"
  "kernels_file_unknown_device|report ${lesson[*]} --kernels-file tests/cli/kernels/unknown_gpu.csv"
  "kernels_file_unknown_device_zh|report ${lesson[*]} --lang zh --kernels-file tests/cli/kernels/unknown_gpu.csv"
  "kernels_file_decimal_comma|report ${lesson[*]} --kernels-file tests/cli/kernels/decimal_comma.csv"
  "kernels_file_h200_en|report ${lesson[*]} --lang en --roofline-device h200_sxm --kernels-file $captures/h200_library_kernels.csv --kernels-file $captures/h200_counted_program.csv"
  "kernels_file_h200_zh|report ${lesson[*]} --lang zh --roofline-device h200_sxm --kernels-file $captures/h200_library_kernels_scaled_units.csv"
  "kernels_file_h200_json|report ${lesson[*]} --json --kernels-file $captures/h200_library_kernels.csv --kernels-file $captures/h200_counted_program.csv"
  "kernels_file_missing_columns|report ${lesson[*]} --kernels-file tests/cli/kernels/fp32_sass_only.csv"
  "kernels_file_missing_columns_zh|report ${lesson[*]} --lang zh --kernels-file tests/cli/kernels/fp32_sass_only.csv"
  "roofline_device_text|report ${lesson[*]} --lang en --roofline-device h100_sxm --kernels-file $samples/ncu_raw_h100.csv"
  "bad_roofline_device_zh|report ${lesson[*]} --lang zh --roofline-device nope"
  "kernels_file_endless|report ${lesson[*]} --kernels-file /dev/zero"
  "kernels_file_missing|export ${lesson[*]} --out out --kernels-file tests/cli/kernels/missing.csv"
)

mkdir -p "$work/out"
json_broken=0
for c in "${cases[@]}"; do
  name=${c%%|*}
  read -r -a args <<<"${c#*|}"
  # The program names itself by argv[0] in its help; a fixed name keeps the files independent of
  # where the build lives.
  (cd "$root" && exec -a bottleneck-lab "$bin" "${args[@]}") >"$work/out/$name.out" 2>"$work/out/$name.err"
  echo $? >"$work/out/$name.status"
  # Whatever the locale, what --json printed is JSON.
  if [[ " ${args[*]} " == *" --json "* ]] && [[ -s "$work/out/$name.out" ]] &&
     ! python3 -c 'import json, sys; json.load(sys.stdin)' <"$work/out/$name.out" 2>"$work/json.err"; then
    echo "$name under $run_locale is not JSON: $(cat "$work/json.err")" >&2
    json_broken=1
  fi
  # This CPU's memory is the machine's own, which differs between machines by a few kilobytes
  # even of one kind; the JSON names it by a placeholder so that the files hold on any machine.
  sed -i -E -e 's/("id":"this_cpu"[^}]*"memory_gb":)[0-9.e+-]+/\1"THIS_MACHINE"/' \
    "$work/out/$name.out"
done

if [[ $mode == --update ]]; then
  rm -rf "$golden" && mkdir -p "$golden" && cp "$work/out"/* "$golden"/
  echo "wrote $(ls "$golden" | wc -l) files to $golden"
  exit 0
fi
if diff -ru "$golden" "$work/out" && [[ $json_broken == 0 ]]; then
  echo "the command line prints what it printed before under $run_locale (${#cases[@]} commands)"
else
  echo "the command line's output changed; see the difference above" >&2
  exit 1
fi
