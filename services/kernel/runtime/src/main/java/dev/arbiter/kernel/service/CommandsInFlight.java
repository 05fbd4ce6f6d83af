package dev.arbiter.kernel.service;

import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;

/**
 * The commands a replica is running, by game and command id, so that copies of one command that
 * arrive together are one command with one answer (docs/api.md, "Idempotency-Key"): the first copy
 * runs, and a copy that arrives while it runs waits for it and answers what it answered, refusal
 * included. Run apart, each copy would be judged on the state it met, and a copy refused before
 * another command moved the game could answer 409 while its twin, judged after, was recorded.
 */
final class CommandsInFlight {

    private record Key(UUID gameId, String commandId) {
    }

    /** One run of a command: who sent it, its canonical body, and what it will answer. */
    private record Run(int seat, String request, CompletableFuture<String> answer) {

        boolean sameCommand(int otherSeat, String otherRequest) {
            return seat == otherSeat && request.equals(otherRequest);
        }
    }

    private final ConcurrentHashMap<Key, Run> running = new ConcurrentHashMap<>();

    /**
     * Runs {@code command} unless a copy of it (same game, id, seat and body) is running, in which case
     * this waits for that copy and gives its answer or throws its refusal. Another command under the
     * same id waits for the running one too, then runs: it meets that one's record and is refused for
     * reusing the key. {@code joined} is told when this copy waits for another.
     */
    String once(UUID gameId, String commandId, int seat, String request, Runnable joined, Supplier<String> command) {
        Key key = new Key(gameId, commandId);
        Run mine = new Run(seat, request, new CompletableFuture<>());
        for (Run first = running.putIfAbsent(key, mine); first != null; first = running.putIfAbsent(key, mine)) {
            joined.run();
            try {
                String answer = first.answer().join();
                if (first.sameCommand(seat, request)) {
                    return answer;
                }
            } catch (CompletionException refused) {
                if (first.sameCommand(seat, request)) {
                    if (refused.getCause() instanceof Error error) {
                        throw error;
                    }
                    throw (RuntimeException) refused.getCause();
                }
            }
        }
        try {
            String answer = command.get();
            mine.answer().complete(answer);
            return answer;
        } catch (RuntimeException | Error refused) {
            // an Error too, or a waiting copy would wait for ever
            mine.answer().completeExceptionally(refused);
            throw refused;
        } finally {
            running.remove(key, mine);
        }
    }
}
