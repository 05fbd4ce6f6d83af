package dev.arbiter.kernel.spi;

import java.util.List;
import java.util.random.RandomGenerator;

/** The kernel's random bot ({@link Bot#random()}): a uniform pick among the commands and shapes, blind to the view. */
final class UniformChoice<C> implements Bot<C> {

    @Override
    public C choose(Object view, List<C> legal, List<CommandShape<C>> shapes, RandomGenerator random) {
        int pick = random.nextInt(legal.size() + shapes.size());
        return pick < legal.size() ? legal.get(pick) : shapes.get(pick - legal.size()).sample(random);
    }

    @Override
    public boolean readsView() {
        return false;
    }
}
