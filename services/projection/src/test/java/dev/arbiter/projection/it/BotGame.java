package dev.arbiter.projection.it;

import dev.arbiter.testkit.RestTable;
import dev.arbiter.testkit.ServiceProcess;
import io.restassured.path.json.JsonPath;
import java.util.List;
import java.util.Map;

/** A game for two named players, played to the end by random bots through a ruleset service's REST API. */
record BotGame(RecordedGame events, JsonPath finalView) {

    static BotGame play(ServiceProcess service, String ruleset, List<String> players, long seed) {
        RestTable table = RestTable.seated(service.api(), players, Map.of());
        long head = table.playRandomly(seed, 20_000);
        return new BotGame(RecordedGame.read("arbiter." + ruleset + ".events", table.gameId, head), table.view());
    }
}
