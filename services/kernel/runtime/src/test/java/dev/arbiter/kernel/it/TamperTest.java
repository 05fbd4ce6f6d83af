package dev.arbiter.kernel.it;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;

import dev.arbiter.testkit.Postgres;
import dev.arbiter.testkit.RealInfrastructure;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@QuarkusTest
@QuarkusTestResource(value = RealInfrastructure.class, restrictToAnnotatedClass = false)
class TamperTest {

    @Test
    @DisplayName("a sealed payload changed in the database behind the service's back no longer opens its commitment, and fails re-execution")
    void tamperedEventIsDetected() {
        Table table = Table.seated(2);
        table.playToTheEnd();
        given().get("/games/{id}/audit", table.gameId).then().statusCode(200).body("chainIntact", equalTo(true));
        // seat 1 gives itself a better secret card in the deal (seq 4), in the full payload kept beside its envelope
        Postgres.shared().execute("UPDATE events SET payload = regexp_replace(payload, '\"secrets\":\\[(\\d),(\\d)\\]', '\"secrets\":[\\1,9]')"
                + " WHERE game_id = '" + table.gameId + "' AND seq = 4");
        given().get("/games/{id}/audit", table.gameId).then().statusCode(200)
                .body("chainIntact", equalTo(false)).body("chainBrokenAt", equalTo(4))
                .body("reexecutionMatches", equalTo(false)).body("firstMismatchSeq", equalTo(4));
    }

    @Test
    @DisplayName("a published envelope changed behind the service's back breaks its hash")
    void tamperedEnvelopeIsDetected() {
        Table table = Table.seated(2);
        table.playToTheEnd();
        Postgres.shared().execute("UPDATE events SET envelope = replace(envelope, '\"name\":\"player 1\"', '\"name\":\"player 9\"')"
                + " WHERE game_id = '" + table.gameId + "' AND seq = 3");
        given().get("/games/{id}/audit", table.gameId).then().statusCode(200)
                .body("chainIntact", equalTo(false)).body("chainBrokenAt", equalTo(3))
                .body("reexecutionMatches", equalTo(false)).body("firstMismatchSeq", equalTo(3));
    }
}
