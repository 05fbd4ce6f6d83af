package dev.arbiter.kernel.http;

import com.fasterxml.jackson.databind.JsonNode;
import dev.arbiter.kernel.content.PackFile;

/** A content pack with its document as loaded (a YAML file as the JSON it stands for). */
public record ContentPackDocument(String id, String version, String ruleset, String sha256, String pin, String mediaType, JsonNode document) {

    public static ContentPackDocument of(String ruleset, PackFile file) {
        return new ContentPackDocument(file.id(), file.version(), ruleset, file.sha256(), file.pin(), file.mediaType(), file.document());
    }
}
