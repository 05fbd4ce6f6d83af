package dev.arbiter.registry;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ContainerNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The test kit's own reading of a kustomization, as there is no kustomize in the build: the
 * documents of its resources (its bases' included) and its generated ConfigMaps, with its patches
 * applied in their order: a patch file merged into the document of its kind and name (a JSON merge
 * patch, what kustomize's strategic merge does to a custom resource: a list is replaced whole), an
 * inline JSON patch on every document its target selects. Replacements, namespace and labels are
 * not applied.
 */
final class Kustomization {

    private static final YAMLMapper YAML = new YAMLMapper();

    private Kustomization() {
    }

    /** The documents of the kustomization in {@code dir} (relative to the repository {@code root}). */
    static List<JsonNode> documents(Path root, String dir) throws IOException {
        List<JsonNode> resources = new ArrayList<>();
        read(root, dir, resources);
        return resources;
    }

    private static void read(Path root, String dir, List<JsonNode> resources) throws IOException {
        Path folder = root.resolve(dir);
        JsonNode kustomization = yaml(folder.resolve("kustomization.yaml")).get(0);
        for (JsonNode resource : kustomization.path("resources")) {
            Path path = folder.resolve(resource.asText()).normalize();
            assertTrue(Files.exists(path), dir + "/kustomization.yaml names " + resource.asText() + ", which does not exist");
            if (Files.isDirectory(path)) {
                read(root, root.relativize(path).toString(), resources);
            } else {
                resources.addAll(yaml(path));
            }
        }
        for (JsonNode generator : kustomization.path("configMapGenerator")) {
            resources.add(configMap(folder, generator));
        }
        for (JsonNode patch : kustomization.path("patches")) {
            if (patch.has("path")) {
                for (JsonNode partial : yaml(folder.resolve(patch.get("path").asText()))) {
                    merge(dir, partial, resources);
                }
            } else {
                applyInline(dir, patch, resources);
            }
        }
    }

    static List<JsonNode> yaml(Path file) throws IOException {
        try (MappingIterator<JsonNode> docs = YAML.readerFor(JsonNode.class).readValues(file.toFile())) {
            return docs.readAll().stream().filter(doc -> !doc.isMissingNode() && !doc.isNull()).toList();
        }
    }

    private static JsonNode configMap(Path folder, JsonNode generator) throws IOException {
        ObjectNode map = JsonNodeFactory.instance.objectNode().put("apiVersion", "v1").put("kind", "ConfigMap");
        ObjectNode metadata = map.putObject("metadata").put("name", generator.get("name").asText());
        if (generator.at("/options/labels").isObject()) {
            metadata.set("labels", generator.at("/options/labels"));
        }
        ObjectNode data = map.putObject("data");
        for (JsonNode literal : generator.path("literals")) {
            String[] pair = literal.asText().split("=", 2);
            data.put(pair[0], pair[1]);
        }
        for (JsonNode file : generator.path("files")) {
            Path path = folder.resolve(file.asText());
            data.put(path.getFileName().toString(), Files.readString(path));
        }
        return map;
    }

    /** A patch file's document merged into the one resource of its kind and name; kustomize fails where there is none, so does this. */
    private static void merge(String dir, JsonNode partial, List<JsonNode> docs) {
        String kind = partial.path("kind").asText();
        String name = partial.at("/metadata/name").asText();
        List<JsonNode> targets = docs.stream()
                .filter(doc -> doc.path("kind").asText().equals(kind) && doc.at("/metadata/name").asText().equals(name)).toList();
        assertTrue(targets.size() == 1, dir + ": the patch of " + kind + " " + name + " matches " + targets.size() + " documents");
        mergePatch((ObjectNode) targets.get(0), partial);
    }

    /** RFC 7386: objects merge member by member, null removes a member, anything else replaces it. */
    private static void mergePatch(ObjectNode into, JsonNode patch) {
        patch.fields().forEachRemaining(field -> {
            if (field.getValue().isNull()) {
                into.remove(field.getKey());
            } else if (field.getValue().isObject() && into.path(field.getKey()).isObject()) {
                mergePatch((ObjectNode) into.get(field.getKey()), field.getValue());
            } else {
                into.set(field.getKey(), field.getValue().deepCopy());
            }
        });
    }

    /** An inline JSON patch (RFC 6902) on every document its target selects; kustomize fails on a path that is not there, so does this. */
    private static void applyInline(String dir, JsonNode patch, List<JsonNode> docs) throws IOException {
        JsonNode target = patch.get("target");
        List<JsonNode> selected = docs.stream().filter(doc -> selects(target, doc)).toList();
        assertFalse(selected.isEmpty(), dir + ": the patch of " + target + " selects nothing");
        for (JsonNode op : YAML.readTree(patch.get("patch").asText())) {
            for (JsonNode doc : selected) {
                apply(dir, op, doc);
            }
        }
    }

    private static boolean selects(JsonNode target, JsonNode doc) {
        if (target.has("kind") && !target.get("kind").asText().equals(doc.path("kind").asText())) {
            return false;
        }
        if (target.has("name") && !target.get("name").asText().equals(doc.at("/metadata/name").asText())) {
            return false;
        }
        for (String pair : target.path("labelSelector").asText("").split(",")) {
            String[] label = pair.split("=", 2);
            if (!pair.isBlank() && !doc.at("/metadata/labels").path(label[0].trim()).asText().equals(label[1].trim())) {
                return false;
            }
        }
        return true;
    }

    private static void apply(String dir, JsonNode op, JsonNode doc) {
        String path = op.get("path").asText();
        int slash = path.lastIndexOf('/');
        JsonNode parent = doc.at(path.substring(0, slash));
        String last = path.substring(slash + 1).replace("~1", "/").replace("~0", "~");
        String where = dir + ": " + op.get("op").asText() + " " + path + " on " + doc.path("kind").asText() + " " + doc.at("/metadata/name").asText();
        assertTrue(parent instanceof ContainerNode<?>, where + ": no such parent");
        switch (op.get("op").asText()) {
            case "replace", "remove" -> assertFalse(doc.at(path).isMissingNode(), where + ": no such path");
            case "add" -> { }
            default -> throw new AssertionError(where + ": an operation this reading does not know");
        }
        if (parent instanceof ObjectNode object) {
            if (op.get("op").asText().equals("remove")) {
                object.remove(last);
            } else {
                object.set(last, op.get("value").deepCopy());
            }
        } else {
            ArrayNode array = (ArrayNode) parent;
            switch (op.get("op").asText()) {
                case "remove" -> array.remove(Integer.parseInt(last));
                case "replace" -> array.set(Integer.parseInt(last), op.get("value").deepCopy());
                default -> {
                    if (last.equals("-")) {
                        array.add(op.get("value").deepCopy());
                    } else {
                        array.insert(Integer.parseInt(last), op.get("value").deepCopy());
                    }
                }
            }
        }
    }
}
