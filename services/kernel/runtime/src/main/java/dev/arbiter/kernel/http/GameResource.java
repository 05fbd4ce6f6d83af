package dev.arbiter.kernel.http;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.arbiter.kernel.content.ContentPacks;
import dev.arbiter.kernel.content.PackFile;
import dev.arbiter.kernel.service.CommandSchema;
import dev.arbiter.kernel.service.GameAudit;
import dev.arbiter.kernel.service.GameQueries;
import dev.arbiter.kernel.service.GameService;
import dev.arbiter.kernel.service.RulesetRuntime;
import dev.arbiter.kernel.signing.EventSigner;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.EntityTag;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.sse.Sse;
import jakarta.ws.rs.sse.SseEventSink;
import java.net.URI;
import java.util.UUID;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The game API every ruleset service serves (docs/api.md). Its public methods have exactly the
 * signatures of the {@code GamesApi} interface generated from a service's contract, so a service
 * is served by {@code class XResource extends GameResource implements GamesApi {}}: the
 * interface brings the paths, this class the behaviour, and a contract that drifts stops the
 * build.
 *
 * <p>The SSE stream is declared here rather than in the contract's interface because SSE needs a
 * sink parameter that generated code cannot declare. It polls the store, so appends made through
 * any replica arrive; a reconnect with Last-Event-ID resumes after it; a finished game's stream
 * closes once everything is sent.
 */
public abstract class GameResource {

    private static final long POLL_MILLIS = 300;
    private static final ScheduledExecutorService POLLER = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread thread = new Thread(r, "game-stream-poller");
        thread.setDaemon(true);
        return thread;
    });

    private static final int DEFAULT_PAGE = 100;

    @Inject
    GameService games;

    @Inject
    GameQueries queries;

    @Inject
    GameAudit audit;

    @Inject
    ContentPacks packs;

    @Inject
    RulesetRuntime runtime;

    @Inject
    EventSigner signer;

    @Inject
    CommandSchema commandSchema;

    public Response createGame(CreateGame request) {
        BodyText.check(runtime.codec().mapper().valueToTree(request));
        GameSummary created = games.create(request);
        return Response.created(URI.create("/games/" + created.gameId())).entity(created).build();
    }

    public Response joinSeat(UUID gameId, Integer seat, JoinSeat request) {
        BodyText.check(runtime.codec().mapper().valueToTree(request));
        return Response.ok(games.join(gameId, seat, request)).build();
    }

    public Response sendCommand(UUID gameId, ObjectNode command, String authorization, String idempotencyKey, String ifMatch, String prefer) {
        checkCommand(command);
        GameService.Played played = games.play(gameId, authorization, idempotencyKey, SeqTag.expectedSeq(ifMatch), command);
        // the receipt as stored, so that every retry of the command gets these very bytes
        if (!ReturnRepresentation.asked(prefer)) {
            return Response.ok(played.receipt(), MediaType.APPLICATION_JSON).build();
        }
        String next = runtime.json(queries.next(gameId, played.seat()));
        return Response.ok(ReturnRepresentation.withNext(played.receipt(), next), MediaType.APPLICATION_JSON)
                .header(ReturnRepresentation.APPLIED_HEADER, ReturnRepresentation.APPLIED).build();
    }

    /**
     * Nothing, or 400 malformed-request: a command body as the contract allows it, no control character in it and every
     * member as its command's schema says. A ruleset's own operations that take a command (a preview) check it alike.
     */
    protected void checkCommand(ObjectNode command) {
        if (command == null) {
            throw Problem.MALFORMED_REQUEST.because("the body must be a command object with a \"type\"");
        }
        BodyText.check(command);
        commandSchema.check(command);
    }

    public Response abandonGame(UUID gameId, String authorization, AbandonGame request) {
        if (request != null) {
            BodyText.check(runtime.codec().mapper().valueToTree(request));
        }
        return Response.ok(games.abandon(gameId, authorization, request)).build();
    }

    public Response getGame(UUID gameId, String authorization, String ifNoneMatch) {
        if (ifNoneMatch != null) {
            long head = queries.head(gameId, authorization, false);
            if (SeqTag.matches(ifNoneMatch, head)) {
                return Response.notModified(SeqTag.of(head)).build();
            }
        }
        GameView view = queries.view(gameId, authorization, null);
        return Response.ok(view).tag(SeqTag.of(view.seq())).build();
    }

    public Response getState(UUID gameId, Long at, String authorization) {
        if (at == null) {
            throw Problem.MALFORMED_REQUEST.because("say which event with ?at=<seq>");
        }
        return Response.ok(queries.view(gameId, authorization, at)).build();
    }

    public Response getLegalActions(UUID gameId, String authorization, String ifNoneMatch) {
        if (ifNoneMatch != null) {
            long head = queries.head(gameId, authorization, true);
            if (SeqTag.matches(ifNoneMatch, head)) {
                return Response.notModified(SeqTag.of(head)).build();
            }
        }
        LegalActions actions = queries.legalActions(gameId, authorization);
        return Response.ok(actions).tag(SeqTag.of(actions.seq())).build();
    }

    public Response getEvents(UUID gameId, String authorization, Long after, Integer limit) {
        return Response.ok(queries.events(gameId, authorization, after == null ? 0 : after, limit == null ? DEFAULT_PAGE : limit)).build();
    }

    public Response getAudit(UUID gameId) {
        return Response.ok(audit.audit(gameId)).build();
    }

    public Response listContentPacks() {
        String ruleset = runtime.rules().name();
        return Response.ok(new ContentPackList(ruleset, packs.files().stream().map(f -> ContentPackInfo.of(ruleset, f)).toList())).build();
    }

    public Response getContentPack(String pack) {
        PackFile file = contentPack(pack);
        return Response.ok(ContentPackDocument.of(runtime.rules().name(), file)).tag(new EntityTag(file.sha256())).build();
    }

    /** The pack file's bytes as stored, so an auditor can hash them and compare with a game's {@code contentPack}. */
    public Response getContentPackRaw(String pack) {
        PackFile file = contentPack(pack);
        return Response.ok(file.bytes(), file.mediaType()).tag(new EntityTag(file.sha256())).build();
    }

    public Response getSigningKeys() {
        return Response.ok(new SigningKeyList(signer.published())).build();
    }

    private PackFile contentPack(String pack) {
        return packs.file(pack).orElseThrow(() -> Problem.NOT_FOUND.because("this service holds no content pack '" + pack + "'; GET /content lists those it holds"));
    }

    @GET
    @Path("/games/{gameId}/stream")
    @Produces(MediaType.SERVER_SENT_EVENTS)
    public void stream(@PathParam("gameId") UUID gameId, @QueryParam("after") Long after,
            @HeaderParam("Last-Event-ID") Long lastEventId, @HeaderParam("Authorization") String authorization,
            @Context SseEventSink sink, @Context Sse sse) {
        // a browser reconnecting says where it stopped; that wins over the position first asked for
        long from = lastEventId != null ? lastEventId : after == null ? 0 : after;
        // read once before streaming, so an unknown game or a bad token is refused as a problem
        queries.events(gameId, authorization, from, 1);
        AtomicLong sent = new AtomicLong(from);
        AtomicBoolean ended = new AtomicBoolean();
        AtomicReference<ScheduledFuture<?>> task = new AtomicReference<>();
        task.set(POLLER.scheduleWithFixedDelay(() -> {
            try {
                if (!sendNew(gameId, authorization, sent, ended, sink, sse)) {
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
    private boolean sendNew(UUID gameId, String authorization, AtomicLong sent, AtomicBoolean ended, SseEventSink sink, Sse sse) {
        if (sink.isClosed()) {
            return false;
        }
        EventPage page = queries.events(gameId, authorization, sent.get(), GameQueries.MAX_PAGE);
        for (ObjectNode envelope : page.events()) {
            long seq = envelope.get("seq").asLong();
            // named by type, as the contracts promise: browsers subscribe with addEventListener(type, ...)
            sink.send(sse.newEventBuilder().id(Long.toString(seq)).name(envelope.get("type").asText()).data(envelope.toString()).build());
            sent.set(seq);
        }
        // a game is over at GameEnded, but its PayloadOpened events follow: the stream ends once the head is sent
        boolean over = page.events().stream().anyMatch(e -> "GameEnded".equals(e.get("type").asText())) || ended.get();
        ended.set(over);
        return !(over && sent.get() == page.head());
    }
}
