package dev.arbiter.table;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The browser of the browser tests: Debian's Chromium (Playwright's own downloads are not reachable).
 * Installed when missing and the tests run as root, otherwise the tests fail with the command that
 * installs it.
 */
final class Chromium {

    private static final Path INSTALLED = Path.of("/usr/bin/chromium");
    static final String INSTALL = "sudo apt-get install -y chromium";

    private Chromium() {
    }

    static Path path() {
        if (!Files.isExecutable(INSTALLED) && "root".equals(System.getProperty("user.name"))) {
            install();
        }
        if (!Files.isExecutable(INSTALLED)) {
            throw new IllegalStateException("the browser tests need Chromium, which is not installed: " + INSTALL);
        }
        return INSTALLED;
    }

    private static void install() {
        try {
            ProcessBuilder apt = new ProcessBuilder("sh", "-c", "apt-get install -y -q chromium || (apt-get update -q && apt-get install -y -q chromium)")
                    .redirectErrorStream(true).redirectOutput(Path.of("target/chromium-install.log").toFile());
            apt.environment().put("DEBIAN_FRONTEND", "noninteractive");
            apt.start().waitFor();
        } catch (IOException e) {
            throw new IllegalStateException("could not install Chromium (" + e.getMessage() + "): " + INSTALL, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while installing Chromium", e);
        }
    }
}
