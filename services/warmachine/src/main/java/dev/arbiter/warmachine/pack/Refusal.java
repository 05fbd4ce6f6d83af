package dev.arbiter.warmachine.pack;

import dev.arbiter.kernel.content.PackException;

/** How every check refuses a pack: the file, the JSON pointer of the place, the problem. */
record Refusal(String source) {

    void require(boolean condition, String pointer, String problem) {
        if (!condition) {
            throw refuse(pointer, problem);
        }
    }

    PackException refuse(String pointer, String problem) {
        return new PackException(source + " at " + pointer + ": " + problem);
    }
}
