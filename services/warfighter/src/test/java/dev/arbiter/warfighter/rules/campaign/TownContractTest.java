package dev.arbiter.warfighter.rules.campaign;

import dev.arbiter.warfighter.rules.WarfighterCommand;
import dev.arbiter.warfighter.rules.WarfighterState;
import dev.arbiter.warfighter.rules.WarfighterRules;
import dev.arbiter.warfighter.rules.WarfighterEvent;
import dev.arbiter.warfighter.rules.Table;
import dev.arbiter.warfighter.rules.CarryOvers;
import static dev.arbiter.warfighter.rules.CarryOvers.army;
import static dev.arbiter.warfighter.rules.CarryOvers.attachment;
import static dev.arbiter.warfighter.rules.CarryOvers.skill;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.arbiter.testkit.Contract;
import dev.arbiter.warfighter.rules.WarfighterCommand.*;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The route choice and the Town Activities as contracts/openapi/warfighter.yaml writes them (§4.4 Campaign Turn): every
 * command the lead seat is offered, every event it makes and the view with its {@code campaign} member, checked against
 * the contract's schemas the way the service's REST tests check its answers.
 */
class TownContractTest {

    private static final WarfighterRules RULES = new WarfighterRules(Table.DEMO);
    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    @DisplayName("warfighter-war.md §4.4: ChooseRoute, each Town Activity offered, its events and the view's campaign member match the contract")
    void townMatchesTheContract() {
        Map<String, Object> twoRoads = new HashMap<>(CarryOvers.afterAshby("two-roads", 60, 40, List.of(), List.of(
                army(1, "309th-regiment", 2, 1, 3, List.of(attachment("engineer-company"), attachment("field-radio", 0, 0)),
                        List.of(skill("quality-soldiers"))), army(2, "48th-battalion", 0, 0, 1, List.of(), List.of()))));
        var table = CampaignTable.continuing(1, twoRoads);
        var route = table.fixture();
        check(route.state());
        var town = route.when(0, new ChooseRoute("brackenford"), table.faces("brackenford")).then();
        check(town.state());
        for (WarfighterCommand command : RULES.legalActions(town.state(), 0)) {
            if (!(command instanceof LeaveTown)) {
                town.when(0, command).events().forEach(TownContractTest::check);
            }
        }
    }

    private static void check(WarfighterState state) {
        Contract.ofService().check("RulesetView", JSON.valueToTree(RULES.view(state)));
        for (WarfighterCommand command : RULES.legalActions(state, 0)) {
            ObjectNode json = JSON.valueToTree(command);
            json.put("type", command.getClass().getSimpleName());
            Contract.ofService().check("Command", json);
        }
    }

    private static void check(WarfighterEvent event) {
        Contract.ofService().check("WarfighterEvent" + event.getClass().getSimpleName(), JSON.valueToTree(event));
    }
}
