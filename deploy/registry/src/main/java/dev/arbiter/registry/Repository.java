package dev.arbiter.registry;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/** Where the repository is, and which generated files no longer belong to it. */
public final class Repository {

    private Repository() {
    }

    /** The nearest folder, from the working directory up, that holds deploy/services.json. */
    public static Path root() {
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            if (Files.isRegularFile(dir.resolve(Registry.FILE))) {
                return dir;
            }
        }
        throw new IllegalStateException("no " + Registry.FILE + " in " + Path.of("").toAbsolutePath() + " or above");
    }

    /** Service manifests on disk that the registry no longer renders (a service removed or not built). */
    public static List<Path> stale(Path root, Map<Path, String> rendered) throws IOException {
        try (Stream<Path> files = Files.list(root.resolve(Renderer.SERVICE_MANIFESTS))) {
            return files.map(root::relativize).filter(path -> !rendered.containsKey(path)).sorted().toList();
        }
    }
}
