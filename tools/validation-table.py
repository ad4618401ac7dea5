#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes the validation set as a Markdown table from 'bottleneck-lab validate --json'.

    bottleneck-lab validate --json | tools/validation-table.py > table.md

docs/validation.md holds the table this prints; run it again when the set or the model changes.
"""
import json
import sys


def figure(metric, value):
    if metric == 'all_reduce_bus_gbs':
        return f'{value:.3g} GB/s'
    if 'per_second' in metric:
        return f'{value:.4g} tok/s'
    if value < 1e-3:
        return f'{value * 1e6:.3g} µs'
    if value < 1:
        return f'{value * 1e3:.3g} ms'
    return f'{value:.3g} s'


def setup(row):
    if row['kind'] == 'training':
        virtual = f" vp {row['vp']}" if row['vp'] > 1 else ''
        attention = ', Triton attention' if row.get('attention') == 'triton' else ''
        split = ' sequence-parallel' if row.get('sequence_parallel') else ''
        split += ' overlapped' if row.get('tp_overlap') else ''
        return (f"{row['model']}, {row['cards']} × {row['device']}, {row['precision']}, "
                f"tp {row['tp']}{split} pp {row['pp']}{virtual}, ZeRO {row['zero_stage']}, "
                f"{row['recompute']}, {row['seq_len']} × {row['micro_batch']}, "
                f"{row['global_batch']} a step{attention}")
    if row['kind'] == 'all_reduce':
        nvls = '' if row.get('nvls', True) else ', NVLS off'
        return f"all-reduce {row['message_bytes']:.4g} B, {row['cards']} × {row['device']}{nvls}"
    batching = 'static' if row['batching'] == 'static' else 'concurrency'
    return (f"{row['model']}, {row['cards']} × {row['device']}, {row['weights']}/{row['kv']}, "
            f"{batching} {row['batch']}, {row['prompt_tokens']} → {row['output_tokens']}")


def main():
    report = json.load(sys.stdin)
    print('| result | setup | quantity | measured | expected | bound | ratio | source |')
    print('|---|---|---|---|---|---|---|---|')
    for row in report['rows']:
        source = row['source'].split('; quoted:')[0].split(', row quoted:')[0].replace('|', '\\|')
        metric = row['metric']
        print(f"| {row['id']} | {setup(row)} | {metric.replace('_', ' ')} | "
              f"{figure(metric, row['published'])} | {figure(metric, row['expected'])} | "
              f"{figure(metric, row['bound'])} | {row['ratio']:.2f} | {source} |")
    s = report['summary']
    print()
    print(f"{s['results']} results from {s['sources']} sources: median |ratio − 1| "
          f"{s['median_abs_ratio_minus_1']:.3f}, ratio farthest from 1 {s['worst_ratio']:.3f} "
          f"({s['worst_id']}).")
    t = report.get('training_summary')
    if t and t['results']:
        print()
        print(f"Training: {t['results']} results from {t['sources']} sources: median |ratio − 1| "
              f"{t['median_abs_ratio_minus_1']:.3f}, ratio farthest from 1 {t['worst_ratio']:.3f} "
              f"({t['worst_id']}); published figures above their bound: {t['above_bound']}.")


if __name__ == '__main__':
    main()
