package dev.arbiter.kernel.content;

/** A pack file and the ruleset's reading of it. */
public record LoadedPack<P>(PackFile file, P content) {
}
