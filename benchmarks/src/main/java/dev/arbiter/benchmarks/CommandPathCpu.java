package dev.arbiter.benchmarks;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Supplier;

/**
 * The CPU time of each piece of {@link CommandPathBenchmark} and {@link AnswerBenchmark}, where other work on the
 * machine makes their wall-clock scores noise: each piece run {@code ops} times in rounds (the first ones warm the
 * JIT), its CPU time per op printed, on this thread and in the whole JVM (the hand-off's other half runs on the
 * worker thread; the JIT and the collector count there too).
 *
 * <p>{@code java -cp benchmarks/target/benchmarks.jar dev.arbiter.benchmarks.CommandPathCpu [ops] [rounds]}
 * (defaults 20000, 5); docs/benchmarks.md, "The lean request path (issue 31, step 4)".
 */
public final class CommandPathCpu {

    private CommandPathCpu() {
    }

    public static void main(String[] args) {
        int ops = args.length > 0 ? Integer.parseInt(args[0]) : 20_000;
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 5;
        CommandPathBenchmark path = new CommandPathBenchmark();
        path.setUp();
        AnswerBenchmark answer = new AnswerBenchmark();
        answer.setUp();
        Map<String, Supplier<Object>> pieces = new LinkedHashMap<>();
        pieces.put("hash an event", path::hashEvent);
        pieces.put("sign an event", path::signEvent);
        pieces.put("write its stored text", path::writeStoredText);
        pieces.put("answer, read back and written (before)", answer::readBackAndWrite);
        pieces.put("answer from the sealed text (now)", answer::fromSealedText);
        pieces.put("counter looked up (before)", path::meterLookedUp);
        pieces.put("counter held (now)", path::meterHeld);
        pieces.put("hand-off to a worker and back", path::handedToWorker);
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        com.sun.management.OperatingSystemMXBean process = (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        long sink = 0;
        for (int round = 1; round <= rounds; round++) {
            for (Map.Entry<String, Supplier<Object>> piece : pieces.entrySet()) {
                long thread = threads.getCurrentThreadCpuTime();
                long jvm = process.getProcessCpuTime();
                for (int op = 0; op < ops; op++) {
                    sink += piece.getValue().get().hashCode();
                }
                System.out.printf("round %d: %-40s %9.3f µs CPU/op on this thread, %9.3f in the JVM%n", round, piece.getKey(),
                        (threads.getCurrentThreadCpuTime() - thread) / 1e3 / ops, (process.getProcessCpuTime() - jvm) / 1e3 / ops);
            }
        }
        path.tearDown();
        System.out.println(sink == 42 ? "" : "(done)");
    }
}
