package dev.arbiter.kernel.content;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * One content pack file as loaded and validated: its exact bytes (what an auditor hashes), their
 * SHA-256, and the document they hold (YAML read as the JSON it stands for).
 *
 * @param source where it was read from, for messages: {@code classpath:packs/kharnage/demo.json} or a file path
 * @param mediaType {@code application/json} or {@code application/yaml}, after the file's extension
 */
public record PackFile(String id, String version, String source, String mediaType, byte[] bytes, String sha256, JsonNode document) {

    /** How a game's events name the pack: {@code <id>@<sha256>}. */
    public String pin() {
        return id + "@" + sha256;
    }
}
