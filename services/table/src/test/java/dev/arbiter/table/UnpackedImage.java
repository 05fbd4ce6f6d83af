package dev.arbiter.table;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * An image's layers unpacked, in order, into one root folder, and its entrypoint run from there as a container
 * runtime would: its own root (chroot), its own process and mount namespaces with /proc and /dev, the image's
 * user, working folder and environment only. No network namespace, so what it serves is on the machine's
 * loopback. Needs root (chroot, mounts), as the base image's build does.
 */
final class UnpackedImage {

    private final Path root;
    private final JsonNode config;

    private UnpackedImage(Path root, JsonNode config) {
        this.root = root;
        this.config = config;
    }

    static UnpackedImage unpack(ImageRegistry registry, String repository, JsonNode manifest, JsonNode config, Path root)
            throws IOException, InterruptedException {
        if (!"root".equals(System.getProperty("user.name"))) {
            throw new IllegalStateException("running the image needs root (chroot and mounts); build as root or with -DskipTests");
        }
        Files.createDirectories(root.resolve("proc"));
        Files.createDirectories(root.resolve("dev"));
        Path layer = root.resolveSibling("layer.tar.gz");
        for (JsonNode entry : manifest.path("layers")) {
            registry.copyBlob(repository, entry.path("digest").asText(), layer);
            run(List.of("tar", "-xzf", layer.toString(), "-C", root.toString()));
        }
        Files.delete(layer);
        return new UnpackedImage(root, config);
    }

    /** Starts the entrypoint with the image's environment plus {@code environment}; its output goes to {@code log}. */
    Process start(Map<String, String> environment, Path log) throws IOException {
        JsonNode image = config.path("config");
        String user = image.path("User").asText();
        List<String> command = new ArrayList<>(List.of("unshare", "--fork", "--pid", "--mount", "--kill-child",
                "--mount-proc=" + root.resolve("proc"), "--", "sh", "-c",
                "root=$0 user=$1; shift; mount --rbind /dev \"$root/dev\" && exec chroot --userspec=\"$user\" \"$root\" \"$@\"",
                root.toString(),
                user.contains(":") ? user : user + ":" + user, "env", "-i", "-C", image.path("WorkingDir").asText()));
        image.path("Env").forEach(variable -> command.add(variable.asText()));
        environment.forEach((name, value) -> command.add(name + "=" + value));
        image.path("Entrypoint").forEach(word -> command.add(word.asText()));
        return new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
    }

    private static void run(List<String> command) throws IOException, InterruptedException {
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes());
        if (process.waitFor() != 0) {
            throw new IOException(String.join(" ", command) + " failed: " + output);
        }
    }
}
