package dev.arbiter.registry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/** deploy/services.json tells the truth about the modules: which exist, and the defaults they run with. */
class RegistryMatchesModulesTest {

    private final Path root = Repository.root();

    @Test
    void everyServiceModuleHasAnEntryAndEveryBuiltEntryAModule() throws IOException {
        Registry registry = Registry.read(root);
        String rootPom = Files.readString(root.resolve("pom.xml"));
        for (Service s : registry.services()) {
            boolean exists = Files.isRegularFile(root.resolve(s.module()).resolve("pom.xml"));
            if (s.built()) {
                assertTrue(exists, s.name() + " says built: true but " + s.module()
                        + "/pom.xml does not exist; correct deploy/services.json, then run deploy/render");
            }
            // a planned service may already have its module (rules in progress): it is then built and tested, never deployed
            if (exists) {
                assertTrue(rootPom.contains("<module>" + s.module() + "</module>"), s.module() + " is not a module of pom.xml");
            }
        }
        try (Stream<Path> folders = Files.list(root.resolve("services"))) {
            List<String> unlisted = folders
                    .filter(dir -> Files.isRegularFile(dir.resolve("pom.xml")) && !dir.endsWith("kernel"))
                    .map(dir -> root.relativize(dir).toString())
                    .filter(module -> registry.services().stream().noneMatch(s -> s.module().equals(module)))
                    .toList();
            assertEquals(List.of(), unlisted, "service modules without an entry in deploy/services.json");
        }
    }

    /** A service started without the deploy's variables (a developer's IDE) uses the registry's port and database. */
    @Test
    void builtServicesDefaultToTheirRegisteredNamePortAndDatabase() throws IOException {
        for (Service s : Registry.read(root).built()) {
            Properties config = properties(s);
            String where = s.module() + "/src/main/resources/application.properties";
            assertEquals(s.name(), config.getProperty("quarkus.application.name"), where + ": quarkus.application.name must be the registry's name");
            assertEquals("${HTTP_PORT:" + s.port() + "}", config.getProperty("quarkus.http.port"), where + ": quarkus.http.port must default to the registry's port");
            if (s.web()) {
                assertNull(config.getProperty("quarkus.datasource.jdbc.url"), where + ": a web service has no database");
            } else {
                assertTrue(config.getProperty("quarkus.datasource.jdbc.url", "").endsWith("/" + s.database() + "}"),
                        where + ": quarkus.datasource.jdbc.url should default to the database " + s.database());
            }
        }
    }

    /** A web service started by hand reaches every built backend at its registered port, and nothing planned. */
    @Test
    void theWebTableDefaultsToEveryBuiltBackendAtItsRegisteredPort() throws IOException {
        Registry registry = Registry.read(root);
        for (Service web : registry.built().stream().filter(Service::web).toList()) {
            String prefix = "arbiter." + web.name() + ".services.";
            Map<String, String> expected = new TreeMap<>();
            registry.builtBackends().forEach(backend -> expected.put(prefix + backend.name(),
                    "${" + web.webUrlVariable(backend) + ":http://127.0.0.1:" + backend.port() + "}"));
            Properties config = properties(web);
            Map<String, String> actual = new TreeMap<>();
            config.stringPropertyNames().stream().filter(name -> name.startsWith(prefix))
                    .forEach(name -> actual.put(name, config.getProperty(name)));
            assertEquals(expected, actual, web.module() + "/src/main/resources/application.properties");
        }
    }

    /** Kubernetes pulls {@code <images>/<name>} (deploy/render); -Pimages pushes exactly that for every built service. */
    @Test
    void everyBuiltServiceBuildsTheImageKubernetesPulls() throws Exception {
        Registry registry = Registry.read(root);
        Map<String, String> pom = rootPomProperties();
        assertEquals(registry.images(), pom.get("images.registry") + "/" + pom.get("quarkus.container-image.group"),
                "pom.xml's images.registry and quarkus.container-image.group must make deploy/services.json's images");
        for (Service s : registry.built()) {
            String modulePom = Files.readString(root.resolve(s.module()).resolve("pom.xml"));
            assertTrue(modulePom.contains("<artifactId>quarkus-container-image-jib</artifactId>"),
                    s.module() + "/pom.xml must depend on quarkus-container-image-jib, which builds the image " + registry.imageOf(s));
        }
    }

    @Test
    void theProjectionReadsEveryRulesetTopic() throws IOException {
        Registry registry = Registry.read(root);
        for (Service projection : registry.built().stream().filter(s -> s.kind() == Service.Kind.PROJECTION).toList()) {
            Properties config = properties(projection);
            assertEquals("true", config.getProperty("mp.messaging.incoming.events.pattern"), "the projection subscribes by pattern");
            Pattern topics = Pattern.compile(config.getProperty("mp.messaging.incoming.events.topic"));
            for (Service ruleset : registry.services().stream().filter(Service::ruleset).toList()) {
                assertTrue(topics.matcher(ruleset.topic()).matches(), "the projection's topic pattern misses " + ruleset.topic());
            }
        }
    }

    private Map<String, String> rootPomProperties() throws Exception {
        Element properties = (Element) DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(root.resolve("pom.xml").toFile()).getDocumentElement().getElementsByTagName("properties").item(0);
        Map<String, String> values = new TreeMap<>();
        NodeList children = properties.getChildNodes();
        for (int i = 0; i < children.getLength(); i++) {
            if (children.item(i) instanceof Element property) {
                values.put(property.getTagName(), property.getTextContent());
            }
        }
        return values;
    }

    private Properties properties(Service s) throws IOException {
        Properties config = new Properties();
        try (Reader in = Files.newBufferedReader(root.resolve(s.module()).resolve("src/main/resources/application.properties"))) {
            config.load(in);
        }
        return config;
    }
}
