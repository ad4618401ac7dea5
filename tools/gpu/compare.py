#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The program's GPU figures beside PyTorch's from the same call: the median of the runs of each,
and their ratio. Usage: compare.py OUT.json ours1.json [ours2.json …] -- torch1.json […]
Each 'ours' file is what 'bottleneck-lab measure --gpu --json' (or its child) printed; each
'torch' file what torch_reference.py printed. OUT.json gets every run and the table."""
import json
import statistics
import sys


def load(path):
    with open(path) as f:
        data = json.load(f)
    return data.get("gpu", data) if "gpu" in data else data


def figures(run):
    out = {}
    if not run:
        return out
    for g in run.get("gemm", []):
        out[f"gemm {g['precision']} {g['n']}"] = g["tflops_fastest"]
    mem = run.get("memory", {})
    for key in ("copy_gbs", "read_gbs", "triad_gbs"):
        if key in mem:
            out[f"memory {key}"] = mem[key]
    for l in run.get("host_links", []):
        kind = "pinned" if l["pinned"] else "pageable"
        out[f"{l['direction']} {kind} {int(l['mib'])} MiB"] = l["gbs"]
    if run.get("fma_peak_tflops"):
        out["fma peak fp32"] = run["fma_peak_tflops"]
    return out


def main():
    args = sys.argv[1:]
    out_path = args.pop(0)
    split = args.index("--")
    ours = [load(p) for p in args[:split]]
    theirs = [load(p) for p in args[split + 1:]]
    ours_f = [figures(r) for r in ours]
    theirs_f = [figures(r) for r in theirs]
    keys = sorted({k for f in ours_f + theirs_f for k in f})
    table = []
    print(f"{'figure':34} {'program':>10} {'pytorch':>10} {'ratio':>7}")
    for k in keys:
        a = [f[k] for f in ours_f if k in f]
        b = [f[k] for f in theirs_f if k in f]
        ma = statistics.median(a) if a else None
        mb = statistics.median(b) if b else None
        ratio = ma / mb if ma and mb else None
        table.append({"figure": k, "program": ma, "pytorch": mb, "ratio": ratio,
                      "program_runs": a, "pytorch_runs": b})
        fmt = lambda v: f"{v:10.1f}" if v is not None else f"{'-':>10}"
        print(f"{k:34} {fmt(ma)} {fmt(mb)} {ratio if ratio is None else round(ratio, 3)!s:>7}")
    with open(out_path, "w") as f:
        json.dump({"program_runs": ours, "pytorch_runs": theirs, "table": table}, f)


main()
