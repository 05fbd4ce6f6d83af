package dev.arbiter.kharnage.rules;

import dev.arbiter.kharnage.rules.KharnageCommand.*;
import java.util.ArrayList;
import java.util.List;

/** The concrete commands a seat may send now, one step at a time. */
final class LegalActions {

    private final Catalogue cards;
    private final Awaiting awaiting;
    private final Targets targets;

    LegalActions(Catalogue cards) {
        this.cards = cards;
        this.awaiting = new Awaiting(cards);
        this.targets = new Targets(cards);
    }

    List<KharnageCommand> of(KharnageState s, int seat) {
        if (seat < 0 || seat >= s.seats() || !awaiting.seats(s).contains(seat)) {
            return List.of();
        }
        List<KharnageCommand> actions = new ArrayList<>();
        if (s.phase() == Phase.CHOOSING) {
            s.player(seat).hand().forEach(card -> actions.add(new CommitCard(card)));
            return actions;
        }
        Pending pending = s.pending();
        if (pending instanceof Pending.GeneralChoice) {
            s.player(seat).generals().forEach(g -> actions.add(new CallGeneral(g)));
            actions.add(new DrawUnit());
            return actions;
        }
        if (pending instanceof Pending.AttackKindChoice) {
            actions.add(new MakeAssault());
            actions.add(new MakeShooting());
            return actions;
        }
        if (pending instanceof Pending.OwnUnitChoice) {
            Targets.ownChoices(s, seat).forEach(u -> actions.add(new ChooseOwnUnit(u)));
            return actions;
        }
        if (pending instanceof Pending.Cheering) {
            actions.add(new Cheer());
            actions.add(new KeepQuiet());
            return actions;
        }
        Attack a = s.attack();
        switch (a.stage()) {
            case KNIGHTS:
                actions.add(new ChargeKnights());
                actions.add(new HoldKnights());
                break;
            case TARGET:
                Targets.choices(s, a).forEach(armies -> actions.add(new ChooseTargets(armies)));
                break;
            case STOMP:
                Targets.stompable(s, a).forEach(u -> actions.add(new Stomp(u)));
                break;
            case DESTROY:
                targets.destroyable(s, a).forEach(u -> actions.add(new Destroy(u)));
                break;
            case WEB:
                Targets.webbable(s, a).forEach(u -> actions.add(new Web(u)));
                break;
            default:
                break;
        }
        return actions;
    }
}
