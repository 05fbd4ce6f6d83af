package dev.arbiter.kernel.content;

/** How a pack reader's checks refuse a pack: the file, the JSON pointer of the place, the problem. */
public record PackRefusal(String source) {

    public void require(boolean condition, String pointer, String problem) {
        if (!condition) {
            throw refuse(pointer, problem);
        }
    }

    public PackException refuse(String pointer, String problem) {
        return new PackException(source + " at " + pointer + ": " + problem);
    }
}
