package dev.arbiter.warmachine.service;

import dev.arbiter.testkit.RealInfrastructure;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * The WARMACHINE demo of {@code deploy/up --demo} (docs/operations.md), run as it is: deploy/demo.py itself against
 * this service, Bot Ada over REST against the service's bot "tactician". Its deployment once gave up on about half the
 * seeds (issue 29); here it deploys both armies on many seeds, and one whole demo game is played and audited.
 */
@QuarkusTest
@QuarkusTestResource(value = RealInfrastructure.class, restrictToAnnotatedClass = false)
class DemoDeploymentTest {

    private static final Path DEMO = Path.of("../../deploy/demo.py").toAbsolutePath().normalize();
    private static final int SEEDS = 30;

    @TestHTTPResource("/")
    URL service;

    @Test
    @DisplayName("Setup, steps 4-5 (issue 29): deploy/demo.py deploys every model of both demo armies on each of 30 seeds, its own scan over REST for seat 0, the tactician for seat 1")
    void demoDeploysOnEverySeed() {
        for (int seed = 1; seed <= SEEDS; seed++) {
            Run run = demo(seed, "--until-deployed");
            assertEquals(0, run.exit(), "seed " + seed + ":\n" + run.output());
            assertTrue(run.output().contains("every model of both armies deployed"), "seed " + seed + ":\n" + run.output());
        }
    }

    @Test
    @DisplayName("A13, P04: a whole demo game against the tactician is told turn by turn, ends and passes its audit")
    void demoGamePassesItsAudit() {
        Run run = demo(SEEDS + 1);
        System.out.println(run.output());
        assertEquals(0, run.exit(), run.output());
        assertTrue(run.output().contains("Round 1, ") && run.output().contains("The game ends: "), run.output());
        assertTrue(run.output().contains("Audit: re-running the") && !run.output().contains(": NO"), run.output());
    }

    private record Run(int exit, String output) {
    }

    private Run demo(int seed, String... flags) {
        if (!Files.isRegularFile(DEMO)) {
            fail("the demo is missing: " + DEMO);
        }
        List<String> command = new ArrayList<>(List.of("python3", DEMO.toString(), "warmachine", service.toString().replaceAll("/$", ""), String.valueOf(seed)));
        command.addAll(List.of(flags));
        try {
            Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
            String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (!process.waitFor(300, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                fail("the demo did not finish within 300 s:\n" + output);
            }
            return new Run(process.exitValue(), output);
        } catch (IOException e) {
            return fail("python3 runs the demo (deploy/demo.py) but is not on the PATH: " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
