package dev.arbiter.highcommand.rules;

/** The toolkit's emitter over High Command's states and events, folding them with {@link Evolve}. */
public final class Emitter extends dev.arbiter.kernel.spi.toolkit.Emitter<HighCommandState, HighCommandEvent> {

    public Emitter(Evolve evolve, HighCommandState state) {
        super(evolve::apply, state);
    }
}
