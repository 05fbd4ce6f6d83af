package dev.arbiter.kernel.service;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.arbiter.kernel.chain.CanonicalJson;
import dev.arbiter.kernel.chain.HashChain;
import dev.arbiter.kernel.game.Abandonment;
import dev.arbiter.kernel.game.Decision;
import dev.arbiter.kernel.game.Envelopes;
import dev.arbiter.kernel.game.Game;
import dev.arbiter.kernel.game.Randomness;
import dev.arbiter.kernel.game.SealedPayloads;
import dev.arbiter.kernel.http.AuditReport;
import dev.arbiter.kernel.http.CreateGame;
import dev.arbiter.kernel.http.Problem;
import dev.arbiter.kernel.spi.Setup;
import dev.arbiter.kernel.spi.VerifiableDice;
import dev.arbiter.kernel.store.CommandRecord;
import dev.arbiter.kernel.store.EventRecord;
import dev.arbiter.kernel.store.EventStore;
import dev.arbiter.kernel.store.StoredHead;
import io.quarkus.narayana.jta.QuarkusTransaction;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * Checks a game's log three ways: the revealed seed against its commitment, every link of the
 * hash chain (over the envelopes as published), and a re-execution of every stored command through
 * the rules, whose events must match the stored ones byte for byte with their full payloads (all
 * but their time, chain links and signatures): so every sealed commitment and every opening too.
 */
@ApplicationScoped
public class GameAudit {

    private static final TypeReference<Map<String, Object>> DOCUMENT = new TypeReference<>() { };

    private final RulesetRuntime runtime;
    private final EventStore store;

    public GameAudit(RulesetRuntime runtime, EventStore store) {
        this.runtime = runtime;
        this.store = store;
    }

    public AuditReport audit(UUID gameId) {
        return QuarkusTransaction.requiringNew().call(() -> {
            StoredHead game = store.head(gameId).orElseThrow(() -> Problem.UNKNOWN_GAME.because("there is no game " + gameId));
            List<EventRecord> records = store.events(gameId, 0, game.seq());
            List<ObjectNode> envelopes = records.stream().map(runtime::full).toList();
            // re-executing on other cards than the game's would report mismatches that are not the game's fault
            runtime.checkContentPack(envelopes.get(0));
            Long brokenAt = firstBreak(game, records);
            String commitment = envelopes.get(0).path("payload").path("seedCommitment").asText();
            boolean finished = game.finished();
            String revealed = envelopes.stream().filter(e -> "GameEnded".equals(e.path("type").asText())).findFirst()
                    .map(e -> e.path("payload").path("seed").asText()).orElse(null);
            Boolean commitmentValid = revealed == null ? null : VerifiableDice.commitment(java.util.HexFormat.of().parseHex(revealed)).equals(commitment);
            Reexecution reexecution = reexecute(game, envelopes);
            return new AuditReport(gameId.toString(), finished, commitment, revealed, commitmentValid, brokenAt == null, brokenAt,
                    reexecution.commands(), reexecution.firstMismatch() == null, reexecution.firstMismatch());
        });
    }

    /**
     * The first seq at which the stored log fails: a hash or link of the published envelopes, or a
     * sealed payload kept in the database that does not open its envelope's commitment.
     */
    private Long firstBreak(StoredHead game, List<EventRecord> records) {
        Long chain = HashChain.firstBreak(records.stream().map(runtime::parse).toList()).orElse(null);
        Long sealed = records.stream().filter(r -> r.payload != null)
                .filter(r -> !runtime.parse(r).path("sealed").asText().equals(SealedPayloads.commitment(game.seed(), r.seq, r.payload)))
                .map(r -> r.seq).findFirst().orElse(null);
        return chain == null ? sealed : sealed == null ? chain : Long.valueOf(Math.min(chain, sealed));
    }

    private record Reexecution(int commands, Long firstMismatch) {
    }

    /** Runs the stored commands again with the game's seed and compares what they produce with the log. */
    private Reexecution reexecute(StoredHead game, List<ObjectNode> envelopes) {
        Map<Long, ObjectNode> stored = new HashMap<>();
        envelopes.forEach(e -> stored.put(e.get("seq").asLong(), e));
        Game<Object> state = null;
        long nextDraw = 0;
        String previous = HashChain.GENESIS;
        List<EventRecord> sealed = new ArrayList<>();
        List<CommandRecord> commands = store.commands(game.gameId());
        for (CommandRecord command : commands) {
            Decision<Object> decision = decide(state, command, new Randomness(game.gameId().toString(), game.seed(), nextDraw));
            List<EventRecord> produced = runtime.resealUnsigned(game.gameId(), game.seed(), command.commandId, command.seat, command.firstSeq, previous,
                    decision.events(), decision.game(), sealed);
            for (EventRecord event : produced) {
                ObjectNode original = stored.get(event.seq);
                if (original == null || !same(original, runtime.full(event))) {
                    return new Reexecution(commands.size(), event.seq);
                }
                previous = original.get("hash").asText();
                if (event.payload != null) {
                    sealed.add(event);
                }
            }
            if (produced.get(produced.size() - 1).seq != command.lastSeq) {
                return new Reexecution(commands.size(), command.lastSeq);
            }
            state = decision.game();
            nextDraw = decision.nextDraw();
        }
        return new Reexecution(commands.size(), null);
    }

    private Decision<Object> decide(Game<Object> state, CommandRecord command, Randomness randomness) {
        JsonNode payload = read(command.payload);
        return switch (command.kind) {
            case CommandRecord.CREATE -> {
                CreateGame create = runtime.codec().mapper().convertValue(payload, CreateGame.class);
                Map<Integer, String> bots = new HashMap<>();
                if (create.bots() != null) {
                    create.bots().forEach(bot -> bots.put(bot.seat(), bot.bot()));
                }
                yield runtime.decider().create(new Setup(create.seats(), runtime.codec().mapper().convertValue(create.options(), DOCUMENT)),
                        bots, randomness);
            }
            case CommandRecord.JOIN -> runtime.decider().join(state, command.seat, payload.get("name").asText(),
                    payload.hasNonNull("clientSeed") ? payload.get("clientSeed").asText() : null, randomness);
            case CommandRecord.ABANDON -> runtime.decider().abandon(state,
                    new Abandonment(Abandonment.BY_OPERATOR, payload.hasNonNull("note") ? payload.get("note").asText() : null), randomness);
            default -> runtime.decider().play(state, command.seat, runtime.codec().command((ObjectNode) payload), randomness);
        };
    }

    private static boolean same(ObjectNode stored, ObjectNode produced) {
        return CanonicalJson.write(Envelopes.body(stored))
                .equals(CanonicalJson.write(Envelopes.body(KernelV1Logs.asStored(stored, produced))));
    }

    private JsonNode read(String json) {
        try {
            return runtime.codec().mapper().readTree(json);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException("a stored command is not JSON", e);
        }
    }
}
