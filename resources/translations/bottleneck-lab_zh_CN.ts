<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>InferenceText</name>
    <message>
        <source>%1 FLOPs</source>
        <translation>%1 次浮点运算</translation>
    </message>
    <message>
        <source>Serving %1 on %2</source>
        <translation>在 %2 上部署 %1</translation>
    </message>
    <message>
        <source>it fits</source>
        <translation>装得下</translation>
    </message>
    <message>
        <source>it does not fit</source>
        <translation>装不下</translation>
    </message>
    <message>
        <source>Memory on each card: %1 of weights and %2 of KV cache in all (%3 a token), %4 kept back for activations and the framework: %5 of %6, %7.</source>
        <translation>每张卡的内存：权重共 %1，KV 缓存共 %2（每个词元 %3），另为激活和框架留出 %4：共 %5，卡上有 %6，%7。</translation>
    </message>
    <message>
        <source>Decode reads every weight a token passes through once a step, for two FLOPs a weight: for one sequence in 16-bit weights that is about one FLOP per byte, far below any device&apos;s balance point. Serving systems batch requests because the sequences of a batch share that read: the FLOPs per byte grow with the batch until compute limits.</source>
        <translation>解码每一步都要把词元经过的每个权重读一遍，每个权重只换来两次浮点运算：只有一个序列、权重为 16 位时约每字节一次运算，远低于任何器件的平衡点。推理服务要把请求凑成批，是因为一批序列共用这一次读取：每字节的运算次数随批增大，直到算力成为瓶颈。</translation>
    </message>
    <message numerus="yes">
        <source>At %1 tokens of context, up to %n sequence(s) fit.</source>
        <translation>
            <numerusform>上下文为 %1 个词元时，最多装得下 %n 个序列。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>With %n sequence(s), up to %1 tokens of context do (the model&apos;s own limit is %2).</source>
        <translation>
            <numerusform>%n 个序列时，上下文最多 %1 个词元（模型自身上限为 %2）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Not one sequence of %1 tokens fits beside the weights.</source>
        <translation>权重旁边连一个 %1 词元的序列都放不下。</translation>
    </message>
    <message numerus="yes">
        <source>With %n sequence(s), up to %1 tokens of context do.</source>
        <translation>
            <numerusform>%n 个序列时，上下文最多 %1 个词元。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n request(s) in flight (continuous batching)</source>
        <translation>
            <numerusform>%n 个请求同时在处理（连续批处理）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a static batch of %n sequence(s)</source>
        <translation>
            <numerusform>%n 个序列的静态批</numerusform>
        </translation>
    </message>
    <message>
        <source>Weights of %1 bytes a parameter, a KV cache of %2 bytes a number; prompts of %3 tokens, answers of %4 tokens and caches of up to %5 tokens; %6 on %7 × %8 TFLOPS and %9 GB/s.</source>
        <translation>权重每个参数 %1 字节，KV 缓存每个数 %2 字节；提示 %3 个词元，回答 %4 个词元，缓存最多 %5 个词元；%6，跑在 %7 × %8 TFLOPS、%9 GB/s 上。</translation>
    </message>
    <message>
        <source>A request, expected (roofline bound in brackets): the first token after %1 (%2), then one every %3 (%4); the whole answer after %5 (%6). Output: %7 (%8) tokens per second in all, %9 for each user and %10 for each card.</source>
        <translation>一个请求，预期值（括号里是屋顶线上界）：首个词元在 %1（%2）后出现，之后每 %3（%4）一个；整个回答在 %5（%6）后完成。输出：合计每秒 %7（%8）个词元，每个用户 %9 个，每张卡 %10 个。</translation>
    </message>
    <message>
        <source>Prefill (the prompts, all at once): %1 and %2 per token, %3 FLOP/B: %4. It takes %5 expected, %6 at the roofline.</source>
        <translation>预填充（一次处理全部提示）：每个词元 %1、%2，%3 FLOP/B：%4。预计耗时 %5，屋顶线上为 %6。</translation>
    </message>
    <message>
        <source>Decode (one new token for each sequence a step, caches full): %1 and %2 per token, %3 FLOP/B: %4. A step takes %5 expected, %6 at the roofline: %7 (%8) tokens per second in all.</source>
        <translation>解码（每步为每个序列生成一个新词元，缓存已满）：每个词元 %1、%2，%3 FLOP/B：%4。一步预计耗时 %5，屋顶线上为 %6：合计每秒 %7（%8）个词元。</translation>
    </message>
    <message>
        <source>runs every matrix product at %1 of the peak</source>
        <translation>所有矩阵乘都按峰值的 %1 计算</translation>
    </message>
    <message>
        <source>runs each matrix product at the share of the peak cuBLAS reaches at its size (%1 in the prefill, %2 in a decode step)</source>
        <translation>每个矩阵乘按 cuBLAS 在同样规模下达到的峰值比例计算（预填充 %1，一步解码 %2）</translation>
    </message>
    <message>
        <source>%1 µs a layer, %2 µs a step and %3 µs for each all-reduce</source>
        <translation>每层 %1 µs、每步 %2 µs、每次全归约 %3 µs 的开销</translation>
    </message>
    <message>
        <source>%1 µs a layer and %2 µs a step</source>
        <translation>每层 %1 µs、每步 %2 µs 的开销</translation>
    </message>
    <message>
        <source>per layer, per step and per all-reduce</source>
        <translation>每层、每步和每次全归约的</translation>
    </message>
    <message>
        <source>per layer and per step</source>
        <translation>每层和每步的</translation>
    </message>
    <message numerus="yes">
        <source>The weights alone leave no room for a KV cache on %n card(s): split the model over more cards (tensor parallelism) or store it in fewer bits.</source>
        <translation>
            <numerusform>在 %n 张卡上，光是权重就没给 KV 缓存留下空间：把模型切分到更多卡上（张量并行），或用更少的位存储。</numerusform>
        </translation>
    </message>
    <message>
        <source>The figures below are for cards that cannot hold the model: its weights alone need %1 on each card, which has %2 (question 3).</source>
        <translation>下面的数字对应的卡装不下这个模型：光是权重每张卡就要 %1，而卡上只有 %2（见问题 3）。</translation>
    </message>
    <message numerus="yes">
        <source>The figures below are for a batch the cards cannot hold: %n sequence(s) at %1 tokens of context need %2 on each card, which has %3; at most %4 fit (question 3).</source>
        <translation>
            <numerusform>下面的数字对应的批大小卡上装不下：%n 个序列在 %1 个词元的上下文下每张卡要 %2，而卡上只有 %3；最多装得下 %4 个（见问题 3）。</numerusform>
        </translation>
    </message>
    <message>
        <source>published systems reach 60–75 % at batch 1 on one card</source>
        <translation>已发表的系统在单卡、批大小 1 时达到 60–75 %</translation>
    </message>
    <message>
        <source>published systems reach 60–75 % at batch 1 on one card; split over %1 cards, each reads 1/%1 of the weights, but the %2 all-reduces and the fixed costs of a step do not shrink and take %3 of it here (gpt-fast&apos;s Llama 2 70B on 8 A100s at batch 1 moves about 53 % of the label bandwidth)</source>
        <translation>已发表的系统在单卡、批大小 1 时达到 60–75 %；切分到 %1 张卡上后，每张卡只读 1/%1 的权重，但 %2 次全归约和每步的固定开销并不随之缩小，这里占了一步的 %3（gpt-fast 的 Llama 2 70B 在 8 张 A100 上、批大小 1 时约用到标称带宽的 53 %）</translation>
    </message>
    <message>
        <source>Why they differ: the bound is the roofline itself, the whole peak, the label bandwidth and links without latency, which nothing real beats. The expected figure streams memory at %1 of the label bandwidth, %2 and pays %3. A decode step then moves its bytes at %4 of the label bandwidth; %5. Each default names its source in resources/efficiencies.json.</source>
        <translation>为什么不同：上界就是屋顶线本身——全部峰值、标称带宽、没有延迟的链路，任何真实系统都超不过它。预期值按标称带宽的 %1 读写内存，%2，并计入 %3。于是一步解码以标称带宽的 %4 搬运数据；%5。每个默认值的出处都写在 resources/efficiencies.json 里。</translation>
    </message>
    <message>
        <source>The bound is the roofline, which nothing real beats; the expected figure streams memory at %1 of the label bandwidth, %2 and pays fixed costs %3, so a decode step moves its bytes at %4 of the label bandwidth (%5).</source>
        <translation>上界是屋顶线，任何真实系统都超不过它；预期值按标称带宽的 %1 读写内存，%2，并计入%3固定开销，所以一步解码以标称带宽的 %4 搬运数据（%5）。</translation>
    </message>
    <message>
        <source>compute-bound</source>
        <translation>算力受限</translation>
    </message>
    <message>
        <source>bandwidth-bound</source>
        <translation>带宽受限</translation>
    </message>
    <message>
        <source>Which limit sets them: the first token waits for the prefill, %1 (%2 of compute against %3 of memory reads at the roofline); each later token waits for a decode step, %4 (%5 against %6).</source>
        <translation>由哪个限制决定：首个词元要等预填充，它%1（屋顶线上计算 %2，读内存 %3）；之后每个词元要等一步解码，它%4（%5 对 %6）。</translation>
    </message>
    <message>
        <source>Which limit sets them: the first token waits for the step that reads the prompt, %1 (%2 of compute against %3 of memory reads at the roofline); each later token waits for a decode step, %4 (%5 against %6).</source>
        <translation>由哪个限制决定：首个词元要等读入提示的那一步，它%1（屋顶线上计算 %2，读内存 %3）；之后每个词元要等一步解码，它%4（%5 对 %6）。</translation>
    </message>
    <message>
        <source>Experts spread: each card holds %1 whole experts and the router and shared experts; sending every mixture layer&apos;s tokens to their experts and back costs %2 a decode step expected (%3 at the bound), and the busiest card computes %4× the mean of its token-expert pairs (routing taken as uniform at random).</source>
        <translation>专家分布到各卡：每张卡完整存放 %1 个专家以及路由器和共享专家；每个混合层把词元发往其专家再取回，预计每个解码步花费 %2（上界 %3），最忙的一张卡要算平均值 %4× 的词元-专家对（按均匀随机路由估计）。</translation>
    </message>
    <message>
        <source>the all-reduces of the layout</source>
        <translation>这种布局下的全归约</translation>
    </message>
    <message>
        <source>two all-reduces of the activations a layer</source>
        <translation>每层两次激活的全归约</translation>
    </message>
    <message>
        <source>Split over %1 cards linked at %2 GB/s, each card reads and computes its share; %3 cost %4 a step expected (%5 at the link&apos;s bandwidth alone). A step takes %6. One card cannot hold the model and its KV cache (%7 needed, %8 on the card), so there is no one-card step to compare it with.</source>
        <translation>切分到 %1 张卡上（链路 %2 GB/s），每张卡读取并计算自己的那一份；%3预计每步花费 %4（只按链路带宽算为 %5）。一步耗时 %6。单卡装不下模型和它的 KV 缓存（需要 %7，卡上只有 %8），所以没有单卡的一步可供比较。</translation>
    </message>
    <message>
        <source>Split over %1 cards linked at %2 GB/s, each card reads and computes its share; %3 cost %4 a step expected (%5 at the link&apos;s bandwidth alone). A step takes %6 against %7 on one card: %8× as fast (%9× at the roofline).</source>
        <translation>切分到 %1 张卡上（链路 %2 GB/s），每张卡读取并计算自己的那一份；%3预计每步花费 %4（只按链路带宽算为 %5）。一步耗时 %6，单卡为 %7：快 %8×（屋顶线上 %9×）。</translation>
    </message>
    <message>
        <source>Which limit sets them: under continuous batching every step reads %1 prompt tokens of arriving requests beside %2 decodes: %3 of compute and %4 of memory reads at the roofline. The bound overlaps the two and takes the larger (%5 a step, the exchanges between the cards included), so the prompts fill compute a decode step leaves idle and the rate rises; the expected figure adds the products&apos; time to the reads&apos; time and counts on no overlap (%6 and %7, %8 with the fixed costs), so the prompts add their whole time to each step and a request&apos;s later tokens wait for its neighbours&apos; prompts.</source>
        <translation>由哪个限制决定：连续批处理下，每一步除了 %2 个解码之外，还要读入新到请求的 %1 个提示词元：屋顶线上计算 %3，读内存 %4。上界让两者重叠、取较大者（每步 %5，含卡间通信），所以提示词元填上了解码步闲着的算力，速率随之上升；预期值把矩阵乘的时间和读内存的时间相加，不指望两者重叠（%6 和 %7，加上固定开销共 %8），所以提示词元的全部时间都加到每一步上，一个请求之后的词元还要等邻居的提示。</translation>
    </message>
    <message>
        <source>published systems reach 60–75 % at batch 1 on one card; laid out over %1 cards, the exchanges between them and the fixed costs of a step do not shrink with the cards and take %2 of it here</source>
        <translation>已发表的系统在单卡、批大小 1 时达到 60–75 %；按这种布局分到 %1 张卡上，卡间通信和每步的固定开销不随卡数减少，这里占一步的 %2</translation>
    </message>
    <message numerus="yes">
        <source>Attention runs in %1 groups of %n card(s), each group on its own requests and holding their cache; the dense parts stay split over all %2 cards.</source>
        <translation>
            <numerusform>注意力分成 %1 组、每组 %n 张卡运行，各组只处理自己的请求并存放其缓存；稠密部分仍切分到全部 %2 张卡。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Speculative decoding: before each decode step the model&apos;s next-token layers guess each sequence&apos;s next %n token(s), one after another (%1 expected, %2 at the roofline, within the step&apos;s time), and the step checks them all at once. It keeps %3 tokens of each sequence on average, so a token takes the step&apos;s time ÷ %3.</source>
        <translation>
            <numerusform>投机解码：每个解码步之前，模型自带的下一词预测层为每个序列依次猜出后面 %n 个词元（预期 %1，屋顶线上为 %2，已计入步长），随后这一步一次性核对全部猜测。每个序列平均每步保留 %3 个词元，因此一个词元所需时间为步长 ÷ %3。</numerusform>
        </translation>
    </message>
    <message>
        <source>Decode (each sequence&apos;s own token and its guesses a step, caches full): %1 and %2 per position, %3 FLOP/B: %4. A step takes %5 expected, %6 at the roofline, the guesses included: %7 (%8) positions per second in all.</source>
        <translation>解码（每步处理每个序列自己的词元及其猜测，缓存已满）：每个位置 %1、%2，%3 FLOP/B：%4。一步预计耗时 %5，屋顶线上为 %6，猜测已计入：合计每秒 %7（%8）个位置。</translation>
    </message>
</context>
<context>
    <name>KernelsText</name>
    <message>
        <source>%1 GFLOPS</source>
        <translation>%1 GFLOPS</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>算力</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <source>Your kernels on their rooflines</source>
        <translation>你的内核在各自的屋顶线上</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>内核</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>器件</translation>
    </message>
    <message>
        <source>FLOP/B</source>
        <translation>次／字节</translation>
    </message>
    <message>
        <source>Reached</source>
        <translation>达到</translation>
    </message>
    <message>
        <source>Roof above</source>
        <translation>上方的屋顶</translation>
    </message>
    <message>
        <source>Roof allows</source>
        <translation>屋顶允许</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>占比</translation>
    </message>
    <message>
        <source>At the roof</source>
        <translation>到屋顶时</translation>
    </message>
    <message>
        <source>Each kernel is held against the lowest roof at its intensity that is still above what it reached; &quot;At the roof&quot; is how many times faster it would run there.</source>
        <translation>每个内核都拿它那个算术强度上、仍高于它所达到数值的最低一条屋顶来衡量；“到屋顶时”是它在那里能快多少倍。</translation>
    </message>
    <message>
        <source>This CPU&apos;s roofs are the measured profile&apos;s: its compute peak and each cache level and DRAM.</source>
        <translation>本机 CPU 的屋顶来自实测画像：算力峰值，以及每一级缓存和 DRAM。</translation>
    </message>
    <message>
        <source>This CPU&apos;s roofs are its sgemm figure and the memory bandwidth given; --profile FILE holds its kernels against each measured cache level.</source>
        <translation>本机 CPU 的屋顶是它的 sgemm 数值和给定的内存带宽；加上 --profile FILE，就拿实测的每一级缓存来衡量它的内核。</translation>
    </message>
    <message>
        <source>the profile has no FP64 peak</source>
        <translation>画像里没有 FP64 峰值</translation>
    </message>
    <message>
        <source>the device has no peak at this precision</source>
        <translation>器件没有这个精度的峰值</translation>
    </message>
    <message>
        <source>exited with status %1</source>
        <translation>以状态 %1 退出</translation>
    </message>
    <message>
        <source>was killed by signal %1</source>
        <translation>被信号 %1 终止</translation>
    </message>
    <message>
        <source>took longer than %1 s</source>
        <translation>超过了 %1 秒</translation>
    </message>
    <message>
        <source>was stopped</source>
        <translation>被停止</translation>
    </message>
    <message>
        <source>could not be started (%1)</source>
        <translation>无法启动（%1）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a program in PATH</source>
        <translation>PATH 里没有叫 &apos;%1&apos; 的程序</translation>
    </message>
    <message>
        <source>run %1 of the command %2</source>
        <translation>命令第 %1 次运行时%2</translation>
    </message>
    <message>
        <source>no floating-point work counted</source>
        <translation>没有计到浮点运算</translation>
    </message>
    <message>
        <source>no memory traffic counted</source>
        <translation>没有计到内存流量</translation>
    </message>
    <message>
        <source>no time measured</source>
        <translation>没有测到时间</translation>
    </message>
    <message>
        <source>this is neither Nsight Compute&apos;s raw page as CSV (a row starting &quot;ID&quot;,) nor likwid-perfctr&apos;s CSV (a line STRUCT,Info,3)</source>
        <translation>它既不是 Nsight Compute raw 页的 CSV（有一行以 &quot;ID&quot;, 开头），也不是 likwid-perfctr 的 CSV（有一行 STRUCT,Info,3）</translation>
    </message>
    <message>
        <source>not CSV as the profiler writes it: %1</source>
        <translation>不是性能分析器写出的那种 CSV：%1</translation>
    </message>
    <message>
        <source>the row after the header is not ncu&apos;s row of units</source>
        <translation>表头下面一行不是 ncu 的单位行</translation>
    </message>
    <message>
        <source>the unit &apos;%1&apos; of %2 is not one ncu writes in the C locale</source>
        <translation>%2 的单位 &apos;%1&apos; 不是 ncu 在 C 区域设置下会写的单位</translation>
    </message>
    <message>
        <source>&apos;%1&apos; in %2 is not a number as the C locale writes it</source>
        <translation>%2 里的 &apos;%1&apos; 不是 C 区域设置写法的数字</translation>
    </message>
    <message>
        <source>the file has more than one event group (%1); measure one group per run</source>
        <translation>文件里有不止一个事件组（%1）；每次运行只测一个组</translation>
    </message>
    <message>
        <source>the group gives no %1; use MEM_DP or MEM_SP, which count both FLOPs and memory traffic</source>
        <translation>这个组没有给出 %1；请用 MEM_DP 或 MEM_SP，它们同时计浮点运算和内存流量</translation>
    </message>
    <message>
        <source>it has more than %1 kernels</source>
        <translation>其中的内核超过 %1 个</translation>
    </message>
    <message>
        <source>none of its kernels can be placed</source>
        <translation>其中没有一个内核能放上屋顶线</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
    <message numerus="yes">
        <source>%n kernel(s) read from %1.</source>
        <translation>
            <numerusform>从 %1 读到 %n 个内核。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>the file does not name its device</source>
        <translation>文件没有写明器件</translation>
    </message>
    <message>
        <source>the file&apos;s device, &apos;%1&apos;, is not one whose name the catalog knows</source>
        <translation>文件里的器件 &apos;%1&apos; 不在目录认得的名称之中</translation>
    </message>
    <message>
        <source>the device is no longer in the catalog</source>
        <translation>该器件已不在目录中</translation>
    </message>
    <message>
        <source>more than a tenth of its FLOPs in a second precision, which one roof cannot judge</source>
        <translation>超过十分之一的浮点运算属于另一种精度，一条屋顶衡量不了</translation>
    </message>
    <message>
        <source>it ran on another GPU than the file&apos;s first</source>
        <translation>它运行在文件中第一块 GPU 以外的另一块 GPU 上</translation>
    </message>
    <message>
        <source>a count or a time outside what a kernel can be (counts from 1 to 10²¹, a time from 1 ns to 10⁶ s)</source>
        <translation>计数或时间超出了内核可能的范围（计数 1 到 10²¹，时间 1 纳秒到 10⁶ 秒）</translation>
    </message>
    <message>
        <source>a row has %1 fields, the header %2</source>
        <translation>一行有 %1 个字段，表头有 %2 个</translation>
    </message>
    <message>
        <source>a quoted field is not closed</source>
        <translation>引号括起的字段没有闭合</translation>
    </message>
    <message>
        <source>text follows a closing quote</source>
        <translation>闭合引号后面还有文字</translation>
    </message>
    <message>
        <source>a quote inside an unquoted field</source>
        <translation>未加引号的字段里有引号</translation>
    </message>
    <message>
        <source>a NUL byte</source>
        <translation>有一个 NUL 字节</translation>
    </message>
    <message>
        <source>a row has more than 4096 fields</source>
        <translation>一行超过 4096 个字段</translation>
    </message>
    <message>
        <source>more than 200000 rows</source>
        <translation>超过 200000 行</translation>
    </message>
    <message>
        <source>a TABLE line likwid does not write</source>
        <translation>一行 likwid 不会写出的 TABLE 行</translation>
    </message>
    <message>
        <source>a line outside likwid&apos;s tables</source>
        <translation>一行不在 likwid 的表格里</translation>
    </message>
    <message>
        <source>metrics with different numbers of threads</source>
        <translation>各指标的线程数不一致</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) of the command: %1; the fastest, %2, counts (a run is timed from start to exit, start-up included).</source>
        <translation>
            <numerusform>命令运行了 %n 次：%1；以最快的 %2 为准（每次从启动计到退出，含启动时间）。</numerusform>
        </translation>
    </message>
    <message>
        <source>A name has 1 to %1 bytes (a Chinese character takes 3) and no comma (,) or equals sign (=).</source>
        <translation>名称须为 1 到 %1 个字节（一个汉字占 3 个字节），且不含英文逗号 (,) 或等号 (=)。</translation>
    </message>
    <message>
        <source>Which device did these kernels run on?</source>
        <translation>这些内核是在哪个器件上运行的？</translation>
    </message>
    <message>
        <source>The file does not name its device.</source>
        <translation>文件没有写明器件。</translation>
    </message>
    <message>
        <source>The file&apos;s kernels ran on &apos;%1&apos;, a name the catalog does not know.</source>
        <translation>文件中的内核运行在 &apos;%1&apos; 上，目录不认得这个名称。</translation>
    </message>
    <message>
        <source>no FP64 roof: measure this machine first (tab 1 or --profile)</source>
        <translation>尚无 FP64 屋顶：先测本机（第 1 页或 --profile）</translation>
    </message>
    <message>
        <source>%1; the last lines it wrote to standard error:
%2</source>
        <translation>%1；它在标准错误输出中最后写下的几行：
%2</translation>
    </message>
    <message>
        <source>%1 reached %2 of what %3&apos;s datasheet allows at %4, which no card does: check the precision it ran at (a BF16 product held against the FP32 peak), its time and its counts.</source>
        <translation>%1 达到了 %3 数据手册在 %4 下所允许值的 %2，没有哪张卡能做到：请检查它运行时的精度（例如把 BF16 乘积放在 FP32 峰值下衡量）、它的时间和它的计数。</translation>
    </message>
    <message>
        <source>tensor-core work, and the file has no sm__ops_path_tensor_src_* counters to count its FLOPs</source>
        <translation>张量核心上的运算，而文件里没有能计其浮点运算的 sm__ops_path_tensor_src_* 计数器</translation>
    </message>
    <message>
        <source>integer tensor work (%1): operations, not FLOPs</source>
        <translation>整数张量运算（%1）：是运算次数，不是浮点运算</translation>
    </message>
    <message>
        <source>tensor FLOPs in %1, a format the catalog has no peak for</source>
        <translation>%1 格式的张量浮点运算，目录里没有这种格式的峰值</translation>
    </message>
    <message>
        <source>%1: the catalog gives this device no %1 peak</source>
        <translation>%1：目录没有给出这个器件的 %1 峰值</translation>
    </message>
    <message>
        <source>the file lacks the columns %1; record the kernels again with:
%2</source>
        <translation>文件缺少这些列：%1；请用下面的命令重新录制内核：
%2</translation>
    </message>
    <message>
        <source>Every kernel of %1 is in the list already; none was added.</source>
        <translation>%1 里的内核都已在列表中，没有添加新的。</translation>
    </message>
    <message numerus="yes">
        <source>%n kernel(s) read from %1 and added.</source>
        <translation>
            <numerusform>从 %1 读到 %n 个内核并已添加。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n kernel(s) already in the list were not added again.</source>
        <translation>
            <numerusform>另有 %n 个内核已在列表中，没有重复添加。</numerusform>
        </translation>
    </message>
    <message>
        <source>Left out: %1.</source>
        <translation>未放置：%1。</translation>
    </message>
    <message>
        <source>Kernels of the %1 are held against the roofs measured on it (memory %2 GB/s, each precision&apos;s fastest product), the datasheet&apos;s beside them.</source>
        <translation>%1 的内核按在它上面实测的屋顶来衡量（内存 %2 GB/s，各精度最快的矩阵乘），规格表的屋顶画在旁边。</translation>
    </message>
</context>
<context>
    <name>UserCatalog</name>
    <message>
        <source>%1: not a regular file</source>
        <translation>%1：不是普通文件</translation>
    </message>
    <message>
        <source>%1 line %2: %3</source>
        <translation>%1 第 %2 行：%3</translation>
    </message>
    <message>
        <source>%1 exists and is not a regular file</source>
        <translation>%1 已存在，且不是普通文件</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>无法创建文件夹 %1</translation>
    </message>
    <message>
        <source>%1: the file is %2 bytes; a catalog may be at most %3</source>
        <translation>%1：文件有 %2 字节；目录文件最多 %3 字节</translation>
    </message>
    <message>
        <source>%1 could not be read and could not be set aside as %2; it was left as it is and your changes are kept for this session only.</source>
        <translation>%1 读不了，也无法另存为 %2；文件保持原样，你的修改只在本次运行中保留。</translation>
    </message>
    <message>
        <source>%1 is a symbolic link to %2, which does not exist or links back to itself</source>
        <translation>%1 是指向 %2 的符号链接，而那里不存在，或又链接回自身</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>blab::app::CliRunner</name>
    <message>
        <source>%1 (your devices were not read)</source>
        <translation>%1（未读取你的器件）</translation>
    </message>
    <message numerus="yes">
        <source>multiply-add peak on %n thread(s)...</source>
        <translation>
            <numerusform>正在测量 %n 个线程的乘加峰值……</numerusform>
        </translation>
    </message>
    <message>
        <source>the profile the window keeps does not read (%1); measuring this machine</source>
        <translation>窗口保存的画像读不了（%1）；改为测量本机</translation>
    </message>
    <message>
        <source>--weight-dtype %1 is for serving (--mode inference): training keeps weights and gradients in fp32, bf16, fp16 or fp8</source>
        <translation>--weight-dtype %1 只用于推理（--mode inference）：训练时权重和梯度只能用 fp32、bf16、fp16 或 fp8</translation>
    </message>
    <message>
        <source>%1 (your models were not read)</source>
        <translation>%1（未读取你的模型）</translation>
    </message>
    <message>
        <source>run %1 of %2</source>
        <translation>第 %1 次运行，共 %2 次</translation>
    </message>
    <message>
        <source>not written, nothing was measured for them: %1 (--cpu-gflops skips the sgemm runs; --profile FILE, a profile written by &apos;measure --json&apos;, gives the sweep and the bandwidths; &apos;advise&apos; measures the OpenBLAS kernel families)</source>
        <translation>没有写出，因为它们什么都没测：%1（给了 --cpu-gflops 就不跑 sgemm；--profile FILE（由 &apos;measure --json&apos; 写出的画像）可提供规模扫描和带宽；&apos;advise&apos; 会测量 OpenBLAS 的各个内核族）</translation>
    </message>
    <message>
        <source>--device %1: plan searches the catalog&apos;s devices and your own; this CPU is not one of them</source>
        <translation>--device %1：plan 只在目录中的器件和你自己的器件中搜索；本机 CPU 不在其中</translation>
    </message>
    <message>
        <source>%1 (your devices were not read; fix or move the file)</source>
        <translation>%1（你的器件没有读入；请修好或移走这个文件）</translation>
    </message>
    <message>
        <source>%1 (your models were not read; fix or move the file)</source>
        <translation>%1（你的模型没有读入；请修好或移走这个文件）</translation>
    </message>
    <message>
        <source>--profile: %1 holds no sgemm figure; give the CPU&apos;s rate with --cpu-gflops beside it</source>
        <translation>--profile：%1 中没有 sgemm 数值；请同时用 --cpu-gflops 给出 CPU 的速度</translation>
    </message>
    <message>
        <source>--id: “%1” is not an id: lower-case letters and digits, then also _, - and ., at most 64</source>
        <translation>--id：“%1”不是 id：以小写字母或数字开头，其后还可用 _、- 和 .，最多 64 个字符</translation>
    </message>
    <message>
        <source>%1 (your models were not read, so nothing was added)</source>
        <translation>%1（没能读取你的模型，所以没有加入任何模型）</translation>
    </message>
</context>
<context>
    <name>blab::app::CommandLine</name>
    <message>
        <source>unexpected argument &apos;%1&apos;; give one subcommand: %2</source>
        <translation>多余的参数 &apos;%1&apos;；只能给一个子命令：%2</translation>
    </message>
    <message>
        <source>unknown subcommand &apos;%1&apos;; use %2</source>
        <translation>未知的子命令 &apos;%1&apos;；可用的有 %2</translation>
    </message>
    <message>
        <source>--%1 does not apply to %2</source>
        <translation>--%1 不适用于 %2</translation>
    </message>
    <message>
        <source>the window</source>
        <translation>窗口</translation>
    </message>
    <message>
        <source>Try &apos;bottleneck-lab --help&apos;.</source>
        <translation>请运行 &apos;bottleneck-lab --help&apos; 查看用法。</translation>
    </message>
</context>
<context>
    <name>blab::app::KernelFiles</name>
    <message>
        <source>; give --device ID, an id that &apos;bottleneck-lab devices&apos; lists</source>
        <translation>；请给 --device ID，ID 取自 &apos;bottleneck-lab devices&apos; 的列表</translation>
    </message>
    <message>
        <source>more than %1 kernels in all</source>
        <translation>内核总数超过 %1 个</translation>
    </message>
</context>
<context>
    <name>blab::app::StandardOutput</name>
    <message>
        <source>cannot write the output: %1</source>
        <translation>无法写出输出：%1</translation>
    </message>
</context>
<context>
    <name>blab::ui::AboutText</name>
    <message>
        <source>About Bottleneck Lab</source>
        <translation>关于瓶颈实验室</translation>
    </message>
    <message>
        <source>(version unknown)</source>
        <translation>（版本未知）</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Bottleneck Lab %1&lt;/h3&gt;&lt;p&gt;Is this work limited by compute or by moving data? Measure this machine, then move the sliders.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;瓶颈实验室 %1&lt;/h3&gt;&lt;p&gt;这项工作卡在算力上，还是卡在搬数据上？先量一量这台机器，再拖动滑块试试。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Qt %1 · OpenBLAS %2, kernel family %3&lt;br&gt;%4&lt;/p&gt;</source>
        <translation>&lt;p&gt;Qt %1 · OpenBLAS %2，内核族 %3&lt;br&gt;%4&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Licence: GNU General Public License, version 3 or (at your option) any later version (&lt;nobr&gt;GPL-3.0-or-later&lt;/nobr&gt;). Bottleneck Lab is free software: you may share and change it under those terms.&lt;/p&gt;&lt;p&gt;It comes with NO WARRANTY, to the extent permitted by law.&lt;/p&gt;</source>
        <translation>&lt;p&gt;许可证：GNU 通用公共许可证第 3 版，或（由你选择）任何更新的版本（&lt;nobr&gt;GPL-3.0-or-later&lt;/nobr&gt;）。瓶颈实验室是自由软件：你可以按这些条款分享和修改它。&lt;/p&gt;&lt;p&gt;在法律允许的范围内，本程序不提供任何担保。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>blab::ui::AdviceSettings</name>
    <message>
        <source>The advice could not be saved in %1, so the next start will not follow it.</source>
        <translation>建议无法保存到 %1，下次启动不会按它来选。</translation>
    </message>
</context>
<context>
    <name>blab::ui::AdvisorTableModel</name>
    <message>
        <source>%1 (installed)</source>
        <translation>%1（默认）</translation>
    </message>
    <message>
        <source>The recommended family</source>
        <translation>推荐的内核族</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>内核族</translation>
    </message>
    <message>
        <source>GFLOPS</source>
        <translation>GFLOPS</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>中位数</translation>
    </message>
    <message>
        <source>Of peak</source>
        <translation>占峰值</translation>
    </message>
    <message>
        <source>× installed</source>
        <translation>相对默认</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>OpenBLAS&apos;s name for a set of kernels (OPENBLAS_CORETYPE); &quot;installed&quot; is the one OpenBLAS picks by itself on this CPU.</source>
        <translation>OpenBLAS 给一组内核起的名字（即 OPENBLAS_CORETYPE 的取值）；“默认”是 OpenBLAS 在这颗 CPU 上自己选中的那一组。</translation>
    </message>
    <message>
        <source>sgemm GFLOPS of the fastest run, billions of floating-point operations per second.</source>
        <translation>最快一次 sgemm 的 GFLOPS，即每秒十亿次浮点运算。</translation>
    </message>
    <message>
        <source>sgemm GFLOPS of the median run.</source>
        <translation>中位数那一次 sgemm 的 GFLOPS。</translation>
    </message>
    <message>
        <source>The fastest run as a share of this CPU&apos;s multiply-add peak on the same threads; well-tuned sgemm reaches 80 to 95 %.</source>
        <translation>最快一次占本机同样线程数下乘加峰值的比例；调得好的 sgemm 能达到 80 % 到 95 %。</translation>
    </message>
    <message>
        <source>GFLOPS over those of the installed family; 1.00× is the same speed.</source>
        <translation>与默认内核族相比的 GFLOPS 倍数；1.00× 表示一样快。</translation>
    </message>
    <message>
        <source>Verified: the product and eleven other shapes match double precision. Otherwise why the family cannot be used.</source>
        <translation>“已验证”表示这次乘积以及另外十一种形状的乘积都与双精度结果相符；否则写明这一族为什么不能用。</translation>
    </message>
    <message>
        <source>%1 % (busy machine)</source>
        <translation>%1 %（机器繁忙）</translation>
    </message>
</context>
<context>
    <name>blab::ui::AdvisorText</name>
    <message>
        <source>OpenBLAS kernel families on this CPU: %1</source>
        <translation>本机 CPU 上的 OpenBLAS 内核族：%1</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>内核族</translation>
    </message>
    <message>
        <source>GFLOPS</source>
        <translation>GFLOPS</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>中位数</translation>
    </message>
    <message>
        <source>% of peak</source>
        <translation>占峰值 %</translation>
    </message>
    <message>
        <source>× installed</source>
        <translation>相对默认</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source> (installed)</source>
        <translation>（默认）</translation>
    </message>
    <message>
        <source>This CPU&apos;s multiply-add peak on the same threads: %1 GFLOPS.</source>
        <translation>本机同样线程数下的乘加峰值：%1 GFLOPS。</translation>
    </message>
    <message>
        <source>Cancelled before every family was measured; nothing is recommended.</source>
        <translation>还没测完所有内核族就取消了，因此不给推荐。</translation>
    </message>
    <message>
        <source>No family could be measured and verified, so nothing is recommended; the program keeps OpenBLAS&apos;s own choice.</source>
        <translation>没有哪个内核族既测得出结果又通过验证，所以不给推荐；程序继续用 OpenBLAS 自己的选择。</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>%1 (OpenBLAS&apos;s own choice)</source>
        <translation>%1（OpenBLAS 自己的选择）</translation>
    </message>
    <message>
        <source>%1 (the fastest family measured here; OpenBLAS by itself picks %2)</source>
        <translation>%1（在本机测得最快的内核族；OpenBLAS 自己会选 %2）</translation>
    </message>
    <message>
        <source>%1 (as chosen for this program; OpenBLAS by itself picks %2)</source>
        <translation>%1（为本程序指定的；OpenBLAS 自己会选 %2）</translation>
    </message>
    <message>
        <source>%1 (set by OPENBLAS_CORETYPE before the program started)</source>
        <translation>%1（程序启动前由 OPENBLAS_CORETYPE 指定）</translation>
    </message>
    <message>
        <source>verified</source>
        <translation>已验证</translation>
    </message>
    <message>
        <source>not verified</source>
        <translation>未通过验证</translation>
    </message>
    <message numerus="yes">
        <source>sgemm %1 × %1 float32, %2 thread(s), the fastest of %n run(s), each family in a process of its own; OpenBLAS %3</source>
        <translation>
            <numerusform>sgemm %1 × %1 float32，%2 个线程，取 %n 次中最快的一次，每个内核族在单独的进程里测；OpenBLAS %3</numerusform>
        </translation>
    </message>
    <message>
        <source> (installed, recommended)</source>
        <translation>（默认，推荐）</translation>
    </message>
    <message>
        <source> (recommended)</source>
        <translation>（推荐）</translation>
    </message>
    <message>
        <source>Above 100 % of the peak: sgemm cannot beat the multiply-add peak, so the peak was measured while the machine was busy and came out low. Measure again when the machine is quiet.</source>
        <translation>超过峰值的 100 %：sgemm 不可能快过乘加峰值，所以峰值是在机器繁忙时测的，测低了。请在机器空闲时重测。</translation>
    </message>
    <message>
        <source>Use %1: it runs sgemm %2× as fast as %3, the family OpenBLAS picks by itself, ahead by more than the margin a change must clear (%4: 3 %, or the runs&apos; spread where larger). This program uses it from its next start (--openblas-core auto); other programs that use this OpenBLAS, numpy and PyTorch among them, get it when started like this:</source>
        <translation>用 %1：它跑 sgemm 的速度是 %3（OpenBLAS 自己选的那一族）的 %2×，领先幅度超过了换用所需的余量（%4：至少 3 %，各次运行离散更大时取离散程度）。本程序下次启动起就用它（--openblas-core auto）；其他使用这个 OpenBLAS 的程序（包括 numpy 和 PyTorch）这样启动就能用上：</translation>
    </message>
    <message>
        <source>Use %1, the family OpenBLAS already picks by itself: no other family is faster here by more than the margin a change must clear (3 %, or the runs&apos; spread where larger), so there is nothing to set.</source>
        <translation>用 %1，就是 OpenBLAS 自己选的那一族：这里没有哪一族比它快出换用所需的余量（3 %，各次运行离散更大时取离散程度），所以不用设置什么。</translation>
    </message>
</context>
<context>
    <name>blab::ui::BandwidthChart</name>
    <message>
        <source>Working set of all threads together (bytes, log scale)</source>
        <translation>所有线程合计的工作集（字节，对数刻度）</translation>
    </message>
    <message>
        <source>This profile was measured before the memory hierarchy was.
Measure the roofline again to see it.</source>
        <translation>这份画像测于加入存储层次测量之前。
重新测量屋顶线即可看到。</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 %2 GB/s</source>
        <translation>%1 %2 GB/s</translation>
    </message>
    <message>
        <source>an unknown level</source>
        <translation>未知层级</translation>
    </message>
    <message>
        <source>Working set %1
All threads: %2 GB/s, from %3
One thread: %4 GB/s, from %5</source>
        <translation>工作集 %1
全部线程：%2 GB/s，来自 %3
单线程：%4 GB/s，来自 %5</translation>
    </message>
    <message>
        <source>Not measured yet: measure this machine&apos;s roofline on tab 1.</source>
        <translation>尚未测量：请在第 1 页测量本机的屋顶线。</translation>
    </message>
    <message>
        <source>Bandwidth (GB/s, log scale)</source>
        <translation>带宽（GB/s，对数刻度）</translation>
    </message>
    <message>
        <source>Bandwidth (GB/s)</source>
        <translation>带宽（GB/s）</translation>
    </message>
    <message>
        <source>Read, all threads (%1)</source>
        <translation>读取，全部线程（%1 个）</translation>
    </message>
    <message>
        <source>Read, all threads</source>
        <translation>读取，全部线程</translation>
    </message>
    <message>
        <source>Read, one thread</source>
        <translation>读取，单线程</translation>
    </message>
    <message>
        <source>Triad, all threads</source>
        <translation>Triad，全部线程</translation>
    </message>
    <message>
        <source>Triad, one thread</source>
        <translation>Triad，单线程</translation>
    </message>
    <message>
        <source>Triad: %1 GB/s with all threads, %2 GB/s with one</source>
        <translation>Triad：全部线程 %1 GB/s，单线程 %2 GB/s</translation>
    </message>
    <message>
        <source>Memory hierarchy: bandwidth against working-set size</source>
        <translation>存储层次：带宽随工作集大小的变化</translation>
    </message>
</context>
<context>
    <name>blab::ui::BatchCopyChart</name>
    <message>
        <source>Where a serial training step goes: copying the batch, then computing it</source>
        <translation>串行训练一步的时间去向：先拷贝这一批，再计算</translation>
    </message>
    <message>
        <source>Copy over the link</source>
        <translation>经链路拷贝</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <source>Share of the step (%)</source>
        <translation>占一步的比例（%）</translation>
    </message>
    <message>
        <source>%1&lt;br&gt;CPU</source>
        <translation>%1&lt;br&gt;CPU</translation>
    </message>
    <message>
        <source>%1&lt;br&gt;accel.</source>
        <translation>%1&lt;br&gt;加速卡</translation>
    </message>
    <message>
        <source>yours&lt;br&gt;%1</source>
        <translation>你的&lt;br&gt;%1</translation>
    </message>
</context>
<context>
    <name>blab::ui::BatchesTableModel</name>
    <message>
        <source>%1 (yours)</source>
        <translation>%1（你的）</translation>
    </message>
    <message>
        <source>Samples per batch.</source>
        <translation>每批的样本数。</translation>
    </message>
    <message>
        <source>Bytes copied per batch, decimal MB.</source>
        <translation>每批拷贝的字节数，十进制 MB。</translation>
    </message>
    <message>
        <source>Time to copy the batch over the link.</source>
        <translation>经链路拷贝这批数据的时间。</translation>
    </message>
    <message>
        <source>Time for this CPU to compute the batch at its measured GFLOPS.</source>
        <translation>本机 CPU 按实测 GFLOPS 算完这批的时间。</translation>
    </message>
    <message>
        <source>Copy ÷ (copy + CPU compute).</source>
        <translation>拷贝 ÷（拷贝 + CPU 计算）。</translation>
    </message>
    <message>
        <source>Time for the accelerator to compute the batch at its peak.</source>
        <translation>加速卡按峰值算完这批的时间。</translation>
    </message>
    <message>
        <source>Copy ÷ (copy + accelerator compute).</source>
        <translation>拷贝 ÷（拷贝 + 加速卡计算）。</translation>
    </message>
    <message>
        <source>A step on the accelerator when copy and compute take turns: their sum.</source>
        <translation>拷贝和计算轮流进行时，加速卡上一步的时间：两者之和。</translation>
    </message>
    <message>
        <source>A step on the accelerator with loader threads and pinned memory, the next batch copying while this one computes: the longer of the two.</source>
        <translation>用上加载线程和锁页内存、下一批边算边拷时，加速卡上一步的时间：两者中较长的那个。</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>批大小</translation>
    </message>
    <message>
        <source>MB</source>
        <translation>MB</translation>
    </message>
    <message>
        <source>Copy ms</source>
        <translation>拷贝 ms</translation>
    </message>
    <message>
        <source>CPU ms</source>
        <translation>CPU ms</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>占比</translation>
    </message>
    <message>
        <source>Accel. ms</source>
        <translation>加速卡 ms</translation>
    </message>
    <message>
        <source>Share accel.</source>
        <translation>加速卡占比</translation>
    </message>
    <message>
        <source>Serial ms</source>
        <translation>串行 ms</translation>
    </message>
    <message>
        <source>Prefetched ms</source>
        <translation>预取 ms</translation>
    </message>
</context>
<context>
    <name>blab::ui::ChartCaptions</name>
    <message numerus="yes">
        <source>sgemm n %1 · %2 runs · %n thread(s) · OpenBLAS core %3</source>
        <translation>
            <numerusform>sgemm n %1 · %2 次运行 · %n 个线程 · OpenBLAS 内核 %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n thread(s) · FP32 peak %2 GFLOPS · measured %3</source>
        <translation>
            <numerusform>%1 · %n 个线程 · FP32 峰值 %2 GFLOPS · 测于 %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n thread(s) · STREAM triad %2 GB/s · measured %3</source>
        <translation>
            <numerusform>%1 · %n 个线程 · STREAM triad %2 GB/s · 测于 %3</numerusform>
        </translation>
    </message>
    <message>
        <source>against this CPU: %1 GFLOPS, memory %2 GB/s · precision %3</source>
        <translation>对比本机 CPU：%1 GFLOPS，内存 %2 GB/s · 精度 %3</translation>
    </message>
    <message>
        <source>the sliders&apos; own figures</source>
        <translation>滑块自己的数字</translation>
    </message>
    <message>
        <source>%1 · bandwidth %2 GB/s · peak %3 GFLOPS · n %4 · k %5</source>
        <translation>%1 · 带宽 %2 GB/s · 峰值 %3 GFLOPS · n %4 · k %5</translation>
    </message>
    <message>
        <source>link %1 GB/s · accelerator %2 TFLOPS · CPU %3 GFLOPS · sample %4 · %5 FLOP per sample</source>
        <translation>链路 %1 GB/s · 加速器 %2 TFLOPS · CPU %3 GFLOPS · 样本 %4 · 每样本 %5 FLOP</translation>
    </message>
    <message>
        <source>%1 · %2 · %3 parameters · %4 tokens per step · utilization %5 · step %6</source>
        <translation>%1 · %2 · %3 个参数 · 每步 %4 个词元 · 利用率 %5 · 每步 %6</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %2 parameters · weights %3 · optimizer %4 · activations %5 · %n card(s)</source>
        <translation>
            <numerusform>%1 · %2 个参数 · 权重 %3 · 优化器 %4 · 激活 %5 · %n 张卡</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 requests in flight</source>
        <translation>%1 个请求同时在处理</translation>
    </message>
    <message>
        <source>batch %1</source>
        <translation>批次 %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %2 · weights %3 · KV cache %4 · prompt %5 · answer %6 · context %7 · %8 · %n card(s) · bandwidth share %9</source>
        <translation>
            <numerusform>%1 · %2 · 权重 %3 · KV 缓存 %4 · 提示 %5 · 回答 %6 · 上下文 %7 · %8 · %n 张卡 · 带宽比例 %9</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · %2 · %3 · data %4 × tensor %5 × pipeline %6 · ZeRO %7 · recomputation %8 · %9 sequences of %10 tokens a step</source>
        <translation>%1 · %2 · %3 · 数据 %4 × 张量 %5 × 流水线 %6 · ZeRO %7 · 重算 %8 · 每步 %9 个长 %10 词元的序列</translation>
    </message>
    <message>
        <source>%1 at its %2 peak (it lists no %3 figure)</source>
        <translation>%1，按 %2 峰值（它没有 %3 数值）</translation>
    </message>
</context>
<context>
    <name>blab::ui::ChartExporter</name>
    <message>
        <source>cannot write %1: it is not a regular file</source>
        <translation>无法写入 %1：它不是普通文件</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>cannot encode %1 as PNG</source>
        <translation>无法把 %1 编码为 PNG</translation>
    </message>
    <message>
        <source>%1 is a file, not a folder</source>
        <translation>%1 是文件，不是文件夹</translation>
    </message>
    <message>
        <source>%1: the folder cannot be created</source>
        <translation>%1：无法创建该文件夹</translation>
    </message>
    <message>
        <source>%1: the folder cannot be written (%2)</source>
        <translation>%1：无法写入该文件夹（%2）</translation>
    </message>
    <message>
        <source>cannot write %1: the name must end in .png, .svg or .csv</source>
        <translation>无法写入 %1：文件名须以 .png、.svg 或 .csv 结尾</translation>
    </message>
    <message>
        <source>%1 was not written: this chart shows a measurement that has not been made yet.</source>
        <translation>未写入 %1：这张图表显示的测量还没有做。</translation>
    </message>
    <message>
        <source>cannot write %1: it is a symbolic link</source>
        <translation>无法写入 %1：它是符号链接</translation>
    </message>
    <message>
        <source>nothing was written: %1</source>
        <translation>什么都没有写出：%1</translation>
    </message>
    <message>
        <source>cannot write %1: %2; nothing was written</source>
        <translation>无法写入 %1：%2；什么都没有写出</translation>
    </message>
    <message>
        <source>cannot write %1: %2; already in place: %3</source>
        <translation>无法写入 %1：%2；已经放好的有：%3</translation>
    </message>
</context>
<context>
    <name>blab::ui::ChartTable</name>
    <message>
        <source>Category</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>Series</source>
        <translation>系列</translation>
    </message>
</context>
<context>
    <name>blab::ui::ChartView</name>
    <message>
        <source>Save as PNG…</source>
        <translation>另存为 PNG…</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Save as SVG…</source>
        <translation>另存为 SVG…</translation>
    </message>
    <message>
        <source>Save the numbers as CSV…</source>
        <translation>把数字另存为 CSV…</translation>
    </message>
</context>
<context>
    <name>blab::ui::CommandTimeDialog</name>
    <message>
        <source>&amp;Run</source>
        <translation>运行(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>停止(&amp;S)</translation>
    </message>
    <message>
        <source>Time a command</source>
        <translation>为命令计时</translation>
    </message>
    <message>
        <source>The command to time, run without a shell: words are split at spaces, and quotes (&quot;…&quot;) keep spaces in a word; nothing else is special, so a pipe or a $VARIABLE goes to the program as it is written. It runs in the folder the window started in.</source>
        <translation>要计时的命令，不经 shell 运行：按空格分词，引号（&quot;…&quot;）里的空格留在词内；别的字符都不特殊，管道符或 $变量 会原样交给程序。命令在窗口启动时所在的文件夹里运行。</translation>
    </message>
    <message>
        <source>The floating-point operations one run of the command does.</source>
        <translation>命令运行一次所做的浮点运算次数。</translation>
    </message>
    <message>
        <source>The bytes one run moves to and from memory.</source>
        <translation>运行一次与内存之间搬运的字节数。</translation>
    </message>
    <message>
        <source>How often the command runs; the fastest run counts, since interruptions only ever slow a run down.</source>
        <translation>命令运行的次数；以最快的一次为准，因为干扰只会让一次运行变慢。</translation>
    </message>
    <message>
        <source>FP32</source>
        <translation>FP32</translation>
    </message>
    <message>
        <source>FP64</source>
        <translation>FP64</translation>
    </message>
    <message>
        <source>&amp;Command:</source>
        <translation>命令(&amp;C)：</translation>
    </message>
    <message>
        <source>&amp;FLOPs per run:</source>
        <translation>每次浮点运算数(&amp;F)：</translation>
    </message>
    <message>
        <source>&amp;Bytes per run:</source>
        <translation>每次字节数(&amp;B)：</translation>
    </message>
    <message>
        <source>R&amp;uns:</source>
        <translation>运行次数(&amp;U)：</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <source>&amp;Precision:</source>
        <translation>精度(&amp;P)：</translation>
    </message>
    <message>
        <source>Type the command to time.</source>
        <translation>请输入要计时的命令。</translation>
    </message>
    <message>
        <source>Running %1 …</source>
        <translation>正在运行 %1 …</translation>
    </message>
    <message>
        <source>my command</source>
        <translation>我的命令</translation>
    </message>
</context>
<context>
    <name>blab::ui::ComparisonText</name>
    <message>
        <source>%1 GB/s</source>
        <translation>%1 GB/s</translation>
    </message>
    <message>
        <source>%1 GFLOPS</source>
        <translation>%1 GFLOPS</translation>
    </message>
    <message>
        <source>Two machines</source>
        <translation>两台机器</translation>
    </message>
    <message>
        <source>This machine</source>
        <translation>本机</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>另一台</translation>
    </message>
    <message>
        <source>(no CPU model or date in the profile)</source>
        <translation>（画像中没有 CPU 型号和日期）</translation>
    </message>
    <message numerus="yes">
        <source>%n thread(s)</source>
        <translation>
            <numerusform>%n 个线程</numerusform>
        </translation>
    </message>
    <message>
        <source>Roof</source>
        <translation>屋顶</translation>
    </message>
    <message>
        <source>FLOP/B</source>
        <translation>FLOP/B</translation>
    </message>
    <message>
        <source>Other / this</source>
        <translation>另一台 / 本机</translation>
    </message>
    <message>
        <source>FP32 peak</source>
        <translation>FP32 峰值</translation>
    </message>
    <message>
        <source>FP64 peak</source>
        <translation>FP64 峰值</translation>
    </message>
    <message>
        <source>STREAM triad</source>
        <translation>STREAM triad</translation>
    </message>
    <message>
        <source>Each level&apos;s roof is the read bandwidth the sweep found for it; FLOP/B is where that roof meets the FP32 peak. Above 1× the other machine is faster.</source>
        <translation>每一层的屋顶是扫描测得的该层读带宽；FLOP/B 是这条屋顶与 FP32 峰值相交的位置。比值大于 1× 表示另一台更快。</translation>
    </message>
    <message>
        <source>The other profile is from an older version: it has the triad roof only, no cache levels. Its DRAM roof is STREAM triad, which counts other traffic than a read, so compare the two machines on the STREAM triad row.</source>
        <translation>另一台的画像来自旧版本：只有 triad 屋顶，没有各级缓存。它的 DRAM 屋顶是 STREAM triad，计的流量与纯读不同，所以请用 STREAM triad 这一行比较两台机器。</translation>
    </message>
    <message>
        <source>This machine&apos;s profile is from an older version: it has the triad roof only, no cache levels. Measure again for the levels.</source>
        <translation>本机的画像来自旧版本：只有 triad 屋顶，没有各级缓存。重新测量即可得到各层。</translation>
    </message>
</context>
<context>
    <name>blab::ui::DecimalComma</name>
    <message>
        <source>Write decimals with a point, as in %1; a comma only separates thousands (1,024). The value was kept.</source>
        <translation>小数请用小数点书写，例如 %1；逗号只用来分隔千位（1,024）。原来的值没有改变。</translation>
    </message>
    <message>
        <source>This box takes whole numbers; a comma only separates thousands (1,024). The value was kept.</source>
        <translation>此处只能填整数；逗号只用来分隔千位（1,024）。原来的值没有改变。</translation>
    </message>
</context>
<context>
    <name>blab::ui::DeviceChart</name>
    <message>
        <source>Each device as a multiple of this CPU (by specification)</source>
        <translation>各器件相当于本机 CPU 的倍数（按规格）</translation>
    </message>
    <message>
        <source>Memory bandwidth</source>
        <translation>内存带宽</translation>
    </message>
    <message>
        <source>GFLOPS per watt</source>
        <translation>每瓦 GFLOPS</translation>
    </message>
    <message>
        <source>× this CPU (log scale)</source>
        <translation>× 本机 CPU（对数坐标）</translation>
    </message>
    <message>
        <source>%1 compute</source>
        <translation>%1 算力</translation>
    </message>
</context>
<context>
    <name>blab::ui::DevicesTab</name>
    <message>
        <source>&amp;Add</source>
        <translation>添加(&amp;A)</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>复制(&amp;U)</translation>
    </message>
    <message>
        <source>De&amp;lete</source>
        <translation>删除(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>导入(&amp;I)…</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>导出(&amp;X)…</translation>
    </message>
    <message>
        <source>Add a device of your own, then edit its cells.</source>
        <translation>添加一个你自己的器件，然后编辑各单元格。</translation>
    </message>
    <message>
        <source>Copy the selected device into your own list, to change its figures.</source>
        <translation>把选中的器件复制到你自己的列表里，以便修改它的数值。</translation>
    </message>
    <message>
        <source>Delete the selected device of your own. Shipped devices stay.</source>
        <translation>删除选中的、你自己的器件。自带的器件不会删除。</translation>
    </message>
    <message>
        <source>Add the devices of a catalog file (JSON). A file with any problem is refused with its line and the reason, and nothing changes; an id you already use gets a number added.</source>
        <translation>把一个器件目录文件（JSON）里的器件加进来。文件只要有一处问题就整个不收，并给出行号和原因，什么都不会改变；和已有 id 重名的会自动加上编号。</translation>
    </message>
    <message>
        <source>Save your own devices as a catalog file (JSON) to share or keep.</source>
        <translation>把你自己的器件存成目录文件（JSON），便于分享或保存。</translation>
    </message>
    <message>
        <source>P&amp;recision:</source>
        <translation>精度(&amp;R)：</translation>
    </message>
    <message>
        <source>Your device catalog could not be read, so your devices are not shown: %1. The file is left as it is; if you change your devices, it is kept beside the new one.</source>
        <translation>读不了你的器件目录，所以没有显示你的器件：%1。文件保持原样；你修改器件时，它会另存在新文件旁边。</translation>
    </message>
    <message>
        <source>Your devices could not be saved: %1. They are kept until you close the window.</source>
        <translation>无法保存你的器件：%1。在关闭窗口之前它们仍然保留。</translation>
    </message>
    <message>
        <source>My device</source>
        <translation>我的器件</translation>
    </message>
    <message>
        <source>Added “%1”: double-click its cells to enter its figures.</source>
        <translation>已添加「%1」：双击单元格填入它的数值。</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1（副本）</translation>
    </message>
    <message>
        <source>Copied “%1” into your devices; its cells can be edited now.</source>
        <translation>已把「%1」复制到你的器件中，现在可以编辑了。</translation>
    </message>
    <message>
        <source>Deleted “%1”.</source>
        <translation>已删除「%1」。</translation>
    </message>
    <message>
        <source>Delete device</source>
        <translation>删除器件</translation>
    </message>
    <message>
        <source>Delete “%1” from your devices?</source>
        <translation>从你的器件中删除「%1」？</translation>
    </message>
    <message>
        <source>Nothing was imported. %1</source>
        <translation>什么都没有导入。%1</translation>
    </message>
    <message>
        <source>Nothing was imported: you would have more than %1 devices.</source>
        <translation>什么都没有导入：器件会超过 %1 个。</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n device(s).</source>
        <translation>
            <numerusform>已导入 %n 个器件。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of them had an id you already use and got a number added.</source>
        <translation>
            <numerusform>其中 %n 个的 id 已被占用，已自动加上编号。</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing was exported: %1</source>
        <translation>什么都没有导出：%1</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n device(s) to %1.</source>
        <translation>
            <numerusform>已把 %n 个器件导出到 %1。</numerusform>
        </translation>
    </message>
    <message>
        <source>Import devices</source>
        <translation>导入器件</translation>
    </message>
    <message>
        <source>Device catalogs (*.json)</source>
        <translation>器件目录（*.json）</translation>
    </message>
    <message>
        <source>Export your devices</source>
        <translation>导出你的器件</translation>
    </message>
    <message>
        <source>Saved.</source>
        <translation>已保存。</translation>
    </message>
    <message>
        <source>Cards are compared by their makers&apos; figures (dense, without sparsity). This CPU&apos;s FP32 figure is the measured (or entered) one; a GPU measured on tab 1, or in a profile opened to compare, gets a row of its own in green, under its datasheet row. Shipped rows are fixed; duplicate one, or add your own, and double-click a cell to change it. Your devices are saved as you edit them.</source>
        <translation>各张卡按厂商公布的数字比较（稠密，不计稀疏）。本机 CPU 的 FP32 数值是实测（或输入）的；在第 1 页实测的 GPU，或在打开来比较的画像里的 GPU，会在它的规格表那一行下面单独占一行，以绿色显示。自带的行不能改；复制一行或添加你自己的器件，双击单元格即可修改。你的器件在编辑时随即保存。</translation>
    </message>
    <message>
        <source>Added “%1” to your devices with its measured figures; its cells can be edited now.</source>
        <translation>已把“%1”连同实测数值加入你的器件；现在可以编辑它的单元格。</translation>
    </message>
    <message>
        <source>This card is among your devices already, as “%1”.</source>
        <translation>这张卡已在你的器件中，名为“%1”。</translation>
    </message>
</context>
<context>
    <name>blab::ui::DevicesTableModel</name>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>A shipped device: duplicate it to change its figures.</source>
        <translation>自带器件：复制一份才能修改数值。</translation>
    </message>
    <message>
        <source>“%1” is not accepted: %2. The previous value is kept.</source>
        <translation>「%1」不被接受：%2。保留原来的值。</translation>
    </message>
    <message>
        <source>a name needs 1 to 120 bytes</source>
        <translation>名称需要 1 到 120 字节</translation>
    </message>
    <message>
        <source>enter a number</source>
        <translation>请输入数字</translation>
    </message>
    <message>
        <source>enter a number, or leave it empty for none</source>
        <translation>请输入数字，留空表示没有</translation>
    </message>
    <message>
        <source>enter a number from %1 to %2 GB/s</source>
        <translation>请输入 %1 到 %2 GB/s 之间的数</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>器件</translation>
    </message>
    <message>
        <source>Bandwidth (GB/s)</source>
        <translation>带宽（GB/s）</translation>
    </message>
    <message>
        <source>Memory (GB)</source>
        <translation>内存（GB）</translation>
    </message>
    <message>
        <source>Power (W)</source>
        <translation>功耗（W）</translation>
    </message>
    <message>
        <source>Host link</source>
        <translation>主机链路</translation>
    </message>
    <message>
        <source>Card link (GB/s)</source>
        <translation>卡间互联（GB/s）</translation>
    </message>
    <message>
        <source>× compute</source>
        <translation>算力倍数</translation>
    </message>
    <message>
        <source>× bandwidth</source>
        <translation>带宽倍数</translation>
    </message>
    <message>
        <source>GFLOPS per watt</source>
        <translation>每瓦 GFLOPS</translation>
    </message>
    <message>
        <source>The device; the lesson&apos;s two generic cards come first, then real products, then yours.</source>
        <translation>器件：先是课程里的两张通用卡，然后是真实产品，最后是你自己的。</translation>
    </message>
    <message>
        <source>Peak on tensor units in TF32, TFLOPS, dense; — where the device has none.</source>
        <translation>张量单元上的 TF32 峰值，TFLOPS，稠密；没有的器件显示 —。</translation>
    </message>
    <message>
        <source>Peak in BF16/FP16 on tensor units, TFLOPS, dense; — where the device has none.</source>
        <translation>张量单元上的 BF16/FP16 峰值，TFLOPS，稠密；没有的器件显示 —。</translation>
    </message>
    <message>
        <source>Peak in FP8, TFLOPS, dense; — where the device has none.</source>
        <translation>FP8 峰值，TFLOPS，稠密；没有的器件显示 —。</translation>
    </message>
    <message>
        <source>Memory bandwidth in GB/s (1 GB = 10⁹ bytes). Typical: CPU 50–500, cards 300–5300.</source>
        <translation>内存带宽，GB/s（1 GB = 10⁹ 字节）。常见值：CPU 50–500，显卡 300–5300。</translation>
    </message>
    <message>
        <source>Memory on the device in GB; decides whether a model fits (part five).</source>
        <translation>器件上的内存，GB；决定模型装不装得下（第五部分）。</translation>
    </message>
    <message>
        <source>Direct link between cards (NVLink, Infinity Fabric), GB/s with both directions added, as vendors print it; 0 for none.</source>
        <translation>卡与卡之间的直连（NVLink、Infinity Fabric），GB/s，按厂商习惯把两个方向加在一起；没有则为 0。</translation>
    </message>
    <message>
        <source>Compute at the chosen precision as a multiple of this CPU&apos;s FP32.</source>
        <translation>所选精度下的算力，是本机 CPU FP32 的多少倍。</translation>
    </message>
    <message>
        <source>Memory bandwidth as a multiple of this CPU&apos;s.</source>
        <translation>内存带宽是本机 CPU 的多少倍。</translation>
    </message>
    <message>
        <source>Compute at the chosen precision per watt: GFLOPS ÷ W.</source>
        <translation>所选精度下每瓦的算力：GFLOPS ÷ W。</translation>
    </message>
    <message>
        <source>no %1</source>
        <translation>无 %1</translation>
    </message>
    <message>
        <source>%1 lists no %2 figure, so it has no ratio in that format. Choose FP32 to compare it.</source>
        <translation>%1 没有 %2 指标，因此在这种格式下没有倍数。选 FP32 即可比较。</translation>
    </message>
    <message>
        <source>FP32 (TFLOPS)</source>
        <translation>FP32（TFLOPS）</translation>
    </message>
    <message>
        <source>TF32 (TFLOPS)</source>
        <translation>TF32（TFLOPS）</translation>
    </message>
    <message>
        <source>BF16 (TFLOPS)</source>
        <translation>BF16（TFLOPS）</translation>
    </message>
    <message>
        <source>FP8 (TFLOPS)</source>
        <translation>FP8（TFLOPS）</translation>
    </message>
    <message>
        <source>Measured: the program&apos;s FP32 multiply-add kernel, the FP32 roof of this card.</source>
        <translation>实测：本程序的 FP32 乘加内核，即这张卡的 FP32 屋顶。</translation>
    </message>
    <message>
        <source>Measured: the fastest cuBLASLt matrix product at this precision over the sizes measured; what products reached, not a peak.</source>
        <translation>实测：在测过的各个规模中，cuBLASLt 在这个精度下最快的矩阵乘；这是矩阵乘实际达到的速度，不是峰值。</translation>
    </message>
    <message>
        <source>Measured: the best of three passes over device memory, copy %1, read %2 and triad %3 GB/s, counting bytes read and written.</source>
        <translation>实测：三种显存遍历中最快的一种，拷贝 %1、读 %2、triad %3 GB/s，读和写的字节都计入。</translation>
    </message>
    <message>
        <source>The memory the driver reports on the card.</source>
        <translation>驱动报告的卡上显存。</translation>
    </message>
    <message>
        <source>The measured figure as a multiple of this CPU&apos;s.</source>
        <translation>实测数值是本机 CPU 的多少倍。</translation>
    </message>
    <message>
        <source>Not measured, and the catalog does not know this card: none shown.</source>
        <translation>未测量，目录里也没有这张卡：不显示。</translation>
    </message>
    <message>
        <source>Not measured: taken from the datasheet row above, %1.</source>
        <translation>未测量：取自上面一行的规格表，%1。</translation>
    </message>
    <message>
        <source>The catalog does not know this card, so there is no datasheet row beside it; tab 1 offers to add it as your own device.</source>
        <translation>目录里没有这张卡，所以它旁边没有规格表的行；第 1 页可以把它加为你自己的器件。</translation>
    </message>
    <message>
        <source>Its datasheet row, %1, is the one above: this row sits beside it and never replaces it.</source>
        <translation>它的规格表行 %1 就在上面：这一行只是放在旁边，从不取而代之。</translation>
    </message>
    <message>
        <source>This GPU as measured (tab 1, or a profile opened to compare). %1</source>
        <translation>本机 GPU 的实测值（来自第 1 页，或打开来比较的画像）。%1</translation>
    </message>
    <message>
        <source>Not measured: the GPU measurement times no FP4 product.</source>
        <translation>未实测：GPU 测量不测 FP4 矩阵乘。</translation>
    </message>
    <message>
        <source>FP4 (TFLOPS)</source>
        <translation>FP4（TFLOPS）</translation>
    </message>
    <message>
        <source>Peak in FP4 (E2M1 with block scales: NVFP4, MXFP4), TFLOPS, dense; — where the device has none.</source>
        <translation>FP4 峰值（E2M1 加分块缩放：NVFP4、MXFP4），TFLOPS，稠密；没有的器件显示 —。</translation>
    </message>
    <message>
        <source>write the PCIe generation and lanes as “4 x16”, NVLink-C2C as “NVLink-C2C 900” (GB/s, both directions), or “none”</source>
        <translation>PCIe 代数和通道数请写成「4 x16」，NVLink-C2C 写成「NVLink-C2C 900」（GB/s，双向合计），或写「none」</translation>
    </message>
    <message>
        <source>Peak single-precision compute, TFLOPS, dense. Typical: CPU 0.1–7, cards 8–160; — where the maker prints none.</source>
        <translation>单精度峰值算力，TFLOPS，稠密。常见值：CPU 0.1–7，显卡 8–160；厂商未公布时显示 —。</translation>
    </message>
    <message>
        <source>Board or package power in watts; — where the maker prints none.</source>
        <translation>整卡或整颗芯片的功耗，单位瓦；厂商未公布时显示 —。</translation>
    </message>
    <message>
        <source>The card&apos;s link to the host: PCIe generation × lanes, or NVLink-C2C on Grace superchips with both directions added. Type &quot;4 x16&quot; or &quot;NVLink-C2C 900&quot; to change it, &quot;none&quot; for a CPU; — where the maker prints none.</source>
        <translation>显卡到主机的链路：PCIe 代数 × 通道数；Grace 超级芯片上是 NVLink-C2C，取双向合计。输入「4 x16」或「NVLink-C2C 900」来修改，CPU 输入「none」；厂商未公布时显示 —。</translation>
    </message>
    <message>
        <source>%1&apos;s maker prints no %2 figure, so it has no ratio in that format. Choose BF16 to compare it.</source>
        <translation>%1 的厂商没有公布 %2 数值，所以这个格式下没有比值。选 BF16 来比较它。</translation>
    </message>
</context>
<context>
    <name>blab::ui::ExportDialog</name>
    <message>
        <source>Export chart</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <source>Export all charts</source>
        <translation>导出全部图表</translation>
    </message>
    <message>
        <source> px</source>
        <translation> 像素</translation>
    </message>
    <message>
        <source>1× (as sized)</source>
        <translation>1×（按所设尺寸）</translation>
    </message>
    <message>
        <source>2× (high-density screens)</source>
        <translation>2×（高分辨率屏幕）</translation>
    </message>
    <message>
        <source>Height of the chart&apos;s layout in pixels, before scaling.</source>
        <translation>图表排版高度，单位像素，未乘缩放倍数。</translation>
    </message>
    <message>
        <source>2× writes twice the pixels in each direction with the same layout.</source>
        <translation>2× 在排版不变的前提下，横竖方向各输出两倍像素。</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>浏览(&amp;B)…</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>文件(&amp;F)：</translation>
    </message>
    <message>
        <source>&amp;Folder:</source>
        <translation>文件夹(&amp;F)：</translation>
    </message>
    <message>
        <source>&amp;Width:</source>
        <translation>宽度(&amp;W)：</translation>
    </message>
    <message>
        <source>&amp;Height:</source>
        <translation>高度(&amp;H)：</translation>
    </message>
    <message>
        <source>&amp;Scale:</source>
        <translation>缩放(&amp;S)：</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <source>SVG drawing (scales without blurring)</source>
        <translation>SVG 矢量图（放大不模糊）</translation>
    </message>
    <message>
        <source>CSV table (the numbers behind the chart)</source>
        <translation>CSV 表格（图表背后的数字）</translation>
    </message>
    <message>
        <source>PNG image</source>
        <translation>PNG 图像</translation>
    </message>
    <message>
        <source>The file to write; its format follows the Format box.</source>
        <translation>要写入的文件；格式由“格式”框决定。</translation>
    </message>
    <message>
        <source>The folder to write the charts into; it is made if missing.</source>
        <translation>写入图表的文件夹；不存在时会自动创建。</translation>
    </message>
    <message>
        <source>F&amp;ormat:</source>
        <translation>格式(&amp;O)：</translation>
    </message>
    <message>
        <source>&amp;PNG</source>
        <translation>&amp;PNG</translation>
    </message>
    <message>
        <source>S&amp;VG</source>
        <translation>S&amp;VG</translation>
    </message>
    <message>
        <source>&amp;CSV</source>
        <translation>&amp;CSV</translation>
    </message>
    <message>
        <source>Formats:</source>
        <translation>格式：</translation>
    </message>
    <message>
        <source>Width of the chart&apos;s layout in pixels, before scaling. Text grows with the size, so a large chart reads as well as a small one.</source>
        <translation>图表排版宽度，单位像素，未乘缩放倍数。文字随尺寸放大，大图和小图一样好读。</translation>
    </message>
    <message>
        <source>SVG drawings (*.svg)</source>
        <translation>SVG 矢量图 (*.svg)</translation>
    </message>
    <message>
        <source>CSV tables (*.csv)</source>
        <translation>CSV 表格 (*.csv)</translation>
    </message>
    <message>
        <source>Width × height × scale² is %1 megapixels, more than the limit of %2; make the image smaller.</source>
        <translation>宽 × 高 × 缩放² 为 %1 百万像素，超过上限 %2；请把图缩小。</translation>
    </message>
</context>
<context>
    <name>blab::ui::GpuLayer</name>
    <message>
        <source>copy</source>
        <translation>拷贝</translation>
    </message>
    <message>
        <source>read</source>
        <translation>读</translation>
    </message>
    <message>
        <source>triad</source>
        <translation>triad</translation>
    </message>
    <message>
        <source>What products reached: %1 %2</source>
        <translation>矩阵乘实际达到：%1 %2</translation>
    </message>
    <message>
        <source>memory, measured (%1): %2 GB/s</source>
        <translation>显存，实测（%1）：%2 GB/s</translation>
    </message>
    <message>
        <source>FP32 multiply-add, measured: %1 TFLOPS</source>
        <translation>FP32 乘加，实测：%1 TFLOPS</translation>
    </message>
    <message>
        <source>fastest %1 product, measured: %2 TFLOPS</source>
        <translation>最快的 %1 矩阵乘，实测：%2 TFLOPS</translation>
    </message>
    <message>
        <source>Datasheet</source>
        <translation>规格表</translation>
    </message>
    <message>
        <source>Products reached</source>
        <translation>矩阵乘实际达到</translation>
    </message>
    <message>
        <source>datasheet (%1): %2 TFLOPS, %3 GB/s</source>
        <translation>规格表（%1）：%2 TFLOPS，%3 GB/s</translation>
    </message>
    <message>
        <source>datasheet %1: %2 TFLOPS</source>
        <translation>规格表 %1：%2 TFLOPS</translation>
    </message>
    <message>
        <source>%1 product, n = %2, measured by cuBLASLt</source>
        <translation>%1 矩阵乘，n = %2，用 cuBLASLt 实测</translation>
    </message>
    <message>
        <source>%1 FLOP/B: 2n³ FLOPs over the %2 an n³ product moves at least (A and B read once, the result written once)</source>
        <translation>%1 次／字节：2n³ 次浮点运算，除以 n³ 矩阵乘至少要搬运的 %2（A 和 B 各读一次，结果写一次）</translation>
    </message>
    <message>
        <source>fastest %1 TFLOPS, median %2 TFLOPS</source>
        <translation>最快 %1 TFLOPS，中位数 %2 TFLOPS</translation>
    </message>
    <message>
        <source>%1 of the datasheet&apos;s %2 TFLOPS</source>
        <translation>为规格表 %2 TFLOPS 的 %1</translation>
    </message>
    <message>
        <source>%1: %2 TFLOPS</source>
        <translation>%1：%2 TFLOPS</translation>
    </message>
    <message>
        <source>datasheet (%1, no %2 figure: its %3 peak): %4 TFLOPS, %5 GB/s</source>
        <translation>规格表（%1，未给出 %2 数值，取其 %3 峰值）：%4 TFLOPS，%5 GB/s</translation>
    </message>
</context>
<context>
    <name>blab::ui::GpuPanel</name>
    <message>
        <source>This GPU</source>
        <translation>这块 GPU</translation>
    </message>
    <message>
        <source>Measures the NVIDIA GPU, if there is one: matrix products at every precision it has, its FP32 peak, memory bandwidth and copies between host and card, each beside the datasheet. Nothing of it runs until you ask.</source>
        <translation>测量 NVIDIA GPU（如果有的话）：它支持的每种精度的矩阵乘、FP32 峰值、显存带宽，以及主机与显卡之间的拷贝，每项都与规格表对照。不点按钮就什么也不运行。</translation>
    </message>
    <message>
        <source>Measure the &amp;GPU</source>
        <translation>测量 &amp;GPU</translation>
    </message>
    <message>
        <source>Runs in a separate process, so that a driver fault cannot take the window with it; about half a minute on a large card.</source>
        <translation>在单独的进程中运行，驱动出错也不会连累窗口；大显卡上约需半分钟。</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>End the measurement&apos;s process now.</source>
        <translation>立即结束测量进程。</translation>
    </message>
    <message>
        <source>&amp;Add as my device</source>
        <translation>加为我的器件(&amp;A)</translation>
    </message>
    <message>
        <source>Adds this card to your own devices on tab 2 with what was measured: its name, FP32 multiply-add peak, fastest product at each precision, memory bandwidth and memory, and the power limit and PCIe link the driver reported. Edit them there.</source>
        <translation>把这张卡连同实测结果加入第 2 页你自己的器件：名称、FP32 乘加峰值、每种精度下最快的矩阵乘、显存带宽和显存容量，以及驱动报告的功耗上限和 PCIe 链路。之后可在那里修改。</translation>
    </message>
    <message>
        <source>“%1” is among your devices on tab 2.</source>
        <translation>“%1”已在第 2 页你的器件里。</translation>
    </message>
    <message>
        <source>The catalog has no datasheet for “%1”, so its figures stand alone. Add it as your own device to compare it on tabs 2, 3 and 5.</source>
        <translation>目录里没有“%1”的规格表，所以只显示它的实测数值。把它加为你自己的器件，就能在第 2、3、5 页上比较。</translation>
    </message>
    <message>
        <source>The card could not be added to your devices: %1.</source>
        <translation>无法把这张卡加入你的器件：%1。</translation>
    </message>
</context>
<context>
    <name>blab::ui::GpuText</name>
    <message>
        <source>%1 TFLOPS</source>
        <translation>%1 TFLOPS</translation>
    </message>
    <message>
        <source>%1 GB/s</source>
        <translation>%1 GB/s</translation>
    </message>
    <message>
        <source>Gen%1 ×%2</source>
        <translation>Gen%1 ×%2</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>FP32 (no TF32)</source>
        <translation>FP32 非 TF32</translation>
    </message>
    <message>
        <source>FP32 multiply-add peak</source>
        <translation>FP32 乘加峰值</translation>
    </message>
    <message>
        <source>%1 product</source>
        <translation>%1 矩阵乘</translation>
    </message>
    <message>
        <source>Memory (best of copy, read, triad)</source>
        <translation>显存（拷贝、读、triad 中最快的）</translation>
    </message>
    <message>
        <source>Host → device, pinned</source>
        <translation>主机 → 显卡，锁页内存</translation>
    </message>
    <message>
        <source>Host → device, pageable</source>
        <translation>主机 → 显卡，可分页内存</translation>
    </message>
    <message>
        <source>No GPU was measured: the measurement failed (%1).</source>
        <translation>未测量 GPU：测量失败（%1）。</translation>
    </message>
    <message>
        <source>No GPU was measured: the NVIDIA driver speaks CUDA %1; measuring needs a driver for CUDA 11.4 or later.</source>
        <translation>未测量 GPU：这个 NVIDIA 驱动只支持 CUDA %1；测量需要支持 CUDA 11.4 或更新版本的驱动。</translation>
    </message>
    <message>
        <source>No GPU was measured: the NVIDIA driver lacks %1.</source>
        <translation>未测量 GPU：这个 NVIDIA 驱动缺少 %1。</translation>
    </message>
    <message>
        <source>No GPU was measured: %1 is the CUDA toolkit&apos;s stub library, not a driver.</source>
        <translation>未测量 GPU：%1 是 CUDA 工具包里供链接用的桩库，不是驱动。</translation>
    </message>
    <message>
        <source>No GPU was measured: the NVIDIA driver is installed but sees no GPU.</source>
        <translation>未测量 GPU：NVIDIA 驱动已安装，但看不到任何 GPU。</translation>
    </message>
    <message>
        <source>No GPU was measured: the NVIDIA driver did not start (%1).</source>
        <translation>未测量 GPU：NVIDIA 驱动没有启动（%1）。</translation>
    </message>
    <message>
        <source>No GPU was measured: there is no usable NVIDIA driver here (%1).</source>
        <translation>未测量 GPU：这里没有可用的 NVIDIA 驱动（%1）。</translation>
    </message>
    <message numerus="yes">
        <source>--gpu-index %1: the driver sees %n GPU(s), numbered from 0</source>
        <translation>
            <numerusform>--gpu-index %1：驱动只看到 %n 块 GPU，编号从 0 开始</numerusform>
        </translation>
    </message>
    <message>
        <source>GPU %1/%2: %3</source>
        <translation>GPU %1/%2：%3</translation>
    </message>
    <message>
        <source>This GPU: %1</source>
        <translation>这块 GPU：%1</translation>
    </message>
    <message>
        <source> (the catalog&apos;s %1)</source>
        <translation>（目录中的 %1）</translation>
    </message>
    <message>
        <source> (not in the catalog: measured figures alone)</source>
        <translation>（目录中没有：只列测得的数字）</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>显卡</translation>
    </message>
    <message>
        <source>Driver</source>
        <translation>驱动</translation>
    </message>
    <message>
        <source>%1 (CUDA %2)</source>
        <translation>%1（CUDA %2）</translation>
    </message>
    <message>
        <source>cuBLASLt</source>
        <translation>cuBLASLt</translation>
    </message>
    <message>
        <source>not loaded</source>
        <translation>未加载</translation>
    </message>
    <message>
        <source>PCIe link</source>
        <translation>PCIe 链路</translation>
    </message>
    <message>
        <source>%1 now, %2 at best</source>
        <translation>当前 %1，最高 %2</translation>
    </message>
    <message>
        <source>Other processes</source>
        <translation>其他进程</translation>
    </message>
    <message>
        <source>none: the card was idle</source>
        <translation>无：显卡空闲</translation>
    </message>
    <message numerus="yes">
        <source>%n process(es) were computing on this GPU: the figures may be low</source>
        <translation>
            <numerusform>有 %n 个进程正在这块 GPU 上计算：测得的数字可能偏低</numerusform>
        </translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>实测</translation>
    </message>
    <message>
        <source>Datasheet</source>
        <translation>规格表</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>占比</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Measured beside the datasheet</source>
        <translation>实测与规格表对照</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>wrong result</source>
        <translation>结果错误</translation>
    </message>
    <message>
        <source>each timing one CUDA graph of back-to-back products</source>
        <translation>每次计时是一个连续执行多次矩阵乘的 CUDA 图</translation>
    </message>
    <message>
        <source>each timing back-to-back products between two events</source>
        <translation>每次计时是两个事件之间连续发出的多次矩阵乘</translation>
    </message>
    <message>
        <source>Matrix products C = AᵀB, TFLOPS fastest/median</source>
        <translation>矩阵乘 C = AᵀB，TFLOPS 最快/中位数</translation>
    </message>
    <message>
        <source>Random operands, cycled through copies that exceed L2; %1; every product checked at sampled elements.</source>
        <translation>操作数是随机数，在总量超过 L2 的多份副本之间轮换；%1；每种矩阵乘都抽样核对了结果。</translation>
    </message>
    <message>
        <source>Memory: copy %1, read %2, triad %3 (bytes read and written counted, arrays of %4)</source>
        <translation>显存：拷贝 %1，读 %2，triad %3（读和写的字节都计入，数组大小 %4）</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>拷贝</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <source>Fastest</source>
        <translation>最快</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>中位数</translation>
    </message>
    <message>
        <source>host → device</source>
        <translation>主机 → 显卡</translation>
    </message>
    <message>
        <source>device → host</source>
        <translation>显卡 → 主机</translation>
    </message>
    <message>
        <source>pinned</source>
        <translation>锁页内存</translation>
    </message>
    <message>
        <source>pageable</source>
        <translation>可分页内存</translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <source>The measurement was stopped before it finished.</source>
        <translation>测量在完成之前被停止了。</translation>
    </message>
    <message>
        <source>The measurement stopped at an error: %1</source>
        <translation>测量因错误而中止：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n multiprocessor(s), compute capability %1.%2</source>
        <translation>
            <numerusform>%n 个多处理器，计算能力 %1.%2</numerusform>
        </translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>%1, L2 %2</source>
        <translation>%1，L2 %2</translation>
    </message>
    <message>
        <source>What this program measured on the card.</source>
        <translation>本程序在这块显卡上测得的数字。</translation>
    </message>
    <message>
        <source>The vendor&apos;s figure for the catalog device the card&apos;s name matches; — where the catalog gives none.</source>
        <translation>与显卡名称相符的目录设备的厂商数字；目录中没有的写作 —。</translation>
    </message>
    <message>
        <source>Measured ÷ datasheet.</source>
        <translation>实测 ÷ 规格表。</translation>
    </message>
    <message>
        <source>Starting the measurement…</source>
        <translation>正在启动测量…</translation>
    </message>
    <message>
        <source>Done.</source>
        <translation>完成。</translation>
    </message>
    <message>
        <source>Stopped; the GPU figures shown before stay.</source>
        <translation>已停止；之前显示的 GPU 数字保留不变。</translation>
    </message>
    <message>
        <source>The program&apos;s own kernel: eight independent multiply-add chains a thread on every multiprocessor; the FP32 roof.</source>
        <translation>本程序自己的核函数：每个线程八条互不依赖的乘加链，铺满每个多处理器；这就是 FP32 的屋顶。</translation>
    </message>
    <message>
        <source>cuBLASLt&apos;s fastest square product at this precision over the sizes tried, each timing a CUDA graph of back-to-back products on random operands.</source>
        <translation>cuBLASLt 在这种精度下、所试各尺寸中最快的方阵乘法；每次计时是一个对随机操作数连续执行多次矩阵乘的 CUDA 图。</translation>
    </message>
    <message>
        <source>Arrays far larger than L2; copy and triad count the bytes read and the bytes written.</source>
        <translation>数组远大于 L2；拷贝和 triad 把读和写的字节都计入。</translation>
    </message>
    <message>
        <source>Copies from page-locked host memory, the fastest size.</source>
        <translation>从锁页主机内存拷贝，取最快的大小。</translation>
    </message>
    <message>
        <source>Copies from ordinary host memory, which the driver stages through its own page-locked buffers: what a batch gets unless it is pinned.</source>
        <translation>从普通主机内存拷贝，驱动要先经过它自己的锁页缓冲区中转：批数据不锁页时得到的就是这个速度。</translation>
    </message>
    <message>
        <source>The catalog gives no datasheet figure for this.</source>
        <translation>目录中没有这一项的规格数字。</translation>
    </message>
    <message>
        <source>Above the datasheet: the card ran faster than its vendor&apos;s figure, or the catalog matched another model.</source>
        <translation>高于规格表：显卡跑得比厂商数字还快，或者目录匹配到了别的型号。</translation>
    </message>
    <message>
        <source>The share of the datasheet figure this card reached.</source>
        <translation>这块显卡达到规格数字的比例。</translation>
    </message>
    <message>
        <source>No GPU measured yet. Measure the GPU loads the NVIDIA driver and cuBLASLt in a separate process (about half a minute on a large card); without a driver it says so and nothing else happens.</source>
        <translation>还没有测量 GPU。“测量 GPU”会在单独的进程中加载 NVIDIA 驱动和 cuBLASLt（大显卡上约需半分钟）；没有驱动时只会说明这一点，不做别的。</translation>
    </message>
    <message>
        <source>%1, from the compared profile</source>
        <translation>%1，来自用于对比的配置文件</translation>
    </message>
    <message>
        <source>cuBLASLt not loaded</source>
        <translation>未加载 cuBLASLt</translation>
    </message>
    <message>
        <source>No other process was computing on it.</source>
        <translation>没有其他进程在它上面计算。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1；%2</translation>
    </message>
    <message>
        <source>This GPU, pinned (≈%1)</source>
        <translation>这块 GPU，锁页（≈%1）</translation>
    </message>
    <message>
        <source>This GPU, pageable (≈%1)</source>
        <translation>这块 GPU，可分页（≈%1）</translation>
    </message>
    <message>
        <source>Set the link to %1 GB/s, the fastest copy this GPU measured from page-locked memory (a data loader&apos;s pinned batches).</source>
        <translation>把链路设为 %1 GB/s：这块 GPU 从锁页内存拷贝时测得的最快速度（数据加载器锁页后的批数据就是这样）。</translation>
    </message>
    <message>
        <source>Set the link to %1 GB/s, the fastest copy this GPU measured from ordinary memory, which the driver stages through its own buffers.</source>
        <translation>把链路设为 %1 GB/s：这块 GPU 从普通内存拷贝时测得的最快速度，驱动要先经过它自己的缓冲区中转。</translation>
    </message>
    <message>
        <source>pinned %1 GB/s, copy share %2</source>
        <translation>锁页 %1 GB/s，拷贝占比 %2</translation>
    </message>
    <message>
        <source>pageable %1 GB/s, copy share %2</source>
        <translation>可分页 %1 GB/s，拷贝占比 %2</translation>
    </message>
    <message>
        <source>The GPU measured on tab 1 copies a batch of %1 at: %2.</source>
        <translation>第一页测得的 GPU 拷贝一批 %1 个样本：%2。</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>Set the link to a copy speed the GPU measured on tab 1.</source>
        <translation>把链路设为第一页测得的 GPU 拷贝速度。</translation>
    </message>
    <message>
        <source>%1 %2 at %3</source>
        <translation>%1 %2（%3）</translation>
    </message>
    <message>
        <source>Fastest products: %1.</source>
        <translation>最快的矩阵乘：%1。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <source>The driver&apos;s %1 is %2 in binary units (2³⁰ bytes), the units of the datasheet&apos;s %3 GB; what is left between the two the card keeps for itself.</source>
        <translation>驱动报告的 %1 按二进制单位（2³⁰ 字节）是 %2，规格表上的 %3 GB 用的正是这种单位；两者之间差的那部分由显卡自己保留。</translation>
    </message>
</context>
<context>
    <name>blab::ui::HelpDialog</name>
    <message>
        <source>Bottleneck Lab Help</source>
        <translation>瓶颈实验室帮助</translation>
    </message>
</context>
<context>
    <name>blab::ui::IntensityTab</name>
    <message>
        <source>Arithmetic intensity is floating-point operations divided by bytes moved. Below the balance point (peak ÷ bandwidth) a kernel waits for memory; above it, for the arithmetic units. Drag k to see the elementwise kernel cross the balance point.</source>
        <translation>算术强度＝浮点运算次数 ÷ 搬运的字节数。低于平衡点（峰值 ÷ 带宽）时，计算在等内存；高于平衡点时，在等运算单元。拖动 k，看逐元素计算如何越过平衡点。</translation>
    </message>
    <message>
        <source>Sets the peak and the bandwidth from a device in part two.</source>
        <translation>用第二页里某个器件的峰值和带宽。</translation>
    </message>
    <message>
        <source>Peak compute of the device, GFLOPS (1 TFLOPS = 1000 GFLOPS). Typical: a CPU 50–2000, a card 8000–80000.</source>
        <translation>器件的峰值算力，单位 GFLOPS（1 TFLOPS = 1000 GFLOPS）。常见值：CPU 50–2000，显卡 8000–80000。</translation>
    </message>
    <message>
        <source>Memory bandwidth of the device, GB/s. Typical: a CPU 20–100, a card 300–3000.</source>
        <translation>器件的内存带宽，单位 GB/s。常见值：CPU 20–100，显卡 300–3000。</translation>
    </message>
    <message>
        <source>Matrix size n for the matrix multiply and the n² elements of the elementwise kernels.</source>
        <translation>矩阵乘的规模 n；逐元素计算处理 n² 个元素。</translation>
    </message>
    <message>
        <source>Multiply-adds each element gets while it is in registers: 2k FLOPs for 8 bytes moved. 1 is like a vector add; 1000 is the lesson&apos;s second experiment.</source>
        <translation>每个元素留在寄存器里时做几次乘加：搬 8 字节，算 2k 次。k = 1 相当于向量加；1000 是课程的第二个小实验。</translation>
    </message>
    <message>
        <source>k = %1</source>
        <translation>k = %1</translation>
    </message>
    <message>
        <source>Set k to %1 and watch the elementwise point move.</source>
        <translation>把 k 设为 %1，看逐元素计算的点怎么移动。</translation>
    </message>
    <message>
        <source>&amp;Device:</source>
        <translation>器件(&amp;D)：</translation>
    </message>
    <message>
        <source>&amp;Peak compute:</source>
        <translation>峰值算力(&amp;P)：</translation>
    </message>
    <message>
        <source>Memory &amp;bandwidth:</source>
        <translation>内存带宽(&amp;B)：</translation>
    </message>
    <message>
        <source>Matrix size &amp;n:</source>
        <translation>矩阵规模 &amp;n：</translation>
    </message>
    <message>
        <source>Multiply-adds per element &amp;k:</source>
        <translation>每元素乘加次数 &amp;k：</translation>
    </message>
    <message>
        <source>Custom (sliders)</source>
        <translation>自定义（滑块）</translation>
    </message>
    <message>
        <source>p&amp;recision:</source>
        <translation>精度(&amp;R)：</translation>
    </message>
    <message>
        <source>E&amp;xperiment: k = 1 → 1000</source>
        <translation>实验：k = 1 → 1000(&amp;X)</translation>
    </message>
    <message>
        <source>Green: this machine as measured on tab 1. Each slanted roof is the read bandwidth of one level of the memory hierarchy (L1, L2, L3, DRAM); the flat roofs are the FP32 (solid) and FP64 (dashed) peaks. Circles are measured kernels, each judged against the roof of the level its data fits in: sgemm&apos;s 3 MB come from a cache, not from DRAM. Kernels that write as well as read can pass a read roof. Point at a circle for its figures. Purple: another machine&apos;s profile, opened with File → Open machine profile to compare.</source>
        <translation>绿色：本机在第 1 页测得的结果。每条斜屋顶是存储层次中一层（L1、L2、L3、DRAM）的读带宽；水平屋顶是 FP32（实线）和 FP64（虚线）峰值。圆圈是实测的内核，各自与其数据所在那一层的屋顶比较：sgemm 的 3 MB 来自缓存，而不是 DRAM。既读又写的内核可以越过读带宽屋顶。把鼠标指向圆圈可看数值。紫色：用“文件 → 打开机器画像以比较”打开的另一台机器。</translation>
    </message>
    <message>
        <source>The vector add becomes the same array multiplied and added 1000 times. Watch the elementwise point walk right across the balance point and turn from bandwidth-bound to compute-bound: same bytes, 1000× the arithmetic. Press again, or take hold of k, to stop it on the way.</source>
        <translation>向量加法变成对同一个数组做 1000 次乘加。看逐元素算子的点向右穿过平衡点，从带宽受限变成算力受限：字节数不变，运算多了 1000 倍。再按一次，或动一下 k，可在中途停下。</translation>
    </message>
    <message>
        <source>Sequences a language model decodes together (the same batch as on the Three questions tab). They share one read of the weights, so the decode point moves right as the batch grows. Typical: 1 on a laptop, 32–256 on a server.</source>
        <translation>语言模型一起解码的序列数（与「三个问题」页的批次相同）。它们共用一次权重读取，所以批次越大，解码点越往右。典型值：笔记本上 1，服务器上 32–256。</translation>
    </message>
    <message>
        <source>batch %1</source>
        <translation>批次 %1</translation>
    </message>
    <message>
        <source>Set the batch to %1 and watch the decode point move.</source>
        <translation>把批次设为 %1，看解码点怎样移动。</translation>
    </message>
    <message>
        <source>Language-model b&amp;atch:</source>
        <translation>语言模型批次(&amp;A)：</translation>
    </message>
    <message>
        <source>This GPU as measured. Solid: the measured roofs, memory (the best of copy, read and triad) and the FP32 multiply-add peak, or at another precision the fastest product. Dashed and lighter: the datasheet&apos;s roofs. Rings: what each cuBLASLt product reached, at its intensity: 2n³ FLOPs over the least bytes an n³ product moves, A and B read once and the result written once (n² × (2 × input + output bytes)). A real product reads its tiles more than once, so its own intensity is lower. Point at a ring for its figures.</source>
        <translation>本机 GPU 的实测屋顶线。实线：实测的屋顶，即显存（拷贝、读、triad 中最快的）和 FP32 乘加峰值；选了别的精度时则是最快的矩阵乘。浅色虚线：规格表的屋顶。圆圈：每个 cuBLASLt 矩阵乘实际达到的速度，画在它的算术强度上：2n³ 次浮点运算，除以 n³ 矩阵乘至少要搬运的字节（A 和 B 各读一次，结果写一次，n² ×（2 × 输入 + 输出字节））。实际的矩阵乘会把分块读不止一次，所以它自己的算术强度更低。把鼠标移到圆圈上可看数值。</translation>
    </message>
</context>
<context>
    <name>blab::ui::IntroPanel</name>
    <message>
        <source>What am I looking at?</source>
        <translation>这一页在看什么？</translation>
    </message>
    <message>
        <source>Show or hide the explanation of this tab.</source>
        <translation>显示或隐藏本页的说明。</translation>
    </message>
</context>
<context>
    <name>blab::ui::KernelDialog</name>
    <message>
        <source>Rows of A (m):</source>
        <translation>A 的行数 (m)：</translation>
    </message>
    <message>
        <source>Columns of B (n):</source>
        <translation>B 的列数 (n)：</translation>
    </message>
    <message>
        <source>Inner size (k):</source>
        <translation>内维 (k)：</translation>
    </message>
    <message>
        <source>Products:</source>
        <translation>乘积个数：</translation>
    </message>
    <message>
        <source>Elements:</source>
        <translation>元素数：</translation>
    </message>
    <message>
        <source>FLOPs per element:</source>
        <translation>每元素浮点运算：</translation>
    </message>
    <message>
        <source>Arrays read:</source>
        <translation>读入数组数：</translation>
    </message>
    <message>
        <source>Arrays written:</source>
        <translation>写出数组数：</translation>
    </message>
    <message>
        <source>Rows:</source>
        <translation>行数：</translation>
    </message>
    <message>
        <source>Columns:</source>
        <translation>列数：</translation>
    </message>
    <message>
        <source>Images (N):</source>
        <translation>图像数 (N)：</translation>
    </message>
    <message>
        <source>Channels in (C):</source>
        <translation>输入通道 (C)：</translation>
    </message>
    <message>
        <source>Height (H):</source>
        <translation>高 (H)：</translation>
    </message>
    <message>
        <source>Width (W):</source>
        <translation>宽 (W)：</translation>
    </message>
    <message>
        <source>Channels out (K):</source>
        <translation>输出通道 (K)：</translation>
    </message>
    <message>
        <source>Filter height (R):</source>
        <translation>卷积核高 (R)：</translation>
    </message>
    <message>
        <source>Filter width (S):</source>
        <translation>卷积核宽 (S)：</translation>
    </message>
    <message>
        <source>Stride:</source>
        <translation>步长：</translation>
    </message>
    <message>
        <source>Padding:</source>
        <translation>填充：</translation>
    </message>
    <message>
        <source>Sequences:</source>
        <translation>序列数：</translation>
    </message>
    <message>
        <source>Heads:</source>
        <translation>头数：</translation>
    </message>
    <message>
        <source>Query length:</source>
        <translation>查询长度：</translation>
    </message>
    <message>
        <source>Key length:</source>
        <translation>键长度：</translation>
    </message>
    <message>
        <source>Head size:</source>
        <translation>每头维度：</translation>
    </message>
    <message>
        <source>Add a kernel</source>
        <translation>添加内核</translation>
    </message>
    <message>
        <source>The floating-point operations the kernel does once: a multiply-add counts as two. A profiler gives them (Nsight Compute, likwid-perfctr), or count them from the loop.</source>
        <translation>内核运行一次的浮点运算次数：一次乘加算两次。性能分析器（Nsight Compute、likwid-perfctr）会给出，也可以从循环数出来。</translation>
    </message>
    <message>
        <source>The bytes it moves to and from memory once: what a profiler counts at DRAM, or each array read and written once.</source>
        <translation>运行一次与内存之间搬运的字节数：性能分析器在 DRAM 处计到的量，或每个数组读写各一次。</translation>
    </message>
    <message>
        <source>FLOPs:</source>
        <translation>浮点运算数：</translation>
    </message>
    <message>
        <source>Bytes moved:</source>
        <translation>搬运字节数：</translation>
    </message>
    <message>
        <source>Operation:</source>
        <translation>运算：</translation>
    </message>
    <message>
        <source>FLOPs and bytes as counted</source>
        <translation>已计好的浮点运算与字节数</translation>
    </message>
    <message>
        <source>Matrix multiply</source>
        <translation>矩阵乘法</translation>
    </message>
    <message>
        <source>Element-wise operation</source>
        <translation>逐元素运算</translation>
    </message>
    <message>
        <source>Reduction, softmax or layer norm</source>
        <translation>归约、softmax 或层归一化</translation>
    </message>
    <message>
        <source>2-D convolution</source>
        <translation>二维卷积</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>注意力</translation>
    </message>
    <message>
        <source>Sum of each row</source>
        <translation>逐行求和</translation>
    </message>
    <message>
        <source>Softmax</source>
        <translation>Softmax</translation>
    </message>
    <message>
        <source>Layer norm</source>
        <translation>层归一化</translation>
    </message>
    <message>
        <source>Fused (scores stay on chip, as flash attention keeps them)</source>
        <translation>融合（分数留在芯片上，像 flash attention 那样）</translation>
    </message>
    <message>
        <source>Time (ms):</source>
        <translation>时间（毫秒）：</translation>
    </message>
    <message>
        <source>Speed (GFLOPS):</source>
        <translation>速度（GFLOPS）：</translation>
    </message>
    <message>
        <source>What the kernel does: counts from a profiler, or a shape whose FLOPs and bytes are counted for you, each operand read and each result written once.</source>
        <translation>内核做什么：性能分析器给的计数，或一个形状，由程序替你数出浮点运算和字节数（每个操作数读一次、每个结果写一次）。</translation>
    </message>
    <message>
        <source>The kernel&apos;s time for one run: the fastest of several.</source>
        <translation>内核运行一次的时间：取多次中最快的一次。</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <source>&amp;What it does:</source>
        <translation>做什么(&amp;W)：</translation>
    </message>
    <message>
        <source>Number format:</source>
        <translation>数值格式：</translation>
    </message>
    <message>
        <source>&amp;Ran on:</source>
        <translation>运行于(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;Precision:</source>
        <translation>精度(&amp;P)：</translation>
    </message>
    <message>
        <source>FP32</source>
        <translation>FP32</translation>
    </message>
    <message>
        <source>FP64</source>
        <translation>FP64</translation>
    </message>
    <message>
        <source>This shape has no work: a size is 0, or the filter is larger than the padded image.</source>
        <translation>这个形状没有工作量：某个尺寸为 0，或卷积核比填充后的图像还大。</translation>
    </message>
    <message>
        <source>This device has no peak to hold the kernel against.</source>
        <translation>这个器件没有可以衡量该内核的峰值。</translation>
    </message>
    <message>
        <source>These figures cannot be kept: %1 (counts from 1 to 10²¹, a time from 1 ns to 10⁶ s).</source>
        <translation>这些数值无法保存：%1（计数须在 1 到 10²¹ 之间，时间在 1 纳秒到 10⁶ 秒之间）。</translation>
    </message>
    <message>
        <source>%1 FLOPs over %2: %3 FLOP/B, %4 GFLOPS in %5.</source>
        <translation>%1 次浮点运算，搬运 %2：%3 次／字节，用时 %5，即 %4 GFLOPS。</translation>
    </message>
    <message>
        <source>my reduction</source>
        <translation>我的归约</translation>
    </message>
    <message>
        <source>my softmax</source>
        <translation>我的 softmax</translation>
    </message>
    <message>
        <source>my layer norm</source>
        <translation>我的层归一化</translation>
    </message>
    <message>
        <source>my kernel</source>
        <translation>我的内核</translation>
    </message>
    <message>
        <source>my matmul</source>
        <translation>我的矩阵乘</translation>
    </message>
    <message>
        <source>my elementwise</source>
        <translation>我的逐元素运算</translation>
    </message>
    <message>
        <source>my rows</source>
        <translation>我的逐行运算</translation>
    </message>
    <message>
        <source>my convolution</source>
        <translation>我的卷积</translation>
    </message>
    <message>
        <source>my attention</source>
        <translation>我的注意力</translation>
    </message>
    <message>
        <source>At this speed the kernel would take less than a nanosecond: check the speed and the FLOPs.</source>
        <translation>按这个速度，内核用时不到一纳秒：请检查速度和浮点运算次数。</translation>
    </message>
    <message>
        <source>%1 of what the datasheet allows there.</source>
        <translation>达到数据手册在此处所允许值的 %1。</translation>
    </message>
</context>
<context>
    <name>blab::ui::KernelFile</name>
    <message>
        <source>it is larger than %1 MB, more than a profile of a hundred kernels</source>
        <translation>它大于 %1 MB，超过一百个内核的性能数据</translation>
    </message>
</context>
<context>
    <name>blab::ui::KernelLayer</name>
    <message>
        <source>Your kernels</source>
        <translation>你的内核</translation>
    </message>
    <message>
        <source>%1
%2 of %3</source>
        <translation>%1
达到%3的 %2</translation>
    </message>
    <message>
        <source>%1: %2 FLOP/B, %3 GFLOPS</source>
        <translation>%1：%2 次／字节，%3 GFLOPS</translation>
    </message>
    <message>
        <source>the %1 roof allows %2 GFLOPS here: %3 of it</source>
        <translation>%1屋顶在这里允许 %2 GFLOPS：达到了其中的 %3</translation>
    </message>
    <message>
        <source>Your kernels: %1</source>
        <translation>你的内核：%1</translation>
    </message>
    <message>
        <source>%1 roof</source>
        <translation>%1 屋顶</translation>
    </message>
</context>
<context>
    <name>blab::ui::KernelsChart</name>
    <message>
        <source>sgemm with each OpenBLAS kernel family: not measured yet</source>
        <translation>各 OpenBLAS 内核族的 sgemm：尚未测量</translation>
    </message>
    <message>
        <source>Multiply-add peak, %1 GFLOPS</source>
        <translation>乘加峰值 %1 GFLOPS</translation>
    </message>
    <message>
        <source>Multiply-add peak</source>
        <translation>乘加峰值</translation>
    </message>
    <message>
        <source>GFLOPS</source>
        <translation>GFLOPS</translation>
    </message>
    <message>
        <source>sgemm, fastest run (green: recommended)</source>
        <translation>sgemm 最快一次（绿色：推荐）</translation>
    </message>
    <message>
        <source>Each family&apos;s fastest sgemm run against this CPU&apos;s multiply-add peak. * marks OpenBLAS&apos;s own pick, ✗ a family that failed (the table says why).</source>
        <translation>每个内核族最快一次 sgemm 与本机乘加峰值的对比。* 标出 OpenBLAS 自己的选择，✗ 标出失败的内核族（原因见下表）。</translation>
    </message>
    <message numerus="yes">
        <source>sgemm with each OpenBLAS kernel family, n = %1, %n thread(s) (* OpenBLAS&apos;s own pick)</source>
        <translation>
            <numerusform>各 OpenBLAS 内核族的 sgemm，n = %1，%n 个线程（* 为 OpenBLAS 自己的选择）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>blab::ui::KernelsPanel</name>
    <message>
        <source>Measure ever&amp;y family</source>
        <translation>测量所有内核族(&amp;Y)</translation>
    </message>
    <message>
        <source>Sto&amp;p</source>
        <translation>停止(&amp;P)</translation>
    </message>
    <message>
        <source>C&amp;opy</source>
        <translation>复制(&amp;O)</translation>
    </message>
    <message>
        <source>This window computes with the kernel family %1.</source>
        <translation>本窗口当前用的内核族：%1。</translation>
    </message>
    <message>
        <source>Run sgemm with every kernel family this CPU can execute, each in a program of its own, with the size, runs and threads set above. About a second per family at n = 1024.</source>
        <translation>用这颗 CPU 能执行的每个内核族各跑一遍 sgemm，每族在单独的程序里跑，矩阵大小、次数和线程数取左边的设置。n = 1024 时每族约一秒。</translation>
    </message>
    <message>
        <source>Stop now; the family being measured is stopped too.</source>
        <translation>立即停止；正在测的那一族也会被终止。</translation>
    </message>
    <message>
        <source>Every kernel family measured: GFLOPS of the fastest and the median run, share of the CPU&apos;s peak, speed against the installed family.</source>
        <translation>测过的每个内核族：最快一次和中位数的 GFLOPS、占 CPU 峰值的比例、相对默认内核族的速度。</translation>
    </message>
    <message>
        <source>Start another program this way (numpy, PyTorch, anything linked to this OpenBLAS) to give it the recommended family; or export the variable in your shell&apos;s start-up file.</source>
        <translation>这样启动其他程序（numpy、PyTorch 以及任何链接到这份 OpenBLAS 的程序），它们就会用推荐的内核族；也可以把这个变量写进 shell 的启动文件。</translation>
    </message>
    <message>
        <source>Copy the line to the clipboard.</source>
        <translation>把这一行复制到剪贴板。</translation>
    </message>
    <message>
        <source>Which kernels this program&apos;s own measurements use. Automatic: the fastest family measured here. Takes effect at the next start (--openblas-core on the command line).</source>
        <translation>本程序自己的测量用哪组内核。自动：在本机测得最快的那一族。下次启动时生效（命令行里是 --openblas-core）。</translation>
    </message>
    <message>
        <source>Close the window and open it again with the chosen kernels; every input is kept.</source>
        <translation>关闭窗口，再用选定的内核重新打开；所有输入都会保留。</translation>
    </message>
    <message>
        <source>For other programs:</source>
        <translation>给其他程序：</translation>
    </message>
    <message>
        <source>Kernels for this pro&amp;gram:</source>
        <translation>本程序用的内核(&amp;G)：</translation>
    </message>
    <message>
        <source>Automatic: the fastest family measured here</source>
        <translation>自动：在本机测得最快的内核族</translation>
    </message>
    <message>
        <source>As installed: %1, OpenBLAS&apos;s own pick</source>
        <translation>默认：%1，OpenBLAS 自己的选择</translation>
    </message>
    <message>
        <source>As installed: OpenBLAS&apos;s own pick</source>
        <translation>默认：OpenBLAS 自己的选择</translation>
    </message>
    <message>
        <source>Measuring this CPU&apos;s multiply-add peak…</source>
        <translation>正在测量本机的乘加峰值…</translation>
    </message>
    <message>
        <source>Measuring %1 in a program of its own…</source>
        <translation>正在单独的程序里测量 %1…</translation>
    </message>
    <message>
        <source>This CPU was measured with OpenBLAS&apos;s %1 kernels, %2× as fast as its own pick %3; the program uses them from its next start.</source>
        <translation>本机 CPU 已用 OpenBLAS 的 %1 内核测量，速度是它自己所选 %3 的 %2 倍；程序下次启动起就用它。</translation>
    </message>
    <message>
        <source>This CPU was measured with OpenBLAS&apos;s %1 kernels, its own pick and the fastest here.</source>
        <translation>本机 CPU 已用 OpenBLAS 的 %1 内核测量，这正是它自己的选择，也是本机最快的。</translation>
    </message>
    <message>
        <source>Not measured yet on this CPU with this OpenBLAS. OpenBLAS picks its kernels when it loads and may pick older ones than the CPU can run; measuring every family shows which is fastest.</source>
        <translation>这颗 CPU 配这份 OpenBLAS 还没测过。OpenBLAS 在加载时挑选内核，可能挑中比 CPU 能力旧的一组；把每一族都测一遍，就知道哪一族最快。</translation>
    </message>
    <message>
        <source>Nothing to set: OpenBLAS already picks the fastest family.</source>
        <translation>无需设置：OpenBLAS 已经选中最快的内核族。</translation>
    </message>
    <message>
        <source>After a restart this program computes with %1 instead of %2.</source>
        <translation>重启后本程序将改用 %1，而不是 %2。</translation>
    </message>
    <message>
        <source>This program already computes with the family chosen here.</source>
        <translation>本程序已经在用这里选定的内核族。</translation>
    </message>
    <message>
        <source>Restart to &amp;apply</source>
        <translation>重启以生效(&amp;A)</translation>
    </message>
    <message>
        <source>The family %1 chosen for this program is not in this OpenBLAS; the choice went back to automatic.</source>
        <translation>为本程序选定的内核族 %1 不在这份 OpenBLAS 里，已改回自动。</translation>
    </message>
    <message>
        <source>%v of %m runs</source>
        <translation>第 %v 次，共 %m 次</translation>
    </message>
    <message>
        <source>Copied: %1</source>
        <translation>已复制：%1</translation>
    </message>
    <message>
        <source>OpenBLAS&apos;s own pick</source>
        <translation>OpenBLAS 自己的选择</translation>
    </message>
    <message>
        <source>Stopped before every family was measured; the page shows the last complete measurement, and its advice stays.</source>
        <translation>还没测完所有内核族就停止了；页面显示的是上一次完整的测量，它的建议保持不变。</translation>
    </message>
    <message>
        <source>This CPU&apos;s figure is now %1 GFLOPS, from this run of %2, the family behind this window&apos;s figures.</source>
        <translation>本机 CPU 的数字现在是 %1 GFLOPS，来自这次对 %2 的测量，它就是本窗口各项数字所用的内核族。</translation>
    </message>
</context>
<context>
    <name>blab::ui::Labels</name>
    <message>
        <source>Matrix multiply %1 × %1</source>
        <translation>矩阵乘 %1 × %1</translation>
    </message>
    <message>
        <source>Vector add (elementwise)</source>
        <translation>向量加（逐元素）</translation>
    </message>
    <message>
        <source>Elementwise compare</source>
        <translation>逐元素比较</translation>
    </message>
    <message numerus="yes">
        <source>%n multiply-add(s) per element</source>
        <translation>
            <numerusform>每元素 %n 次乘加</numerusform>
        </translation>
    </message>
    <message>
        <source>matmul</source>
        <translation>矩阵乘</translation>
    </message>
    <message>
        <source>vector add</source>
        <translation>向量加</translation>
    </message>
    <message>
        <source>compare</source>
        <translation>比较</translation>
    </message>
    <message>
        <source>k = %1</source>
        <translation>k = %1</translation>
    </message>
    <message>
        <source>This CPU</source>
        <translation>本机 CPU</translation>
    </message>
    <message>
        <source>Entry-level GPU</source>
        <translation>入门级显卡</translation>
    </message>
    <message>
        <source>Training accelerator</source>
        <translation>训练级加速卡</translation>
    </message>
    <message>
        <source>compute-bound</source>
        <translation>算力受限</translation>
    </message>
    <message>
        <source>bandwidth-bound</source>
        <translation>带宽受限</translation>
    </message>
    <message>
        <source>SGD (no state)</source>
        <translation>SGD（无状态）</translation>
    </message>
    <message>
        <source>SGD with momentum</source>
        <translation>带动量的 SGD</translation>
    </message>
    <message>
        <source>Adam / AdamW</source>
        <translation>Adam / AdamW</translation>
    </message>
    <message>
        <source>Adam, mixed precision (fp32 master weights)</source>
        <translation>Adam，混合精度（fp32 主权重）</translation>
    </message>
    <message>
        <source>FP32</source>
        <translation>FP32</translation>
    </message>
    <message>
        <source>TF32 (tensor cores)</source>
        <translation>TF32（张量核心）</translation>
    </message>
    <message>
        <source>BF16 / FP16 (tensor cores)</source>
        <translation>BF16 / FP16（张量核心）</translation>
    </message>
    <message>
        <source>FP8 (tensor cores)</source>
        <translation>FP8（张量核心）</translation>
    </message>
    <message>
        <source>float32 (4 bytes)</source>
        <translation>float32（4 字节）</translation>
    </message>
    <message>
        <source>bfloat16 (2 bytes)</source>
        <translation>bfloat16（2 字节）</translation>
    </message>
    <message>
        <source>float16 (2 bytes)</source>
        <translation>float16（2 字节）</translation>
    </message>
    <message>
        <source>FP8 (1 byte)</source>
        <translation>FP8（1 字节）</translation>
    </message>
    <message>
        <source>PCIe through host memory</source>
        <translation>PCIe，经主机内存</translation>
    </message>
    <message>
        <source>PCIe switch, card to card</source>
        <translation>PCIe 交换芯片，卡对卡</translation>
    </message>
    <message>
        <source>Dedicated card link (NVLink class)</source>
        <translation>专用卡间互联（NVLink 一类）</translation>
    </message>
    <message>
        <source>Custom bandwidth</source>
        <translation>自定义带宽</translation>
    </message>
    <message>
        <source>PCIe via host</source>
        <translation>PCIe 经主机</translation>
    </message>
    <message>
        <source>PCIe switch</source>
        <translation>PCIe 交换</translation>
    </message>
    <message>
        <source>Card link</source>
        <translation>卡间互联</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>自定义</translation>
    </message>
    <message>
        <source>Not counted</source>
        <translation>不计</translation>
    </message>
    <message>
        <source>Bytes per sample × micro-batch</source>
        <translation>每样本字节数 × 微批</translation>
    </message>
    <message>
        <source>Transformer estimate</source>
        <translation>Transformer 估算</translation>
    </message>
    <message>
        <source>none (it is the host)</source>
        <translation>无（它就是主机）</translation>
    </message>
    <message>
        <source>PCIe %1.0 ×%2 (%3 GB/s)</source>
        <translation>PCIe %1.0 ×%2（%3 GB/s）</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>%1 GB/s</source>
        <translation>%1 GB/s</translation>
    </message>
    <message>
        <source>%1, %2 GB/s</source>
        <translation>%1，%2 GB/s</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>数字</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>字符串</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>列表</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>对象</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true 或 false</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>not valid JSON (%1)</source>
        <translation>不是合法的 JSON（%1）</translation>
    </message>
    <message>
        <source>the file must hold one JSON object, not %1</source>
        <translation>文件里应当是一个 JSON 对象，而不是%1</translation>
    </message>
    <message>
        <source>“version” must be %1; a newer program may have written this file</source>
        <translation>「version」应为 %1；这个文件可能是更新版本的程序写的</translation>
    </message>
    <message>
        <source>unknown field “%1”</source>
        <translation>未知字段「%1」</translation>
    </message>
    <message>
        <source>“%1” must be %2, not %3</source>
        <translation>「%1」应为%2，而不是%3</translation>
    </message>
    <message>
        <source>“%1” is %2; it must be from %3 to %4</source>
        <translation>「%1」是 %2；应在 %3 到 %4 之间</translation>
    </message>
    <message>
        <source>“%1” must not be empty</source>
        <translation>「%1」不能为空</translation>
    </message>
    <message>
        <source>“%1” is longer than %2 bytes</source>
        <translation>「%1」超过 %2 字节</translation>
    </message>
    <message>
        <source>“id” must be 1 to 64 lower-case letters, digits, “_”, “-” or “.”, starting with a letter or digit</source>
        <translation>「id」应为 1 到 64 个小写字母、数字、「_」「-」或「.」，并以字母或数字开头</translation>
    </message>
    <message>
        <source>“pcie_gen” must be a whole number</source>
        <translation>「pcie_gen」应为整数</translation>
    </message>
    <message>
        <source>“pcie_lanes” must be 0, 1, 2, 4, 8, 16 or 32</source>
        <translation>「pcie_lanes」应为 0、1、2、4、8、16 或 32</translation>
    </message>
    <message>
        <source>“pcie_gen” and “pcie_lanes” go together: give both or neither</source>
        <translation>「pcie_gen」和「pcie_lanes」要一起给：两个都写或都不写</translation>
    </message>
    <message>
        <source>the id “%1” belongs to a shipped device</source>
        <translation>id「%1」已被自带器件使用</translation>
    </message>
    <message>
        <source>the id “%1” is used twice</source>
        <translation>id「%1」用了两次</translation>
    </message>
    <message>
        <source>this is not a machine profile (one JSON object, as measure --json writes)</source>
        <translation>这不是机器画像（应是一个 JSON 对象，即 measure --json 的输出）</translation>
    </message>
    <message>
        <source>“%1” is missing, of the wrong type or out of range</source>
        <translation>“%1”缺失、类型不对或超出范围</translation>
    </message>
    <message>
        <source>the measurement was cancelled before it finished</source>
        <translation>这次测量在完成前被取消了</translation>
    </message>
    <message>
        <source>“%1” is missing or not a positive number, so there is no roofline to draw</source>
        <translation>“%1”缺失或不是正数，因此画不出屋顶线</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
    <message>
        <source>multiply-add k = %1</source>
        <translation>乘加 k = %1</translation>
    </message>
    <message>
        <source>sgemm n = %1</source>
        <translation>sgemm n = %1</translation>
    </message>
    <message>
        <source>dgemm n = %1</source>
        <translation>dgemm n = %1</translation>
    </message>
    <message>
        <source>DRAM</source>
        <translation>内存</translation>
    </message>
    <message>
        <source>“%1” must be larger than in the entry before it</source>
        <translation>“%1”必须比前一项大</translation>
    </message>
    <message>
        <source>“%1” must be L1, L2, L3 or L4, in rising order and each once, or DRAM last</source>
        <translation>“%1”必须是 L1、L2、L3 或 L4（按升序，各出现一次），或者最后一项 DRAM</translation>
    </message>
    <message>
        <source>the last of the levels must be DRAM</source>
        <translation>levels 的最后一项必须是 DRAM</translation>
    </message>
    <message numerus="yes">
        <source>Prefill: %n sequence(s) of %1 prompt tokens</source>
        <translation>
            <numerusform>预填充：%n 个序列，每个提示 %1 个词元</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Decode step: %n sequence(s) at %1 tokens of context</source>
        <translation>
            <numerusform>解码一步：%n 个序列，上下文 %1 个词元</numerusform>
        </translation>
    </message>
    <message>
        <source>prefill</source>
        <translation>预填充</translation>
    </message>
    <message>
        <source>decode, batch %1</source>
        <translation>解码，批次 %1</translation>
    </message>
    <message>
        <source>int8, quantized (1 byte)</source>
        <translation>int8，量化（1 字节）</translation>
    </message>
    <message>
        <source>int4, quantized (½ byte)</source>
        <translation>int4，量化（½ 字节）</translation>
    </message>
    <message>
        <source>“%1” must be a whole number</source>
        <translation>「%1」应为整数</translation>
    </message>
    <message>
        <source>“heads” (%1) must be a whole multiple of “kv_heads” (%2)</source>
        <translation>「heads」（%1）应为「kv_heads」（%2）的整数倍</translation>
    </message>
    <message>
        <source>“active_experts” (%1) may not exceed “experts” (%2)</source>
        <translation>「active_experts」（%1）不能超过「experts」（%2）</translation>
    </message>
    <message>
        <source>the id “%1” belongs to a shipped model</source>
        <translation>id「%1」属于自带的模型</translation>
    </message>
    <message>
        <source>“%1” is “%2”; it must be one of %3</source>
        <translation>“%1” 为 “%2”；必须是 %3 之一</translation>
    </message>
    <message>
        <source>“%1” is “%2”, which no catalog lists</source>
        <translation>“%1” 为 “%2”，没有哪个目录列出它</translation>
    </message>
    <message>
        <source>the matrix products of the weights</source>
        <translation>权重的矩阵乘</translation>
    </message>
    <message>
        <source>attention</source>
        <translation>注意力</translation>
    </message>
    <message>
        <source>the element-wise work (norms, activations, residual adds)</source>
        <translation>逐元素运算（归一化、激活函数、残差相加）</translation>
    </message>
    <message>
        <source>the optimizer&apos;s update of every parameter</source>
        <translation>优化器对每个参数的更新</translation>
    </message>
    <message>
        <source>“%1” is less than %2, the least a measurement gives</source>
        <translation>“%1” 小于 %2，测量不会给出这么小的数</translation>
    </message>
    <message>
        <source>“parameters” (%1) is more than 5 % away from the %2 the shape gives</source>
        <translation>“parameters”（%1）与结构算出的 %2 相差超过 5 %</translation>
    </message>
    <message>
        <source>model catalog</source>
        <translation>模型目录</translation>
    </message>
    <message>
        <source>device catalog</source>
        <translation>器件目录</translation>
    </message>
    <message>
        <source>the file is %1 bytes; it may be at most %2</source>
        <translation>文件有 %1 字节；最多 %2 字节</translation>
    </message>
    <message>
        <source>unknown field “%1”; the file has format, version and %2</source>
        <translation>未知字段「%1」；文件只有 format、version 和 %2</translation>
    </message>
    <message>
        <source>this is not a Bottleneck Lab %1 (“format” must be “%2”)</source>
        <translation>这不是瓶颈实验室的%1（「format」应为「%2」）</translation>
    </message>
    <message>
        <source>“%1” must be a list</source>
        <translation>「%1」应为列表</translation>
    </message>
    <message>
        <source>“%3” holds %1 items; at most %2 are accepted</source>
        <translation>「%3」里有 %1 项；最多接受 %2 项</translation>
    </message>
    <message>
        <source>each item of “%2” must be an object, not %1</source>
        <translation>「%2」的每一项应为对象，而不是%1</translation>
    </message>
    <message>
        <source>“%1” is missing</source>
        <translation>缺少「%1」</translation>
    </message>
    <message>
        <source>validation set</source>
        <translation>验证集</translation>
    </message>
    <message>
        <source>efficiency defaults</source>
        <translation>效率默认值</translation>
    </message>
    <message>
        <source>FP64</source>
        <translation>FP64</translation>
    </message>
    <message>
        <source>FP64 tensor</source>
        <translation>FP64 张量</translation>
    </message>
    <message>
        <source>TF32 tensor</source>
        <translation>TF32 张量</translation>
    </message>
    <message>
        <source>BF16 tensor</source>
        <translation>BF16 张量</translation>
    </message>
    <message>
        <source>FP16 tensor</source>
        <translation>FP16 张量</translation>
    </message>
    <message>
        <source>FP16 vector</source>
        <translation>FP16 向量</translation>
    </message>
    <message>
        <source>FP8 tensor</source>
        <translation>FP8 张量</translation>
    </message>
    <message>
        <source>This GPU (measured): %1</source>
        <translation>本机 GPU（实测）：%1</translation>
    </message>
    <message>
        <source>%1, measured</source>
        <translation>%1（实测）</translation>
    </message>
    <message>
        <source>a mixture of experts with full attention</source>
        <translation>全注意力的混合专家模型</translation>
    </message>
    <message>
        <source>a dense model with full attention</source>
        <translation>全注意力的稠密模型</translation>
    </message>
    <message>
        <source>The other machine&apos;s GPU (measured): %1</source>
        <translation>另一台机器的 GPU（实测）：%1</translation>
    </message>
    <message>
        <source>FP4 (tensor cores)</source>
        <translation>FP4（张量核心）</translation>
    </message>
    <message>
        <source>FP4 tensor</source>
        <translation>FP4 张量</translation>
    </message>
    <message>
        <source>NVFP4, 16-value blocks (4.5 bits)</source>
        <translation>NVFP4，每 16 个值一块（4.5 位）</translation>
    </message>
    <message>
        <source>MXFP4, 32-value blocks (4.25 bits)</source>
        <translation>MXFP4，每 32 个值一块（4.25 位）</translation>
    </message>
    <message>
        <source>NVFP4 (4.5 bits)</source>
        <translation>NVFP4（4.5 位）</translation>
    </message>
    <message>
        <source>NVLink-C2C, %1 GB/s (%2 GB/s each way)</source>
        <translation>NVLink-C2C，%1 GB/s（每个方向 %2 GB/s）</translation>
    </message>
    <message>
        <source>not published</source>
        <translation>未公布</translation>
    </message>
    <message>
        <source>a device needs at least one of “fp32_tflops”, “tf32_tflops”, “bf16_tflops”, “fp8_tflops” and “fp4_tflops”</source>
        <translation>设备至少要有「fp32_tflops」「tf32_tflops」「bf16_tflops」「fp8_tflops」「fp4_tflops」中的一项</translation>
    </message>
    <message>
        <source>“%1” applies only with “%2”: “%3”</source>
        <translation>“%1”只在“%2”为“%3”时适用</translation>
    </message>
    <message>
        <source>“%1” applies only with “%2”</source>
        <translation>“%1”只能与“%2”同时使用</translation>
    </message>
    <message>
        <source>a mixture of experts with latent attention</source>
        <translation>采用潜在注意力的混合专家模型</translation>
    </message>
    <message>
        <source>a dense model with latent attention</source>
        <translation>采用潜在注意力的稠密模型</translation>
    </message>
    <message>
        <source>a mixture of experts with windowed attention in some layers</source>
        <translation>部分层采用窗口注意力的混合专家模型</translation>
    </message>
    <message>
        <source>a dense model with windowed attention in some layers</source>
        <translation>部分层采用窗口注意力的稠密模型</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>not a config.json: %1</source>
        <translation>不是 config.json：%1</translation>
    </message>
    <message>
        <source>the architecture “%1” is not one this program reads (it reads %2); write the model as a models file instead, with its layers, hidden, heads, kv_heads, head_dim, mlp_hidden, vocab and max_context (docs/models.md)</source>
        <translation>本程序不读取架构“%1”（它读取 %2）；请改写成模型文件，给出 layers、hidden、heads、kv_heads、head_dim、mlp_hidden、vocab 和 max_context（见 docs/models.md）</translation>
    </message>
    <message>
        <source>the architecture %1 uses DeepSeek&apos;s sparse attention (an indexer choosing index_topk keys), which this program does not model yet</source>
        <translation>架构 %1 使用 DeepSeek 的稀疏注意力（由索引器挑选 index_topk 个键），本程序尚未建模</translation>
    </message>
    <message>
        <source>mlp_only_layers lists dense layers among the mixture layers, which this program does not model</source>
        <translation>mlp_only_layers 在混合专家层之间列出了稠密层，本程序不对此建模</translation>
    </message>
    <message>
        <source>the shape it gives is refused: %1</source>
        <translation>由它得出的形状被拒绝：%1</translation>
    </message>
</context>
<context>
    <name>blab::ui::LinksTableModel</name>
    <message>
        <source>%1× (%2)</source>
        <translation>%1×（%2）</translation>
    </message>
    <message>
        <source>Every kind of link this device has, and the custom one.</source>
        <translation>该器件具备的每种链路，以及自定义链路。</translation>
    </message>
    <message>
        <source>Compute plus sync, one after the other.</source>
        <translation>先算再同步，两者相加。</translation>
    </message>
    <message>
        <source>Throughput of all the cards over one card&apos;s, sync after compute.</source>
        <translation>所有卡的吞吐量相对一张卡的倍数，算完再同步。</translation>
    </message>
    <message>
        <source>The same with the sync hidden behind the backward pass (two thirds of the compute).</source>
        <translation>同上，但同步藏在反向传播（占计算的三分之二）后面。</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>链路</translation>
    </message>
    <message>
        <source>Bus GB/s</source>
        <translation>总线 GB/s</translation>
    </message>
    <message>
        <source>All-reduce</source>
        <translation>全归约</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>每步</translation>
    </message>
    <message>
        <source>Speed-up</source>
        <translation>加速比</translation>
    </message>
    <message>
        <source>Overlapped</source>
        <translation>重叠后</translation>
    </message>
    <message>
        <source>Bus bandwidth: one direction of each card&apos;s link as its label gives it, GB/s. Not the algorithm bandwidth (bytes ÷ time) some tests print, which is smaller by N/(2(N−1)).</source>
        <translation>总线带宽：每张卡链路单方向的标称值，GB/s。不是某些测试打印的算法带宽（字节 ÷ 时间），后者要小 N/(2(N−1)) 倍。</translation>
    </message>
    <message>
        <source>Expected time of one all-reduce of the gradients: the link&apos;s small-message latency (α), its bus bandwidth at the share NCCL reaches, and past one server&apos;s cards the network between servers. Where the NVSwitch adds what the cards send (NVLink 4 and 5), the faster of a ring and that sum.</source>
        <translation>一次梯度全归约的预期时间：链路的小消息延迟（α），按 NCCL 能达到的比例计的总线带宽，以及超过一台服务器的卡数时服务器之间的网络。NVSwitch 能把各卡发来的数据直接相加时（NVLink 4 和 5），取环形算法与交换机内求和两者中较快的一个。</translation>
    </message>
</context>
<context>
    <name>blab::ui::MainWindow</name>
    <message>
        <source>Bottleneck Lab</source>
        <translation>瓶颈实验室</translation>
    </message>
    <message>
        <source>&amp;1 Measure the CPU</source>
        <translation>&amp;1 测 CPU 算力</translation>
    </message>
    <message>
        <source>&amp;2 Devices by spec</source>
        <translation>&amp;2 按规格比器件</translation>
    </message>
    <message>
        <source>&amp;3 Arithmetic intensity</source>
        <translation>&amp;3 算术强度</translation>
    </message>
    <message>
        <source>&amp;4 Host → device copy</source>
        <translation>&amp;4 主机 → 设备拷贝</translation>
    </message>
    <message>
        <source>&amp;5 Three questions</source>
        <translation>&amp;5 三个问题</translation>
    </message>
    <message>
        <source>Measure this CPU&apos;s compute with sgemm.</source>
        <translation>用 sgemm 测本机 CPU 的算力。</translation>
    </message>
    <message>
        <source>Compare devices by their specifications.</source>
        <translation>按规格比较各器件。</translation>
    </message>
    <message>
        <source>Is a kernel limited by compute or by memory? The roofline.</source>
        <translation>一段计算受限于算力还是内存？看屋顶线。</translation>
    </message>
    <message>
        <source>How much of a training step goes to copying the batch.</source>
        <translation>训练每一步有多少时间花在拷贝这批数据上。</translation>
    </message>
    <message>
        <source>Bottleneck, links between cards, and memory: in that order.</source>
        <translation>瓶颈、卡间互联、内存容量：按这个顺序问。</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Export chart…</source>
        <translation>导出图表(&amp;E)…</translation>
    </message>
    <message>
        <source>Export &amp;all charts…</source>
        <translation>导出全部图表(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About Bottleneck Lab</source>
        <translation>关于瓶颈实验室(&amp;A)</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>关于 &amp;Qt</translation>
    </message>
    <message>
        <source>the lesson&apos;s figure, not measured here</source>
        <translation>课程里的数字，未在本机测量</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>实测</translation>
    </message>
    <message>
        <source>entered</source>
        <translation>手动输入</translation>
    </message>
    <message>
        <source> · measuring…</source>
        <translation> · 测量中…</translation>
    </message>
    <message>
        <source>CPU figure in use: %1 GFLOPS (%2)%3</source>
        <translation>当前使用的 CPU 算力：%1 GFLOPS（%2）%3</translation>
    </message>
    <message numerus="yes">
        <source>OpenBLAS %1 · %n thread(s)</source>
        <translation>
            <numerusform>OpenBLAS %1 · %n 个线程</numerusform>
        </translation>
    </message>
    <message>
        <source>Export chart</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Export all charts</source>
        <translation>导出全部图表</translation>
    </message>
    <message>
        <source>Your device catalog could not be read (see part two).</source>
        <translation>读不了你的器件目录（见第二部分）。</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>Follow the &amp;system</source>
        <translation>跟随系统(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Appearance</source>
        <translation>外观(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>浅色(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>深色(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Reset to defaults…</source>
        <translation>恢复默认值(&amp;R)…</translation>
    </message>
    <message>
        <source>Reset to defaults</source>
        <translation>恢复默认值</translation>
    </message>
    <message>
        <source>Every slider and input back to the lesson&apos;s values.</source>
        <translation>所有滑块和输入恢复为课程里的值。</translation>
    </message>
    <message>
        <source>Bottleneck Lab &amp;Help</source>
        <translation>瓶颈实验室帮助(&amp;H)</translation>
    </message>
    <message>
        <source>Every input is back to the lesson&apos;s value.</source>
        <translation>所有输入已恢复为课程里的值。</translation>
    </message>
    <message>
        <source>The kernel family this program computes with: %1.</source>
        <translation>本程序计算所用的内核族：%1。</translation>
    </message>
    <message>
        <source>Save the chart on this tab as PNG, SVG or CSV.</source>
        <translation>把本页的图表保存为 PNG、SVG 或 CSV。</translation>
    </message>
    <message>
        <source>Save every chart as PNG, SVG or CSV into a folder.</source>
        <translation>把全部图表以 PNG、SVG 或 CSV 保存到一个文件夹。</translation>
    </message>
    <message>
        <source>This chart has nothing to export yet: it shows a measurement that has not been made. Measure on tab 1 first.</source>
        <translation>这张图表还没有可导出的内容：它显示的测量还没有做。请先在第 1 页测量。</translation>
    </message>
    <message>
        <source>Not measured yet, so left out: %1.</source>
        <translation>尚未测量，因此略过：%1。</translation>
    </message>
    <message numerus="yes">
        <source>Saved %n file(s) into %1</source>
        <translation>
            <numerusform>已把 %n 个文件保存到 %1</numerusform>
        </translation>
    </message>
    <message>
        <source>(not measured yet, left out: %1)</source>
        <translation>（尚未测量，已略过：%1）</translation>
    </message>
    <message>
        <source>Your model catalog could not be read (see part five).</source>
        <translation>读不了你的模型目录（见第五部分）。</translation>
    </message>
    <message>
        <source>Put every slider and input back to the lesson&apos;s values? Your measurements, your own devices and your own kernels are kept.</source>
        <translation>把所有滑块和输入恢复为课程里的值吗？你的测量结果、自己的器件和自己的内核会保留。</translation>
    </message>
    <message numerus="yes">
        <source>This tab has %n chart(s). Export:</source>
        <translation>
            <numerusform>本页有 %n 张图。导出：</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>blab::ui::MeasureTab</name>
    <message>
        <source>Two n × n float32 matrices are multiplied with OpenBLAS&apos;s cblas_sgemm: 2 n³ floating-point operations per call. After an untimed warm-up, every run is timed and the fastest counts, because interruptions only ever slow a run down. The figure becomes this CPU&apos;s compute in every other tab.</source>
        <translation>用 OpenBLAS 的 cblas_sgemm 计算两个 n × n 单精度矩阵的乘积，每次 2 n³ 次浮点运算。先不计时地预热，然后逐次计时，取最快的一次——干扰只会让某次变慢，不会让它变快。测出的数会作为本机 CPU 的算力，用在其他各页。</translation>
    </message>
    <message>
        <source>Timed runs</source>
        <translation>计时运行</translation>
    </message>
    <message>
        <source>Size sweep</source>
        <translation>规模扫描</translation>
    </message>
    <message>
        <source>OpenBLAS &amp;kernels</source>
        <translation>OpenBLAS 内核(&amp;K)</translation>
    </message>
    <message>
        <source>Which of OpenBLAS&apos;s kernel families is fastest on this CPU, and how to use it here and in other programs.</source>
        <translation>OpenBLAS 的哪个内核族在这颗 CPU 上最快，以及怎样在本程序和其他程序里用上它。</translation>
    </message>
    <message>
        <source>Memory hierarchy</source>
        <translation>存储层次</translation>
    </message>
    <message>
        <source>Read bandwidth of working sets from a few KiB to past the last cache, from the machine profile. Each dashed line is where a cache level runs out for all threads together; the bars give each level&apos;s figure, the fastest point well inside it.</source>
        <translation>来自机器画像：工作集从几 KiB 到超过最后一级缓存时的读带宽。每条虚线是所有线程合计时某级缓存装满的位置；横条是每一层的数值，取该层内部远离边界的点中最快的一个。</translation>
    </message>
</context>
<context>
    <name>blab::ui::MeasureText</name>
    <message>
        <source>%1 GFLOPS</source>
        <translation>%1 GFLOPS</translation>
    </message>
    <message numerus="yes">
        <source>sgemm %1 × %1 float32, %n run(s), </source>
        <translation>
            <numerusform>sgemm %1 × %1 float32，计时 %n 次，</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n thread(s), OpenBLAS core %1</source>
        <translation>
            <numerusform>%n 个线程，OpenBLAS 内核 %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Fastest run</source>
        <translation>最快一次</translation>
    </message>
    <message>
        <source>Median run</source>
        <translation>中位数</translation>
    </message>
    <message>
        <source>Verified</source>
        <translation>校验</translation>
    </message>
    <message numerus="yes">
        <source>yes, %n entries against double precision</source>
        <translation>
            <numerusform>通过，%n 个元素与双精度结果比对</numerusform>
        </translation>
    </message>
    <message>
        <source>NO: the product is wrong</source>
        <translation>未通过：乘积有误</translation>
    </message>
    <message>
        <source>Kernels</source>
        <translation>内核</translation>
    </message>
    <message numerus="yes">
        <source>This machine&apos;s roofline, %n thread(s), kernels in %1</source>
        <translation>
            <numerusform>本机的屋顶线：%n 个线程，测试核函数用 %1 指令</numerusform>
        </translation>
    </message>
    <message>
        <source>OpenBLAS core</source>
        <translation>OpenBLAS 内核</translation>
    </message>
    <message>
        <source>Compute peak</source>
        <translation>计算峰值</translation>
    </message>
    <message>
        <source>FP32 %1 GFLOPS (%2 on one thread), FP64 %3</source>
        <translation>FP32 %1 GFLOPS（单线程 %2），FP64 %3</translation>
    </message>
    <message>
        <source>STREAM (GB/s)</source>
        <translation>STREAM（GB/s）</translation>
    </message>
    <message>
        <source>copy %1, scale %2, add %3, triad %4</source>
        <translation>copy %1，scale %2，add %3，triad %4</translation>
    </message>
    <message>
        <source>triad on one thread %1 GB/s; %2 of arrays, %3</source>
        <translation>单线程 triad %1 GB/s；数组共 %2，%3</translation>
    </message>
    <message>
        <source>verified</source>
        <translation>已校验</translation>
    </message>
    <message>
        <source>NOT verified</source>
        <translation>未通过校验</translation>
    </message>
    <message>
        <source>Balance point</source>
        <translation>平衡点</translation>
    </message>
    <message>
        <source>%1 FLOP/B (FP32 peak / triad)</source>
        <translation>%1 FLOP/B（FP32 峰值 ÷ triad）</translation>
    </message>
    <message>
        <source>sgemm n = 512</source>
        <translation>sgemm n = 512</translation>
    </message>
    <message>
        <source>%1 GFLOPS, %2 % of the FP32 peak</source>
        <translation>%1 GFLOPS，达到 FP32 峰值的 %2 %</translation>
    </message>
    <message>
        <source>dgemm n = 512</source>
        <translation>dgemm n = 512</translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>未测量</translation>
    </message>
    <message>
        <source>sgemm by size (n: GFLOPS)</source>
        <translation>sgemm 随规模变化（n：GFLOPS）</translation>
    </message>
    <message>
        <source>Memory levels not measured; the triad is the one memory roof.</source>
        <translation>未测量存储层次；triad 是唯一的内存屋顶。</translation>
    </message>
    <message>
        <source>Memory levels (read bandwidth, GB/s)</source>
        <translation>存储层次（读带宽，GB/s）</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>层级</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>容量</translation>
    </message>
    <message>
        <source>All threads</source>
        <translation>全部线程</translation>
    </message>
    <message>
        <source>One thread</source>
        <translation>单线程</translation>
    </message>
    <message>
        <source>~ read off the sweep: the system does not give this cache&apos;s size</source>
        <translation>~ 从扫描曲线读出：系统没有给出这级缓存的容量</translation>
    </message>
    <message>
        <source>Kernels against the level that feeds them (roof: attainable GFLOPS)</source>
        <translation>各核函数对照给它供数的那一层（屋顶：可达 GFLOPS）</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>核函数</translation>
    </message>
    <message>
        <source>FLOP/B</source>
        <translation>FLOP/B</translation>
    </message>
    <message>
        <source>GFLOPS</source>
        <translation>GFLOPS</translation>
    </message>
    <message>
        <source>Roof</source>
        <translation>屋顶</translation>
    </message>
    <message>
        <source>% of roof</source>
        <translation>占屋顶 %</translation>
    </message>
    <message>
        <source>Over 100 %: the kernel writes as well as reads, and the memory moves both at once; the roofs are read bandwidths, which count reads alone.</source>
        <translation>超过 100 %：这个核函数既读又写，内存同时搬运读和写；而屋顶是读带宽，只计读的部分。</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>注意：%1</translation>
    </message>
    <message>
        <source>(cancelled before the end)</source>
        <translation>（未测完就取消了）</translation>
    </message>
    <message>
        <source>--n must be a whole number of at least 1</source>
        <translation>--n 必须是不小于 1 的整数</translation>
    </message>
    <message>
        <source>--repeats must be a whole number from 1 to 10000</source>
        <translation>--repeats 必须是 1 到 10000 之间的整数</translation>
    </message>
    <message>
        <source>--threads must be a whole number from 1 to %1</source>
        <translation>--threads 必须是 1 到 %1 之间的整数</translation>
    </message>
    <message>
        <source>the sgemm product failed verification</source>
        <translation>sgemm 乘积没有通过校验</translation>
    </message>
    <message>
        <source>sgemm %1 × %1: %2/%3</source>
        <translation>sgemm %1 × %1：%2/%3</translation>
    </message>
    <message>
        <source>Matrix size n = %1 needs %2 for three matrices, but only %3 of memory is available</source>
        <translation>矩阵规模 n = %1 的三个矩阵需要 %2，但可用内存只有 %3</translation>
    </message>
    <message>
        <source>--n %1 needs %2 for three matrices, but only %3 of memory is available</source>
        <translation>--n %1 的三个矩阵需要 %2，但可用内存只有 %3</translation>
    </message>
    <message>
        <source>OPENBLAS_CORETYPE=%1 was not taken: this OpenBLAS has no such kernel family, or not one this CPU can run. It runs its own pick, %2.</source>
        <translation>OPENBLAS_CORETYPE=%1 没有生效：这个 OpenBLAS 没有这个内核系列，或者这颗 CPU 跑不了它。现在用的是 OpenBLAS 自己选的 %2。</translation>
    </message>
    <message>
        <source>OpenBLAS chose its %1 kernels (%2) on a CPU with %3, so these figures stay well below what the CPU can do; &apos;bottleneck-lab advise&apos; finds the fastest family, and later runs use it.</source>
        <translation>OpenBLAS 在支持 %3 的 CPU 上自行选用了 %1 内核（%2），所以这些数字远低于这颗 CPU 的实际能力；运行 &apos;bottleneck-lab advise&apos; 可以找出最快的内核族，之后的运行都会用它。</translation>
    </message>
    <message>
        <source>other processes %1 of the CPU time; runs within %2 of the fastest (median)</source>
        <translation>其他进程占用 %1 的 CPU 时间；各次运行（中位数）与最快一次相差 %2</translation>
    </message>
    <message>
        <source>Machine load</source>
        <translation>机器负载</translation>
    </message>
</context>
<context>
    <name>blab::ui::MeasuredLayer</name>
    <message>
        <source>%1 %2 GB/s</source>
        <translation>%1 %2 GB/s</translation>
    </message>
    <message>
        <source>%1 (%2)
%3 FLOP/B, %4 GFLOPS measured</source>
        <translation>%1（%2）
%3 FLOP/B，实测 %4 GFLOPS</translation>
    </message>
    <message>
        <source>
working set %1, fed from %2</source>
        <translation>
工作集 %1，数据来自 %2</translation>
    </message>
    <message>
        <source>
fed from %1</source>
        <translation>
数据来自 %1</translation>
    </message>
    <message>
        <source>
%1 % of what the %2 roof allows (%3 GFLOPS)</source>
        <translation>
达到 %2 屋顶所允许值（%3 GFLOPS）的 %1 %</translation>
    </message>
    <message>
        <source>FP32 %1 GFLOPS</source>
        <translation>FP32 %1 GFLOPS</translation>
    </message>
    <message>
        <source>FP64 %1 GFLOPS</source>
        <translation>FP64 %1 GFLOPS</translation>
    </message>
    <message>
        <source>%1: %2 % of its %3 roof</source>
        <translation>%1：达到其 %3 屋顶的 %2 %</translation>
    </message>
    <message>
        <source>
Above 100 %: this kernel writes as well as reads, and the memory moves both at once; the roof is a read bandwidth, which counts reads alone.</source>
        <translation>
超过 100 %：这个内核既读又写，内存同时搬运两个方向的数据；而屋顶是读带宽，只计读取。</translation>
    </message>
</context>
<context>
    <name>blab::ui::MemoryChart</name>
    <message>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <source>Optimizer state</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <source>Device memory</source>
        <translation>器件内存</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>器件</translation>
    </message>
    <message>
        <source>Memory per card for training, GB, against the device&apos;s memory</source>
        <translation>训练时每张卡的内存，GB，与器件内存对比</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <source>GB per card</source>
        <translation>每卡 GB</translation>
    </message>
    <message>
        <source>Unsplit</source>
        <translation>不切分</translation>
    </message>
    <message>
        <source>%1 card</source>
        <translation>%1 的卡</translation>
    </message>
    <message>
        <source>Optimizer ÷%1</source>
        <translation>优化器 ÷%1</translation>
    </message>
    <message>
        <source>Everything ÷%1</source>
        <translation>全部 ÷%1</translation>
    </message>
    <message>
        <source>+ gradients ÷%1</source>
        <translation>+ 梯度 ÷%1</translation>
    </message>
    <message>
        <source>%1: %2 GB</source>
        <translation>%1：%2 GB</translation>
    </message>
    <message>
        <source>Logits</source>
        <translation>Logits</translation>
    </message>
    <message>
        <source>Memory per card under the layout at each ZeRO stage, GB, against the device&apos;s memory</source>
        <translation>按当前排布、各 ZeRO 阶段下每张卡的内存（GB），对比器件内存</translation>
    </message>
    <message>
        <source>ZeRO %1 (set)</source>
        <translation>ZeRO %1（当前）</translation>
    </message>
    <message>
        <source>ZeRO %1</source>
        <translation>ZeRO %1</translation>
    </message>
</context>
<context>
    <name>blab::ui::ModelList</name>
    <message>
        <source>%1 (yours: %2)</source>
        <translation>%1（你的：%2）</translation>
    </message>
</context>
<context>
    <name>blab::ui::OperationsTableModel</name>
    <message>
        <source>Operation</source>
        <translation>运算</translation>
    </message>
    <message>
        <source>FLOPs</source>
        <translation>浮点运算次数</translation>
    </message>
    <message>
        <source>Bytes moved</source>
        <translation>搬运字节</translation>
    </message>
    <message>
        <source>FLOP/B</source>
        <translation>次／字节</translation>
    </message>
    <message>
        <source>Bound</source>
        <translation>受限于</translation>
    </message>
    <message>
        <source>Floating-point operations of one call.</source>
        <translation>调用一次的浮点运算次数。</translation>
    </message>
    <message>
        <source>Arithmetic intensity: FLOPs ÷ bytes.</source>
        <translation>算术强度：浮点运算次数 ÷ 字节数。</translation>
    </message>
    <message>
        <source>Compute-bound at or above the balance point, bandwidth-bound below it.</source>
        <translation>在平衡点及以上受算力限制，低于平衡点受带宽限制。</translation>
    </message>
    <message>
        <source>Bytes read from and written to memory, decimal MB (10⁶ bytes) and GB (10⁹ bytes).</source>
        <translation>从内存读出和写入的字节数，十进制 MB（10⁶ 字节）和 GB（10⁹ 字节）。</translation>
    </message>
</context>
<context>
    <name>blab::ui::PlanFrontChart</name>
    <message>
        <source>Each device&apos;s best setups: what each user gets against what each card gives</source>
        <translation>各设备的最佳配置：每个用户得到的与每张卡给出的</translation>
    </message>
    <message>
        <source>Output tokens/s per user (log scale)</source>
        <translation>每用户每秒输出词元数（对数刻度）</translation>
    </message>
    <message>
        <source>Output tokens/s per card (log scale)</source>
        <translation>每卡每秒输出词元数（对数刻度）</translation>
    </message>
    <message>
        <source>Meets the per-user target (≥ %1 tokens/s)</source>
        <translation>满足每用户目标（≥ 每秒 %1 个词元）</translation>
    </message>
    <message>
        <source>%1 · prompt %2, answer %3 tokens · %4</source>
        <translation>%1 · 提示 %2、回答 %3 个词元 · %4</translation>
    </message>
    <message>
        <source>; meets the targets</source>
        <translation>；满足目标</translation>
    </message>
    <message>
        <source>%1, replicas of %2 cards, %3 / %4, %5 requests a replica
%6 tokens/s per user, %7 tokens/s per card (expected)%8</source>
        <translation>%1，每个副本 %2 张卡，%3 / %4，每个副本 %5 个请求
每用户每秒 %6 个词元，每卡每秒 %7 个词元（预期值）%8</translation>
    </message>
</context>
<context>
    <name>blab::ui::PlanPanel</name>
    <message>
        <source>The language model to serve; your own models are listed too.</source>
        <translation>要部署的语言模型；您自己的模型也列在其中。</translation>
    </message>
    <message>
        <source>Tokens of each prompt, read before the first output token.</source>
        <translation>每个提示的词元数，在第一个输出词元之前读入。</translation>
    </message>
    <message>
        <source>Tokens of each answer.</source>
        <translation>每个回答的词元数。</translation>
    </message>
    <message>
        <source>The longest time a request may wait for its first token, expected, with every request in flight sharing the cards.</source>
        <translation>一个请求等待首个词元的最长时间（预期值），所有在途请求共用这些卡。</translation>
    </message>
    <message>
        <source>Time per &amp;output token at most:</source>
        <translation>每输出词元时间至多(&amp;O)：</translation>
    </message>
    <message>
        <source>The longest mean time between two output tokens of one request, expected. 50 ms is 20 tokens a second, faster than most people read.</source>
        <translation>一个请求相邻两个输出词元之间的最长平均时间（预期值）。50 ms 即每秒 20 个词元，比大多数人的阅读速度快。</translation>
    </message>
    <message>
        <source>Or each user at &amp;least:</source>
        <translation>或每个用户至少(&amp;L)：</translation>
    </message>
    <message>
        <source>The fewest output tokens per second each user must see over a whole request, the wait for the first token included.</source>
        <translation>每个用户在整个请求中至少应得到的每秒输出词元数，包括等待首个词元的时间。</translation>
    </message>
    <message>
        <source>&amp;Users in flight:</source>
        <translation>在途用户数(&amp;U)：</translation>
    </message>
    <message>
        <source>Requests in flight at once that the setup must carry.</source>
        <translation>配置必须同时承载的在途请求数。</translation>
    </message>
    <message>
        <source>Or output tokens/s in &amp;all:</source>
        <translation>或总的每秒输出词元数(&amp;A)：</translation>
    </message>
    <message>
        <source>Output tokens per second the setup must give in all.</source>
        <translation>配置总共必须给出的每秒输出词元数。</translation>
    </message>
    <message>
        <source>Open on the &amp;serving page</source>
        <translation>在部署页打开(&amp;S)</translation>
    </message>
    <message>
        <source>Shows the chosen setup on the serving page with every input set: device, cards, formats and requests in flight. Double-click a row or press Enter does the same.</source>
        <translation>在部署页上显示所选配置，并设好全部输入：设备、卡数、格式和在途请求数。双击某行或按回车也一样。</translation>
    </message>
    <message>
        <source> tokens/s</source>
        <translation> 词元/秒</translation>
    </message>
    <message>
        <source>Targets</source>
        <translation>目标</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>模型(&amp;M)：</translation>
    </message>
    <message>
        <source>&amp;Prompt:</source>
        <translation>提示(&amp;P)：</translation>
    </message>
    <message>
        <source>ans&amp;wer:</source>
        <translation>回答(&amp;W)：</translation>
    </message>
    <message>
        <source>First &amp;token within:</source>
        <translation>首词元时间至多(&amp;T)：</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>个词元</translation>
    </message>
    <message>
        <source>Devices and formats to try</source>
        <translation>要尝试的设备和格式</translation>
    </message>
    <message>
        <source>Weights:</source>
        <translation>权重：</translation>
    </message>
    <message>
        <source>KV cache:</source>
        <translation>KV 缓存：</translation>
    </message>
    <message>
        <source>Choose a model.</source>
        <translation>请选择一个模型。</translation>
    </message>
    <message>
        <source>Tick at least one device, one weight format and one KV cache format.</source>
        <translation>请至少勾选一种设备、一种权重格式和一种 KV 缓存格式。</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>正在搜索…</translation>
    </message>
    <message>
        <source>No setup meets the targets (%1). The nearest misses, and by how much:</source>
        <translation>没有配置满足目标（%1）。最接近的几个，以及各差多少：</translation>
    </message>
    <message numerus="yes">
        <source>Setups that meet the targets (%1): %n, fewest cards first.</source>
        <translation>
            <numerusform>满足目标（%1）的配置：%n 种，卡数最少的在前。</numerusform>
        </translation>
    </message>
    <message>
        <source>Try the weights stored in this format (the serving page&apos;s Weights).</source>
        <translation>尝试以这种格式存储的权重（即部署页的“权重”）。</translation>
    </message>
    <message>
        <source>Try the KV cache stored in this format.</source>
        <translation>尝试以这种格式存储的 KV 缓存。</translation>
    </message>
    <message>
        <source>Try this device: up to one server of its cards in tensor parallel, and as many servers as the load needs.</source>
        <translation>尝试这种设备：张量并行最多用一台服务器的卡，服务器数量按负载需要而定。</translation>
    </message>
</context>
<context>
    <name>blab::ui::PlanTableModel</name>
    <message>
        <source>missed, %1× the target</source>
        <translation>未满足，为目标的 %1×</translation>
    </message>
    <message>
        <source>met</source>
        <translation>满足</translation>
    </message>
    <message>
        <source>Expected; bound (roofline): %1</source>
        <translation>预期值；上限（屋顶线）：%1</translation>
    </message>
    <message>
        <source>Expected output tokens per second each user sees over a whole request; bound (roofline): %1</source>
        <translation>每个用户在整个请求中得到的预期每秒输出词元数；上限（屋顶线）：%1</translation>
    </message>
    <message>
        <source>Expected output tokens per second each card gives; bound (roofline): %1</source>
        <translation>每张卡给出的预期每秒输出词元数；上限（屋顶线）：%1</translation>
    </message>
    <message>
        <source>Per hour, from price_per_hour in your devices.json; %1 per million output tokens</source>
        <translation>每小时，取自您 devices.json 中的 price_per_hour；每百万输出词元 %1</translation>
    </message>
    <message>
        <source>No price_per_hour for this device in your devices.json</source>
        <translation>您的 devices.json 没有给这个设备 price_per_hour</translation>
    </message>
    <message>
        <source>The device&apos;s signed error against published runs (expected ÷ published − 1), from the validation set:</source>
        <translation>该设备相对已发表结果的带符号误差（预期值 ÷ 发表值 − 1），来自验证集：</translation>
    </message>
    <message>
        <source>Double-click or press Enter to open this setup on the serving page.</source>
        <translation>双击或按回车，在部署页打开这个配置。</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>卡数</translation>
    </message>
    <message>
        <source>TP</source>
        <translation>TP</translation>
    </message>
    <message>
        <source>Replicas</source>
        <translation>副本</translation>
    </message>
    <message>
        <source>Weights / KV</source>
        <translation>权重 / KV</translation>
    </message>
    <message>
        <source>Requests per replica</source>
        <translation>每副本请求数</translation>
    </message>
    <message>
        <source>TTFT</source>
        <translation>TTFT</translation>
    </message>
    <message>
        <source>TPOT</source>
        <translation>TPOT</translation>
    </message>
    <message>
        <source>Tokens/s per user</source>
        <translation>每用户词元/秒</translation>
    </message>
    <message>
        <source>Tokens/s per card</source>
        <translation>每卡词元/秒</translation>
    </message>
    <message>
        <source>Memory per card</source>
        <translation>每卡内存</translation>
    </message>
    <message>
        <source>Binding limit</source>
        <translation>约束限制</translation>
    </message>
    <message>
        <source>Cost per hour</source>
        <translation>每小时成本</translation>
    </message>
    <message>
        <source>Error (TTFT / TPOT)</source>
        <translation>误差（TTFT / TPOT）</translation>
    </message>
    <message>
        <source>Targets</source>
        <translation>目标</translation>
    </message>
</context>
<context>
    <name>blab::ui::PlanText</name>
    <message>
        <source>time to first token at most %1</source>
        <translation>首词元时间不超过 %1</translation>
    </message>
    <message>
        <source>time per output token at most %1</source>
        <translation>每个输出词元时间不超过 %1</translation>
    </message>
    <message>
        <source>at least %1 output tokens/s for each user</source>
        <translation>每个用户每秒至少 %1 个输出词元</translation>
    </message>
    <message numerus="yes">
        <source>%n user(s) in flight</source>
        <translation>
            <numerusform>%n 个用户同时在途</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 output tokens/s in all</source>
        <translation>合计每秒 %1 个输出词元</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>算力</translation>
    </message>
    <message>
        <source>memory bandwidth</source>
        <translation>内存带宽</translation>
    </message>
    <message>
        <source>memory capacity</source>
        <translation>内存容量</translation>
    </message>
    <message>
        <source>link</source>
        <translation>链路</translation>
    </message>
    <message>
        <source>%1 not checked against a published result</source>
        <translation>%1 未与已发表的结果核对</translation>
    </message>
    <message numerus="yes">
        <source>%1 %2 (%n result(s))</source>
        <translation>
            <numerusform>%1 %2（%n 个结果）</numerusform>
        </translation>
    </message>
    <message>
        <source>--output-tokens: %1 reads at most %2 tokens of context, and the prompt and the answer take %3 + %4</source>
        <translation>--output-tokens：%1 最多读 %2 个词元的上下文，而提示和回答要占 %3 + %4 个</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>器件</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>卡数</translation>
    </message>
    <message>
        <source>TP × replicas</source>
        <translation>张量并行 × 副本</translation>
    </message>
    <message>
        <source>Weights / KV</source>
        <translation>权重 / KV</translation>
    </message>
    <message>
        <source>In flight</source>
        <translation>在途请求</translation>
    </message>
    <message>
        <source>First token</source>
        <translation>首词元</translation>
    </message>
    <message>
        <source>Per token</source>
        <translation>每词元</translation>
    </message>
    <message>
        <source>Tokens/s a user</source>
        <translation>每用户词元/秒</translation>
    </message>
    <message>
        <source>Tokens/s a card</source>
        <translation>每卡词元/秒</translation>
    </message>
    <message>
        <source>Memory a card</source>
        <translation>每卡内存</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>功耗</translation>
    </message>
    <message>
        <source>Cost an hour</source>
        <translation>每小时成本</translation>
    </message>
    <message>
        <source>Cost per 10⁶ tokens</source>
        <translation>每 10⁶ 词元成本</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>瓶颈</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1 W</source>
        <translation>%1 W</translation>
    </message>
    <message numerus="yes">
        <source>    … and %n more; --json lists every one.
</source>
        <translation>
            <numerusform>    ……另有 %n 种；--json 会全部列出。
</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2× the target)</source>
        <translation>%1（目标的 %2×）</translation>
    </message>
    <message>
        <source>No setup meets the targets. The nearest misses, each with one request in flight (a rate&apos;s ratio is the target over what it reaches):</source>
        <translation>没有部署满足目标。以下是差得最少的几种，每种只有一个在途请求（速率一项的倍数是目标除以达到的值）：</translation>
    </message>
    <message>
        <source>: </source>
        <translation>：</translation>
    </message>
    <message>
        <source>; the other figures not checked against a published result</source>
        <translation>；其余数字未与已发表的结果核对</translation>
    </message>
    <message>
        <source>%1: one setup, %2 tokens/s a user at %3 a card</source>
        <translation>%1：一种部署，每用户每秒 %2 个词元，每卡每秒 %3 个</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n setup(s), from %2 tokens/s a user at %3 a card to %4 a user at %5 a card</source>
        <translation>
            <numerusform>%1：%n 种部署，从每用户每秒 %2 个词元、每卡 %3 个，到每用户 %4 个、每卡 %5 个</numerusform>
        </translation>
    </message>
    <message>
        <source>The Pareto front of each device, expected tokens/s a user against a card (--json gives every point):</source>
        <translation>每种器件的帕累托前沿，预期的每用户词元/秒对每卡词元/秒（--json 给出每个点）：</translation>
    </message>
    <message>
        <source>Serving %1: prompts of %2 tokens, answers of %3.</source>
        <translation>部署 %1：提示 %2 个词元，回答 %3 个词元。</translation>
    </message>
    <message>
        <source>Targets, met by the expected figures: %1.</source>
        <translation>目标（由预期值满足）：%1。</translation>
    </message>
    <message numerus="yes">
        <source>%1 with one request&apos;s cache fits on no server of %n card(s) of these devices at the formats allowed: %2.</source>
        <translation>
            <numerusform>在允许的精度下，%1 连同一个请求的缓存放不进以下器件的任何一台 %n 卡服务器：%2。</numerusform>
        </translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>No setup meets the targets: the model and one request&apos;s cache fit on no server of the devices tried.</source>
        <translation>没有部署满足目标：在所试的器件中，没有一台服务器放得下模型和一个请求的缓存。</translation>
    </message>
    <message numerus="yes">
        <source>%n setup(s) meet the targets, the fewest cards first, then the lowest cost per million tokens where your devices.json gives a price, else the fewest watts, then the most tokens a card. Times are expected, the bound in brackets; rates are expected.</source>
        <translation>
            <numerusform>%n 种部署满足目标，卡数最少的在前；卡数相同时，你的 devices.json 给了价格的按每百万词元成本从低到高，否则按功耗从低到高，再按每卡每秒词元数从多到少。时间为预期值，括号里是上界；速率为预期值。</numerusform>
        </translation>
    </message>
    <message>
        <source>no published result checks %1 on this device</source>
        <translation>没有已发表的结果在这台器件上检验过%1</translation>
    </message>
    <message>
        <source>Against published measurements of %1 (the signed error of the median, expected ÷ published − 1), by device:</source>
        <translation>与%1已发表实测结果的对比（中位数的带符号误差，预期值 ÷ 发表值 − 1），按器件：</translation>
    </message>
    <message>
        <source>Not tried, having no FP4 math for the FP4 weights asked: %1.</source>
        <translation>没有 FP4 运算单元、无法按所选 FP4 权重计算，因而未尝试：%1。</translation>
    </message>
    <message numerus="yes">
        <source>Continuous batching in steady state: every request is replaced as it ends, and arrivals, queues and bursts are not modelled. Static batching, pipeline parallelism and serving across servers are not searched; tensor parallelism stays inside one server of %n card(s), or inside a card link&apos;s larger domain (the 72 GPUs of an NVL72 rack).</source>
        <translation>
            <numerusform>按稳态下的连续批处理计算：每个请求一结束就有新请求补上，不模拟请求到达、排队和突发。不搜索静态批处理、流水线并行和跨服务器部署；张量并行不超出一台 %n 卡的服务器，或不超出更大的卡间互连域（NVL72 机柜的 72 块 GPU）。</numerusform>
        </translation>
    </message>
    <message>
        <source>No setup was tried: none of the devices computes the FP4 weights asked for; allow another weight format, or a device with FP4 math.</source>
        <translation>一个配置也没有尝试：所选设备都不能直接计算所要求的 FP4 权重；请允许另一种权重格式，或选择有 FP4 运算单元的设备。</translation>
    </message>
    <message>
        <source>Weights unpacked before they are multiplied (int8, int4, FP8 without FP8 math) were not tried on %1: their makers print no FP32 figure, so the unpacking cannot be costed.</source>
        <translation>相乘之前要先解包的权重（int8、int4，以及没有 FP8 运算单元时的 FP8）没有在 %1 上尝试：厂商没有公布 FP32 数值，解包的开销无法计算。</translation>
    </message>
    <message>
        <source>No setup was tried: on these devices the weights asked are unpacked before they are multiplied, and no FP32 figure costs that; allow BF16 weights, or weights the devices multiply as they are.</source>
        <translation>没有尝试任何方案：在这些器件上，所选权重要先解包再相乘，而没有 FP32 数值可以计算这部分开销；请允许 BF16 权重，或器件能直接相乘的权重格式。</translation>
    </message>
    <message>
        <source>DP: each card of the replica runs attention for its own requests and holds their cache (attention data parallelism, --attention-dp); EP: each card holds its share of the experts whole (expert parallelism, --ep).</source>
        <translation>DP：副本中每张卡只为自己的请求计算注意力并存放其缓存（注意力数据并行，--attention-dp）；EP：每张卡完整存放分给它的那部分专家（专家并行，--ep）。</translation>
    </message>
</context>
<context>
    <name>blab::ui::PrecisionBox</name>
    <message>
        <source>Which peak of each device to use. FP32 is plain single precision; TF32, BF16/FP16, FP8 and FP4 run on tensor (matrix) units, many times faster on cards that have them (FP4 on the B200, B300, GB200 and GB300 and the MI350 series). A device without a figure for the chosen format falls back to FP32. In serving, until you pick one, the peak the device gives the weight format is chosen.</source>
        <translation>使用各器件的哪一个峰值。FP32 是普通单精度；TF32、BF16/FP16、FP8 和 FP4 在张量（矩阵）单元上运行，在具备这些单元的卡上快很多倍（FP4 见于 B200、B300、GB200、GB300 和 MI350 系列）。没有所选格式数据的器件退回 FP32。部署时，在你选定之前，使用该器件对权重格式给出的峰值。</translation>
    </message>
</context>
<context>
    <name>blab::ui::ProfileActions</name>
    <message>
        <source>&amp;Save machine profile…</source>
        <translation>保存机器画像(&amp;S)…</translation>
    </message>
    <message>
        <source>Save this machine&apos;s measured roofline as JSON, to compare it on another machine or keep it.</source>
        <translation>把本机测得的屋顶线保存为 JSON，以便在另一台机器上比较或留存。</translation>
    </message>
    <message>
        <source>&amp;Open machine profile to compare…</source>
        <translation>打开机器画像以比较(&amp;O)…</translation>
    </message>
    <message>
        <source>Draw another machine&apos;s saved profile beside this one&apos;s on the roofline (tab 3).</source>
        <translation>把另一台机器保存的画像画在本机旁边（第 3 页的屋顶线）。</translation>
    </message>
    <message>
        <source>&amp;Remove compared profile</source>
        <translation>移除比较的画像(&amp;R)</translation>
    </message>
    <message>
        <source>Take the other machine&apos;s profile off the roofline.</source>
        <translation>从屋顶线上去掉另一台机器的画像。</translation>
    </message>
    <message>
        <source>Measure this machine&apos;s roofline on tab 1 first.</source>
        <translation>请先在第 1 页测量本机的屋顶线。</translation>
    </message>
    <message>
        <source>Save machine profile</source>
        <translation>保存机器画像</translation>
    </message>
    <message>
        <source>Machine profiles (*.json)</source>
        <translation>机器画像 (*.json)</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Open machine profile to compare</source>
        <translation>打开机器画像以比较</translation>
    </message>
    <message>
        <source>Machine profiles (*.json);;All files (*)</source>
        <translation>机器画像 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Open machine profile</source>
        <translation>打开机器画像</translation>
    </message>
    <message>
        <source>Comparing with %1: see the roofline on tab 3</source>
        <translation>正在与 %1 比较：见第 3 页的屋顶线</translation>
    </message>
    <message>
        <source>The compared profile is off the roofline.</source>
        <translation>比较的画像已从屋顶线上移除。</translation>
    </message>
</context>
<context>
    <name>blab::ui::ProfileFile</name>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>不是普通文件</translation>
    </message>
    <message>
        <source>the file is %1; a machine profile is at most %2</source>
        <translation>文件大小为 %1；机器画像最多 %2</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
</context>
<context>
    <name>blab::ui::ProfilePanel</name>
    <message>
        <source>&amp;Quick (about 10 s)</source>
        <translation>快速(&amp;Q)（约 10 秒）</translation>
    </message>
    <message>
        <source>&amp;Measure roofline</source>
        <translation>测量屋顶线(&amp;M)</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>This machine&apos;s whole roofline</source>
        <translation>本机完整的屋顶线</translation>
    </message>
    <message>
        <source>Smallest matrix size of the sgemm sweep; n doubles each step.</source>
        <translation>sgemm 扫描的最小矩阵规模；每一步 n 翻倍。</translation>
    </message>
    <message>
        <source>Largest matrix size of the sgemm sweep. 4096 takes a few seconds per run on a desktop CPU.</source>
        <translation>sgemm 扫描的最大矩阵规模。在台式机 CPU 上，4096 每跑一次要几秒。</translation>
    </message>
    <message>
        <source>Smaller arrays, fewer passes and a sweep up to 1024.</source>
        <translation>数组更小、遍数更少，扫描只到 1024。</translation>
    </message>
    <message>
        <source>Measure peak, bandwidth, the sweep and the kernels in the background.</source>
        <translation>在后台测量峰值、带宽、规模扫描和各计算核。</translation>
    </message>
    <message>
        <source>Stop at the next step.</source>
        <translation>在下一步开始前停止。</translation>
    </message>
    <message>
        <source>sgemm &amp;sweep, n:</source>
        <translation>sgemm 扫描(&amp;S)，n：</translation>
    </message>
    <message>
        <source>Compute peak, one thread</source>
        <translation>算力峰值，单线程</translation>
    </message>
    <message>
        <source>Compute peak, all threads</source>
        <translation>算力峰值，全部线程</translation>
    </message>
    <message>
        <source>Memory bandwidth (STREAM), one thread</source>
        <translation>内存带宽（STREAM），单线程</translation>
    </message>
    <message>
        <source>Memory bandwidth (STREAM), all threads</source>
        <translation>内存带宽（STREAM），全部线程</translation>
    </message>
    <message>
        <source>sgemm, n = 512</source>
        <translation>sgemm，n = 512</translation>
    </message>
    <message>
        <source>sgemm sweep, n = %1</source>
        <translation>sgemm 扫描，n = %1</translation>
    </message>
    <message>
        <source>Kernels for the roofline</source>
        <translation>屋顶线上的计算核</translation>
    </message>
    <message>
        <source>Stopped; the previous profile stays.</source>
        <translation>已停止；保留之前的测量结果。</translation>
    </message>
    <message>
        <source>Done.</source>
        <translation>完成。</translation>
    </message>
    <message>
        <source>Stopping at the next step…</source>
        <translation>将在下一步开始前停止…</translation>
    </message>
    <message>
        <source>Step %1 of %2: %3</source>
        <translation>第 %1 步，共 %2 步：%3</translation>
    </message>
    <message>
        <source>Not measured yet.</source>
        <translation>尚未测量。</translation>
    </message>
    <message>
        <source>&amp;Measure roofline again</source>
        <translation>重新测量屋顶线(&amp;M)</translation>
    </message>
    <message>
        <source>Measured %1. Peak %2 GFLOPS on one thread, %3 on %4 (%5). STREAM triad %6 GB/s (one thread %7). Balance point %8 FLOP/B. sgemm at n = 512 reaches %9 of the peak.</source>
        <translation>测于 %1。峰值：单线程 %2 GFLOPS，%4 个线程 %3（%5）。STREAM triad %6 GB/s（单线程 %7）。平衡点 %8 次／字节。n = 512 的 sgemm 达到峰值的 %9。</translation>
    </message>
    <message>
        <source>doubling</source>
        <translation>每步翻倍</translation>
    </message>
    <message>
        <source>+%1</source>
        <translation>+%1</translation>
    </message>
    <message>
        <source>How n grows from one size to the next: doubling, or a fixed step for a finer look at one range (at most 64 sizes).</source>
        <translation>相邻两个规模之间 n 怎么增长：每步翻倍，或者按固定步长细看某一段（最多 64 个规模）。</translation>
    </message>
    <message>
        <source>The measurement could not run: %1</source>
        <translation>无法测量：%1</translation>
    </message>
    <message>
        <source>Measures the compute peak with a multiply-add kernel, the memory bandwidth with STREAM and the read bandwidth of every cache level, sgemm and dgemm, sgemm over a range of sizes and real kernels, so the roofline in part three has a measured roof and measured points. Other programs running at the same time lower every figure.</source>
        <translation>用乘加内核测计算峰值，用 STREAM 测内存带宽，并测每一级缓存的读带宽，再测 sgemm 和 dgemm、一系列尺寸的 sgemm 以及真实内核，让第三部分的屋顶线有实测的屋顶和实测的点。同时运行的其他程序会拉低每一个数值。</translation>
    </message>
    <message>
        <source>Compute peak in FP64, all threads</source>
        <translation>FP64 计算峰值，全部线程</translation>
    </message>
    <message>
        <source>Read bandwidth of the caches and memory</source>
        <translation>各级缓存和内存的读带宽</translation>
    </message>
    <message>
        <source>dgemm, n = 512</source>
        <translation>dgemm，n = 512</translation>
    </message>
    <message>
        <source>FP64 peak %1 GFLOPS.</source>
        <translation>FP64 峰值 %1 GFLOPS。</translation>
    </message>
    <message>
        <source>dgemm at n = 512: %1 GFLOPS.</source>
        <translation>dgemm（n = 512）：%1 GFLOPS。</translation>
    </message>
    <message>
        <source>This profile has no memory hierarchy; measure again to add it.</source>
        <translation>这份画像没有存储层次；重新测量即可补上。</translation>
    </message>
    <message>
        <source>%1 / %2 GB/s</source>
        <translation>%1 / %2 GB/s</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>about %1</source>
        <translation>约 %1</translation>
    </message>
    <message>
        <source>%1 (%2) %3</source>
        <translation>%1（%2）%3</translation>
    </message>
    <message>
        <source>Read bandwidth with all threads / one thread: %1.</source>
        <translation>全部线程 / 单线程的读带宽：%1。</translation>
    </message>
    <message>
        <source>Every sum of the bandwidth sweep checked out.</source>
        <translation>带宽扫描的每个求和结果都校验无误。</translation>
    </message>
    <message>
        <source>WRONG: a sum of the bandwidth sweep came out wrong, so its figures cannot be trusted.</source>
        <translation>错误：带宽扫描有求和结果不对，其数值不可信。</translation>
    </message>
</context>
<context>
    <name>blab::ui::QuestionsTab</name>
    <message>
        <source>1. Where is the bottleneck: compute or moving data?</source>
        <translation>1. 瓶颈在哪：算，还是搬？</translation>
    </message>
    <message>
        <source>2. How are the cards linked?</source>
        <translation>2. 卡和卡之间怎么连？</translation>
    </message>
    <message>
        <source>Bytes per weight; gradients are kept at the same precision.</source>
        <translation>每个权重占的字节数；梯度用同样的精度。</translation>
    </message>
    <message>
        <source>3. Does the model fit in memory?</source>
        <translation>3. 内存装得下模型吗？</translation>
    </message>
    <message>
        <source>&amp;Device:</source>
        <translation>器件(&amp;D)：</translation>
    </message>
    <message>
        <source>Model &amp;parameters:</source>
        <translation>模型参数量(&amp;P)：</translation>
    </message>
    <message>
        <source>The card the model is trained on: its memory decides whether the model fits, its peak how long a step computes, its links how fast the cards sync. Add your own in part two.</source>
        <translation>训练模型用的卡：它的内存决定装不装得下，它的峰值决定一步算多久，它的链路决定卡之间同步多快。可以在第二部分添加你自己的器件。</translation>
    </message>
    <message>
        <source>Parameters of the model. The lesson&apos;s example: 10⁹; a 7B language model: 7×10⁹.</source>
        <translation>模型参数量。课程里的例子：10⁹；7B 语言模型：7×10⁹。</translation>
    </message>
    <message>
        <source>P&amp;recision:</source>
        <translation>精度(&amp;R)：</translation>
    </message>
    <message>
        <source>How the cards exchange gradients. Through host memory (no peer-to-peer): half the card&apos;s one-way PCIe rate. Through a PCIe switch: the full rate. A dedicated link such as NVLink: half the both-ways figure vendors print. Custom: the bandwidth below.</source>
        <translation>卡之间怎样交换梯度。经主机内存（无点对点）：取卡的 PCIe 单向速率的一半。经 PCIe 交换芯片：取全速率。NVLink 这类专用互联：取厂商所标双向数值的一半。自定义：用下面的带宽。</translation>
    </message>
    <message>
        <source>Bus bandwidth of a custom link, GB/s: the speed each card&apos;s link moves data in one direction. A ring all-reduce sends 2(N−1)/N of the gradient bytes over it. All-reduce tests also print an algorithm bandwidth, bytes ÷ time, which is smaller by N/(2(N−1)); compare links by bus bandwidth.</source>
        <translation>自定义链路的总线带宽，GB/s：每张卡的链路单向搬数据的速度。环形全归约要在上面传梯度字节数的 2(N−1)/N。全归约测试还会打印算法带宽（字节数 ÷ 时间），它小了 N/(2(N−1)) 倍；比较链路请看总线带宽。</translation>
    </message>
    <message>
        <source>Tokens (or samples) one card processes per step. A step costs 6 × parameters × tokens FLOPs: 2 forward, 4 backward.</source>
        <translation>每张卡每步处理的词元（或样本）数。一步的运算量是 6 × 参数量 × 词元数：前向 2，反向 4。</translation>
    </message>
    <message>
        <source>&amp;Cards and link:</source>
        <translation>卡数和链路(&amp;C)：</translation>
    </message>
    <message>
        <source>Custom &amp;bandwidth:</source>
        <translation>自定义带宽(&amp;B)：</translation>
    </message>
    <message>
        <source>at &amp;utilisation:</source>
        <translation>利用率(&amp;U)：</translation>
    </message>
    <message>
        <source>&amp;Tokens per card and step:</source>
        <translation>每卡每步词元数(&amp;T)：</translation>
    </message>
    <message>
        <source>Optimizer state per parameter, in float32: SGD none, momentum 4 bytes, Adam 8 (two moments). Mixed precision adds a 4-byte master copy of narrower weights: 2 + 2 + 12 = 16 bytes per parameter in BF16.</source>
        <translation>每个参数的优化器状态，按 float32 计：SGD 没有，动量 4 字节，Adam 8 字节（两个矩）。混合精度还要为较窄的权重存一份 4 字节的主副本：BF16 时每参数 2 + 2 + 12 = 16 字节。</translation>
    </message>
    <message>
        <source>Samples (sequences) one card holds at once.</source>
        <translation>一张卡一次容纳的样本（序列）数。</translation>
    </message>
    <message>
        <source>Activation bytes one sample leaves for the backward pass.</source>
        <translation>一个样本为反向传播留下的激活值字节数。</translation>
    </message>
    <message>
        <source>Transformer layers. Typical 7B model: 32.</source>
        <translation>Transformer 层数。常见 7B 模型：32。</translation>
    </message>
    <message>
        <source>Hidden size. Typical 7B model: 4096.</source>
        <translation>隐藏维度。常见 7B 模型：4096。</translation>
    </message>
    <message>
        <source>Sequence length in tokens.</source>
        <translation>序列长度，单位为词元。</translation>
    </message>
    <message>
        <source>&amp;Weights and optimizer:</source>
        <translation>权重和优化器(&amp;W)：</translation>
    </message>
    <message>
        <source>&amp;Activations:</source>
        <translation>激活值(&amp;A)：</translation>
    </message>
    <message>
        <source>Bytes per &amp;sample:</source>
        <translation>每样本字节数(&amp;S)：</translation>
    </message>
    <message>
        <source>La&amp;yers:</source>
        <translation>层数(&amp;Y)：</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Compute per step: %1, as given.</source>
        <translation>每步计算：%1（按给定值）。</translation>
    </message>
    <message>
        <source>Compute per step: %1 (6 × %2 parameters × %3 tokens at %4 of %5 TFLOPS %6).</source>
        <translation>每步计算：%1（6 × %2 参数 × %3 个词元，按 %5 TFLOPS %6 的 %4 计）。</translation>
    </message>
    <message>
        <source>&amp;micro-batch:</source>
        <translation>微批(&amp;M)：</translation>
    </message>
    <message>
        <source>h&amp;idden:</source>
        <translation>隐藏维度(&amp;I)：</translation>
    </message>
    <message>
        <source>se&amp;quence:</source>
        <translation>序列长度(&amp;Q)：</translation>
    </message>
    <message>
        <source>Ask these in order: where the bottleneck is, how the cards are linked, whether the model fits. A model that does not fit must be split, and a split model makes the cards talk more. Ask them of training, or of serving a language model.</source>
        <translation>按顺序问：瓶颈在哪，卡和卡怎么连，模型装不装得下。装不下就得切分，切分之后卡与卡之间的通信就更多。这三个问题既可以问训练，也可以问语言模型的推理部署。</translation>
    </message>
    <message>
        <source>Trai&amp;ning</source>
        <translation>训练(&amp;N)</translation>
    </message>
    <message>
        <source>Size training: a step&apos;s compute, the gradient all-reduce, and weights, gradients and optimizer state in memory.</source>
        <translation>估算训练：每步的计算、梯度的全归约，以及权重、梯度和优化器状态占的显存。</translation>
    </message>
    <message>
        <source>Size serving a language model: prefill and decode on the roofline, tokens per second, the tensor-parallel split and the KV cache.</source>
        <translation>估算语言模型的推理部署：屋顶线上的预填充和解码、每秒词元数、张量并行切分和 KV 缓存。</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>估算：</translation>
    </message>
    <message>
        <source>Servin&amp;g a language model (inference)</source>
        <translation>部署语言模型（推理）(&amp;G)</translation>
    </message>
    <message>
        <source>Each card&apos;s network card between servers, Gb/s: 400 in a DGX H100, 200 in a DGX A100. Past one server&apos;s cards, an all-reduce sums inside each server over the link, then across the servers over the network (a ring or a tree, whichever is faster for the size).</source>
        <translation>服务器之间每张卡配的网卡速率，Gb/s：DGX H100 为 400，DGX A100 为 200。超过一台服务器的卡数时，全归约先在每台服务器内经卡间链路求和，再经网络在服务器之间求和（环形或树形，取该数据量下更快的一种）。</translation>
    </message>
    <message>
        <source>Cards one server holds on its card link or PCIe; 8 in DGX and HGX servers.</source>
        <translation>一台服务器在卡间链路或 PCIe 上容纳的卡数；DGX 和 HGX 服务器为 8。</translation>
    </message>
    <message>
        <source>small all-reduce &amp;latency α:</source>
        <translation>小全归约延迟 α(&amp;L)：</translation>
    </message>
    <message>
        <source>Network per card:</source>
        <translation>每卡网络：</translation>
    </message>
    <message>
        <source>cards a server:</source>
        <translation>每台服务器卡数：</translation>
    </message>
    <message>
        <source>The model being trained, from the model catalog: its shape gives the parameters and splits a step into the matrix products, attention, the element-wise work and the optimizer&apos;s update (question one). By parameter count alone, a step is 6 × parameters × tokens FLOPs.</source>
        <translation>要训练的模型，取自模型目录：由它的结构得出参数量，并把一步拆成矩阵乘、注意力、逐元素运算和优化器更新（第一问）。只按参数量时，一步是 6 × 参数量 × 词元数 次浮点运算。</translation>
    </message>
    <message>
        <source>Trained m&amp;odel:</source>
        <translation>训练的模型(&amp;O)：</translation>
    </message>
    <message>
        <source>By parameter count</source>
        <translation>按参数量</translation>
    </message>
    <message>
        <source>Compute per step: %1, the parts of question one added up.</source>
        <translation>每步计算：%1，即第一问各部分之和。</translation>
    </message>
    <message>
        <source>E&amp;xample: 8 × H100 SXM, Llama 2 7B, Adam mixed</source>
        <translation>示例：8 × H100 SXM，Llama 2 7B，混合精度 Adam(&amp;X)</translation>
    </message>
    <message>
        <source>Sets eight H100 SXM cards linked by NVLink training Llama 2 7B (6.7 × 10⁹ parameters) in BF16 with mixed-precision Adam, 8192 tokens a card and step. Question one splits the step into its parts; watch the memory chart and compare the links in the table.</source>
        <translation>设为 8 张用 NVLink 相连的 H100 SXM 训练 Llama 2 7B（6.7 × 10⁹ 参数），BF16，混合精度 Adam，每卡每步 8192 个词元。第一问把一步拆成几部分；看内存图，再对比表里的各种链路。</translation>
    </message>
    <message>
        <source>Share of the device&apos;s peak that training reaches (model FLOPs utilisation). Typical: 30–50 % for large models. With a trained model&apos;s shape it is the share its matrix products and attention reach; the element-wise work and the optimizer&apos;s update add their memory time to the step.</source>
        <translation>训练能达到的峰值比例（模型算力利用率，MFU）。大模型常见 30–50%。选定了训练的模型时，它是矩阵乘和注意力能达到的比例；逐元素运算和优化器更新再把它们的访存时间加到一步里。</translation>
    </message>
    <message>
        <source>Latency of an all-reduce of a few bytes over the chosen link (α), µs: what nccl-tests prints for its smallest sizes, paid once per all-reduce among the cards of one server. Defaults: 44.3 over NVLink 3 (8 × A100 measured), 32.7 over NVLink 4 (8 × H100 and 8 × H200 measured), 35 over other card links, 48 across a PCIe switch, 96 through host memory; resources/efficiencies.json names the sources. Where the NVSwitch adds what the cards send (H100 SXM, H200 SXM, B200), large all-reduces take that path at 1.667 times this α.</source>
        <translation>在所选链路上做一次几字节全归约的延迟（α），µs：即 nccl-tests 在最小数据量时给出的时间，同一台服务器内的卡每次全归约付一次。默认值：NVLink 3 为 44.3（8 × A100 实测），NVLink 4 为 32.7（8 × H100 与 8 × H200 实测），其他卡间互联 35，PCIe 交换 48，经主机内存 96；出处见 resources/efficiencies.json。NVSwitch 能把各卡发来的数据直接相加时（H100 SXM、H200 SXM、B200），大的全归约改走这条路，延迟为此 α 的 1.667 倍。</translation>
    </message>
    <message>
        <source>Serving in reverse: give the model, the time to the first token, the time per token and the users, and see which devices, how many cards and which formats meet them, fewest cards first.</source>
        <translation>反过来问部署：给出模型、首词元时间、每词元时间和用户数，看哪些设备、多少张卡、哪些格式能满足，卡数最少的在前。</translation>
    </message>
    <message>
        <source>Plan: which setup meets my targets</source>
        <translation>规划：哪种配置能满足我的目标</translation>
    </message>
    <message>
        <source>Activations the backward pass needs, kept per card. A transformer keeps about 34 × sequence × hidden bytes per layer and sample at 16 bits (Korthikanti et al., 2022). With a model from the catalog the layout above decides them.</source>
        <translation>反向传播需要的激活值，每张卡各存一份。Transformer 在 16 位下每层每样本约存 34 × 序列长度 × 隐藏维度 字节（Korthikanti 等，2022）。从模型目录选了模型时，由上面的排布决定激活值。</translation>
    </message>
    <message>
        <source>Your models:</source>
        <translation>你的模型：</translation>
    </message>
    <message>
        <source>Cards training together with data parallelism, 1 to 131,072; the chart draws up to 64. Each keeps a full copy of the model unless it is split (question three). With a data-parallel degree in the training layout, the layout sets them: dp × tp × pp.</source>
        <translation>用数据并行一起训练的卡数，1 到 131,072；图只画到 64。不切分时每张卡都存一份完整模型（第三问）。训练布局里给了数据并行度时，卡数由布局决定：dp × tp × pp。</translation>
    </message>
</context>
<context>
    <name>blab::ui::ReportText</name>
    <message>
        <source>Bottleneck Lab: is this work limited by compute or by moving data?</source>
        <translation>瓶颈实验室：这项工作卡在算上，还是卡在搬上？</translation>
    </message>
    <message>
        <source>This CPU&apos;s compute, measured with sgemm</source>
        <translation>本机 CPU 的算力（用 sgemm 实测）</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>数值</translation>
    </message>
    <message>
        <source>Matrix size</source>
        <translation>矩阵规模</translation>
    </message>
    <message>
        <source>%1 × %1 float32</source>
        <translation>%1 × %1 单精度</translation>
    </message>
    <message>
        <source>FLOPs per multiply (2 n³)</source>
        <translation>一次乘法的浮点运算次数（2 n³）</translation>
    </message>
    <message numerus="yes">
        <source>Fastest of %n run(s)</source>
        <translation>
            <numerusform>%n 次中最快一次</numerusform>
        </translation>
    </message>
    <message>
        <source>Median run</source>
        <translation>中位数</translation>
    </message>
    <message>
        <source>Threads / OpenBLAS core</source>
        <translation>线程数 / OpenBLAS 内核</translation>
    </message>
    <message>
        <source>Product verified</source>
        <translation>乘积校验</translation>
    </message>
    <message numerus="yes">
        <source>yes, %n sampled entries</source>
        <translation>
            <numerusform>通过，抽查 %n 个元素</numerusform>
        </translation>
    </message>
    <message>
        <source>NO: the product is wrong</source>
        <translation>未通过：乘积有误</translation>
    </message>
    <message>
        <source>One multiply at this speed</source>
        <translation>按此速度算一次乘法</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <source>%1 GFLOPS (%2 TFLOPS)</source>
        <translation>%1 GFLOPS（%2 TFLOPS）</translation>
    </message>
    <message>
        <source>Measured here: the fastest run counts, because interruptions only ever slow a run down. GFLOPS means a billion floating-point operations per second.</source>
        <translation>本机实测：取最快一次，因为干扰只会让某次变慢。GFLOPS 指每秒十亿次浮点运算。</translation>
    </message>
    <message>
        <source>Entered with --cpu-gflops; nothing was measured.</source>
        <translation>由 --cpu-gflops 给出，未做测量。</translation>
    </message>
    <message>
        <source>Devices by their specifications (not measured)</source>
        <translation>各器件按规格比较（非实测）</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>器件</translation>
    </message>
    <message>
        <source>FP32</source>
        <translation>FP32</translation>
    </message>
    <message>
        <source>Memory bandwidth</source>
        <translation>内存带宽</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>功耗</translation>
    </message>
    <message>
        <source>× compute</source>
        <translation>算力倍数</translation>
    </message>
    <message>
        <source>× bandwidth</source>
        <translation>带宽倍数</translation>
    </message>
    <message>
        <source>GFLOPS per watt</source>
        <translation>每瓦 GFLOPS</translation>
    </message>
    <message>
        <source>%1 TFLOPS</source>
        <translation>%1 TFLOPS</translation>
    </message>
    <message>
        <source>%1 GB/s</source>
        <translation>%1 GB/s</translation>
    </message>
    <message>
        <source>%1 W</source>
        <translation>%1 W</translation>
    </message>
    <message>
        <source>Arithmetic intensity: how many operations per byte moved</source>
        <translation>算术强度：每搬一个字节算几次</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>运算</translation>
    </message>
    <message>
        <source>FLOPs</source>
        <translation>浮点运算次数</translation>
    </message>
    <message>
        <source>Bytes moved</source>
        <translation>搬运字节</translation>
    </message>
    <message>
        <source>FLOP/B</source>
        <translation>次／字节</translation>
    </message>
    <message>
        <source>Bound</source>
        <translation>受限于</translation>
    </message>
    <message>
        <source>Copying each batch from host memory to the device</source>
        <translation>每批数据从主机内存拷到设备</translation>
    </message>
    <message>
        <source>Link %1 GB/s; one sample is %2 and takes %3 FLOPs to compute.</source>
        <translation>链路 %1 GB/s；每个样本 %2，计算它需要 %3 次浮点运算。</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>批大小</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>数据量</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>拷贝</translation>
    </message>
    <message>
        <source>CPU compute</source>
        <translation>CPU 计算</translation>
    </message>
    <message>
        <source>Copy share</source>
        <translation>拷贝占比</translation>
    </message>
    <message>
        <source>Accelerator compute</source>
        <translation>加速卡计算</translation>
    </message>
    <message>
        <source>Copy share on accelerator</source>
        <translation>加速卡上的拷贝占比</translation>
    </message>
    <message>
        <source>Three questions before buying hardware</source>
        <translation>配硬件前该问的三个问题</translation>
    </message>
    <message>
        <source>1. Where is the bottleneck, compute or moving data?</source>
        <translation>1. 瓶颈在算，还是在搬？</translation>
    </message>
    <message>
        <source>2. How are the cards linked?</source>
        <translation>2. 卡和卡之间怎么连？</translation>
    </message>
    <message>
        <source>3. Does the model fit in memory?</source>
        <translation>3. 内存装得下模型吗？</translation>
    </message>
    <message>
        <source>The questions come in this order for a reason: a model that does not fit must be split, and a split model makes the cards talk more.</source>
        <translation>这三个问题的顺序是有道理的：装不下的模型必须切分，而切分会让卡之间通信更多。</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>TF32</source>
        <translation>TF32</translation>
    </message>
    <message>
        <source>BF16</source>
        <translation>BF16</translation>
    </message>
    <message>
        <source>FP8</source>
        <translation>FP8</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <source>Bandwidth</source>
        <translation>带宽</translation>
    </message>
    <message>
        <source>Host link</source>
        <translation>主机链路</translation>
    </message>
    <message>
        <source>Card link</source>
        <translation>卡间互联</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <source>Dense peaks in TFLOPS; — where a device has no such format. Card links count both directions, as vendors print them. * marks your own devices.</source>
        <translation>稠密峰值，单位 TFLOPS；— 表示器件没有这种格式。卡间互联按厂商习惯计两个方向之和。* 标记你自己的器件。</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>链路</translation>
    </message>
    <message>
        <source>Bus bandwidth</source>
        <translation>总线带宽</translation>
    </message>
    <message>
        <source>All-reduce</source>
        <translation>全归约</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>每步</translation>
    </message>
    <message>
        <source>Speed-up</source>
        <translation>加速比</translation>
    </message>
    <message>
        <source>Overlapped</source>
        <translation>重叠后</translation>
    </message>
    <message>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message>
        <source>OpenBLAS kernel family: %1.</source>
        <translation>OpenBLAS 内核族：%1。</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>层数</translation>
    </message>
    <message>
        <source>Hidden</source>
        <translation>隐藏维度</translation>
    </message>
    <message>
        <source>Heads (KV)</source>
        <translation>注意力头（KV 头）</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>参数量</translation>
    </message>
    <message>
        <source>Per token</source>
        <translation>每词元参与</translation>
    </message>
    <message>
        <source>KV cache per token</source>
        <translation>每词元 KV 缓存</translation>
    </message>
    <message>
        <source>Context</source>
        <translation>上下文</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Devices by their specifications, and this GPU as measured</source>
        <translation>各器件按规格比较，以及本机 GPU 的实测值</translation>
    </message>
    <message>
        <source>From the profile given with --profile: sgemm measured on %1 at %2; this report is about that machine.</source>
        <translation>取自 --profile 给出的画像：sgemm 于 %2 在 %1 上实测；这份报告说的是那台机器。</translation>
    </message>
    <message>
        <source>Devices by their specifications, and the other machine&apos;s GPU as measured</source>
        <translation>各器件按规格比较，以及另一台机器 GPU 的实测值</translation>
    </message>
    <message>
        <source>FP4</source>
        <translation>FP4</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>窗口</translation>
    </message>
    <message>
        <source>%1 (latent %2)</source>
        <translation>%1（潜在向量 %2）</translation>
    </message>
    <message>
        <source>%1 on %2 layers</source>
        <translation>%1，用于 %2 层</translation>
    </message>
    <message>
        <source>Parameters counted from each shape (weights only, no biases or norms; next-token-prediction layers apart); per token: what one token passes through, fewer than all for a mixture of experts. The KV cache holds a key and a value per layer and key/value head, or with latent attention one latent and rotary key per layer, here in fp16; a layer with a window keeps at most that many tokens. * marks your own models.</source>
        <translation>参数量由各模型的形状算出（只计权重，不含偏置和归一化；下一词元预测层另计）；每词元：一个词元经过的权重，混合专家模型少于全部。KV 缓存每层、每个键/值头存一个键和一个值；潜在注意力每层只存一个潜在向量和一个旋转位置键；此处按 fp16 计；带窗口的层最多保留窗口长度的词元。* 表示你自己的模型。</translation>
    </message>
    <message>
        <source>Added to your models as %1 (%2).</source>
        <translation>已加入你的模型，id 为 %1（%2）。</translation>
    </message>
    <message>
        <source>Every field of the config was used.</source>
        <translation>config 的每个字段都用上了。</translation>
    </message>
    <message numerus="yes">
        <source>%n field(s) of the config are not part of the shape: %1.</source>
        <translation>
            <numerusform>config 中有 %n 个字段不属于模型形状：%1。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>blab::ui::RooflineChart</name>
    <message>
        <source>Roofline: attainable performance against arithmetic intensity</source>
        <translation>屋顶线：可达性能与算术强度</translation>
    </message>
    <message>
        <source>Arithmetic intensity (FLOP/B, log scale)</source>
        <translation>算术强度（次／字节，对数坐标）</translation>
    </message>
    <message>
        <source>Attainable GFLOPS (log scale)</source>
        <translation>可达 GFLOPS（对数坐标）</translation>
    </message>
    <message>
        <source>Balance point</source>
        <translation>平衡点</translation>
    </message>
    <message>
        <source>Compute-bound</source>
        <translation>算力受限</translation>
    </message>
    <message>
        <source>Bandwidth-bound</source>
        <translation>带宽受限</translation>
    </message>
    <message>
        <source>%1
%2 FLOP/B</source>
        <translation>%1
%2 次／字节</translation>
    </message>
    <message>
        <source>balance %1 FLOP/B</source>
        <translation>平衡点 %1 次／字节</translation>
    </message>
    <message>
        <source>Model roof</source>
        <translation>模型屋顶</translation>
    </message>
    <message>
        <source>This machine, measured</source>
        <translation>本机（实测）</translation>
    </message>
    <message>
        <source>Serving, expected (the roof is the bound)</source>
        <translation>推理服务的预期值（屋顶是上界）</translation>
    </message>
    <message>
        <source>This GPU</source>
        <translation>本机 GPU</translation>
    </message>
</context>
<context>
    <name>blab::ui::RunsChart</name>
    <message>
        <source>sgemm: every timed run</source>
        <translation>sgemm：每一次计时运行</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>单次运行</translation>
    </message>
    <message>
        <source>Fastest (reported)</source>
        <translation>最快一次（报告值）</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>中位数</translation>
    </message>
    <message>
        <source>Run number</source>
        <translation>第几次</translation>
    </message>
    <message>
        <source>GFLOPS</source>
        <translation>GFLOPS</translation>
    </message>
</context>
<context>
    <name>blab::ui::RunsTableModel</name>
    <message>
        <source>Fastest run: %1</source>
        <translation>最快一次：%1</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>NO</source>
        <translation>否</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>Threads</source>
        <translation>线程数</translation>
    </message>
    <message>
        <source>OpenBLAS core</source>
        <translation>OpenBLAS 内核</translation>
    </message>
    <message>
        <source>GFLOPS</source>
        <translation>GFLOPS</translation>
    </message>
    <message>
        <source>Verified</source>
        <translation>已验证</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>The OpenBLAS kernel family that ran.</source>
        <translation>运行时所用的 OpenBLAS 内核系列。</translation>
    </message>
    <message>
        <source>GFLOPS of the fastest timed run.</source>
        <translation>最快一次计时运行的 GFLOPS。</translation>
    </message>
    <message>
        <source>Whether the product and the other shapes checked agreed with double precision.</source>
        <translation>乘积和其他检查过的形状是否与双精度结果一致。</translation>
    </message>
    <message>
        <source>When the measurement finished.</source>
        <translation>测量完成的时间。</translation>
    </message>
</context>
<context>
    <name>blab::ui::ScalingChart</name>
    <message>
        <source>Data-parallel speed-up against the number of cards</source>
        <translation>数据并行的加速比与卡数</translation>
    </message>
    <message>
        <source>Cards (log scale)</source>
        <translation>卡数（对数坐标）</translation>
    </message>
    <message>
        <source>Speed-up over one card (log scale)</source>
        <translation>相对单卡的加速比（对数坐标）</translation>
    </message>
    <message>
        <source>Ideal</source>
        <translation>理想情况</translation>
    </message>
    <message>
        <source>Your setup</source>
        <translation>你的配置</translation>
    </message>
    <message>
        <source>%1, %2 GB/s</source>
        <translation>%1，%2 GB/s</translation>
    </message>
    <message>
        <source>Decode throughput against the cards, expected: tensor parallel inside a server, replicas past it</source>
        <translation>解码吞吐量随卡数的变化（预期）：服务器内张量并行，超出后按副本扩展</translation>
    </message>
    <message>
        <source>Data-parallel speed-up against the copies of the training layout</source>
        <translation>数据并行加速比与训练布局的副本数</translation>
    </message>
    <message>
        <source>Data-parallel copies (log scale)</source>
        <translation>数据并行副本数（对数坐标）</translation>
    </message>
    <message>
        <source>Speed-up over one copy (log scale)</source>
        <translation>相对一份副本的加速比（对数坐标）</translation>
    </message>
</context>
<context>
    <name>blab::ui::ServingAssumptions</name>
    <message>
        <source>Expected with: bandwidth</source>
        <translation>预期值取：带宽</translation>
    </message>
    <message>
        <source>layer</source>
        <translation>每层</translation>
    </message>
    <message>
        <source>step</source>
        <translation>每步</translation>
    </message>
    <message>
        <source>The bound (the roofline) has none of these; the expected figures apply them. Default&apos;s source: %1</source>
        <translation>上界（屋顶线）不含这些；预期值才计入。默认值的出处：%1</translation>
    </message>
    <message>
        <source>Share of the label memory bandwidth the expected figures stream weights and caches at.</source>
        <translation>预期值读写权重和缓存时达到的标称显存带宽比例。</translation>
    </message>
    <message>
        <source>products by si&amp;ze</source>
        <translation>按规模取矩阵乘比例(&amp;Z)</translation>
    </message>
    <message>
        <source>Checked: each matrix product reaches the share of the peak cuBLAS measures for a product of its size, so a 128-token prefill reaches less than a 2048-token one. Unchecked: one share for every product, the box beside.</source>
        <translation>勾选：每个矩阵乘达到 cuBLAS 对同样规模的乘法实测的峰值比例，所以 128 词元的预填充比 2048 词元的低。不勾选：所有矩阵乘都用旁边框里的同一个比例。</translation>
    </message>
    <message>
        <source>One share of the peak for every matrix product (--prefill-efficiency, or --utilization in serving).</source>
        <translation>所有矩阵乘共用的峰值比例（--prefill-efficiency，推理时也可用 --utilization）。</translation>
    </message>
    <message>
        <source>Fixed cost of each layer in each step: kernel launches and the small kernels between the products.</source>
        <translation>每一步里每一层的固定开销：内核启动，以及矩阵乘之间的小内核。</translation>
    </message>
    <message>
        <source>Fixed cost of each step outside the layers: sampling and handing the new tokens to the host.</source>
        <translation>每一步在各层之外的固定开销：采样，以及把新词元交给主机。</translation>
    </message>
    <message>
        <source>Defaults</source>
        <translation>默认值</translation>
    </message>
    <message>
        <source>Back to the defaults of resources/efficiencies.json, each with its published source.</source>
        <translation>恢复 resources/efficiencies.json 的默认值，每个都有已发表的出处。</translation>
    </message>
</context>
<context>
    <name>blab::ui::ServingMemoryChart</name>
    <message>
        <source>Memory per card for serving, GB, against the device&apos;s memory</source>
        <translation>推理时每张卡的显存（GB）与器件显存对比</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <source>Kept back (activations, framework)</source>
        <translation>预留（激活、框架）</translation>
    </message>
    <message>
        <source>Device memory</source>
        <translation>器件显存</translation>
    </message>
    <message>
        <source>GB per card</source>
        <translation>每张卡 GB</translation>
    </message>
    <message>
        <source>One card</source>
        <translation>单卡</translation>
    </message>
    <message>
        <source>Each of %1 cards</source>
        <translation>每张卡（共 %1 张）</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>器件</translation>
    </message>
    <message>
        <source>%1 card</source>
        <translation>%1 的卡</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>blab::ui::ServingPanel</name>
    <message>
        <source>tokens</source>
        <translation>个词元</translation>
    </message>
    <message>
        <source>The language model to serve, with its published shape (layers, heads, key/value heads, MLP). &apos;bottleneck-lab models&apos; lists them with their sources.</source>
        <translation>要部署的语言模型，形状取自它公开的配置（层数、注意力头、键值头、MLP）。&apos;bottleneck-lab models&apos; 会列出全部模型及其出处。</translation>
    </message>
    <message>
        <source>Tokens of each prompt, processed at once before the first output token (prefill). Typical: a chat turn 200–2000, a document 10 000 or more.</source>
        <translation>每个提示的词元数，在输出第一个词元之前一次处理完（预填充）。典型值：一轮对话 200–2000，一篇文档 10 000 以上。</translation>
    </message>
    <message>
        <source>Sequences decoded together. They share one read of the weights per step, so tokens per second grow with the batch until compute limits or the KV cache no longer fits. Typical: 1 on a laptop, 32–256 on a server.</source>
        <translation>一起解码的序列数。它们每步共用一次权重读取，所以每秒词元数随批次增长，直到算力成为上限或 KV 缓存放不下。典型值：笔记本上 1，服务器上 32–256。</translation>
    </message>
    <message>
        <source>How the weights are stored: 2 bytes in bf16 or fp16, 1 in fp8 or int8, half a byte in int4. Fewer bytes are fewer to read for each decoded token.</source>
        <translation>权重的存储格式：bf16 或 fp16 为 2 字节，fp8 或 int8 为 1 字节，int4 为半字节。字节越少，每解码一个词元要读的就越少。</translation>
    </message>
    <message>
        <source>How the KV cache stores its keys and values: 2 bytes in fp16, 1 in fp8.</source>
        <translation>KV 缓存存键和值的格式：fp16 为 2 字节，fp8 为 1 字节。</translation>
    </message>
    <message>
        <source>Cards each layer is split across (tensor parallelism): each reads 1/N of the weights but all of them exchange the activations twice a layer. Offered: the counts that divide the model&apos;s attention heads.</source>
        <translation>每一层切分到几张卡上（张量并行）：每张卡只读 1/N 的权重，但每层所有卡要交换两次激活。可选的是能整除模型注意力头数的卡数。</translation>
    </message>
    <message>
        <source>How the cards of a tensor-parallel group are linked; the same setting as for training.</source>
        <translation>张量并行组里的卡怎么连；与训练用的是同一个设置。</translation>
    </message>
    <message>
        <source>E&amp;xample: Llama 3 70B, BF16, 8 × H100 SXM</source>
        <translation>示例(&amp;X)：Llama 3 70B，BF16，8 × H100 SXM</translation>
    </message>
    <message>
        <source>Serves Llama 3 70B with BF16 weights on eight H100 SXM cards linked by NVLink: 1024-token prompts, 4096 tokens of context, batch 1. Then drag the batch.</source>
        <translation>在 8 张通过 NVLink 互连的 H100 SXM 上以 BF16 权重部署 Llama 3 70B：提示 1024 个词元，上下文 4096 个词元，批次 1。然后拖动批次看看。</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>模型(&amp;M)：</translation>
    </message>
    <message>
        <source>&amp;Prompt:</source>
        <translation>提示(&amp;P)：</translation>
    </message>
    <message>
        <source>con&amp;text:</source>
        <translation>上下文(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;Batch:</source>
        <translation>批次(&amp;B)：</translation>
    </message>
    <message>
        <source>&amp;Weights:</source>
        <translation>权重(&amp;W)：</translation>
    </message>
    <message>
        <source>&amp;KV cache:</source>
        <translation>KV 缓存(&amp;K)：</translation>
    </message>
    <message>
        <source>1. Where is the bottleneck: prefill or decode, compute or memory?</source>
        <translation>1. 瓶颈在哪：预填充还是解码，算力还是内存？</translation>
    </message>
    <message>
        <source>2. How are the cards linked?</source>
        <translation>2. 卡和卡怎么连？</translation>
    </message>
    <message>
        <source>3. Do the model and its KV cache fit?</source>
        <translation>3. 模型和它的 KV 缓存装得下吗？</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n 张卡</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Cards:</source>
        <translation>卡数(&amp;C)：</translation>
    </message>
    <message>
        <source>Your models:</source>
        <translation>你的模型：</translation>
    </message>
    <message>
        <source>static batch</source>
        <translation>静态批</translation>
    </message>
    <message>
        <source>continuous batching</source>
        <translation>连续批处理</translation>
    </message>
    <message>
        <source>in flight</source>
        <translation>个在处理</translation>
    </message>
    <message>
        <source>Tokens of each answer. The first comes with the prefill, each later one takes a decode step; the time per output token is the mean step as the caches grow.</source>
        <translation>每个回答的词元数。第一个随预填充产生，之后每个需要一步解码；每个输出词元的时间是缓存增长过程中各步的平均。</translation>
    </message>
    <message>
        <source>The longest context each sequence&apos;s KV cache must hold, at least the prompt and the answer: what memory is sized for and what the decode step below is taken at. At most the model&apos;s own limit (8192 for Llama 3).</source>
        <translation>每个序列的 KV 缓存最多要容纳的上下文，至少是提示加回答：显存按它估算，下面的一步解码也按它计算。最多为模型自身的上限（Llama 3 为 8192）。</translation>
    </message>
    <message>
        <source>Static: a batch of sequences starts together and ends together. Continuous: a number of requests is always in flight, a finished one replaced at once, and new prompts share the steps with the running decodes (as vLLM, TensorRT-LLM and LMDeploy serve).</source>
        <translation>静态：一批序列同时开始、同时结束。连续：始终有一定数量的请求在处理，完成一个立即补上一个，新提示与正在解码的序列共用每一步（vLLM、TensorRT-LLM 和 LMDeploy 都这样服务）。</translation>
    </message>
    <message>
        <source>&amp;answer:</source>
        <translation>回答(&amp;A)：</translation>
    </message>
    <message>
        <source>Re&amp;quests:</source>
        <translation>请求(&amp;Q)：</translation>
    </message>
    <message>
        <source>How close are these answers?</source>
        <translation>这些答案有多接近实测？</translation>
    </message>
    <message>
        <source>Each point is a measurement a serving framework or nccl-tests published, against what this tab expects for the same model, device, cards, formats, batch and tokens. Hover a point for its source; docs/validation.md lists them all.</source>
        <translation>每个点是推理框架或 nccl-tests 发表的一个实测值，对照本页对同样的模型、器件、卡数、格式、批次和词元数给出的预期值。把鼠标停在点上可看出处；docs/validation.md 列出了全部。</translation>
    </message>
    <message>
        <source>Requests in flight under continuous batching. Switching from a static batch keeps its number: 64 sequences become 64 requests in flight, and back.</source>
        <translation>连续批处理下的在途请求数。从静态批切换过来时数目不变：64 个序列就是 64 个在途请求，反过来也一样。</translation>
    </message>
    <message numerus="yes">
        <source>%1 on %2: %3 (%4–%5, %n result(s))</source>
        <translation>
            <numerusform>%2 上的%1：%3（%4–%5，%n 个结果）</numerusform>
        </translation>
    </message>
    <message>
        <source>Median expected ÷ published by device and figure: %1.</source>
        <translation>按器件和指标分组的预期值与已发表值之比的中位数：%1。</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message numerus="yes">
        <source>%1 %2 (%n result(s))</source>
        <translation>
            <numerusform>%1 %2（%n 个结果）</numerusform>
        </translation>
    </message>
    <message>
        <source>No published result checks %1 on the %2.</source>
        <translation>没有已发表的结果在 %2 上检验过%1。</translation>
    </message>
    <message>
        <source>For %1 on the %2: %3.</source>
        <translation>%2 上的%1：%3。</translation>
    </message>
    <message>
        <source>cards</source>
        <translation>张卡</translation>
    </message>
    <message>
        <source>groups</source>
        <translation>组</translation>
    </message>
    <message>
        <source>Expert parallelism, for a mixture of experts: 1 splits every expert over the cards by tensor; the replica&apos;s card count gives each card its share of the experts whole, and every mixture layer sends each token to its experts and back.</source>
        <translation>专家并行，用于混合专家模型：1 表示每个专家按张量切分到各卡；填副本的卡数时，每张卡完整存放自己那一份专家，每个混合层把每个词元发往其专家再取回。</translation>
    </message>
    <message>
        <source>Attention data parallelism: the replica&apos;s cards run attention in this many groups, each for its own requests and holding their cache (a latent cache is then not copied on every card); the dense parts stay split over all the cards. A divisor of the cards.</source>
        <translation>注意力数据并行：副本的卡分成这么多组运行注意力，每组只处理自己的请求并存放其缓存（潜在缓存因此不必在每张卡上各存一份）；稠密部分仍切分到全部卡上。须整除卡数。</translation>
    </message>
    <message>
        <source>Experts of each la&amp;yer across:</source>
        <translation>每层专家分布在(&amp;Y)：</translation>
    </message>
    <message>
        <source>attention in</source>
        <translation>注意力分为</translation>
    </message>
    <message>
        <source>tokens a step</source>
        <translation>个词元/步</translation>
    </message>
    <message>
        <source>Speculative decoding: before each decode step, the model&apos;s own next-token-prediction layers guess this many tokens of each sequence one after another, and the step checks them all at once. Offered for a model with such layers (DeepSeek-V3 and R1); 0 decodes one token a step.</source>
        <translation>投机解码：每个解码步之前，由模型自带的下一词预测层为每个序列依次猜出这么多个词元，随后这一步一次性核对。仅对带有这类层的模型可用（DeepSeek-V3 与 R1）；0 表示每步只解码一个词元。</translation>
    </message>
    <message>
        <source>Tokens a decode step keeps on average with the guesses: from 1 (no guess right) to the guesses + 1. DeepSeek-V3&apos;s report keeps 85 to 90 % of its one guess: about 1.9.</source>
        <translation>有猜测时每个解码步平均保留的词元数：从 1（没有猜对）到猜测数 + 1。DeepSeek-V3 技术报告中，它的一个猜测有 85% 至 90% 被保留，约为 1.9。</translation>
    </message>
    <message>
        <source>kept:</source>
        <translation>保留：</translation>
    </message>
    <message>
        <source>G&amp;uesses a step:</source>
        <translation>每步猜测(&amp;U)：</translation>
    </message>
</context>
<context>
    <name>blab::ui::ServingRateChart</name>
    <message>
        <source>Decode: tokens per second against the batch</source>
        <translation>解码：每秒词元数与批次</translation>
    </message>
    <message>
        <source>Sequences decoded together (batch, log scale)</source>
        <translation>一起解码的序列数（批次，对数坐标）</translation>
    </message>
    <message>
        <source>Compute limit</source>
        <translation>算力上限</translation>
    </message>
    <message>
        <source>Memory-bandwidth limit</source>
        <translation>内存带宽上限</translation>
    </message>
    <message>
        <source>Your batch</source>
        <translation>你的批次</translation>
    </message>
    <message>
        <source>Largest batch that fits: %1</source>
        <translation>装得下的最大批次：%1</translation>
    </message>
    <message>
        <source>Tokens per second (log scale)</source>
        <translation>每秒词元数（对数坐标）</translation>
    </message>
    <message>
        <source>Bound (roofline)</source>
        <translation>上界（屋顶线）</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>预期</translation>
    </message>
</context>
<context>
    <name>blab::ui::ServingVerdicts</name>
    <message>
        <source>The model %1 is not in the catalog.</source>
        <translation>模型 %1 不在目录里。</translation>
    </message>
    <message>
        <source>%1 reads at most %2 tokens of context, not %3.</source>
        <translation>%1 最多只能读 %2 个词元的上下文，%3 太长了。</translation>
    </message>
    <message>
        <source>The prompt (%1 tokens) must fit in the context (%2 tokens): the cache holds it.</source>
        <translation>提示（%1 个词元）必须放得进上下文（%2 个词元）：缓存里装着它。</translation>
    </message>
    <message>
        <source>At %1 tokens of context even %2 sequences stay bandwidth-bound: each sequence reads its own KV cache, which batching does not share.</source>
        <translation>上下文为 %1 个词元时，即使 %2 个序列也仍是带宽受限：每个序列都要读自己的 KV 缓存，凑批共享不了它。</translation>
    </message>
    <message>
        <source>Decode turns compute-bound at about %1 sequences: below that, a bigger batch gives more tokens per second for the same step time.</source>
        <translation>批次到约 %1 个序列时解码变为算力受限；在此之前，批次越大，每步时间几乎不变，每秒词元数越多。</translation>
    </message>
    <message>
        <source>At this batch decode is compute-bound: more sequences no longer come free.</source>
        <translation>在这个批次下解码已是算力受限：再加序列就不再是白送的了。</translation>
    </message>
    <message>
        <source>One card: nothing to exchange. Split the model over more cards (tensor parallelism) when it does not fit or a step is too slow; each layer then adds two all-reduces of the activations over the link. The chart shows the speed-up each link of %1 would give.</source>
        <translation>单卡：没有什么要交换。模型装不下或每步太慢时，把它切分到更多卡上（张量并行）；此时每层要经链路对激活做两次全归约。图中给出 %1 的每种链路能带来的加速比。</translation>
    </message>
    <message>
        <source>Prefill and decode are those of %1 with %2 weights and a %3 KV cache (part five&apos;s model and formats). The sequences of a batch share one read of the weights, so a larger batch moves decode up the bandwidth roof towards the balance point.</source>
        <translation>预填充和解码取自 %1，权重为 %2，KV 缓存为 %3（第五部分选的模型和格式）。同一批的序列共用一次权重读取，所以批次越大，解码点越沿着带宽斜线朝平衡点爬升。</translation>
    </message>
    <message>
        <source>On the roof they are bounds; the rings below them are what part five expects on this device after the efficiencies and fixed costs (%1 and %2 per card).</source>
        <translation>屋顶上的点是上界；它们下方的圆环是第五部分在这台器件上扣除效率和固定开销后的预期值（每张卡 %1 和 %2）。</translation>
    </message>
    <message>
        <source>%1 GFLOPS</source>
        <translation>%1 GFLOPS</translation>
    </message>
    <message>
        <source>The prompt and the answer (%1 + %2 tokens) must fit in the context (%3 tokens): the cache holds both.</source>
        <translation>提示和回答（%1 + %2 个词元）必须放得进上下文（%3 个词元）：缓存要同时容纳两者。</translation>
    </message>
    <message>
        <source>%1 on %2, %3 TFLOPS and %4 GB/s: the balance point is %5 FLOP/B.</source>
        <translation>%1 跑在 %2 上，%3 TFLOPS、%4 GB/s：平衡点为 %5 FLOP/B。</translation>
    </message>
    <message>
        <source>Per output token of each sequence: %1 of all-reduce over %2 (%3 µs for an all-reduce of a few bytes), two for each of the %4 layers.</source>
        <translation>每个序列每输出一个词元：在 %2 上全归约 %1（几字节的全归约要 %3 µs），%4 层每层两次。</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) cannot split the attention of %2: the cards must divide its %1 query heads, and divide its %3 key-value heads or be a multiple of them.</source>
        <translation>
            <numerusform>%n 张卡无法切分 %2 的注意力：卡数须整除它的 %1 个查询头，并且整除它的 %3 个键值头或是其整数倍。</numerusform>
        </translation>
    </message>
    <message>
        <source>Precision %1: the peak the %2 gives %3 weights (chosen for the device; --precision, or the precision box, sets it).</source>
        <translation>精度 %1：%2 对 %3 权重给出的峰值（按设备选定；可用 --precision 或精度框指定）。</translation>
    </message>
    <message>
        <source>Link: %1, the %2&apos;s own (chosen for the device; --link-kind, or the link box, sets it).</source>
        <translation>互连：%1，即 %2 自带的互连（按设备选定；可用 --link-kind 或互连框指定）。</translation>
    </message>
    <message>
        <source>Link: %1, as the %2 has no card link (chosen for the device; --link-kind, or the link box, sets it).</source>
        <translation>互连：%1，因为 %2 没有卡间专用互连（按设备选定；可用 --link-kind 或互连框指定）。</translation>
    </message>
    <message>
        <source>The FP4 weights are unpacked and multiplied at %1, as the precision asks; the unpacking is counted.</source>
        <translation>按所选精度，FP4 权重先解包再以 %1 相乘；解包的开销已计入。</translation>
    </message>
    <message>
        <source>The %1 has no FP4 math: its FP4 weights are unpacked and multiplied at %2; the unpacking is counted.</source>
        <translation>%1 没有 FP4 运算单元：FP4 权重先解包再以 %2 相乘；解包的开销已计入。</translation>
    </message>
    <message>
        <source>The maker of the %1 prints no FP32 figure, so unpacking its %2 weights before they are multiplied at %3 is not counted: the expected times leave that work out.</source>
        <translation>%1 的厂商没有公布 FP32 数值，所以 %2 权重在按 %3 相乘之前的解包没有计入：预期时间不含这部分工作。</translation>
    </message>
    <message numerus="yes">
        <source>%n attention group(s) do not divide the %1 cards of a replica.</source>
        <translation>
            <numerusform>%n 个注意力组不能整除一个副本的 %1 张卡。</numerusform>
        </translation>
    </message>
    <message>
        <source>The %1 cards of each attention group must split %2&apos;s %3 heads (%4 key/value heads).</source>
        <translation>每个注意力组的 %1 张卡必须能切分 %2 的 %3 个注意力头（%4 个键/值头）。</translation>
    </message>
    <message>
        <source>%1 has no experts to spread: --ep applies to a mixture of experts.</source>
        <translation>%1 没有可分布的专家：--ep 只适用于混合专家模型。</translation>
    </message>
    <message>
        <source>Experts spread over %1 cards: give 1 (each expert split by tensor) or the replica&apos;s %2 cards, which must divide %3&apos;s %4 experts.</source>
        <translation>专家分布到 %1 张卡：应给 1（每个专家按张量切分）或副本的 %2 张卡，且它须整除 %3 的 %4 个专家。</translation>
    </message>
</context>
<context>
    <name>blab::ui::SettingsGuard</name>
    <message>
        <source>The settings file %1 is %2, more than the %3 it may be; it was not read or changed, and this session starts from the defaults and saves nothing.</source>
        <translation>设置文件 %1 有 %2，超过上限 %3；它没有被读取，也不会被改动，本次从默认值开始，什么也不保存。</translation>
    </message>
</context>
<context>
    <name>blab::ui::SgemmPanel</name>
    <message>
        <source>Or enter a figure</source>
        <translation>或者输入一个数</translation>
    </message>
    <message>
        <source>It starts at 237.05 GFLOPS, what the lesson&apos;s machine measured: a figure to compare with, not this CPU&apos;s.</source>
        <translation>初始值 237.05 GFLOPS 是课程里那台机器测得的数字，用来对照，不是本机的。</translation>
    </message>
    <message>
        <source>This CPU&apos;s figure is now %1 GFLOPS, entered by hand.</source>
        <translation>本机 CPU 的算力现在是 %1 GFLOPS，为手动输入。</translation>
    </message>
    <message>
        <source>Matrix size n: each matrix is n × n float32. 512 is the lesson&apos;s size; try 1024 to see a larger problem feed the library better.</source>
        <translation>矩阵规模 n：每个矩阵是 n × n 的单精度数。课程用 512；试试 1024，规模大些更能喂饱底层库。</translation>
    </message>
    <message>
        <source>How many timed runs; the fastest is reported. 20 is typical.</source>
        <translation>计时运行的次数，报告其中最快的一次。一般取 20。</translation>
    </message>
    <message numerus="yes">
        <source>OpenBLAS threads, from 1 to the %n logical CPU(s) it found.</source>
        <translation>
            <numerusform>OpenBLAS 线程数，从 1 到它找到的 %n 个逻辑 CPU。</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>运行(&amp;R)</translation>
    </message>
    <message>
        <source>Start the measurement (it runs in the background).</source>
        <translation>开始测量（在后台运行）。</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>取消(&amp;C)</translation>
    </message>
    <message>
        <source>Stop after the run in progress.</source>
        <translation>当前这一次跑完后停止。</translation>
    </message>
    <message>
        <source>%v of %m runs</source>
        <translation>第 %v 次，共 %m 次</translation>
    </message>
    <message>
        <source>OpenBLAS kernel family: %1.</source>
        <translation>OpenBLAS 内核族：%1。</translation>
    </message>
    <message>
        <source>A CPU figure to use instead of measuring, for example another machine&apos;s. The lesson&apos;s machine reached 237.05 GFLOPS.</source>
        <translation>不测量，直接用一个 CPU 算力值，比如另一台机器的。课程里那台机器测得 237.05 GFLOPS。</translation>
    </message>
    <message>
        <source>&amp;Use this figure</source>
        <translation>使用这个数(&amp;U)</translation>
    </message>
    <message>
        <source>Use the typed figure as this CPU&apos;s compute everywhere.</source>
        <translation>在各页都用输入的这个数作为本机 CPU 的算力。</translation>
    </message>
    <message>
        <source>Matrix size &amp;n:</source>
        <translation>矩阵规模 &amp;n：</translation>
    </message>
    <message>
        <source>&amp;Timed runs:</source>
        <translation>计时次数(&amp;T)：</translation>
    </message>
    <message>
        <source>Thr&amp;eads:</source>
        <translation>线程数(&amp;E)：</translation>
    </message>
    <message>
        <source>E&amp;xperiment: n = 1024</source>
        <translation>实验：n = 1024(&amp;X)</translation>
    </message>
    <message>
        <source>Runs n = 1024 (8× the work of 512). Watch the GFLOPS: a larger problem usually keeps the library&apos;s kernels busier, so the figure rises even though each run takes longer.</source>
        <translation>运行 n = 1024（工作量是 512 的 8 倍）。看 GFLOPS：问题更大，库的内核通常更忙得起来，所以虽然每次更久，这个数反而会升高。</translation>
    </message>
    <message>
        <source>Earlier runs</source>
        <translation>之前的运行</translation>
    </message>
    <message numerus="yes">
        <source>The last %n sgemm measurement(s), newest first, so that two can be compared; kept across restarts.</source>
        <translation>
            <numerusform>最近 %n 次 sgemm 测量，最新的在最前，便于两次对比；重启后仍保留。</numerusform>
        </translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>清除(&amp;L)</translation>
    </message>
    <message>
        <source>Forget the earlier runs.</source>
        <translation>清除之前的运行记录。</translation>
    </message>
    <message>
        <source>Run %1 of %2: %3</source>
        <translation>第 %1 次，共 %2 次：%3</translation>
    </message>
    <message>
        <source>Cancelled before any timed run; the previous figure stays.</source>
        <translation>还没开始计时就取消了；保留之前的数。</translation>
    </message>
    <message numerus="yes">
        <source>Cancelled after %n run(s); the previous figure stays.</source>
        <translation>
            <numerusform>跑了 %n 次后取消；保留之前的数。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This CPU&apos;s figure is now %1 GFLOPS, the fastest of %n sgemm run(s) at n = %2 on tab 1.</source>
        <translation>
            <numerusform>本机 CPU 的算力现在是 %1 GFLOPS，取自第一页 n = %2 的 %n 次 sgemm 中最快的一次。</numerusform>
        </translation>
    </message>
    <message>
        <source>The measurement could not run: %1</source>
        <translation>无法测量：%1</translation>
    </message>
    <message>
        <source>%1 GFLOPS</source>
        <translation>%1 GFLOPS</translation>
    </message>
    <message>
        <source>Not measured yet: the lesson&apos;s 237.05 GFLOPS stands in while every OpenBLAS kernel family is measured; the fastest gives this CPU&apos;s figure.</source>
        <translation>尚未测量：正在测量每个 OpenBLAS 内核族，期间暂用课程里的 237.05 GFLOPS；测完后取最快那一族的数作为本机 CPU 的算力。</translation>
    </message>
    <message>
        <source>Not measured yet: the lesson&apos;s 237.05 GFLOPS stands in. Press Run to measure this machine.</source>
        <translation>尚未测量：暂用课程里的 237.05 GFLOPS。按“运行”测量本机。</translation>
    </message>
    <message>
        <source>Entered by hand; nothing was measured.</source>
        <translation>手动输入，未做测量。</translation>
    </message>
    <message>
        <source>Measured on %1 (from the last session).</source>
        <translation>测于 %1（上次打开时）。</translation>
    </message>
    <message>
        <source>Fastest of %1 runs: %2; median %3 (%4 GFLOPS). %5 thread(s), OpenBLAS core %6. Product %7.</source>
        <translation>%1 次中最快一次 %2；中位数 %3（%4 GFLOPS）。%5 个线程，OpenBLAS 内核 %6。乘积%7。</translation>
    </message>
    <message numerus="yes">
        <source>verified against double precision (%n entries)</source>
        <translation>
            <numerusform>已用双精度校验（%n 个元素）</numerusform>
        </translation>
    </message>
    <message>
        <source>WRONG: verification failed</source>
        <translation>有误：校验未通过</translation>
    </message>
    <message>
        <source>Cancelling after the run in progress…</source>
        <translation>当前这一次跑完就取消…</translation>
    </message>
    <message>
        <source>Warming up…</source>
        <translation>预热中…</translation>
    </message>
    <message>
        <source>OpenBLAS kernel family: %1, the advice&apos;s; Run measures it in a program of its own until the next start loads it here (this window loaded %2).</source>
        <translation>OpenBLAS 内核族：%1（建议所选）；在下次启动把它载入本窗口之前，「运行」会在一个单独的程序里测它（本窗口载入的是 %2）。</translation>
    </message>
    <message>
        <source>This time the figure fell, from %1 to %2 GFLOPS (%3), where the lesson predicts a rise. Run the experiment again when the machine is quiet.</source>
        <translation>这次数值下降了，从 %1 降到 %2 GFLOPS（%3），而课程预计会上升。请在机器空闲时再做一次这个实验。</translation>
    </message>
</context>
<context>
    <name>blab::ui::SgemmWorker</name>
    <message>
        <source>The %1 kernels could not be measured: %2</source>
        <translation>%1 内核没能测成：%2</translation>
    </message>
</context>
<context>
    <name>blab::ui::SweepChart</name>
    <message>
        <source>sgemm against matrix size: not measured yet</source>
        <translation>sgemm 与矩阵规模：尚未测量</translation>
    </message>
    <message>
        <source>sgemm against matrix size</source>
        <translation>sgemm 与矩阵规模</translation>
    </message>
    <message>
        <source>Matrix size n (log scale)</source>
        <translation>矩阵规模 n（对数坐标）</translation>
    </message>
    <message>
        <source>GFLOPS</source>
        <translation>GFLOPS</translation>
    </message>
    <message>
        <source>sgemm, fastest run</source>
        <translation>sgemm，最快一次</translation>
    </message>
    <message>
        <source>Compute peak (multiply-add kernel)</source>
        <translation>算力峰值（乘加核）</translation>
    </message>
</context>
<context>
    <name>blab::ui::TrainingFiguresTableModel</name>
    <message>
        <source>Step time</source>
        <translation>一步的时间</translation>
    </message>
    <message>
        <source>Tokens/s a card</source>
        <translation>每卡每秒词元数</translation>
    </message>
    <message>
        <source>Tokens/s, all cards</source>
        <translation>全部卡每秒词元数</translation>
    </message>
    <message>
        <source>Model FLOPs utilisation</source>
        <translation>模型算力利用率（MFU）</translation>
    </message>
    <message>
        <source>Time to train</source>
        <translation>训练耗时</translation>
    </message>
    <message>
        <source>Card-hours</source>
        <translation>卡时</translation>
    </message>
    <message>
        <source>One optimizer step on the slowest card: every part of the chart below added up, the pipeline&apos;s idle time and the exposed data-parallel sync included.</source>
        <translation>最慢那张卡上的一次优化器步：下图各部分之和，包括流水线的空闲时间和没藏住的数据并行同步。</translation>
    </message>
    <message>
        <source>Tokens of the global batch a second, divided by the cards.</source>
        <translation>全局批每秒处理的词元数除以卡数。</translation>
    </message>
    <message>
        <source>Tokens of the global batch a second over all the cards.</source>
        <translation>全部卡合起来每秒处理的全局批词元数。</translation>
    </message>
    <message>
        <source>The tokens to train on at the tokens a second above.</source>
        <translation>按上面的每秒词元数训练完所给词元数所需的时间。</translation>
    </message>
    <message>
        <source>That time times the cards.</source>
        <translation>这段时间乘以卡数。</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>预期值</translation>
    </message>
    <message>
        <source>Bound</source>
        <translation>上界</translation>
    </message>
    <message>
        <source>What a framework reaches: each part at the efficiency of resources/efficiencies.json that names its published source.</source>
        <translation>框架实际能达到的：每一部分按 resources/efficiencies.json 中注明公开出处的效率计算。</translation>
    </message>
    <message>
        <source>The roofline bound: every part at the device&apos;s peak and label memory bandwidth, the links at their label bus bandwidth. No run is faster.</source>
        <translation>屋顶线上界：每一部分按器件峰值和标称内存带宽、链路按标称总线带宽计算。任何实际训练都快不过它。</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 天</translation>
    </message>
    <message>
        <source>%1 hours</source>
        <translation>%1 小时</translation>
    </message>
    <message>
        <source>Model FLOPs a second over the cards&apos; peak at the chosen precision. Model FLOPs: 6 × the weights a token is multiplied with + 12 × layers × heads × head size × sequence a token (Chowdhery et al. 2022, PaLM, appendix B); recomputed work does not count. The convention counts attention without its causal mask, which the kernels skip, so where attention is a large share the bound&apos;s figure can pass 100 %.</source>
        <translation>每秒的模型浮点运算数除以所有卡在所选精度下的峰值。模型浮点运算数：每词元 6 × 与该词元相乘的权重数 + 12 × 层数 × 头数 × 头维度 × 序列长度（Chowdhery 等 2022，PaLM，附录 B）；重算的部分不计入。这个约定按不带因果掩码的注意力计数，而注意力核会跳过被掩掉的一半，所以注意力占比大时，上界的数值可能超过 100 %。</translation>
    </message>
</context>
<context>
    <name>blab::ui::TrainingLayoutPanel</name>
    <message>
        <source>tokens</source>
        <translation>词元</translation>
    </message>
    <message>
        <source>The run: how the cards share it, and where a step&apos;s time goes</source>
        <translation>训练的排布：卡之间怎么分工，一步的时间花在哪里</translation>
    </message>
    <message>
        <source>Choose the trained model above (not &apos;By parameter count&apos;) to lay the run out over tensor, pipeline and data parallelism and see where a step&apos;s time goes, expected beside bound.</source>
        <translation>在上方选定要训练的模型（而不是「按参数量」），就能把训练排布到张量并行、流水线并行和数据并行上，并看到一步的时间花在哪里（预期值与上界并列）。</translation>
    </message>
    <message>
        <source>from the cards</source>
        <translation>由卡数决定</translation>
    </message>
    <message>
        <source>one micro-batch a copy</source>
        <translation>每个副本一个微批</translation>
    </message>
    <message>
        <source>To&amp;kens to train</source>
        <translation>要训练的词元数(&amp;K)</translation>
    </message>
    <message>
        <source>Tokens the whole run trains on: the time and card-hours it takes, expected and bound (--train-tokens).</source>
        <translation>整次训练要训练的词元数：给出所需时间和卡时，预期值和上界（--train-tokens）。</translation>
    </message>
    <message>
        <source>Expected: what a framework reaches, each part at an efficiency with its published source. Bound: the device&apos;s peak, label bandwidth and links; no run is faster.</source>
        <translation>预期值：框架实际能达到的，每一部分的效率都有公开出处。上界：器件峰值、标称带宽和链路；任何实际训练都快不过它。</translation>
    </message>
    <message>
        <source>Cards each layer is split across (tensor parallelism, as Megatron-LM splits it): each holds 1/T of every layer and all-reduces the layer&apos;s output twice forward and twice backward. It must divide the model&apos;s attention and key/value heads (--tp; serving shares it).</source>
        <translation>每一层切分到几张卡上（张量并行，按 Megatron-LM 的切法）：每张卡存每层的 1/T，每层输出前向做两次、反向做两次全归约。它必须整除模型的注意力头数和键/值头数（--tp；与部署共用）。</translation>
    </message>
    <message>
        <source>Pipeline stages the layers are split into: each card holds layers ÷ P of them, and a step leaves the bubble (p − 1) / (v · m + p − 1) idle, m the micro-batches each copy runs. It must divide the layers (--pp).</source>
        <translation>把各层分成几段流水线：每张卡存 层数 ÷ P 层，一步里有 (p − 1) / (v · m + p − 1) 的时间空等（气泡），m 是每个副本跑的微批数。它必须整除层数（--pp）。</translation>
    </message>
    <message>
        <source>Stages each card holds in an interleaved pipeline (Megatron-LM&apos;s virtual stages): v of them make the bubble v times smaller for v times the sends. 1: a plain one-forward-one-backward schedule. Needs a pipeline (--vp).</source>
        <translation>交错流水线中每张卡存几段（Megatron-LM 的虚拟流水线级）：v 段让气泡缩小到 1/v，代价是发送次数变为 v 倍。1：普通的一前一后（1F1B）调度。需要流水线（--vp）。</translation>
    </message>
    <message>
        <source>Copies of the model that each take a share of the batch and sync their gradients. &apos;From the cards&apos;: question two&apos;s cards ÷ (tensor × pipeline). Given, the run has data × tensor × pipeline cards (--dp).</source>
        <translation>模型的副本数，每个副本处理批次的一部分，并同步梯度。「由卡数决定」：第二问的卡数 ÷（张量 × 流水线）。给出时，训练用 数据 × 张量 × 流水线 张卡（--dp）。</translation>
    </message>
    <message>
        <source>What the data-parallel copies split among themselves instead of each keeping it whole (ZeRO): 0 nothing; 1 the optimizer state; 2 the gradients too; 3 the weights too, which is PyTorch FSDP&apos;s full sharding: each layer&apos;s weights are gathered before use, half as much traffic again (--zero-stage).</source>
        <translation>数据并行副本之间切分哪些状态，而不是各自保存完整的一份（ZeRO）：0 都不切分；1 切分优化器状态；2 连梯度也切分；3 连权重也切分，即 PyTorch FSDP 的完全切分：每层用之前先把权重收集齐，通信量再多一半（--zero-stage）。</translation>
    </message>
    <message>
        <source>What the backward pass computes again instead of keeping: none; selective, attention&apos;s core (Megatron-LM&apos;s selective recomputation; FlashAttention never keeps the scores, so it saves little more); full, each layer keeps only its input and the forward runs a second time (--recompute).</source>
        <translation>反向传播时重新计算而不保存的部分：不重算；选择性，只重算注意力的核心部分（Megatron-LM 的选择性重算；FlashAttention 本来就不保存注意力分数，所以省不了多少）；完全，每层只保存输入，前向再跑一遍（--recompute）。</translation>
    </message>
    <message>
        <source>Tokens of each training sequence (--seq-len); question three&apos;s transformer activations use the same figure.</source>
        <translation>每个训练序列的词元数（--seq-len）；第三问的 Transformer 激活值用同一个数。</translation>
    </message>
    <message>
        <source>Sequences each card runs forward and backward at once. Tokens a card and step = micro-batch × sequence × micro-batches each copy runs (--micro-batch).</source>
        <translation>每张卡一次做前向和反向的序列数。每卡每步词元数 = 微批 × 序列长度 × 每个副本跑的微批数（--micro-batch）。</translation>
    </message>
    <message>
        <source>Sequences a step over all the copies, a multiple of micro-batch × copies; past one micro-batch each, the copies accumulate gradients. &apos;One micro-batch a copy&apos;: micro-batch × copies, the micro-batch then at most question two&apos;s tokens a card and step in whole sequences (--global-batch).</source>
        <translation>所有副本合起来每步的序列数，须是 微批 × 副本数 的倍数；每个副本超过一个微批时累积梯度。「每个副本一个微批」：微批 × 副本数，此时微批至多是第二问每卡每步词元数所含的完整序列数（--global-batch）。</translation>
    </message>
    <message>
        <source>T&amp;ensor parallel:</source>
        <translation>张量并行(&amp;E)：</translation>
    </message>
    <message>
        <source>p&amp;ipeline:</source>
        <translation>流水线(&amp;I)：</translation>
    </message>
    <message>
        <source>virtual &amp;stages:</source>
        <translation>虚拟级(&amp;S)：</translation>
    </message>
    <message>
        <source>Data-parallel copies:</source>
        <translation>数据并行副本：</translation>
    </message>
    <message>
        <source>&amp;ZeRO stage:</source>
        <translation>ZeRO 阶段(&amp;Z)：</translation>
    </message>
    <message>
        <source>recomputation:</source>
        <translation>重算：</translation>
    </message>
    <message>
        <source>Se&amp;quence:</source>
        <translation>序列长度(&amp;Q)：</translation>
    </message>
    <message>
        <source>micro-batch:</source>
        <translation>微批：</translation>
    </message>
    <message>
        <source>Global batch:</source>
        <translation>全局批：</translation>
    </message>
    <message>
        <source>This layout cannot run: %1.</source>
        <translation>这种排布跑不起来：%1。</translation>
    </message>
    <message>
        <source>seq.</source>
        <translation>个序列</translation>
    </message>
    <message>
        <source>&amp;Attention kernel:</source>
        <translation>注意力核(&amp;A)：</translation>
    </message>
    <message>
        <source>The fused attention kernel; neither stores the scores. FlashAttention-2 (or one as fast, such as cuDNN&apos;s) is what the attention share by peak describes; the Triton FlashAttention reaches a share of its speed, attention_triton_relative_speed in resources/efficiencies.json (--attention).</source>
        <translation>融合注意力核；两种都不存分数矩阵。按峰值给出的注意力份额描述的是 FlashAttention-2（或同样快的核，如 cuDNN 的）；Triton 版 FlashAttention 只达到它速度的一部分，即 resources/efficiencies.json 中的 attention_triton_relative_speed（--attention）。</translation>
    </message>
    <message>
        <source>Split along the sequence the layer norms and dropout that tensor parallelism leaves whole on every card (Megatron-LM&apos;s sequence parallelism): each layer then keeps 34 · s · b · h / T bytes instead of (10 + 24 / T) · s · b · h, for the same tensor-parallel communication. Needs a tensor-parallel degree above 1 (--sequence-parallel).</source>
        <translation>把张量并行在每张卡上都整份保留的层归一化和 dropout 沿序列切开（Megatron-LM 的序列并行）：每层保留 34 · s · b · h / T 字节，而不是 (10 + 24 / T) · s · b · h，张量并行的通信量不变。张量并行度须大于 1（--sequence-parallel）。</translation>
    </message>
    <message>
        <source>Overlap its communication</source>
        <translation>通信与计算重叠</translation>
    </message>
    <message>
        <source>Run each tensor-parallel collective beside the product it feeds or follows, in chunks (Transformer Engine&apos;s userbuffers, Megatron-LM&apos;s --tp-comm-overlap): the products hide all but 1/T of the collectives. Needs a tensor-parallel degree above 1 (--tp-overlap).</source>
        <translation>让每次张量并行的集合通信分块与它前后的矩阵乘同时进行（Transformer Engine 的 userbuffers，Megatron-LM 的 --tp-comm-overlap）：矩阵乘藏住集合通信中除 1/T 以外的部分。张量并行度须大于 1（--tp-overlap）。</translation>
    </message>
    <message>
        <source>Tensor parallelism:</source>
        <translation>张量并行：</translation>
    </message>
    <message>
        <source>Sequence parallelism</source>
        <translation>序列并行</translation>
    </message>
</context>
<context>
    <name>blab::ui::TrainingStepChart</name>
    <message>
        <source>It follows from the parts above; no efficiency of its own.</source>
        <translation>由上面各部分得出，没有自己的效率数值。</translation>
    </message>
    <message>
        <source>Expected at %1 of resources/efficiencies.json: %2</source>
        <translation>预期值按 resources/efficiencies.json 中的 %1：%2</translation>
    </message>
    <message>
        <source>no source</source>
        <translation>无出处</translation>
    </message>
    <message>
        <source>Where a step&apos;s time goes on the slowest card, expected beside bound</source>
        <translation>最慢那张卡上一步的时间花在哪里：预期值与上界</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>预期值</translation>
    </message>
    <message>
        <source>Bound (peak, label bandwidth and links)</source>
        <translation>上界（峰值、标称带宽和链路）</translation>
    </message>
    <message>
        <source>µs</source>
        <translation>微秒</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>毫秒</translation>
    </message>
    <message>
        <source>s</source>
        <translation>秒</translation>
    </message>
    <message>
        <source>Time a step, %1</source>
        <translation>每步时间，%1</translation>
    </message>
    <message>
        <source>bound</source>
        <translation>上界</translation>
    </message>
    <message>
        <source>expected</source>
        <translation>预期</translation>
    </message>
    <message>
        <source>%1, %2: %3 of a %4 step (expected %5, bound %6).</source>
        <translation>%1，%2：%3，一步共 %4（预期 %5，上界 %6）。</translation>
    </message>
    <message>
        <source>%1 FLOPs, %2 moved.</source>
        <translation>%1 次浮点运算，搬运 %2。</translation>
    </message>
</context>
<context>
    <name>blab::ui::TrainingText</name>
    <message>
        <source>Forward products</source>
        <translation>前向矩阵乘</translation>
    </message>
    <message>
        <source>Input-gradient products</source>
        <translation>输入梯度矩阵乘</translation>
    </message>
    <message>
        <source>Weight-gradient products</source>
        <translation>权重梯度矩阵乘</translation>
    </message>
    <message>
        <source>Recomputed forward</source>
        <translation>重算的前向</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>注意力</translation>
    </message>
    <message>
        <source>Element-wise work</source>
        <translation>逐元素运算</translation>
    </message>
    <message>
        <source>Optimizer update</source>
        <translation>优化器更新</translation>
    </message>
    <message>
        <source>Tensor-parallel all-reduces</source>
        <translation>张量并行全归约</translation>
    </message>
    <message>
        <source>Pipeline sends</source>
        <translation>流水线发送</translation>
    </message>
    <message>
        <source>Pipeline bubble</source>
        <translation>流水线气泡</translation>
    </message>
    <message>
        <source>Exposed data-parallel sync</source>
        <translation>未藏住的数据并行同步</translation>
    </message>
    <message>
        <source>The matrix products of the weights in the forward pass, the output projection over the vocabulary included.</source>
        <translation>前向传播中权重的矩阵乘，包括对词表的输出投影。</translation>
    </message>
    <message>
        <source>The backward products that give each layer&apos;s input its gradient.</source>
        <translation>反向传播中求每层输入梯度的矩阵乘。</translation>
    </message>
    <message>
        <source>The backward products that give each weight its gradient: their inner dimension is the micro-batch&apos;s tokens.</source>
        <translation>反向传播中求每个权重梯度的矩阵乘：其内维是微批的词元数。</translation>
    </message>
    <message>
        <source>The forward products run a second time under full recomputation; none otherwise.</source>
        <translation>完全重算时再跑一遍的前向矩阵乘；否则没有。</translation>
    </message>
    <message>
        <source>Attention&apos;s scores and weighted sums, fused as FlashAttention runs them (the scores are never stored), forward and backward, and again when recomputed.</source>
        <translation>注意力分数和加权求和，按 FlashAttention 的方式融合（分数从不保存），前向和反向，重算时再算一遍。</translation>
    </message>
    <message>
        <source>The optimizer&apos;s update of this card&apos;s parameters (its share of them once the optimizer state is sharded), limited by memory bandwidth.</source>
        <translation>优化器对本卡参数的更新（切分优化器状态后只更新自己那一份），受内存带宽限制。</translation>
    </message>
    <message>
        <source>Each micro-batch&apos;s activations sent to the next pipeline stage and its gradient sent back.</source>
        <translation>每个微批的激活值发给下一段流水线，梯度再发回来。</translation>
    </message>
    <message>
        <source>The time the pipeline schedule leaves each card idle: (p − 1) / (v · m + p − 1) of the step.</source>
        <translation>流水线调度让每张卡空等的时间：一步的 (p − 1) / (v · m + p − 1)。</translation>
    </message>
    <message>
        <source>The part of the data-parallel gradient sync (all-reduce, or reduce-scatter and all-gather when sharded) that the backward pass does not hide.</source>
        <translation>数据并行梯度同步（全归约，切分时为 reduce-scatter 加 all-gather）中反向传播没能藏住的部分。</translation>
    </message>
    <message>
        <source>0: nothing sharded</source>
        <translation>0：不切分</translation>
    </message>
    <message>
        <source>2: + gradients</source>
        <translation>2：+ 梯度</translation>
    </message>
    <message>
        <source>3: everything (FSDP)</source>
        <translation>3：全部（FSDP）</translation>
    </message>
    <message>
        <source>selective</source>
        <translation>选择性</translation>
    </message>
    <message>
        <source>full</source>
        <translation>完全</translation>
    </message>
    <message>
        <source>none</source>
        <translation>不重算</translation>
    </message>
    <message>
        <source>%1 cards are not a whole number of tensor × pipeline groups of %2</source>
        <translation>%1 张卡不是 %2 张一组的张量 × 流水线组的整数倍</translation>
    </message>
    <message>
        <source>a tensor degree of %1 does not divide the model&apos;s %2 attention heads</source>
        <translation>张量并行度 %1 不能整除模型的 %2 个注意力头</translation>
    </message>
    <message>
        <source>a tensor degree of %1 does not divide the model&apos;s %2 key/value heads</source>
        <translation>张量并行度 %1 不能整除模型的 %2 个键/值头</translation>
    </message>
    <message>
        <source>virtual stages need a pipeline of 2 stages or more</source>
        <translation>虚拟级需要至少 2 段的流水线</translation>
    </message>
    <message>
        <source>a global batch of %1 sequences is not a multiple of the micro-batch %2 × %3 data-parallel copies</source>
        <translation>全局批 %1 个序列不是 微批 %2 × %3 个数据并行副本 的倍数</translation>
    </message>
    <message>
        <source>%1 cards = data %2 × tensor %3 × pipeline %4</source>
        <translation>%1 张卡 = 数据 %2 × 张量 %3 × 流水线 %4</translation>
    </message>
    <message>
        <source> (%1 virtual stages a card)</source>
        <translation>（每卡 %1 个虚拟级）</translation>
    </message>
    <message numerus="yes">
        <source>%1. A step: %2 sequences of %3 tokens in micro-batches of %4, %n micro-batch(es) on each data-parallel copy; each card works through %5 tokens.</source>
        <translation>
            <numerusform>%1。一步：%2 个长 %3 词元的序列，微批为 %4，每个数据并行副本跑 %n 个微批；每张卡处理 %5 个词元。</numerusform>
        </translation>
    </message>
    <message>
        <source>pipeline stages (%1) × virtual stages (%2) do not divide the model&apos;s %3 layers</source>
        <translation>流水线级数（%1）× 虚拟级数（%2）不能整除模型的 %3 层</translation>
    </message>
    <message>
        <source>Norms, activation functions and residual adds: what every kernel of a layer reads and writes besides the weights, forward and backward; in FP8 training also the casts of each product&apos;s operands to FP8.</source>
        <translation>归一化、激活函数和残差相加：一层中每个内核在权重之外读写的数据，前向和反向；FP8 训练中还包括把每个矩阵乘法的操作数转换为 FP8 的读写。</translation>
    </message>
    <message>
        <source>Data-parallel sync&apos;s memory traffic</source>
        <translation>数据并行同步的显存流量</translation>
    </message>
    <message>
        <source>Triton FlashAttention</source>
        <translation>Triton 版 FlashAttention</translation>
    </message>
    <message>
        <source>FlashAttention-2</source>
        <translation>FlashAttention-2</translation>
    </message>
    <message>
        <source>The hidden part of the data-parallel sync still reads and writes memory beside the compute, which waits for it: its bytes times the memory-traffic factor, at the memory bandwidth. In the expected figure only.</source>
        <translation>数据并行同步中被隐藏的部分仍在计算旁读写显存，计算要等它：其字节数乘以显存流量系数，按显存带宽计。只计入预期数字。</translation>
    </message>
    <message>
        <source>the sequence split across the tensor-parallel cards</source>
        <translation>序列在张量并行的卡间切分</translation>
    </message>
    <message>
        <source>the Triton FlashAttention</source>
        <translation>Triton 版 FlashAttention</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>, %1</source>
        <translation>，%1</translation>
    </message>
    <message>
        <source>the tensor-parallel communication overlapped with the products</source>
        <translation>张量并行的通信与矩阵乘重叠</translation>
    </message>
    <message>
        <source>Two all-reduces a layer forward and two backward among the tensor-parallel cards, on the critical path; overlapped with the products, what they do not hide.</source>
        <translation>张量并行的卡之间每层前向两次、反向两次全归约，位于关键路径上；若与矩阵乘重叠，则只计矩阵乘藏不住的部分。</translation>
    </message>
    <message>
        <source>1: optimizer state (Megatron&apos;s distributed optimizer)</source>
        <translation>1：优化器状态（即 Megatron 的分布式优化器）</translation>
    </message>
    <message>
        <source>Element-wise work takes %1 expected against %2 at the bound: the bound moves each layer&apos;s input and output once, as if every norm, activation function and residual add were fused into the matrix products; the expected figure counts what each of those kernels reads and writes, as frameworks run them.</source>
        <translation>逐元素运算预计耗时 %1，而上界只有 %2：上界假定每层的输入和输出只搬一次，仿佛所有归一化、激活函数和残差相加都融合进了矩阵乘；预期值则按框架实际的运行方式，计入这些内核各自的读写。</translation>
    </message>
</context>
<context>
    <name>blab::ui::TransferTab</name>
    <message>
        <source>PCIe 3.0 ×16 (≈12)</source>
        <translation>PCIe 3.0 ×16（约 12）</translation>
    </message>
    <message>
        <source>PCIe 4.0 ×16 (≈25)</source>
        <translation>PCIe 4.0 ×16（约 25）</translation>
    </message>
    <message>
        <source>PCIe 5.0 ×16 (≈50)</source>
        <translation>PCIe 5.0 ×16（约 50）</translation>
    </message>
    <message>
        <source>On-card memory (≈300)</source>
        <translation>卡内显存（约 300）</translation>
    </message>
    <message>
        <source>224 × 224 × 3 float32 (ImageNet)</source>
        <translation>224 × 224 × 3 单精度（ImageNet）</translation>
    </message>
    <message>
        <source>32 × 32 × 3 float32 (CIFAR)</source>
        <translation>32 × 32 × 3 单精度（CIFAR）</translation>
    </message>
    <message>
        <source>299 × 299 × 3 float32</source>
        <translation>299 × 299 × 3 单精度</translation>
    </message>
    <message>
        <source>512 × 512 × 3 float32</source>
        <translation>512 × 512 × 3 单精度</translation>
    </message>
    <message>
        <source>224 × 224 × 3 uint8 (decoded on device)</source>
        <translation>224 × 224 × 3 uint8（在设备上解码）</translation>
    </message>
    <message>
        <source>Your batch size, in samples, shown beside the lesson&apos;s 32, 128 and 512.</source>
        <translation>你的批大小（样本数），和课程的 32、128、512 并排显示。</translation>
    </message>
    <message>
        <source>Peak of the accelerator the batch is copied to, TFLOPS. The lesson&apos;s training card: 20.</source>
        <translation>接收这批数据的加速卡的峰值算力，单位 TFLOPS。课程里的训练卡：20。</translation>
    </message>
    <message>
        <source>Floating-point operations to compute one sample. The lesson assumes 10⁸ for a light model; ResNet-50 needs about 4 × 10⁹.</source>
        <translation>计算一个样本的浮点运算次数。课程按轻量模型假设为 10⁸；ResNet-50 约需 4 × 10⁹。</translation>
    </message>
    <message>
        <source>Size of one sample as it crosses the link.</source>
        <translation>一个样本过链路时的大小。</translation>
    </message>
    <message>
        <source>Set the link to %1 GB/s.</source>
        <translation>把链路设为 %1 GB/s。</translation>
    </message>
    <message>
        <source>&amp;Batch size:</source>
        <translation>批大小(&amp;B)：</translation>
    </message>
    <message>
        <source>&amp;Link bandwidth:</source>
        <translation>链路带宽(&amp;L)：</translation>
    </message>
    <message>
        <source>&amp;Accelerator:</source>
        <translation>加速卡(&amp;A)：</translation>
    </message>
    <message>
        <source>&amp;Sample size:</source>
        <translation>样本大小(&amp;S)：</translation>
    </message>
    <message>
        <source>Custom — %1</source>
        <translation>自定义 — %1</translation>
    </message>
    <message>
        <source>A larger batch leaves the copy share where it was (%1 on the accelerator) and costs device memory. A faster link, prefetching or more work per sample is what moves it.</source>
        <translation>加大批量不会改变拷贝占比（加速卡上仍是 %1），反而多占显存。能让它下降的是更快的链路、预取，或者每个样本多算一些。</translation>
    </message>
    <message>
        <source>E&amp;xperiment: link 12 → 300 GB/s</source>
        <translation>实验：链路 12 → 300 GB/s(&amp;X)</translation>
    </message>
    <message>
        <source>FLO&amp;Ps per sample:</source>
        <translation>每样本运算量(&amp;P)：</translation>
    </message>
    <message>
        <source>Every training batch is copied from host memory to the device before it is computed. The copy share is copy time ÷ (copy + compute) when one waits for the other. Move the link to 300 GB/s: the CPU&apos;s share falls below 1 %, the accelerator&apos;s stays over a quarter. Move the batch to see both stay put.</source>
        <translation>每个训练批次在计算之前都要从主机内存拷到设备上。拷贝与计算互相等待时，拷贝占比 = 拷贝时间 ÷（拷贝 + 计算）。把链路拉到 300 GB/s：CPU 的占比降到 1 % 以下，加速卡的仍超过四分之一。再拖动批量，两者都纹丝不动。</translation>
    </message>
    <message>
        <source>The link goes from PCIe 3.0 ×16 to the speed of a card&apos;s own memory. The CPU&apos;s copy share falls below 1 %: for it the bottleneck moves back to compute. The accelerator&apos;s falls too but stays large (over a quarter with the starting figures): it computes a batch so fast that it still waits for the copy, and only a link near on-card speeds, or data kept on the card, removes that.</source>
        <translation>链路从 PCIe 3.0 ×16 提到接近显卡自身显存的速度。CPU 的拷贝占比降到 1 % 以下：对它来说瓶颈回到了计算。加速卡的占比也下降，但仍然很大（按初始数值超过四分之一）：它算一个批次太快，仍要等拷贝；只有接近卡上速度的链路，或把数据留在卡上，才能消除这段等待。</translation>
    </message>
    <message>
        <source>NVLink-C2C (≈450)</source>
        <translation>NVLink-C2C（约 450）</translation>
    </message>
    <message>
        <source>Host-to-device bandwidth, GB/s. PCIe 3.0 ×16 moves about 12 in practice, 4.0 about 25, 5.0 about 50. A Grace superchip (GH200, GB200, GB300) copies over NVLink-C2C: 450 each way, half the 900 NVIDIA prints for both, a label rate rather than a measured one.</source>
        <translation>主机到设备的带宽，单位 GB/s。PCIe 3.0 ×16 实测约 12，4.0 约 25，5.0 约 50。Grace 超级芯片（GH200、GB200、GB300）经 NVLink-C2C 拷贝：每个方向 450，是 NVIDIA 公布的双向 900 的一半，属于标称值而非实测。</translation>
    </message>
</context>
<context>
    <name>blab::ui::UserKernelsPanel</name>
    <message>
        <source>Your kernels</source>
        <translation>你的内核</translation>
    </message>
    <message>
        <source>Add k&amp;ernel…</source>
        <translation>添加内核(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Time a command…</source>
        <translation>为命令计时(&amp;T)…</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>导入(&amp;I)…</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>移除(&amp;M)</translation>
    </message>
    <message>
        <source>Add a kernel from the FLOPs and bytes a profiler counted, or from its shape (matrix multiply, element-wise, softmax, convolution, attention), with its time, on this CPU or a catalog device.</source>
        <translation>按性能分析器计到的浮点运算和字节数，或按形状（矩阵乘法、逐元素、softmax、卷积、注意力）添加一个内核，连同它的时间，放在本机 CPU 或目录中的某个器件上。</translation>
    </message>
    <message>
        <source>Run a command of yours several times on this CPU and place its fastest run, as bottleneck-lab time does.</source>
        <translation>在本机 CPU 上把你的命令运行几次，把最快的一次放上屋顶线，和 bottleneck-lab time 一样。</translation>
    </message>
    <message>
        <source>Remove the kernels chosen in the list (Delete).</source>
        <translation>移除列表中选中的内核（Delete 键）。</translation>
    </message>
    <message>
        <source>Each kernel on its device&apos;s roofline; double-click one to show that device&apos;s roofline.</source>
        <translation>每个内核都在其器件的屋顶线上；双击一个即显示那个器件的屋顶线。</translation>
    </message>
    <message>
        <source>Place your own kernels under the roofs: add one from its counts or its shape, time a command on this CPU, or import a profiler&apos;s file. Each is kept until you remove it.</source>
        <translation>把你自己的内核放到屋顶下：按计数或形状添加一个，在本机 CPU 上为命令计时，或导入性能分析器的文件。每个内核都会保留，直到你移除它。</translation>
    </message>
    <message>
        <source>Import kernels</source>
        <translation>导入内核</translation>
    </message>
    <message>
        <source>Profiler output (*.csv *.txt *.log);;All files (*)</source>
        <translation>性能分析器输出 (*.csv *.txt *.log);;所有文件 (*)</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>%1 cannot be imported: %2</source>
        <translation>无法导入 %1：%2</translation>
    </message>
    <message>
        <source>The list holds %1 kernels; remove some first.</source>
        <translation>列表最多容纳 %1 个内核；请先移除一些。</translation>
    </message>
    <message>
        <source>%1 cannot be imported: its %2 kernels do not fit in the list, which holds %3; remove some first.</source>
        <translation>无法导入 %1：它的 %2 个内核放不进最多容纳 %3 个的列表；请先移除一些。</translation>
    </message>
    <message>
        <source>The roofline shows %1 at %2 now, with its kernels.</source>
        <translation>屋顶线现在显示 %1（%2）及其内核。</translation>
    </message>
    <message>
        <source>Read the kernels of an Nsight Compute file or a likwid-perfctr one, each placed at its precision. Nsight Compute: record with LC_ALL=C ncu --clock-control none and the metrics the manual names (the tensor cores&apos; regex:sm__ops_path_tensor_src_.*\.sum$ among them), then print with ncu --import … --csv --page raw; a file without them says the whole command. likwid: LC_ALL=C likwid-perfctr -g MEM_DP -o FILE.csv.</source>
        <translation>读入 Nsight Compute 或 likwid-perfctr 文件里的内核，每个按其精度放上屋顶线。Nsight Compute：用 LC_ALL=C ncu --clock-control none 和手册列出的指标（其中有张量核心的 regex:sm__ops_path_tensor_src_.*\.sum$）录制，再用 ncu --import … --csv --page raw 输出；缺这些指标的文件会给出完整的命令。likwid：LC_ALL=C likwid-perfctr -g MEM_DP -o FILE.csv。</translation>
    </message>
</context>
<context>
    <name>blab::ui::UserKernelsTableModel</name>
    <message>
        <source>The name you gave the kernel.</source>
        <translation>你给内核起的名称。</translation>
    </message>
    <message>
        <source>Where it ran, and the precision whose peak is its compute roof.</source>
        <translation>它在哪里运行，以及哪种精度的峰值是它的计算屋顶。</translation>
    </message>
    <message>
        <source>Arithmetic intensity: its floating-point operations over the bytes it moves to and from memory.</source>
        <translation>算术强度：浮点运算次数除以它与内存之间搬运的字节数。</translation>
    </message>
    <message>
        <source>Its FLOPs over its time: the speed it ran at.</source>
        <translation>浮点运算次数除以时间：它跑出的速度。</translation>
    </message>
    <message>
        <source>The lowest roof at its intensity that is still above what it reached: the compute peak, or the memory level (L1, L2, L3, DRAM on this CPU as measured; memory on a device) its data came from.</source>
        <translation>在它的强度处、仍高于它所达速度的最低屋顶：计算峰值，或其数据所来自的内存层级（本机 CPU 按实测为 L1、L2、L3、DRAM；器件为显存）。</translation>
    </message>
    <message>
        <source>What that roof allows at the kernel&apos;s intensity.</source>
        <translation>那个屋顶在该内核强度处允许的速度。</translation>
    </message>
    <message>
        <source>What it reached as a share of what the roof allows. Over 100 % means its counts or its time are off.</source>
        <translation>它达到的速度占屋顶所允许速度的比例。超过 100 % 说明计数或时间有误。</translation>
    </message>
    <message>
        <source>How many times faster it would run at the roof.</source>
        <translation>到达屋顶时它会快多少倍。</translation>
    </message>
    <message>
        <source>Reached
GFLOPS</source>
        <translation>达到
GFLOPS</translation>
    </message>
    <message>
        <source>Roof allows
GFLOPS</source>
        <translation>屋顶允许
GFLOPS</translation>
    </message>
    <message>
        <source>Roof
above</source>
        <translation>上方的
屋顶</translation>
    </message>
    <message>
        <source>At the
roof</source>
        <translation>到屋顶时</translation>
    </message>
    <message>
        <source>%1 on %2: %3 FLOPs over %4 in %5</source>
        <translation>%1，在 %2 上：%3 次浮点运算，搬运 %4，用时 %5</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>No roof: %1.</source>
        <translation>没有屋顶：%1。</translation>
    </message>
</context>
<context>
    <name>blab::ui::UserModelsBar</name>
    <message>
        <source>&amp;Import models…</source>
        <translation>导入模型(&amp;I)…</translation>
    </message>
    <message>
        <source>Adds the models of a model catalog file (JSON, as &apos;Export models…&apos; writes it) to your own. A file with a problem is refused with its line and the reason, and nothing changes.</source>
        <translation>把一个模型目录文件（JSON，格式与「导出模型…」写出的相同）里的模型加入你自己的模型。文件只要有问题就整个不收，并给出行号和原因，什么都不会改变。</translation>
    </message>
    <message>
        <source>Writes your own models to a JSON file. With none of your own yet, writes the chosen model under a new id: edit its shape and import it.</source>
        <translation>把你自己的模型写成 JSON 文件。还没有自己的模型时，会把当前选中的模型换一个新 id 写出：改好它的结构再导入。</translation>
    </message>
    <message>
        <source>Removes the chosen model from your own; the shipped ones stay.</source>
        <translation>从你自己的模型中删除选中的这一个；自带的模型不受影响。</translation>
    </message>
    <message>
        <source>Your model catalog could not be read, so your models are not offered: %1. The file is left as it is; if you change your models, it is kept beside the new one.</source>
        <translation>读不了你的模型目录，所以列表里没有你的模型：%1。文件保持原样；你修改模型时，它会另存在新文件旁边。</translation>
    </message>
    <message>
        <source>Your models could not be saved: %1. They are kept until you close the window.</source>
        <translation>无法保存你的模型：%1。在关闭窗口之前它们仍然保留。</translation>
    </message>
    <message>
        <source>Nothing was imported. %1</source>
        <translation>什么都没有导入。%1</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n model(s).</source>
        <translation>
            <numerusform>已导入 %n 个模型。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of them had an id you already use and got a number added.</source>
        <translation>
            <numerusform>其中 %n 个的 id 已被占用，已自动加上编号。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %n model(s) to %1.</source>
        <translation>
            <numerusform>已把 %n 个模型导出到 %1。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1（副本）</translation>
    </message>
    <message>
        <source>You have no models of your own yet, so %1 was written as “%2”, a template: change its figures and import it.</source>
        <translation>你还没有自己的模型，所以 %1 里写的是「%2」，一个模板：改好其中的数值再导入。</translation>
    </message>
    <message>
        <source>Nothing was exported: %1</source>
        <translation>什么都没有导出：%1</translation>
    </message>
    <message>
        <source>Removed “%1”.</source>
        <translation>已删除「%1」。</translation>
    </message>
    <message>
        <source>Remove model</source>
        <translation>删除模型</translation>
    </message>
    <message>
        <source>Remove “%1” from your models?</source>
        <translation>从你的模型中删除「%1」？</translation>
    </message>
    <message>
        <source>Import models</source>
        <translation>导入模型</translation>
    </message>
    <message>
        <source>Model catalogs (*.json)</source>
        <translation>模型目录（*.json）</translation>
    </message>
    <message>
        <source>Export your models</source>
        <translation>导出你的模型</translation>
    </message>
    <message>
        <source>&amp;Export models…</source>
        <translation>导出模型(&amp;E)…</translation>
    </message>
    <message>
        <source>Rem&amp;ove</source>
        <translation>删除(&amp;O)</translation>
    </message>
    <message>
        <source>Nothing was imported: your models would be more than a model catalog holds (%1 models, %2 bytes).</source>
        <translation>什么都没有导入：你的模型会超出模型目录的容量（%1 个模型，%2 字节）。</translation>
    </message>
</context>
<context>
    <name>blab::ui::ValidationChart</name>
    <message>
        <source>Expected = published</source>
        <translation>预期 = 已发表</translation>
    </message>
    <message>
        <source>±25 %</source>
        <translation>±25 %</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2&lt;br&gt;%3: published %4, expected %5 (bound %6), ratio %7&lt;br&gt;&lt;small&gt;%8&lt;/small&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2&lt;br&gt;%3：已发表 %4，预期 %5（上界 %6），比值 %7&lt;br&gt;&lt;small&gt;%8&lt;/small&gt;</translation>
    </message>
    <message>
        <source>Times: expected against published</source>
        <translation>时间：预期对已发表</translation>
    </message>
    <message>
        <source>Published, s (log scale)</source>
        <translation>已发表，s（对数刻度）</translation>
    </message>
    <message>
        <source>Expected here, s (log scale)</source>
        <translation>本程序预期，s（对数刻度）</translation>
    </message>
    <message>
        <source>Token rates: expected against published</source>
        <translation>词元速率：预期对已发表</translation>
    </message>
    <message>
        <source>Published, tokens/s (log scale)</source>
        <translation>已发表，词元/s（对数刻度）</translation>
    </message>
    <message>
        <source>Expected here, tokens/s (log scale)</source>
        <translation>本程序预期，词元/s（对数刻度）</translation>
    </message>
    <message>
        <source>All-reduce bus bandwidth: expected against published</source>
        <translation>全归约总线带宽：预期对已发表</translation>
    </message>
    <message>
        <source>Published, GB/s (log scale)</source>
        <translation>已发表，GB/s（对数刻度）</translation>
    </message>
    <message>
        <source>Expected here, GB/s (log scale)</source>
        <translation>本程序预期，GB/s（对数刻度）</translation>
    </message>
</context>
<context>
    <name>blab::ui::ValidationText</name>
    <message>
        <source>time to first token</source>
        <translation>首词元时间</translation>
    </message>
    <message>
        <source>time per output token</source>
        <translation>每个输出词元的时间</translation>
    </message>
    <message>
        <source>end-to-end latency</source>
        <translation>端到端延迟</translation>
    </message>
    <message>
        <source>output tokens/s</source>
        <translation>输出词元/s</translation>
    </message>
    <message>
        <source>output tokens/s per user</source>
        <translation>每用户输出词元/s</translation>
    </message>
    <message>
        <source>output tokens/s per card</source>
        <translation>每卡输出词元/s</translation>
    </message>
    <message>
        <source>all-reduce time</source>
        <translation>全归约时间</translation>
    </message>
    <message>
        <source>all-reduce bus bandwidth</source>
        <translation>全归约总线带宽</translation>
    </message>
    <message>
        <source>%1 GB/s</source>
        <translation>%1 GB/s</translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation>%1 词元/s</translation>
    </message>
    <message>
        <source>all-reduce of %1 on %2 × %3</source>
        <translation>%2 × %3 上 %1 的全归约</translation>
    </message>
    <message numerus="yes">
        <source>%n in flight</source>
        <translation>
            <numerusform>%n 个在处理</numerusform>
        </translation>
    </message>
    <message>
        <source>static batch %1</source>
        <translation>静态批 %1</translation>
    </message>
    <message>
        <source>%1 on %2 × %3, %4 weights, %5, %6 → %7 tokens</source>
        <translation>%1 跑在 %2 × %3 上，%4 权重，%5，%6 → %7 个词元</translation>
    </message>
    <message numerus="yes">
        <source>%n published result(s) from %1 sources: the median of |expected ÷ published − 1| is %2 and the ratio farthest from 1 is %3 (%4).</source>
        <translation>
            <numerusform>来自 %1 个出处的 %n 个已发表结果：|预期 ÷ 已发表 − 1| 的中位数为 %2，离 1 最远的比值为 %3（%4）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>实测值</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>预期</translation>
    </message>
    <message>
        <source>Bound</source>
        <translation>上界</translation>
    </message>
    <message>
        <source>Ratio</source>
        <translation>比值</translation>
    </message>
    <message>
        <source>How close are these answers? Each published measurement beside what this program expects for the same setup and the roofline bound; the ratio is expected ÷ published. The sources, with repository, path, commit and table row, are in resources/validation/published_results.json and docs/validation.md.</source>
        <translation>这些答案有多接近实测？每个已发表的实测值旁边是本程序对同样配置的预期值和屋顶线上界；比值为预期值除以已发表值。出处（仓库、路径、提交和表格行）见 resources/validation/published_results.json 和 docs/validation.md。</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>器件</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>结果数</translation>
    </message>
    <message>
        <source>Median ratio</source>
        <translation>比值中位数</translation>
    </message>
    <message>
        <source>Lowest</source>
        <translation>最低</translation>
    </message>
    <message>
        <source>Highest</source>
        <translation>最高</translation>
    </message>
    <message>
        <source>By device and figure (a ratio above 1 is a time longer or a rate higher than published; groups of %1 or more results are held to a median within %2 of 1):</source>
        <translation>按器件和指标（比值大于 1 表示时间比已发表的长、速率比已发表的高；结果数不少于 %1 的组，中位数应在 1 ± %2 之内）：</translation>
    </message>
    <message numerus="yes">
        <source>%1 on %2 at %3 (%n result(s))</source>
        <translation>
            <numerusform>%2 上的%1为 %3（%n 个结果）</numerusform>
        </translation>
    </message>
    <message>
        <source>Median ratios outside 0.9–1.1: %1.</source>
        <translation>比值中位数在 0.9–1.1 之外的组：%1。</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>测量项</translation>
    </message>
    <message>
        <source>all-reduce of %1 on %2 × %3, the switch&apos;s sum (NVLS) turned off</source>
        <translation>%2 × %3 上 %1 的全归约，关闭了交换机内求和（NVLS）</translation>
    </message>
    <message>
        <source>training tokens/s per card</source>
        <translation>每卡训练词元/s</translation>
    </message>
    <message>
        <source>full recomputation</source>
        <translation>完全重算</translation>
    </message>
    <message>
        <source>selective recomputation</source>
        <translation>选择性重算</translation>
    </message>
    <message>
        <source>no recomputation</source>
        <translation>不重算</translation>
    </message>
    <message>
        <source>training %1 on %2 × %3, %4, tensor %5 × pipeline %6 (%7 virtual), ZeRO %8, %9, sequences of %10, micro-batch %11, global batch %12</source>
        <translation>在 %2 × %3 上训练 %1，%4，张量 %5 × 流水线 %6（%7 个虚拟阶段），ZeRO %8，%9，序列长 %10，微批 %11，全局批 %12</translation>
    </message>
    <message numerus="yes">
        <source>Training: %n published step throughput(s) from %1 sources: the median of |expected ÷ published − 1| is %2, the ratio farthest from 1 is %3 (%4); published figures above their bound: %5.</source>
        <translation>
            <numerusform>训练：来自 %1 个出处的 %n 个已发表的训练步吞吐量：|预期 ÷ 已发表 − 1| 的中位数为 %2，离 1 最远的比值为 %3（%4）；超过上界的已发表数字：%5 个。</numerusform>
        </translation>
    </message>
    <message>
        <source>, sequence parallelism</source>
        <translation>，序列并行</translation>
    </message>
    <message>
        <source>, Triton attention</source>
        <translation>，Triton 注意力</translation>
    </message>
    <message>
        <source>Every layout fits its cards&apos; memory as question 3 counts it.</source>
        <translation>按问题 3 的算法，每个布局都装得进所用卡的显存。</translation>
    </message>
    <message>
        <source>Layouts that do not fit their cards&apos; memory as question 3 counts it: %1.</source>
        <translation>按问题 3 的算法，装不进所用卡显存的布局：%1。</translation>
    </message>
</context>
<context>
    <name>blab::ui::Verdicts</name>
    <message>
        <source>The training accelerator has %1× this CPU&apos;s compute but only %2× its memory bandwidth. A faster card helps only work that is limited by compute; the next two parts show which work that is.</source>
        <translation>训练级加速卡的算力是本机 CPU 的 %1 倍，内存带宽却只有 %2 倍。换快卡只对受算力限制的工作有用；哪些工作属于这一类，看后面两部分。</translation>
    </message>
    <message>
        <source>Balance point: %1 FLOP/B (%2 GFLOPS ÷ %3 GB/s). A kernel that does fewer operations per byte than this waits for memory; one that does more waits for the arithmetic units.</source>
        <translation>平衡点：%1 次／字节（%2 GFLOPS ÷ %3 GB/s）。每字节算得比这少的计算在等内存，算得比这多的在等运算单元。</translation>
    </message>
    <message>
        <source>%1 (%2 FLOP/B)</source>
        <translation>%1（%2 次／字节）</translation>
    </message>
    <message>
        <source>Above the balance point of %1 FLOP/B, compute limits: %2. More FLOPS makes these faster.</source>
        <translation>高于平衡点 %1 次／字节的受算力限制：%2。加算力能让它们变快。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Below it, memory bandwidth limits: %1. More FLOPS does not save a single second here; only more bandwidth or more work per byte does.</source>
        <translation>低于平衡点的受内存带宽限制：%1。加算力在这里一秒也省不下，只有加带宽或让每个字节多算几次才行。</translation>
    </message>
    <message>
        <source>Copying takes %1 of every step at each batch size: bytes and FLOPs both grow with the batch, so a bigger batch does not change the share.</source>
        <translation>每种批大小下拷贝都占一步的 %1：字节数和运算量都随批大小同比增长，所以加大批量不改变这个比例。</translation>
    </message>
    <message>
        <source>Copying takes %1 of a step on this CPU.</source>
        <translation>在本机 CPU 上，拷贝占一步的 %1。</translation>
    </message>
    <message>
        <source>On a %1 TFLOPS accelerator over the same %2 GB/s link, the copy becomes %3 of each step: the faster the card, the more the data pipeline shows.</source>
        <translation>换成 %1 TFLOPS 的加速卡、链路仍是 %2 GB/s，拷贝就占每步的 %3：卡越快，数据管道越显眼。</translation>
    </message>
    <message>
        <source>With prefetching (the next batch copies while this one computes), a step on the accelerator takes %1 instead of %2.</source>
        <translation>如果预取（本批计算时同时拷下一批），加速卡上一步只需 %1，而不是 %2。</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>one sentence after another</comment>
        <translation>%1%2</translation>
    </message>
    <message>
        <source>One card syncs nothing: each step is all compute (%1).</source>
        <translation>一张卡不用同步：每步全是计算（%1）。</translation>
    </message>
    <message>
        <source>The %1 has no link of the kind chosen; the custom bandwidth is used.</source>
        <translation>%1 没有所选类型的链路，改用自定义带宽。</translation>
    </message>
    <message>
        <source>%1 parameters in %2 with %3 need %4 for training: %5 of weights and %6× that in all.</source>
        <translation>%1 参数，%2，配 %3，训练需要 %4：权重 %5，总共是权重的 %6 倍。</translation>
    </message>
    <message>
        <source>Activations take %1 of it.</source>
        <translation>其中激活值占 %1。</translation>
    </message>
    <message>
        <source>That fits on one %1 (%2).</source>
        <translation>%1（%2）一张就装得下。</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n 张卡</numerusform>
        </translation>
    </message>
    <message>
        <source>no number of cards, because what is not split already fills one</source>
        <translation>多少张卡都不够，因为不切分的部分已经占满一张卡</translation>
    </message>
    <message>
        <source>Link: %2, %3 GB/s of bus bandwidth. With %1 cards, summing %4 of gradients takes %5 per step against %6 of compute; one after the other they run %7× as fast as one card (%8 of the ideal), and with the sync hidden behind the backward pass %9×.</source>
        <translation>链路：%2，总线带宽 %3 GB/s。%1 张卡每步汇总 %4 梯度要 %5，计算要 %6；先算再同步，速度是一张卡的 %7 倍（理想值的 %8）；把同步藏在反向传播后面，是 %9 倍。</translation>
    </message>
    <message>
        <source>It does not fit on one %1 (%2). Splitting the optimizer state across the cards needs %3; splitting the optimizer state and the gradients needs %4; splitting weights, gradients and optimizer state needs %5.</source>
        <translation>%1（%2）一张装不下。把优化器状态切到各卡上：%3；把优化器状态和梯度都切分：%4；把权重、梯度和优化器状态都切分：%5。</translation>
    </message>
    <message>
        <source>On your %1 cards each holds %2 with the optimizer state split, %3 with the gradients split too and %4 with everything split. Splitting the optimizer state and the gradients costs no extra traffic: each card still sends %5 per step, as plain data parallelism does. Full splitting makes it %6: the second question again.</source>
        <translation>在你的 %1 张卡上，切分优化器状态时每卡存 %2，再切分梯度时每卡存 %3，全部切分时每卡存 %4。切分优化器状态和梯度不增加通信：每张卡每步仍发 %5，和普通数据并行一样。全部切分后变成 %6：又回到了第二个问题。</translation>
    </message>
    <message>
        <source>%1, %2 (%3 TFLOPS, %4 GB/s):</source>
        <translation>%1，%2（%3 TFLOPS，%4 GB/s）：</translation>
    </message>
    <message>
        <source>%1 %2 (%3 of the step, %4 FLOP/B, %5)</source>
        <translation>%1 %2（占一步的 %3，%4 次／字节，%5）</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>More FLOPS shortens the compute-bound %1 of the step; the other %2 waits for memory and shortens only with more bandwidth or fewer bytes (more tokens a step, a sharded optimizer).</source>
        <translation>加算力只能缩短一步中受算力限制的 %1；其余 %2 在等内存，只有更高的带宽或更少的字节（每步更多词元、切分优化器状态）才能缩短。</translation>
    </message>
    <message>
        <source>To split a step into its parts, this question needs the shape of the model being trained: name it from the model catalog.</source>
        <translation>要把一步拆成几部分，这一问需要所训练模型的结构：请从模型目录里选定它。</translation>
    </message>
    <message>
        <source>The lesson&apos;s kernels are judged on the roofline in part three.</source>
        <translation>课程里的几个内核在第三部分的屋顶线上评判。</translation>
    </message>
    <message>
        <source>A step&apos;s compute is given as %1.</source>
        <translation>一步的计算时间按给定值取 %1。</translation>
    </message>
    <message>
        <source>With a parameter count alone, a step is 6 × %1 parameters × %2 tokens, %3 at %4 of the peak.</source>
        <translation>只有参数量时，一步是 6 × %1 参数 × %2 词元，按峰值的 %4 算需要 %3。</translation>
    </message>
    <message>
        <source>more than %1 cards</source>
        <translation>要超过 %1 张卡</translation>
    </message>
    <message>
        <source>This CPU&apos;s memory bandwidth, %1 GB/s, is the one entered (--mem-bandwidth).</source>
        <translation>本机 CPU 的内存带宽 %1 GB/s 是输入的数值（--mem-bandwidth）。</translation>
    </message>
    <message>
        <source>This CPU&apos;s memory bandwidth, %1 GB/s, is the STREAM triad of the machine profile the window keeps.</source>
        <translation>本机 CPU 的内存带宽 %1 GB/s 取自窗口保存的机器画像中的 STREAM triad。</translation>
    </message>
    <message>
        <source>This CPU&apos;s memory bandwidth, %1 GB/s, is the STREAM triad of the profile --profile names.</source>
        <translation>本机 CPU 的内存带宽 %1 GB/s 取自 --profile 所给画像中的 STREAM triad。</translation>
    </message>
    <message>
        <source>This CPU&apos;s memory bandwidth, %1 GB/s, is the STREAM triad measured in this run.</source>
        <translation>本机 CPU 的内存带宽 %1 GB/s 是本次运行测得的 STREAM triad。</translation>
    </message>
    <message>
        <source>This CPU&apos;s memory bandwidth, %1 GB/s, is assumed (the lesson&apos;s figure): measure this machine in the window or with &apos;measure&apos;, or give --mem-bandwidth.</source>
        <translation>本机 CPU 的内存带宽 %1 GB/s 是假设值（课程给出的数字）：请在窗口中或用 measure 测量本机，或用 --mem-bandwidth 给出。</translation>
    </message>
    <message>
        <source>Each card holds %1 (%2 of activations, %3 a layer and micro-batch), %4 its %5.</source>
        <translation>每张卡要存 %1（激活 %2，每层每个微批 %3），%4它的 %5。</translation>
    </message>
    <message>
        <source>within</source>
        <translation>不超过</translation>
    </message>
    <message>
        <source>past</source>
        <translation>超过</translation>
    </message>
    <message>
        <source>%1 tokens take %2 on these cards, %3 card-hours.</source>
        <translation>在这些卡上训练 %1 个词元需要 %2，共 %3 卡时。</translation>
    </message>
    <message>
        <source>The run cannot be laid out as set: %1.</source>
        <translation>按当前设置排布不了这次训练：%1。</translation>
    </message>
    <message>
        <source>Collectives: the data-parallel copies exchange %1 a card (%2, %3 of it not hidden behind the backward pass, and %4 more while the hidden part&apos;s memory traffic slows the compute beside it); the pipeline leaves %5 of the step idle.</source>
        <translation>集合通信：数据并行副本之间每张卡交换 %1（%2，其中 %3 没能藏在反向传播后面；藏住的部分占用显存带宽，拖慢与它同时进行的计算，又多出 %4）；流水线让一步中 %5 的时间空闲。</translation>
    </message>
    <message>
        <source>The layout cannot run as set, so this counts the whole model on each card, as plain data parallelism keeps it.</source>
        <translation>按当前设置排布不了，所以这里按普通数据并行那样，让每张卡存整个模型来计算。</translation>
    </message>
    <message>
        <source>every data-parallel copy keeps all of its states</source>
        <translation>每个数据并行副本都保留自己的全部状态</translation>
    </message>
    <message numerus="yes">
        <source>the optimizer state sharded over the %n data-parallel copies</source>
        <translation>
            <numerusform>优化器状态切分到 %n 个数据并行副本上</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the optimizer state and the gradients sharded over the %n data-parallel copies</source>
        <translation>
            <numerusform>优化器状态和梯度切分到 %n 个数据并行副本上</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>weights, gradients and optimizer state sharded over the %n data-parallel copies</source>
        <translation>
            <numerusform>权重、梯度和优化器状态都切分到 %n 个数据并行副本上</numerusform>
        </translation>
    </message>
    <message>
        <source>without recomputation</source>
        <translation>不重算</translation>
    </message>
    <message>
        <source>with selective recomputation, which saves nothing more here</source>
        <translation>选择性重算，在这里省不下更多</translation>
    </message>
    <message>
        <source>with full recomputation, which keeps only each layer&apos;s input</source>
        <translation>完全重算，只保留每层的输入</translation>
    </message>
    <message>
        <source>The logits of a micro-batch, in fp32 for the loss, add %1.</source>
        <translation>一个微批的 logits 以 fp32 存放以计算损失，另加 %1。</translation>
    </message>
    <message>
        <source>The logits sit on the last stage.</source>
        <translation>logits 在最后一个阶段上。</translation>
    </message>
    <message>
        <source>That fits in the %1&apos;s %2.</source>
        <translation>%1 的 %2 装得下。</translation>
    </message>
    <message>
        <source>That does not fit in the %1&apos;s %2.</source>
        <translation>%1 的 %2 装不下。</translation>
    </message>
    <message>
        <source>With this layout a card would need %1 at ZeRO stage 0, %2 at stage 1, %3 at stage 2 and %4 at stage 3.</source>
        <translation>按这个排布，每张卡在 ZeRO 第 0 阶段要 %1，第 1 阶段 %2，第 2 阶段 %3，第 3 阶段 %4。</translation>
    </message>
    <message>
        <source>each card needs</source>
        <translation>每张卡要</translation>
    </message>
    <message>
        <source>a card of the first pipeline stage holds the most (%1; the last holds %2) and needs</source>
        <translation>第一个流水线阶段的卡存得最多（%1；最后一个阶段存 %2），每张要</translation>
    </message>
    <message>
        <source>a card of the last pipeline stage holds the most (%1; the first holds %2) and needs</source>
        <translation>最后一个流水线阶段的卡存得最多（%1；第一个阶段存 %2），每张要</translation>
    </message>
    <message>
        <source>Laid out as data %1 × tensor %2 × pipeline %3 at ZeRO stage %4, %5 %6: weights %7, gradients %8 and optimizer state %9 of its %10 weights (the model split over tensor × pipeline, %11).</source>
        <translation>按数据 %1 × 张量 %2 × 流水线 %3 排布、ZeRO 第 %4 阶段时，%5 %6：它那 %10 个权重占权重 %7、梯度 %8、优化器状态 %9（模型按张量 × 流水线切分，%11）。</translation>
    </message>
    <message>
        <source>Keeping tensor %1 × pipeline %2 and these activations, ZeRO stage 1 needs %3 in all, stage 2 needs %4 and stage 3 needs %5.</source>
        <translation>保持张量 %1 × 流水线 %2 和这些激活值不变，ZeRO 第 1 阶段总共需要：%3；第 2 阶段：%4；第 3 阶段：%5。</translation>
    </message>
    <message>
        <source>The card link of the %1 joins %2 cards; the %3 cards that talk to one another share PCIe instead.</source>
        <translation>%1 的卡间互连只连接 %2 张卡；彼此通信的 %3 张卡改为共用 PCIe。</translation>
    </message>
    <message>
        <source>s·b·h·34/t bytes a layer with the sequence split, after Korthikanti et al. 2022, section 4.2.2, the attention scores never stored; full recomputation keeps 2·s·b·h/t</source>
        <translation>序列切分后每层 s·b·h·34/t 字节，依据 Korthikanti 等 2022 第 4.2.2 节，注意力分数从不存储；完全重算只存 2·s·b·h/t</translation>
    </message>
    <message>
        <source>s·b·h·(10 + 24/t) bytes a layer after Korthikanti et al. 2022, section 4, the attention scores never stored; full recomputation keeps 2·s·b·h</source>
        <translation>每层 s·b·h·(10 + 24/t) 字节，依据 Korthikanti 等 2022 第 4 节，注意力分数从不存储；完全重算只存 2·s·b·h</translation>
    </message>
    <message>
        <source>Activations %1: %2 layers × %3 a layer and micro-batch × micro-batches in flight %4, %5 (%8). Without recomputation a layer would keep %6, with full recomputation %7.</source>
        <translation>激活值 %1：%2 层 × 每层每个微批 %3 × 同时在途的微批数 %4，%5（%8）。不重算时每层要存 %6，完全重算时 %7。</translation>
    </message>
    <message>
        <source>The layout also takes %1.</source>
        <translation>此外，这个排布还采用了：%1。</translation>
    </message>
    <message>
        <source>The run as the layout splits it, each part at its published efficiency: laid out on %1 cards as data %2 × tensor %3 × pipeline %4, ZeRO stage %5, recomputation %6, %7 sequences of %8 tokens a step (micro-batches a copy: %9): a step takes %10 expected, %11 at the bound; %12 tokens/s a card expected (%13 at the bound), MFU %14 (6N + 12·L·H·Q·T a token).</source>
        <translation>按排布切分后的这次训练，每部分按有公开出处的效率计：按数据 %2 × 张量 %3 × 流水线 %4 排布在 %1 张卡上，ZeRO 第 %5 阶段，重算：%6，每步 %7 个长 %8 词元的序列（每个副本的微批数：%9）：预期一步 %10，上限 %11；预期每卡每秒 %12 词元（上限 %13），MFU %14（每词元按 6N + 12·L·H·Q·T 计）。</translation>
    </message>
    <message>
        <source>a data-parallel copy&apos;s tokens under the layout</source>
        <translation>按布局一份数据并行副本的词元数</translation>
    </message>
    <message>
        <source>question two&apos;s tokens a card</source>
        <translation>问题 2 的每卡词元数</translation>
    </message>
    <message>
        <source>One card training the whole of %1 on %2 tokens a step (%9), in sequences of %3: with the products at %4 of the peak and memory at %5 of its bandwidth, the balance point is %6 FLOP/B. A step takes %7: %8.</source>
        <translation>一张卡训练整个 %1，每步 %2 个词元（%9），序列长 %3：矩阵乘按峰值的 %4、内存按带宽的 %5 算，平衡点是 %6 次／字节。一步耗时 %7：%8。</translation>
    </message>
    <message>
        <source>The layout&apos;s %1 cards are %2 (tensor) × %3 (pipeline) × %4 (data-parallel copies).</source>
        <translation>布局的 %1 张卡 = %2（张量）× %3（流水线）× %4（数据并行副本）。</translation>
    </message>
    <message>
        <source>With one copy there is nothing to sum: each card&apos;s step is all compute (%1).</source>
        <translation>只有一份副本，没有什么要求和：每张卡的一步全是计算（%1）。</translation>
    </message>
    <message>
        <source>the network between servers, %1 Gb/s a card (each card&apos;s peers are on %2 other servers, so the link inside a server does not carry this sum)</source>
        <translation>服务器之间的网络，每张卡 %1 Gb/s（每张卡的同伴分布在另外 %2 台服务器上，所以服务器内的互连承担不了这次求和）</translation>
    </message>
    <message>
        <source>%1 inside a server, %2 GB/s of bus bandwidth, and the network between the %3 servers, %4 Gb/s a card</source>
        <translation>服务器内为 %1，总线带宽 %2 GB/s；%3 台服务器之间为网络，每张卡 %4 Gb/s</translation>
    </message>
    <message>
        <source>%1, %2 GB/s of bus bandwidth</source>
        <translation>%1，总线带宽 %2 GB/s</translation>
    </message>
    <message>
        <source>Link: %1. Each card sums its %2 share of the gradients with the same card of the other %3 copies: %4 per step against %5 of its compute; one after the other the %6 copies run %7× as fast as one (%8 of the ideal), and with the sync hidden behind the backward pass %9×.</source>
        <translation>互连：%1。每张卡把它那份 %2 的梯度与另外 %3 份副本中对应的卡求和：每步 %4，而它的计算是 %5；先算后同步时 %6 份副本的速度是一份的 %7×（理想值的 %8），把同步藏到反向传播后面时为 %9×。</translation>
    </message>
    <message>
        <source>The peak on every thread came out below the peak on one, which more threads cannot do: one of the two runs was slowed. Measure again.</source>
        <translation>全部线程的峰值低于单线程的峰值，线程多了不可能这样：两次运行中有一次被拖慢了。请重新测量。</translation>
    </message>
    <message>
        <source>The STREAM triad on every thread came out below the one-thread figure, which more threads cannot do: one of the two runs was slowed. Measure again.</source>
        <translation>全部线程的 STREAM triad 低于单线程的数值，线程多了不可能这样：两次运行中有一次被拖慢了。请重新测量。</translation>
    </message>
    <message>
        <source>sgemm came out faster than the multiply-add peak, which it cannot be: the peak came out low. Measure again.</source>
        <translation>sgemm 比乘加峰值还快，这是不可能的：峰值测低了。请重新测量。</translation>
    </message>
    <message>
        <source>A kernel came out faster than the multiply-add peak, which it cannot be: the peak came out low. Measure again.</source>
        <translation>有个内核比乘加峰值还快，这是不可能的：峰值测低了。请重新测量。</translation>
    </message>
    <message>
        <source>dgemm came out faster than the FP64 multiply-add peak, which it cannot be: the peak came out low. Measure again.</source>
        <translation>dgemm 比 FP64 乘加峰值还快，这是不可能的：峰值测低了。请重新测量。</translation>
    </message>
    <message>
        <source>other processes used %1 of the CPU time while they were measured (more than %2)</source>
        <translation>测量期间其他进程占用了 %1 的 CPU 时间（超过 %2）</translation>
    </message>
    <message>
        <source>the runs scattered by %1, median against fastest (more than %2)</source>
        <translation>各次运行的离散程度为 %1（中位数对最快一次，超过 %2）</translation>
    </message>
    <message>
        <source>These figures are unreliable: %1. Measure again when the machine is idle.</source>
        <translation>这些数值不可靠：%1。请在机器空闲时重新测量。</translation>
    </message>
    <message>
        <source>On a %1 TFLOPS accelerator over the same %2 GB/s link, the copy is %3 of each step: at this link it stays out of the way.</source>
        <translation>换成 %1 TFLOPS 的加速器、链路仍是 %2 GB/s 时，拷贝占每步的 %3：在这样的链路上它不碍事。</translation>
    </message>
    <message>
        <source>recomputing the activations (full recomputation keeps %1 a layer instead of %2)</source>
        <translation>重算激活（完全重算时每层只留 %1，而不是 %2）</translation>
    </message>
    <message>
        <source>splitting the sequence over more cards (context parallelism)</source>
        <translation>把序列切分到更多卡上（上下文并行）</translation>
    </message>
    <message>
        <source>more tensor or pipeline parallelism, which splits the activations and the weights alike</source>
        <translation>加大张量并行或流水线并行，它们会同时切分激活和权重</translation>
    </message>
    <message>
        <source>Keeping tensor %1 × pipeline %2 and these activations, no number of cards makes it fit at any ZeRO stage: the activations and logits, which ZeRO does not split, already fill a card. What would help: %3.</source>
        <translation>保持张量 %1 × 流水线 %2 和这样的激活，任何 ZeRO 阶段、多少张卡都装不下：ZeRO 不切分的激活和 logits 已经占满一张卡。有用的办法：%3。</translation>
    </message>
    <message>
        <source>%1, as it lists no %2 figure</source>
        <translation>%1（它没有 %2 指标）</translation>
    </message>
    <message>
        <source>The %1 lists no %2 figure, so its %3 peak (%4 TFLOPS) is used.</source>
        <translation>%1 没有 %2 的数值，所以用它的 %3 峰值（%4 TFLOPS）。</translation>
    </message>
    <message>
        <source>Its maker prints no FP32 figure; work in %1 runs slower than this bound.</source>
        <translation>厂商没有公布 FP32 数值；%1 的计算实际会比这个上限慢。</translation>
    </message>
</context>
<context>
    <name>blab::ui::WhatIfState</name>
    <message>
        <source>The settings file %1 could not be read; the defaults are used.</source>
        <translation>读不了设置文件 %1，改用默认值。</translation>
    </message>
    <message numerus="yes">
        <source>%n saved setting(s) could not be read and went back to the default.</source>
        <translation>
            <numerusform>有 %n 项保存的设置读不了，已恢复为默认值。</numerusform>
        </translation>
    </message>
    <message>
        <source>The settings in %1 were written by a newer version of Bottleneck Lab; the defaults are used, and this session&apos;s inputs are not saved over them.</source>
        <translation>%1 中的设置是更新版本的瓶颈实验室写的；现在使用默认值，本次运行的输入不会覆盖它们。</translation>
    </message>
    <message>
        <source>The window&apos;s inputs and measurements could not be saved in %1.</source>
        <translation>窗口的输入和测量结果无法保存到 %1。</translation>
    </message>
</context>
</TS>
