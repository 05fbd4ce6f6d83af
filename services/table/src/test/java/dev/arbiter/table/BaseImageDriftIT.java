package dev.arbiter.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Debian moves on after base.lock is written (security updates, point releases). The suite must pass
 * whatever Debian serves today and name the drift; a release must refuse a base that is not the pinned one
 * (docs/operations.md, "The base image"). Simulated with a lock that names an older version of one package
 * than the base was built from.
 */
class BaseImageDriftIT {

    private static final String OLDER = "~older";

    @TempDir
    Path folder;

    @Test
    void theSuitesBuildGoesOnAndNamesTheVersionThatMoved() throws Exception {
        Lock lock = lockOneVersionBehind();
        Result suite = run(BaseImage.SCRIPT.toString(), "--tolerate-drift", "--lock", lock.file().toString());
        assertEquals(0, suite.exitCode(), suite::output);
        assertTrue(suite.output().contains("< " + lock.pinned()), suite::output);
        assertTrue(suite.output().contains("> " + lock.built()), suite::output);
    }

    @Test
    void theReleaseBuildRefusesABaseThatIsNotThePinnedOne() throws Exception {
        Lock lock = lockOneVersionBehind();
        Result release = run(BaseImage.SCRIPT.toString(), "--lock", lock.file().toString());
        assertNotEquals(0, release.exitCode(), release::output);
        assertTrue(release.output().contains("not the one base.lock pins"), release::output);
        assertTrue(release.output().contains("< " + lock.pinned()), release::output);
    }

    /** The built base's own contents, but for the first package, whose version is pinned one step older. */
    private Lock lockOneVersionBehind() throws IOException {
        List<String> lines = new ArrayList<>(BaseImage.contents());
        int first = 1;   // line 0 is the layer digest
        String built = lines.get(first);
        String pinned = built + OLDER;
        lines.set(first, pinned);
        lines.add(0, "# a lock one version behind Debian, written by BaseImageDriftIT");
        Path file = folder.resolve("base.lock");
        Files.write(file, lines);
        return new Lock(file, pinned, built);
    }

    private record Lock(Path file, String pinned, String built) {
    }

    private record Result(int exitCode, String output) {
    }

    private static Result run(String... command) throws IOException, InterruptedException {
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        return new Result(process.waitFor(), output);
    }
}
