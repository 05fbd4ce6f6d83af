package dev.arbiter.table;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The table in a real browser: the Playwright suite of web/e2e, run by npm against this table, which
 * reaches real services of every built ruleset and the projection. Its output is target/e2e/playwright.log,
 * its screenshots target/e2e/screenshots. {@code -De2e.specs=warmachine,kharnage} runs only the specs whose file
 * names hold one of those words (Playwright's file filter); without it, the whole suite.
 */
@QuarkusTest
@QuarkusTestResource(value = ServiceStack.class, restrictToAnnotatedClass = true)
class TableInBrowserTest {

    @TestHTTPResource("/")
    URI table;

    @Test
    void thePlaywrightSuitePasses() throws IOException, InterruptedException {
        Path log = Path.of("target/e2e/playwright.log");
        Files.createDirectories(log.getParent());
        List<String> command = new ArrayList<>(List.of("npx", "--no-install", "playwright", "test"));
        command.addAll(Arrays.stream(System.getProperty("e2e.specs", "").split(",")).filter(spec -> !spec.isBlank()).toList());
        ProcessBuilder playwright = new ProcessBuilder(command)
                .directory(Path.of("web").toFile()).redirectErrorStream(true).redirectOutput(log.toFile());
        playwright.environment().put("TABLE_URL", table.toString().replaceAll("/$", ""));
        playwright.environment().put("CHROMIUM", Chromium.path().toString());
        Process run = playwright.start();
        boolean finished = run.waitFor(15, TimeUnit.MINUTES);
        if (!finished) {
            run.destroyForcibly();
        }
        List<String> output = Files.readAllLines(log);
        String tail = String.join("\n", output.subList(Math.max(0, output.size() - 60), output.size()));
        assertEquals(0, finished ? run.exitValue() : -1, "the browser tests failed (target/e2e/playwright.log):\n" + tail);
    }
}
