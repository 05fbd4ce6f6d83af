package dev.arbiter.warfighter.rules;

/** The toolkit's emitter over Warfighter's states and events, folding them with {@link Evolve}. */
public final class Emitter extends dev.arbiter.kernel.spi.toolkit.Emitter<WarfighterState, WarfighterEvent> {

    public Emitter(Evolve evolve, WarfighterState state) {
        super(evolve::apply, state);
    }
}
