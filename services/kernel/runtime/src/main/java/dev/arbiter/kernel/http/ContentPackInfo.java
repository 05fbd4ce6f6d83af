package dev.arbiter.kernel.http;

import dev.arbiter.kernel.content.PackFile;

/**
 * One content pack the service holds (docs/api.md, Content packs).
 *
 * @param pin what the events of a game played on it carry as {@code contentPack}: {@code <id>@<sha256>}
 * @param mediaType the stored file's type, as {@code GET /content/{pack}/raw} serves its bytes
 */
public record ContentPackInfo(String id, String version, String ruleset, String sha256, String pin, String mediaType) {

    public static ContentPackInfo of(String ruleset, PackFile file) {
        return new ContentPackInfo(file.id(), file.version(), ruleset, file.sha256(), file.pin(), file.mediaType());
    }
}
