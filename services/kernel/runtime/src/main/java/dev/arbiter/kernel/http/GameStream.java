package dev.arbiter.kernel.http;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.arbiter.kernel.service.GameQueries;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.sse.Sse;
import jakarta.ws.rs.sse.SseEventSink;
import java.util.UUID;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;

/**
 * {@code GET /games/{gameId}/stream}: the viewer's event feed as server-sent events, one
 * envelope each with the seq as its id; a reconnect with Last-Event-ID resumes after it. It polls the store, so appends made by any replica
 * arrive; a finished game's stream closes once everything is sent. A service enables it with an
 * empty subclass annotated {@code @Path("/games/{gameId}/stream")}: SSE needs a sink parameter
 * that an interface generated from the contract cannot declare.
 */
public abstract class GameStream {

    private static final long POLL_MILLIS = 300;
    private static final ScheduledExecutorService POLLER = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread thread = new Thread(r, "game-stream-poller");
        thread.setDaemon(true);
        return thread;
    });

    @Inject
    GameQueries queries;

    @GET
    @Produces(MediaType.SERVER_SENT_EVENTS)
    public void stream(@PathParam("gameId") UUID gameId, @QueryParam("after") Long after,
            @HeaderParam("Last-Event-ID") Long lastEventId, @HeaderParam("Authorization") String authorization,
            @Context SseEventSink sink, @Context Sse sse) {
        // a browser reconnecting says where it stopped; that wins over the position first asked for
        long from = lastEventId != null ? lastEventId : after == null ? 0 : after;
        // read once before streaming, so an unknown game or a bad token is refused as a problem
        queries.events(gameId, authorization, from, 1);
        AtomicLong sent = new AtomicLong(from);
        AtomicReference<ScheduledFuture<?>> task = new AtomicReference<>();
        task.set(POLLER.scheduleWithFixedDelay(() -> {
            try {
                if (!sendNew(gameId, authorization, sent, sink, sse)) {
                    sink.close();
                    task.get().cancel(false);
                }
            } catch (RuntimeException closed) {
                sink.close();
                task.get().cancel(false);
            }
        }, 0, POLL_MILLIS, TimeUnit.MILLISECONDS));
    }

    /** Sends what is new; false once nothing more can come (client gone, or the game over and all sent). */
    private boolean sendNew(UUID gameId, String authorization, AtomicLong sent, SseEventSink sink, Sse sse) {
        if (sink.isClosed()) {
            return false;
        }
        EventPage page = queries.events(gameId, authorization, sent.get(), GameQueries.MAX_PAGE);
        for (ObjectNode envelope : page.events()) {
            long seq = envelope.get("seq").asLong();
            // unnamed events, so that a browser's EventSource.onmessage receives them
            sink.send(sse.newEventBuilder().id(Long.toString(seq)).mediaType(MediaType.APPLICATION_JSON_TYPE).data(envelope.toString()).build());
            sent.set(seq);
        }
        boolean over = page.events().stream().anyMatch(e -> "GameEnded".equals(e.get("type").asText()));
        return !over;
    }
}
