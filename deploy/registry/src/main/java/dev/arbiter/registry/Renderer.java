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
import java.util.List;
import java.util.Map;

/**
 * Turns the registry into the files that follow from it, from the templates in
 * src/main/resources/templates. Whole files are replaced; in a file others also write (a doc, a POM,
 * a properties file, a source file) only the lines between a section's begin and end marker lines are,
 * the markers being comments in the file's own language.
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
        section(files, registry, "pom.xml", "service modules", "pom-modules.xml");
        section(files, registry, "services/table/pom.xml", "services the tests start", "table-pom-services.xml");
        section(files, registry, "services/table/src/main/resources/application.properties", "services", "table-services.properties");
        section(files, registry, "services/projection/src/main/resources/application.properties", "ruleset urls", "projection-ruleset-urls.properties");
        section(files, registry, "contracts/asyncapi/arbiter.yaml", "ruleset names", "asyncapi-rulesets.yaml");
        section(files, registry, "clients/typescript/redocly.yaml", "ruleset contracts", "client-redocly.yaml");
        section(files, registry, "clients/typescript/src/rulesets.ts", "rulesets", "client-rulesets.ts");
        return files;
    }

    /** What a begin marker says after the section's name. */
    public static final String GENERATED = ": generated from deploy/services.json by deploy/render";

    /** The marker line before a generated section of a file, a comment in the file's language. */
    public static String begin(Path file, String section) {
        return comment(file, section + GENERATED);
    }

    public static String end(Path file, String section) {
        return comment(file, "end of " + section);
    }

    private static String comment(Path file, String text) {
        String name = file.getFileName().toString();
        String extension = name.substring(name.lastIndexOf('.') + 1);
        return switch (extension) {
            case "md", "xml" -> "<!-- " + text + " -->";
            case "yaml", "properties" -> "# " + text;
            case "ts" -> "// " + text;
            default -> throw new IllegalArgumentException("no comment syntax known for " + file);
        };
    }

    private void file(Map<Path, String> files, Registry registry, String path, String template) {
        files.put(Path.of(path), template(template).data("registry", registry).render());
    }

    /** Replaces the whole lines between the begin and end marker lines; a file may hold several sections. */
    private void section(Map<Path, String> files, Registry registry, String path, String section, String template)
            throws IOException {
        Path file = Path.of(path);
        String doc = files.containsKey(file) ? files.get(file) : Files.readString(root.resolve(file));
        int from = doc.indexOf(begin(file, section));
        int to = doc.indexOf(end(file, section));
        if (from < 0 || to < from) {
            throw new IllegalStateException(path + " lacks the lines " + begin(file, section) + " and " + end(file, section)
                    + " around its generated " + section);
        }
        int start = doc.indexOf('\n', from) + 1;
        int stop = doc.lastIndexOf('\n', to) + 1;
        String lines = template(template).data("registry", registry).data("modules", modules(registry)).render();
        files.put(file, doc.substring(0, start) + lines + doc.substring(stop));
    }

    /** The modules of the services that have one yet (a planned service's may exist already): the root POM's. */
    private List<String> modules(Registry registry) {
        return registry.services().stream().map(Service::module)
                .filter(module -> Files.isRegularFile(root.resolve(module).resolve("pom.xml"))).toList();
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
