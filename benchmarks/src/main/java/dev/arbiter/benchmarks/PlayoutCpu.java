package dev.arbiter.benchmarks;

import dev.arbiter.kernel.spi.Setup;
import dev.arbiter.testkit.RandomBot;
import dev.arbiter.warmeister.rules.WarmeisterEvent;
import dev.arbiter.warmeister.rules.WarmeisterRules;
import dev.arbiter.warmeister.rules.WarmeisterState;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Map;

/**
 * The CPU time of whole Warmeister playouts on this thread, where other work on the machine makes
 * {@link PlayoutBenchmark}'s wall-clock scores noise: the same seeds played in rounds (the first
 * ones warm the JIT), each round's CPU time per game printed. The same games as the benchmark's:
 * {@code RandomBot}, a new bot per game.
 *
 * <p>{@code java -cp benchmarks/target/benchmarks.jar dev.arbiter.benchmarks.PlayoutCpu [seats] [games] [rounds]}
 * (defaults 2, 1500, 5); docs/benchmarks.md, "Issue 14: playouts before and after".
 */
public final class PlayoutCpu {

    private PlayoutCpu() {
    }

    public static void main(String[] args) {
        int seats = args.length > 0 ? Integer.parseInt(args[0]) : 2;
        int games = args.length > 1 ? Integer.parseInt(args[1]) : 1500;
        int rounds = args.length > 2 ? Integer.parseInt(args[2]) : 5;
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        for (int round = 1; round <= rounds; round++) {
            long commands = 0;
            long start = threads.getCurrentThreadCpuTime();
            for (long seed = 0; seed < games; seed++) {
                RandomBot<WarmeisterState, ?, WarmeisterEvent> bot = new RandomBot<>(new WarmeisterRules(), new Setup(seats, Map.of()), 100_000);
                commands += bot.play(seed).commands();
            }
            double millis = (threads.getCurrentThreadCpuTime() - start) / 1e6;
            System.out.printf("round %d: %d games of %d seats, %.1f commands a game, %.3f ms of CPU a game, %.0f games per CPU-second%n",
                    round, games, seats, (double) commands / games, millis / games, games * 1000 / millis);
        }
    }
}
