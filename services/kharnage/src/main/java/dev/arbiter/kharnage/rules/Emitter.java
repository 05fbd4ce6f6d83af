package dev.arbiter.kharnage.rules;

/** The toolkit's emitter over Kharnage's states and events, folding them with {@link Evolve}. */
final class Emitter extends dev.arbiter.kernel.spi.toolkit.Emitter<KharnageState, KharnageEvent> {

    Emitter(Evolve evolve, KharnageState state) {
        super(evolve::apply, state);
    }
}
