package dev.arbiter.kernel.http;

import java.util.List;

/** The content packs a ruleset service holds, in the order it loaded them (built-in first). */
public record ContentPackList(String ruleset, List<ContentPackInfo> packs) {
}
