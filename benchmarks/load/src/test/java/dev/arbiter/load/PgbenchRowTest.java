package dev.arbiter.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** pgbench's row is what docs/benchmarks.md ("The comparison script") says it is, as issue 14 measured it. */
class PgbenchRowTest {

    @Test
    void eachTransactionWritesOneEnvelopeOf803CharactersKeyedByGameAndSeq() throws Exception {
        String script = Files.readString(Path.of("pgbench/command-row.sql"));
        String insert = script.lines().filter(line -> line.startsWith("INSERT")).findFirst().orElseThrow();
        assertEquals(1, script.lines().filter(line -> !line.startsWith("--") && !line.isBlank()).count(), "one statement a transaction");
        String statement = "INSERT INTO bench_commands (game_id, seq, body) VALUES (md5(:client_id::text)::uuid, nextval('bench_commands_seq'), '";
        assertTrue(insert.startsWith(statement) && insert.endsWith("');"), "each client its own game, seq from a sequence: " + insert);

        String body = insert.substring(statement.length(), insert.length() - "');".length());
        JsonNode envelope = new ObjectMapper().readTree(body);
        assertEquals(803, body.length(), "docs/benchmarks.md gives the row's size: update it too");
        assertTrue(envelope.has("hash") && envelope.has("previousHash") && envelope.has("publicPayload"), "an event envelope's members");
    }
}
