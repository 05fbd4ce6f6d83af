package dev.arbiter.registry;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

/** deploy/render: writes every file that follows from deploy/services.json. */
public final class Render {

    public static void main(String[] args) throws IOException {
        Path root = Repository.root();
        Map<Path, String> files = new Renderer(root).render(Registry.read(root));
        for (Path stale : Repository.stale(root, files)) {
            Files.delete(root.resolve(stale));
            System.out.println("removed  " + stale);
        }
        for (Map.Entry<Path, String> file : files.entrySet()) {
            Path path = root.resolve(file.getKey());
            if (Files.exists(path) && Files.readString(path).equals(file.getValue())) {
                continue;
            }
            Files.createDirectories(path.getParent());
            Files.writeString(path, file.getValue());
            System.out.println("rendered " + file.getKey());
        }
    }
}
