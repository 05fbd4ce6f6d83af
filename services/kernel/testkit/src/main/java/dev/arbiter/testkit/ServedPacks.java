package dev.arbiter.testkit;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbiter.kernel.chain.HashChain;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import java.util.List;

/**
 * The content endpoints of a service whose games are pinned to one JSON content pack (docs/api.md,
 * Content packs), checked against its contract: GET /content lists exactly that pack with its pin,
 * GET /content/{pack} serves its document with the sha256 as ETag, GET /content/{pack}/raw serves
 * the bytes an auditor hashes to that sha256, and an unknown pack is a 404 problem on both.
 */
public final class ServedPacks {

    private ServedPacks() {
    }

    /** Checks the three endpoints for the only pack, {@code packId} of {@code ruleset} with {@code sha256}; returns its served document. */
    public static JsonPath checkOnly(String ruleset, String packId, String sha256) {
        Contract contract = Contract.ofService();
        String list = given().get("/content").then().statusCode(200).extract().asString();
        contract.check("ContentPackList", list);
        assertEquals(List.of(packId), JsonPath.from(list).getList("packs.id"));
        assertEquals(packId + "@" + sha256, JsonPath.from(list).getString("packs[0].pin"));

        Response pack = given().get("/content/{pack}", packId);
        assertEquals(200, pack.statusCode());
        contract.check("ContentPack", pack.asString());
        assertEquals("\"" + sha256 + "\"", pack.header("ETag"));
        assertEquals(ruleset, pack.path("ruleset"));

        Response raw = given().get("/content/{pack}/raw", packId);
        assertEquals(200, raw.statusCode());
        assertTrue(raw.contentType().startsWith("application/json"), raw.contentType());
        assertEquals(sha256, HashChain.sha256(raw.asByteArray()), "an auditor recomputes the pin from the served bytes");

        contract.checkProblem(given().get("/content/no-such-pack"), 404, "not-found");
        contract.checkProblem(given().get("/content/no-such-pack/raw"), 404, "not-found");
        return pack.jsonPath();
    }
}
