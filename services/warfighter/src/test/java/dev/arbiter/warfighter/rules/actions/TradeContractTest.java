package dev.arbiter.warfighter.rules.actions;

import dev.arbiter.warfighter.rules.WarfighterCommand;
import dev.arbiter.warfighter.rules.WarfighterEvent;
import dev.arbiter.warfighter.rules.Board;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.arbiter.testkit.Contract;
import dev.arbiter.warfighter.rules.WarfighterCommand.*;
import dev.arbiter.warfighter.rules.WarfighterEvent.*;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Trade Supply and an Attachment's stack as contracts/openapi/warfighter.yaml writes them (§3.3.7, §3.1.4; clarifications
 * 111 and 112): the trades offered either way and the events they and a stack payment make, checked against the contract's
 * schemas the way the service's REST tests check its answers.
 */
class TradeContractTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    @DisplayName("warfighter-war.md §3.3.7, §3.1.4: the TradeSupply commands offered, SupplyTraded and AttachmentSupplySpent match the contract")
    void tradeMatchesTheContract() {
        Board board = Board.probe();
        int regiment = board.army("309th-regiment", 1);
        int kestrel = board.army("kestrel-motor-company", 1);
        int pinned = board.army("fenwick-rifles", 1);
        board.equip(regiment, "field-depot").armyPins(pinned, 1)
                .given(new SupplyLost("army", regiment, 1, "test"), new SupplyLost("army", kestrel, 1, "test"), new TurnBegan(regiment, 0));

        List<WarfighterCommand> trades = board.legal(0).stream().filter(TradeSupply.class::isInstance).toList();
        assertTrue(trades.containsAll(List.of(new TradeSupply(regiment, kestrel, null, 1), new TradeSupply(kestrel, regiment, null, 1))),
                "both ways are offered");
        for (WarfighterCommand trade : trades) {
            ObjectNode json = JSON.valueToTree(trade);
            json.put("type", "TradeSupply");
            Contract.ofService().check("Command", json);
        }
        board.decide(0, new TradeSupply(kestrel, regiment, null, 1)).forEach(TradeContractTest::check);
        board.decide(0, new UseAbility("field-depot", 0, pinned, null, null)).forEach(TradeContractTest::check);
    }

    private static void check(WarfighterEvent event) {
        Contract.ofService().check("WarfighterEvent" + event.getClass().getSimpleName(), JSON.valueToTree(event));
    }
}
