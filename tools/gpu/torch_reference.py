#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""PyTorch's figures for the card, by the method 'measure --gpu' uses, as the yardstick beside it.

Square products C = A·Bᵀ of random operands in [-1, 1) (A and B stored row-major, which is
cuBLAS's TN layout, the one FP8 requires), cycled through copies that exceed L2 four times, three
untimed products, then timings of one CUDA graph of back-to-back products each; memory copy
(read + write counted), read (a sum), triad (two reads and a write); pinned copies both ways and
pageable copies to the device with the CPU cache flushed before each. Prints one JSON object with
the keys of the program's 'gpu' part. Usage: torch_reference.py [--quick]
"""
import json
import math
import statistics
import sys
import time

import torch

QUICK = "--quick" in sys.argv
# --only PRECISION: that precision's products alone (memory and copies are skipped).
ONLY = sys.argv[sys.argv.index("--only") + 1] if "--only" in sys.argv else None
SIZES = [1024, 2048] if QUICK else [1024, 2048, 4096, 8192]
TIMINGS = 3 if QUICK else 5
SECONDS = 0.02 if QUICK else 0.05
ARRAY_BYTES = (256 if QUICK else 1024) << 20
PINNED_MIB = [1, 16, 64] if QUICK else [1, 4, 16, 64, 256, 1024]
PAGEABLE_MIB = [16] if QUICK else [16, 1024]
FLUSH_BYTES = (32 if QUICK else 256) << 20
dev = torch.device("cuda")
props = torch.cuda.get_device_properties(dev)
L2 = props.L2_cache_size


def event_ms(fn):
    start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    start.record()
    fn()
    end.record()
    end.synchronize()
    return start.elapsed_time(end)


def repetitions(ms, seconds, most):
    return max(1, min(most, math.ceil(seconds * 1e3 / max(ms, 1e-4))))


def rates(times_ms, amount):
    r = [amount / (ms * 1e-3) for ms in times_ms if ms > 0]
    return max(r), statistics.median(r)


FORMATS = {
    "fp32": (torch.float32, torch.float32, False),
    "tf32": (torch.float32, torch.float32, True),
    "bf16": (torch.bfloat16, torch.bfloat16, False),
    "fp16": (torch.float16, torch.float16, False),
    "fp8": (torch.float8_e4m3fn, torch.bfloat16, False),
}


def gemm(name, n):
    dtype, out_dtype, tf32 = FORMATS[name]
    torch.backends.cuda.matmul.allow_tf32 = tf32
    in_bytes = torch.tensor([], dtype=dtype).element_size()
    out_bytes = torch.tensor([], dtype=out_dtype).element_size()
    set_bytes = n * n * (2 * in_bytes + out_bytes)
    sets = max(1, min(64, math.ceil(4 * L2 / set_bytes)))
    gen = torch.Generator(device=dev).manual_seed(1)
    a0 = (torch.rand(n, n, device=dev, generator=gen) * 2 - 1).to(dtype)
    b0 = (torch.rand(n, n, device=dev, generator=gen) * 2 - 1).to(dtype)
    ops = [(a0.clone(), b0.clone(), torch.empty(n, n, device=dev, dtype=out_dtype)) for _ in range(sets)]
    one = torch.ones((), device=dev, dtype=torch.float32)

    def product(i):
        a, b, d = ops[i % sets]
        if name == "fp8":
            # Written into d, as the other precisions are: no copy or allocation is timed.
            torch._scaled_mm(a, b.t(), scale_a=one, scale_b=one, out_dtype=out_dtype, out=d)
        else:
            torch.matmul(a, b.t(), out=d)

    def run(count):
        for i in range(count):
            product(i)

    run(3)
    torch.cuda.synchronize()
    per = event_ms(lambda: run(3)) / 3
    k = repetitions(per, SECONDS, 2000)
    graph = torch.cuda.CUDAGraph()
    stream = torch.cuda.Stream()
    stream.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(stream):
        run(3)
        with torch.cuda.graph(graph, stream=stream):
            run(k)
    torch.cuda.current_stream().wait_stream(stream)
    graph.replay()
    torch.cuda.synchronize()
    fastest, median = rates([event_ms(graph.replay) for _ in range(TIMINGS)], 2.0 * n**3 * k)
    del graph, ops
    torch.cuda.empty_cache()
    return {"precision": name, "n": n, "tflops_fastest": fastest / 1e12,
            "tflops_median": median / 1e12, "method": "cuda_graph", "products_per_timing": k}


def pass_rate(fn, amount):
    fn()
    passes = repetitions(event_ms(fn), SECONDS, 100)
    times = [event_ms(lambda: [fn() for _ in range(passes)]) for _ in range(TIMINGS)]
    return rates(times, amount * passes)[0] / 1e9


def memory():
    count = ARRAY_BYTES // 4
    a, b, c = (torch.rand(count, device=dev) for _ in range(3))
    copy = pass_rate(lambda: b.copy_(a), 2.0 * ARRAY_BYTES)
    read = pass_rate(lambda: a.sum(), 1.0 * ARRAY_BYTES)
    triad = pass_rate(lambda: torch.add(b, c, alpha=3.0, out=a), 3.0 * ARRAY_BYTES)
    return {"copy_gbs": copy, "read_gbs": read, "triad_gbs": triad, "counts_read_and_write": True,
            "array_bytes": ARRAY_BYTES}


def links():
    out = []
    largest = max(PINNED_MIB) << 20
    host = torch.ones(largest, dtype=torch.uint8, pin_memory=True)
    device = torch.empty(largest, dtype=torch.uint8, device=dev)
    for to_device in (True, False):
        for mib in PINNED_MIB:
            nbytes = mib << 20
            h, d = host[:nbytes], device[:nbytes]
            copy = (lambda: d.copy_(h, non_blocking=True)) if to_device else (lambda: h.copy_(d, non_blocking=True))
            copy()
            k = repetitions(event_ms(copy), SECONDS / 2, 1000)
            times = [event_ms(lambda: [copy() for _ in range(k)]) for _ in range(TIMINGS)]
            fastest, median = rates(times, float(nbytes) * k)
            out.append({"direction": "host_to_device" if to_device else "device_to_host", "pinned": True,
                        "mib": mib, "gbs": fastest / 1e9, "gbs_median": median / 1e9})
    pageable = torch.ones(max(PAGEABLE_MIB) << 20, dtype=torch.uint8)
    flush = torch.zeros(FLUSH_BYTES, dtype=torch.uint8)
    target = torch.empty(pageable.numel(), dtype=torch.uint8, device=dev)
    for mib in PAGEABLE_MIB:
        nbytes = mib << 20
        times = []
        for t in range(TIMINGS + 1):
            flush.fill_(t)
            torch.cuda.synchronize()
            start = time.perf_counter()
            target[:nbytes].copy_(pageable[:nbytes])
            torch.cuda.synchronize()
            if t > 0:
                times.append((time.perf_counter() - start) * 1e3)
        fastest, median = rates(times, float(nbytes))
        out.append({"direction": "host_to_device", "pinned": False, "mib": mib, "gbs": fastest / 1e9,
                    "gbs_median": median / 1e9})
    return out


def main():
    result = {"name": torch.cuda.get_device_name(dev), "torch": torch.__version__,
              "cuda": torch.version.cuda, "gemm": []}
    if not ONLY:
        result["memory"] = memory()
        result["host_links"] = links()
    for name in FORMATS:
        if ONLY and name != ONLY:
            continue
        if name == "fp8" and torch.cuda.get_device_capability(dev) < (8, 9):
            continue
        for n in SIZES:
            result["gemm"].append(gemm(name, n))
    print(json.dumps(result))


main()
