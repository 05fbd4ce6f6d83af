package dev.arbiter.projection.it;

import dev.arbiter.testkit.RestTable;
import dev.arbiter.testkit.ServiceProcess;
import io.restassured.path.json.JsonPath;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/** A Warmeister game for Ann and Bob, played to the end by random bots through the service's REST API. */
record BotGame(RecordedGame events, JsonPath finalView) {

    /** The Warmeister service as packaged by its module, which the reactor builds before this one. */
    static ServiceProcess startWarmeister() {
        return ServiceProcess.start(Path.of("../warmeister/target/quarkus-app/quarkus-run.jar"), Path.of("target/warmeister-test.log"));
    }

    static BotGame play(ServiceProcess warmeister, long seed) {
        RestTable table = RestTable.seated(warmeister.api(), List.of("Ann", "Bob"), Map.of());
        long head = table.playRandomly(seed, 20_000);
        return new BotGame(RecordedGame.read("arbiter.warmeister.events", table.gameId, head), table.view());
    }
}
