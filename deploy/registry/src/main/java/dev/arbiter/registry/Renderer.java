package dev.arbiter.registry;

import io.quarkus.qute.Engine;
import io.quarkus.qute.ReflectionValueResolver;
import io.quarkus.qute.Template;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Turns the registry into the files that follow from it, from the templates in
 * src/main/resources/templates. Whole files are replaced; in the Markdown docs only the part between
 * a section's begin and end markers is.
 */
public final class Renderer {

    /** One file per built service; deploy/render removes the files of services that left the registry. */
    public static final Path SERVICE_MANIFESTS = Path.of("k8s", "base", "services");

    private final Engine engine = Engine.builder().addDefaults().addValueResolver(new ReflectionValueResolver()).build();
    private final Path root;

    public Renderer(Path root) {
        this.root = root;
    }

    /** Every generated file (relative to the repository root) with the content it must have. */
    public Map<Path, String> render(Registry registry) throws IOException {
        Map<Path, String> files = new LinkedHashMap<>();
        file(files, registry, "deploy/compose.yaml", "compose.yaml");
        file(files, registry, "deploy/compose/create-databases.sql", "create-databases.sql");
        file(files, registry, "k8s/base/kustomization.yaml", "kustomization.yaml");
        file(files, registry, "k8s/base/kafka/topics.yaml", "topics.yaml");
        file(files, registry, "k8s/base/kafka/users.yaml", "kafka-users.yaml");
        file(files, registry, "k8s/base/postgres/databases.yaml", "databases.yaml");
        file(files, registry, "k8s/base/postgres/roles.yaml", "postgres-roles.yaml");
        for (Service service : registry.built()) {
            files.put(SERVICE_MANIFESTS.resolve(service.name() + ".yaml"),
                    template("service.yaml").data("s", service).data("image", registry.imageOf(service)).render());
        }
        section(files, registry, "README.md", "services", "readme-services.md");
        section(files, registry, "docs/operations.md", "ports", "operations-ports.md");
        return files;
    }

    /** The marker lines around a generated section of a Markdown file. */
    public static String begin(String section) {
        return "<!-- " + section + ": generated from deploy/services.json by deploy/render -->";
    }

    public static String end(String section) {
        return "<!-- end of " + section + " -->";
    }

    private void file(Map<Path, String> files, Registry registry, String path, String template) {
        files.put(Path.of(path), template(template).data("registry", registry).render());
    }

    private void section(Map<Path, String> files, Registry registry, String path, String section, String template)
            throws IOException {
        String doc = Files.readString(root.resolve(path));
        int from = doc.indexOf(begin(section));
        int to = doc.indexOf(end(section));
        if (from < 0 || to < from) {
            throw new IllegalStateException(path + " lacks the lines " + begin(section) + " and " + end(section)
                    + " around its generated " + section + " table");
        }
        int start = from + begin(section).length() + 1;
        files.put(Path.of(path), doc.substring(0, start) + template(template).data("registry", registry).render() + doc.substring(to));
    }

    private Template template(String name) {
        try (InputStream in = Renderer.class.getResourceAsStream("/templates/" + name)) {
            if (in == null) {
                throw new IllegalStateException("no template " + name);
            }
            return engine.parse(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
