<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>InferenceText</name>
    <message numerus="yes">
        <source>At %1 tokens of context, up to %n sequence(s) fit.</source>
        <translation>
            <numerusform>At %1 tokens of context, up to %n sequence fits.</numerusform>
            <numerusform>At %1 tokens of context, up to %n sequences fit.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>With %n sequence(s), up to %1 tokens of context do (the model&apos;s own limit is %2).</source>
        <translation>
            <numerusform>With %n sequence, up to %1 tokens of context do (the model&apos;s own limit is %2).</numerusform>
            <numerusform>With %n sequences, up to %1 tokens of context do (the model&apos;s own limit is %2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>With %n sequence(s), up to %1 tokens of context do.</source>
        <translation>
            <numerusform>With %n sequence, up to %1 tokens of context do.</numerusform>
            <numerusform>With %n sequences, up to %1 tokens of context do.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n request(s) in flight (continuous batching)</source>
        <translation>
            <numerusform>%n request in flight (continuous batching)</numerusform>
            <numerusform>%n requests in flight (continuous batching)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a static batch of %n sequence(s)</source>
        <translation>
            <numerusform>a static batch of %n sequence</numerusform>
            <numerusform>a static batch of %n sequences</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The weights alone leave no room for a KV cache on %n card(s): split the model over more cards (tensor parallelism) or store it in fewer bits.</source>
        <translation>
            <numerusform>The weights alone leave no room for a KV cache on %n card: split the model over more cards (tensor parallelism) or store it in fewer bits.</numerusform>
            <numerusform>The weights alone leave no room for a KV cache on %n cards: split the model over more cards (tensor parallelism) or store it in fewer bits.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The figures below are for a batch the cards cannot hold: %n sequence(s) at %1 tokens of context need %2 on each card, which has %3; at most %4 fit (question 3).</source>
        <translation>
            <numerusform>The figures below are for a batch the cards cannot hold: %n sequence at %1 tokens of context need %2 on each card, which has %3; at most %4 fit (question 3).</numerusform>
            <numerusform>The figures below are for a batch the cards cannot hold: %n sequences at %1 tokens of context need %2 on each card, which has %3; at most %4 fit (question 3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Attention runs in %1 groups of %n card(s), each group on its own requests and holding their cache; the dense parts stay split over all %2 cards.</source>
        <translation>
            <numerusform>Attention runs in %1 groups of %n card, each group on its own requests and holding their cache; the dense parts stay split over all %2 cards.</numerusform>
            <numerusform>Attention runs in %1 groups of %n cards, each group on its own requests and holding their cache; the dense parts stay split over all %2 cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Speculative decoding: before each decode step the model&apos;s next-token layers guess each sequence&apos;s next %n token(s), one after another (%1 expected, %2 at the roofline, within the step&apos;s time), and the step checks them all at once. It keeps %3 tokens of each sequence on average, so a token takes the step&apos;s time ÷ %3.</source>
        <translation>
            <numerusform>Speculative decoding: before each decode step the model&apos;s next-token layers guess each sequence&apos;s next %n token, one after another (%1 expected, %2 at the roofline, within the step&apos;s time), and the step checks them all at once. It keeps %3 tokens of each sequence on average, so a token takes the step&apos;s time ÷ %3.</numerusform>
            <numerusform>Speculative decoding: before each decode step the model&apos;s next-token layers guess each sequence&apos;s next %n tokens, one after another (%1 expected, %2 at the roofline, within the step&apos;s time), and the step checks them all at once. It keeps %3 tokens of each sequence on average, so a token takes the step&apos;s time ÷ %3.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>KernelsText</name>
    <message numerus="yes">
        <source>%n kernel(s) read from %1.</source>
        <translation>
            <numerusform>%n kernel read from %1.</numerusform>
            <numerusform>%n kernels read from %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) of the command: %1; the fastest, %2, counts (a run is timed from start to exit, start-up included).</source>
        <translation>
            <numerusform>%n run of the command: %1; the fastest, %2, counts (a run is timed from start to exit, start-up included).</numerusform>
            <numerusform>%n runs of the command: %1; the fastest, %2, counts (a run is timed from start to exit, start-up included).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n kernel(s) read from %1 and added.</source>
        <translation>
            <numerusform>%n kernel read from %1 and added.</numerusform>
            <numerusform>%n kernels read from %1 and added.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n kernel(s) already in the list were not added again.</source>
        <translation>
            <numerusform>%n kernel already in the list were not added again.</numerusform>
            <numerusform>%n kernels already in the list were not added again.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>blab::app::CliRunner</name>
    <message numerus="yes">
        <source>multiply-add peak on %n thread(s)...</source>
        <translation>
            <numerusform>multiply-add peak on %n thread...</numerusform>
            <numerusform>multiply-add peak on %n threads...</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>blab::ui::AdvisorText</name>
    <message numerus="yes">
        <source>sgemm %1 × %1 float32, %2 thread(s), the fastest of %n run(s), each family in a process of its own; OpenBLAS %3</source>
        <translation>
            <numerusform>sgemm %1 × %1 float32, %2 thread, the fastest of %n run, each family in a process of its own; OpenBLAS %3</numerusform>
            <numerusform>sgemm %1 × %1 float32, %2 threads, the fastest of %n runs, each family in a process of its own; OpenBLAS %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>blab::ui::ChartCaptions</name>
    <message numerus="yes">
        <source>sgemm n %1 · %2 runs · %n thread(s) · OpenBLAS core %3</source>
        <translation>
            <numerusform>sgemm n %1 · %2 runs · %n thread · OpenBLAS core %3</numerusform>
            <numerusform>sgemm n %1 · %2 runs · %n threads · OpenBLAS core %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n thread(s) · FP32 peak %2 GFLOPS · measured %3</source>
        <translation>
            <numerusform>%1 · %n thread · FP32 peak %2 GFLOPS · measured %3</numerusform>
            <numerusform>%1 · %n threads · FP32 peak %2 GFLOPS · measured %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n thread(s) · STREAM triad %2 GB/s · measured %3</source>
        <translation>
            <numerusform>%1 · %n thread · STREAM triad %2 GB/s · measured %3</numerusform>
            <numerusform>%1 · %n threads · STREAM triad %2 GB/s · measured %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 · %2 parameters · weights %3 · optimizer %4 · activations %5 · %n card(s)</source>
        <translation>
            <numerusform>%1 · %2 parameters · weights %3 · optimizer %4 · activations %5 · %n card</numerusform>
            <numerusform>%1 · %2 parameters · weights %3 · optimizer %4 · activations %5 · %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 · %2 · weights %3 · KV cache %4 · prompt %5 · answer %6 · context %7 · %8 · %n card(s) · bandwidth share %9</source>
        <translation>
            <numerusform>%1 · %2 · weights %3 · KV cache %4 · prompt %5 · answer %6 · context %7 · %8 · %n card · bandwidth share %9</numerusform>
            <numerusform>%1 · %2 · weights %3 · KV cache %4 · prompt %5 · answer %6 · context %7 · %8 · %n cards · bandwidth share %9</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>blab::ui::ComparisonText</name>
    <message numerus="yes">
        <source>%n thread(s)</source>
        <translation>
            <numerusform>%n thread</numerusform>
            <numerusform>%n threads</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>blab::ui::DevicesTab</name>
    <message numerus="yes">
        <source>Imported %n device(s).</source>
        <translation>
            <numerusform>Imported %n device.</numerusform>
            <numerusform>Imported %n devices.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of them had an id you already use and got a number added.</source>
        <translation>
            <numerusform>%n of them had an id you already use and got a number added.</numerusform>
            <numerusform>%n of them had an id you already use and got a number added.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %n device(s) to %1.</source>
        <translation>
            <numerusform>Exported %n device to %1.</numerusform>
            <numerusform>Exported %n devices to %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>blab::ui::GpuText</name>
    <message numerus="yes">
        <source>--gpu-index %1: the driver sees %n GPU(s), numbered from 0</source>
        <translation>
            <numerusform>--gpu-index %1: the driver sees %n GPU, numbered from 0</numerusform>
            <numerusform>--gpu-index %1: the driver sees %n GPUs, numbered from 0</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n process(es) were computing on this GPU: the figures may be low</source>
        <translation>
            <numerusform>%n process was computing on this GPU: the figures may be low</numerusform>
            <numerusform>%n processes were computing on this GPU: the figures may be low</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n multiprocessor(s), compute capability %1.%2</source>
        <translation>
            <numerusform>%n multiprocessor, compute capability %1.%2</numerusform>
            <numerusform>%n multiprocessors, compute capability %1.%2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>blab::ui::KernelsChart</name>
    <message numerus="yes">
        <source>sgemm with each OpenBLAS kernel family, n = %1, %n thread(s) (* OpenBLAS&apos;s own pick)</source>
        <translation>
            <numerusform>sgemm with each OpenBLAS kernel family, n = %1, %n thread (* OpenBLAS&apos;s own pick)</numerusform>
            <numerusform>sgemm with each OpenBLAS kernel family, n = %1, %n threads (* OpenBLAS&apos;s own pick)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>blab::ui::Labels</name>
    <message numerus="yes">
        <source>%n multiply-add(s) per element</source>
        <translation>
            <numerusform>%n multiply-add per element</numerusform>
            <numerusform>%n multiply-adds per element</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Prefill: %n sequence(s) of %1 prompt tokens</source>
        <translation>
            <numerusform>Prefill: %n sequence of %1 prompt tokens</numerusform>
            <numerusform>Prefill: %n sequences of %1 prompt tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Decode step: %n sequence(s) at %1 tokens of context</source>
        <translation>
            <numerusform>Decode step: %n sequence at %1 tokens of context</numerusform>
            <numerusform>Decode step: %n sequences at %1 tokens of context</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>blab::ui::MainWindow</name>
    <message numerus="yes">
        <source>OpenBLAS %1 · %n thread(s)</source>
        <translation>
            <numerusform>OpenBLAS %1 · %n thread</numerusform>
            <numerusform>OpenBLAS %1 · %n threads</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Saved %n file(s) into %1</source>
        <translation>
            <numerusform>Saved %n file into %1</numerusform>
            <numerusform>Saved %n files into %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This tab has %n chart(s). Export:</source>
        <translation>
            <numerusform>This tab has %n chart. Export:</numerusform>
            <numerusform>This tab has %n charts. Export:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>blab::ui::MeasureText</name>
    <message numerus="yes">
        <source>sgemm %1 × %1 float32, %n run(s), </source>
        <translation>
            <numerusform>sgemm %1 × %1 float32, %n run, </numerusform>
            <numerusform>sgemm %1 × %1 float32, %n runs, </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n thread(s), OpenBLAS core %1</source>
        <translation>
            <numerusform>%n thread, OpenBLAS core %1</numerusform>
            <numerusform>%n threads, OpenBLAS core %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>yes, %n entries against double precision</source>
        <translation>
            <numerusform>yes, %n entries against double precision</numerusform>
            <numerusform>yes, %n entries against double precision</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This machine&apos;s roofline, %n thread(s), kernels in %1</source>
        <translation>
            <numerusform>This machine&apos;s roofline, %n thread, kernels in %1</numerusform>
            <numerusform>This machine&apos;s roofline, %n threads, kernels in %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>blab::ui::PlanPanel</name>
    <message numerus="yes">
        <source>Setups that meet the targets (%1): %n, fewest cards first.</source>
        <translation>
            <numerusform>Setups that meet the targets (%1): %n, fewest cards first.</numerusform>
            <numerusform>Setups that meet the targets (%1): %n, fewest cards first.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>blab::ui::PlanText</name>
    <message numerus="yes">
        <source>%n user(s) in flight</source>
        <translation>
            <numerusform>%n user in flight</numerusform>
            <numerusform>%n users in flight</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 %2 (%n result(s))</source>
        <translation>
            <numerusform>%1 %2 (%n result)</numerusform>
            <numerusform>%1 %2 (%n results)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>    … and %n more; --json lists every one.
</source>
        <translation>
            <numerusform>    … and %n more; --json lists every one.
</numerusform>
            <numerusform>    … and %n more; --json lists every one.
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n setup(s), from %2 tokens/s a user at %3 a card to %4 a user at %5 a card</source>
        <translation>
            <numerusform>%1: %n setup, from %2 tokens/s a user at %3 a card to %4 a user at %5 a card</numerusform>
            <numerusform>%1: %n setups, from %2 tokens/s a user at %3 a card to %4 a user at %5 a card</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 with one request&apos;s cache fits on no server of %n card(s) of these devices at the formats allowed: %2.</source>
        <translation>
            <numerusform>%1 with one request&apos;s cache fits on no server of %n card of these devices at the formats allowed: %2.</numerusform>
            <numerusform>%1 with one request&apos;s cache fits on no server of %n cards of these devices at the formats allowed: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n setup(s) meet the targets, the fewest cards first, then the lowest cost per million tokens where your devices.json gives a price, else the fewest watts, then the most tokens a card. Times are expected, the bound in brackets; rates are expected.</source>
        <translation>
            <numerusform>%n setup meets the targets, the fewest cards first, then the lowest cost per million tokens where your devices.json gives a price, else the fewest watts, then the most tokens a card. Times are expected, the bound in brackets; rates are expected.</numerusform>
            <numerusform>%n setups meet the targets, the fewest cards first, then the lowest cost per million tokens where your devices.json gives a price, else the fewest watts, then the most tokens a card. Times are expected, the bound in brackets; rates are expected.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Continuous batching in steady state: every request is replaced as it ends, and arrivals, queues and bursts are not modelled. Static batching, pipeline parallelism and serving across servers are not searched; tensor parallelism stays inside one server of %n card(s), or inside a card link&apos;s larger domain (the 72 GPUs of an NVL72 rack).</source>
        <translation>
            <numerusform>Continuous batching in steady state: every request is replaced as it ends, and arrivals, queues and bursts are not modelled. Static batching, pipeline parallelism and serving across servers are not searched; tensor parallelism stays inside one server of %n card, or inside a card link&apos;s larger domain (the 72 GPUs of an NVL72 rack).</numerusform>
            <numerusform>Continuous batching in steady state: every request is replaced as it ends, and arrivals, queues and bursts are not modelled. Static batching, pipeline parallelism and serving across servers are not searched; tensor parallelism stays inside one server of %n cards, or inside a card link&apos;s larger domain (the 72 GPUs of an NVL72 rack).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>blab::ui::ReportText</name>
    <message numerus="yes">
        <source>Fastest of %n run(s)</source>
        <translation>
            <numerusform>Fastest of %n run</numerusform>
            <numerusform>Fastest of %n runs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>yes, %n sampled entries</source>
        <translation>
            <numerusform>yes, %n sampled entries</numerusform>
            <numerusform>yes, %n sampled entries</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n field(s) of the config are not part of the shape: %1.</source>
        <translation>
            <numerusform>%n field of the config are not part of the shape: %1.</numerusform>
            <numerusform>%n fields of the config are not part of the shape: %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>blab::ui::ServingPanel</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 on %2: %3 (%4–%5, %n result(s))</source>
        <translation>
            <numerusform>%1 on %2: %3 (%4–%5, %n result)</numerusform>
            <numerusform>%1 on %2: %3 (%4–%5, %n results)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 %2 (%n result(s))</source>
        <translation>
            <numerusform>%1 %2 (%n result)</numerusform>
            <numerusform>%1 %2 (%n results)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>blab::ui::ServingVerdicts</name>
    <message numerus="yes">
        <source>%n card(s) cannot split the attention of %2: the cards must divide its %1 query heads, and divide its %3 key-value heads or be a multiple of them.</source>
        <translation>
            <numerusform>%n card cannot split the attention of %2: the cards must divide its %1 query heads, and divide its %3 key-value heads or be a multiple of them.</numerusform>
            <numerusform>%n cards cannot split the attention of %2: the cards must divide its %1 query heads, and divide its %3 key-value heads or be a multiple of them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n attention group(s) do not divide the %1 cards of a replica.</source>
        <translation>
            <numerusform>%n attention group do not divide the %1 cards of a replica.</numerusform>
            <numerusform>%n attention groups do not divide the %1 cards of a replica.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>blab::ui::SgemmPanel</name>
    <message numerus="yes">
        <source>OpenBLAS threads, from 1 to the %n logical CPU(s) it found.</source>
        <translation>
            <numerusform>OpenBLAS threads, from 1 to the %n logical CPU it found.</numerusform>
            <numerusform>OpenBLAS threads, from 1 to the %n logical CPUs it found.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The last %n sgemm measurement(s), newest first, so that two can be compared; kept across restarts.</source>
        <translation>
            <numerusform>The last %n sgemm measurement, newest first, so that two can be compared; kept across restarts.</numerusform>
            <numerusform>The last %n sgemm measurements, newest first, so that two can be compared; kept across restarts.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cancelled after %n run(s); the previous figure stays.</source>
        <translation>
            <numerusform>Cancelled after %n run; the previous figure stays.</numerusform>
            <numerusform>Cancelled after %n runs; the previous figure stays.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This CPU&apos;s figure is now %1 GFLOPS, the fastest of %n sgemm run(s) at n = %2 on tab 1.</source>
        <translation>
            <numerusform>This CPU&apos;s figure is now %1 GFLOPS, the fastest of %n sgemm run at n = %2 on tab 1.</numerusform>
            <numerusform>This CPU&apos;s figure is now %1 GFLOPS, the fastest of %n sgemm runs at n = %2 on tab 1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>verified against double precision (%n entries)</source>
        <translation>
            <numerusform>verified against double precision (%n entries)</numerusform>
            <numerusform>verified against double precision (%n entries)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>blab::ui::TrainingText</name>
    <message numerus="yes">
        <source>%1. A step: %2 sequences of %3 tokens in micro-batches of %4, %n micro-batch(es) on each data-parallel copy; each card works through %5 tokens.</source>
        <translation>
            <numerusform>%1. A step: %2 sequences of %3 tokens in micro-batches of %4, %n micro-batch on each data-parallel copy; each card works through %5 tokens.</numerusform>
            <numerusform>%1. A step: %2 sequences of %3 tokens in micro-batches of %4, %n micro-batches on each data-parallel copy; each card works through %5 tokens.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>blab::ui::UserModelsBar</name>
    <message numerus="yes">
        <source>Imported %n model(s).</source>
        <translation>
            <numerusform>Imported %n model.</numerusform>
            <numerusform>Imported %n models.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of them had an id you already use and got a number added.</source>
        <translation>
            <numerusform>%n of them had an id you already use and got a number added.</numerusform>
            <numerusform>%n of them had ids you already use and got a number added.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %n model(s) to %1.</source>
        <translation>
            <numerusform>Exported %n model to %1.</numerusform>
            <numerusform>Exported %n models to %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>blab::ui::ValidationText</name>
    <message numerus="yes">
        <source>%n in flight</source>
        <translation>
            <numerusform>%n in flight</numerusform>
            <numerusform>%n in flight</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n published result(s) from %1 sources: the median of |expected ÷ published − 1| is %2 and the ratio farthest from 1 is %3 (%4).</source>
        <translation>
            <numerusform>%n published result from %1 sources: the median of |expected ÷ published − 1| is %2 and the ratio farthest from 1 is %3 (%4).</numerusform>
            <numerusform>%n published results from %1 sources: the median of |expected ÷ published − 1| is %2 and the ratio farthest from 1 is %3 (%4).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 on %2 at %3 (%n result(s))</source>
        <translation>
            <numerusform>%1 on %2 at %3 (%n result)</numerusform>
            <numerusform>%1 on %2 at %3 (%n results)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Training: %n published step throughput(s) from %1 sources: the median of |expected ÷ published − 1| is %2, the ratio farthest from 1 is %3 (%4); published figures above their bound: %5.</source>
        <translation>
            <numerusform>Training: %n published step throughput from %1 sources: the median of |expected ÷ published − 1| is %2, the ratio farthest from 1 is %3 (%4); published figures above their bound: %5.</numerusform>
            <numerusform>Training: %n published step throughputs from %1 sources: the median of |expected ÷ published − 1| is %2, the ratio farthest from 1 is %3 (%4); published figures above their bound: %5.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>blab::ui::Verdicts</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the optimizer state sharded over the %n data-parallel copies</source>
        <translation>
            <numerusform>the optimizer state sharded over the %n data-parallel copies</numerusform>
            <numerusform>the optimizer state sharded over the %n data-parallel copies</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the optimizer state and the gradients sharded over the %n data-parallel copies</source>
        <translation>
            <numerusform>the optimizer state and the gradients sharded over the %n data-parallel copies</numerusform>
            <numerusform>the optimizer state and the gradients sharded over the %n data-parallel copies</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>weights, gradients and optimizer state sharded over the %n data-parallel copies</source>
        <translation>
            <numerusform>weights, gradients and optimizer state sharded over the %n data-parallel copies</numerusform>
            <numerusform>weights, gradients and optimizer state sharded over the %n data-parallel copies</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>blab::ui::WhatIfState</name>
    <message numerus="yes">
        <source>%n saved setting(s) could not be read and went back to the default.</source>
        <translation>
            <numerusform>%n saved setting could not be read and went back to the default.</numerusform>
            <numerusform>%n saved settings could not be read and went back to the default.</numerusform>
        </translation>
    </message>
</context>
</TS>
