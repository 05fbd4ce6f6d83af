package dev.arbiter.table;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** The base image deploy/images/base/build made for this build, and what it was made from. */
final class BaseImage {

    private static final Path FOLDER = Path.of("../../deploy/images/base");
    static final Path SCRIPT = FOLDER.resolve("build");

    private BaseImage() {
    }

    /** The layer digest and every package of the built base, in base.lock's form (the file beside the cached archive). */
    static List<String> contents() throws IOException {
        Path archive = FOLDER.resolve("target/arbiter-base.tar").toRealPath();
        return Files.readAllLines(archive.resolveSibling(archive.getFileName() + ".contents"));
    }
}
