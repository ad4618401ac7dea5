<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>BatchCopyChart</name>
    <message>
        <source>Where a serial training step goes: copying the batch, then computing it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy over the link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of the step (%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · accel.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChartView</name>
    <message>
        <source>Save as PNG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DeviceChart</name>
    <message>
        <source>Each device as a multiple of this CPU (by specification)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP32 compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GFLOPS per watt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>× this CPU (log scale)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DevicesTab</name>
    <message>
        <source>There is no graphics card to measure here, so cards are compared by their makers&apos; figures. This CPU&apos;s compute is the measured (or entered) figure. Double-click a number to change it; the ratios and the other tabs follow.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP32 (TFLOPS)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory bandwidth (GB/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power (W)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory (GB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>× compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>× bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GFLOPS per watt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The device; the first three rows are the lesson&apos;s round figures.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peak single-precision compute in TFLOPS (dense, no sparsity). Typical: CPU 0.1–2, cards 8–80.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory bandwidth in GB/s (1 GB = 10⁹ bytes). Typical: CPU 50, cards 300–3000.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board or package power in watts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory on the device in GB; used to check whether a model fits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute as a multiple of this CPU&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory bandwidth as a multiple of this CPU&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute per watt of power: GFLOPS ÷ W.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not accepted: enter a number from %2 to %3 %4. The previous value is kept.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>Export chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export all charts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> px</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1× (as sized)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2× (high-density screens)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Width of the chart&apos;s layout in pixels, before scaling.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Height of the chart&apos;s layout in pixels, before scaling.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2× writes twice the pixels in each direction with the same layout.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The PNG file to write.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folder to write one PNG per chart into.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Folder:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Width:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Height:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Scale:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>IntensityTab</name>
    <message>
        <source>Arithmetic intensity is floating-point operations divided by bytes moved. Below the balance point (peak ÷ bandwidth) a kernel waits for memory; above it, for the arithmetic units. Drag k to see the elementwise kernel cross the balance point.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sets the peak and the bandwidth from a device in part two.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peak compute of the device, GFLOPS (1 TFLOPS = 1000 GFLOPS). Typical: a CPU 50–2000, a card 8000–80000.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory bandwidth of the device, GB/s. Typical: a CPU 20–100, a card 300–3000.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Matrix size n for the matrix multiply and the n² elements of the elementwise kernels.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Multiply-adds each element gets while it is in registers: 2k FLOPs for 8 bytes moved. 1 is like a vector add; 1000 is the lesson&apos;s second experiment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>k = %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set k to %1 and watch the elementwise point move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Device:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Peak compute:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory &amp;bandwidth:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Matrix size &amp;n:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Multiply-adds per element &amp;k:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Operation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FLOPs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bytes moved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FLOP/B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Floating-point operations of one call.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bytes read from and written to memory, decimal MB (10⁶ bytes).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arithmetic intensity: FLOPs ÷ bytes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute-bound at or above the balance point, bandwidth-bound below it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom (sliders)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Labels</name>
    <message>
        <source>Matrix multiply %1 × %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vector add (elementwise)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Elementwise compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n multiply-add(s) per element</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>matmul</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vector add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>k = %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entry-level GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training accelerator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compute-bound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bandwidth-bound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SGD (no state)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SGD with momentum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adam / AdamW</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Bottleneck Lab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;1 Measure the CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;2 Devices by spec</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;3 Arithmetic intensity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;4 Host → device copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;5 Three questions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measure this CPU&apos;s compute with sgemm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare devices by their specifications.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Is a kernel limited by compute or by memory? The roofline.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How much of a training step goes to copying the batch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bottleneck, links between cards, and memory: in that order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export chart…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the chart on this tab as PNG.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;all charts…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save every chart as PNG into a folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Bottleneck Lab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the lesson&apos;s figure, not measured here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>entered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · measuring…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU figure in use: %1 GFLOPS (%2)%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>OpenBLAS %1 · %n thread(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Export chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export all charts</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Saved %n chart(s) into %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>About Bottleneck Lab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Bottleneck Lab %1&lt;/h3&gt;&lt;p&gt;Is this work limited by compute or by moving data? Measure this machine, then move the sliders.&lt;/p&gt;&lt;p&gt;Qt %2 · OpenBLAS core %3&lt;br&gt;%4&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MeasureTab</name>
    <message>
        <source>&amp;Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ca&amp;ncel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Use this figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two n × n float32 matrices are multiplied with OpenBLAS&apos;s cblas_sgemm: 2 n³ floating-point operations per call. After an untimed warm-up, every run is timed and the fastest counts, because interruptions only ever slow a run down. The figure becomes this CPU&apos;s compute in every other tab.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Matrix size n: each matrix is n × n float32. 512 is the lesson&apos;s size; try 1024 to see a larger problem feed the library better.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many timed runs; the fastest is reported. 20 is typical.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>OpenBLAS threads, from 1 to the %n logical CPU(s) it found.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Start the measurement (it runs in the background).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop after the run in progress.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%v of %m runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A CPU figure to use instead of measuring, for example another machine&apos;s. The lesson&apos;s machine reached 237.05 GFLOPS.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the typed figure as this CPU&apos;s compute everywhere.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Matrix size &amp;n:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Timed runs:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>T&amp;hreads:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Or enter a figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelling after the run in progress…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warming up…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run %1 of %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled before any timed run; the previous figure stays.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Cancelled after %n run(s); the previous figure stays.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The measurement could not run: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GFLOPS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not measured yet: the lesson&apos;s 237.05 GFLOPS stands in. Press Run to measure this machine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entered by hand; nothing was measured.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fastest of %1 runs: %2; median %3 (%4 GFLOPS). %5 thread(s), OpenBLAS core %6. Product %7.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>verified against double precision (%n entries)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>WRONG: verification failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured on %1 (from the last session).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MemoryChart</name>
    <message>
        <source>Memory for training against the device&apos;s memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optimizer state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training needs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QuestionsTab</name>
    <message>
        <source>Ask these in order: where the bottleneck is, how the cards are linked, whether the model fits. A model that does not fit must be split, and a split model makes the cards talk more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1. Where is the bottleneck: compute or moving data?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From the kernels and the device in part three.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameters of the model. The lesson&apos;s example: 10⁹.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards training together with data parallelism, 1 to 64.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PCIe 3.0 through host memory (≈12 GB/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PCIe 4.0 (≈25 GB/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PCIe 5.0 (≈50 GB/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dedicated card link, NVLink class (≈300 GB/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How the cards exchange gradients.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bus bandwidth each card gets for the all-reduce, GB/s. A ring all-reduce moves 2(N−1)/N of the gradient bytes over it. Bus bandwidth, not the algorithm bandwidth some tests print, is the link&apos;s own speed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute time of one step on one card, ms; data parallelism keeps it the same however many cards there are.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2. How are the cards linked?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cards:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Link:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link &amp;bandwidth:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute per &amp;step:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>float32 (4 bytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bfloat16 / float16 (2 bytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP8 (1 byte)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bytes per weight; gradients are kept at the same precision.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optimizer state per parameter in float32: SGD none, momentum 4 bytes, Adam 8 bytes (two moments).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The device whose memory the model must fit in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3. Does the model fit in memory?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Precision:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Optimizer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Device:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model &amp;parameters:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReportText</name>
    <message>
        <source>Bottleneck Lab: is this work limited by compute or by moving data?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This CPU&apos;s compute, measured with sgemm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Matrix size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %1 float32</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FLOPs per multiply (2 n³)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Fastest of %n run(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Median run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Threads / OpenBLAS core</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Product verified</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>yes, %n sampled entries</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>NO: the product is wrong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One multiply at this speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GFLOPS (%2 TFLOPS)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured here: the fastest run counts, because interruptions only ever slow a run down. GFLOPS means a billion floating-point operations per second.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entered with --cpu-gflops; nothing was measured.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Devices by their specifications (not measured)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP32</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>× compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>× bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GFLOPS per watt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 TFLOPS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arithmetic intensity: how many operations per byte moved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Operation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FLOPs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bytes moved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FLOP/B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copying each batch from host memory to the device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link %1 GB/s; one sample is %2 and takes %3 FLOPs to compute.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accelerator compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy share on accelerator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three questions before buying hardware</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1. Where is the bottleneck, compute or moving data?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2. How are the cards linked?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3. Does the model fit in memory?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The questions come in this order for a reason: a model that does not fit must be split, and a split model makes the cards talk more.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RooflineChart</name>
    <message>
        <source>Roofline: attainable performance against arithmetic intensity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arithmetic intensity (FLOP/B, log scale)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attainable GFLOPS (log scale)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roof: min(peak, intensity × bandwidth)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Balance point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
%2 FLOP/B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>balance %1 FLOP/B</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RunsChart</name>
    <message>
        <source>sgemm: every timed run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fastest (reported)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Median</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GFLOPS</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScalingChart</name>
    <message>
        <source>Data-parallel speed-up against the number of cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards (log scale)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speed-up over one card (log scale)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ideal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your setup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your link, %1 GB/s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TransferTab</name>
    <message>
        <source>Every training batch is copied from host memory to the device before it is computed. The copy share is copy time ÷ (copy + compute) when one waits for the other. Move the link to 300 GB/s to see it fall below 1 %; move the batch to see it stay put.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your batch size, in samples, shown beside the lesson&apos;s 32, 128 and 512.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host-to-device bandwidth, GB/s. PCIe 3.0 ×16 moves about 12 in practice, 4.0 about 25, 5.0 about 50.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peak of the accelerator the batch is copied to, TFLOPS. The lesson&apos;s training card: 20.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Floating-point operations to compute one sample. The lesson assumes 10⁸ for a light model; ResNet-50 needs about 4 × 10⁹.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size of one sample as it crosses the link.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set the link to %1 GB/s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Batch size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Link bandwidth:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Accelerator:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;FLOPs per sample:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Sample size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data (MB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU compute (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accel. compute (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy share, accel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accel. step, serial (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accel. step, prefetched (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Samples per batch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bytes copied per batch, decimal MB.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time to copy the batch over the link.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time for this CPU to compute the batch at its measured GFLOPS.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy ÷ (copy + CPU compute).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time for the accelerator to compute the batch at its peak.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy ÷ (copy + accelerator compute).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy, then compute: their sum.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With loader threads and pinned memory the next batch copies while this one computes: the longer of the two.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (yours)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A larger batch leaves the copy share where it was (%1 on the accelerator) and costs device memory. A faster link, prefetching or more work per sample is what moves it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Verdicts</name>
    <message>
        <source>The training accelerator has %1× this CPU&apos;s compute but only %2× its memory bandwidth. A faster card helps only work that is limited by compute; the next two parts show which work that is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Balance point: %1 FLOP/B (%2 GFLOPS ÷ %3 GB/s). A kernel that does fewer operations per byte than this waits for memory; one that does more waits for the arithmetic units.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 FLOP/B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Above the balance point of %1 FLOP/B, compute limits: %2. More FLOPS makes these faster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Below it, memory bandwidth limits: %1. More FLOPS does not save a single second here; only more bandwidth or more work per byte does.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copying takes %1 of every step at each batch size: bytes and FLOPs both grow with the batch, so a bigger batch does not change the share.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copying takes %1 of a step on this CPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On a %1 TFLOPS accelerator over the same %2 GB/s link, the copy becomes %3 of each step: the faster the card, the more the data pipeline shows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With prefetching (the next batch copies while this one computes), a step on the accelerator takes %1 instead of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One card syncs nothing: each step is all compute.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cards at %2 GB/s: summing %3 of gradients takes %4 per step against %5 of compute, so they run %6× as fast as one card (%7 of the ideal %1×).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 parameters with %2 need %3 for training: %4 of weights and %5× that in all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That fits in the %1&apos;s %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That does not fit in the %1&apos;s %2: split across at least %3 cards, and the split adds traffic between the cards (question two).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>blab::ui::ScalingChart</name>
    <message>
        <source>PCIe 3.0 ×16 through host memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PCIe 4.0 ×16</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dedicated card link (NVLink class)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>blab::ui::TransferTab</name>
    <message>
        <source>PCIe 3.0 ×16 (≈12)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PCIe 4.0 ×16 (≈25)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PCIe 5.0 ×16 (≈50)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On-card memory (≈300)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>224 × 224 × 3 float32 (ImageNet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>32 × 32 × 3 float32 (CIFAR)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>299 × 299 × 3 float32</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>512 × 512 × 3 float32</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>224 × 224 × 3 uint8 (decoded on device)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
