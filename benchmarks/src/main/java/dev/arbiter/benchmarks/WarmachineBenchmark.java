package dev.arbiter.benchmarks;

import dev.arbiter.kernel.spi.Setup;
import dev.arbiter.testkit.RandomBot;
import dev.arbiter.warmachine.pack.WarmachinePacks;
import dev.arbiter.warmachine.rules.game.Measurements;
import dev.arbiter.warmachine.rules.game.ModelState;
import dev.arbiter.warmachine.rules.game.WarmachineCommand;
import dev.arbiter.warmachine.rules.game.WarmachineEvent;
import dev.arbiter.warmachine.rules.game.WarmachineRules;
import dev.arbiter.warmachine.rules.game.WarmachineState;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * WARMACHINE Prime's rules on one thread (docs/benchmarks.md, "WARMACHINE"): one recorded Annihilation game between
 * random bots decided again command by command, as the audit does (each command written to its JSON and read back;
 * every decision makes the rules' own line-of-sight, range and movement checks), and the measurement service's
 * line-of-sight query asked of every pair of models on the table at the game's end.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 2, time = 5)
@Measurement(iterations = 3, time = 5)
@Fork(1)
public class WarmachineBenchmark {

    private static final long SEED = 1;

    /** The recorded game: its commands, and the table at its end. */
    @State(Scope.Benchmark)
    public static class Recorded {

        final RandomBot<WarmachineState, WarmachineCommand, WarmachineEvent> bot;
        final List<RandomBot.Move> moves;
        final List<Object> log;
        final WarmachineState end;
        final Measurements measurements = new Measurements(WarmachinePacks.demo());

        public Recorded() {
            bot = new RandomBot<>(new WarmachineRules(WarmachinePacks.demo()), new Setup(2, Map.of("scenario", "annihilation")), 20_000);
            RandomBot.Game<WarmachineState, WarmachineEvent> game = bot.play(SEED);
            moves = game.moves();
            log = game.log();
            end = game.state();
        }
    }

    /** ops/s is whole games per second; times the game's 487 commands (seed 1) it is commands per second. */
    @Benchmark
    public List<Object> commandsDecided(Recorded game) {
        return game.bot.replay(SEED, game.moves);
    }

    /** ops/s is sweeps per second; each sweep asks line of sight from every model to every other on the table. */
    @Benchmark
    public int lineOfSightSweep(Recorded game) {
        int visible = 0;
        List<ModelState> models = game.end.models().stream().filter(ModelState::deployed).toList();
        for (ModelState from : models) {
            for (ModelState to : models) {
                if (from != to && game.measurements.lineOfSight(game.end, from.id(), to.id()).visible()) {
                    visible++;
                }
            }
        }
        return visible;
    }
}
