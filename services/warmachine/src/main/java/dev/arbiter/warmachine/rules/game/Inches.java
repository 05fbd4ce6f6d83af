package dev.arbiter.warmachine.rules.game;

import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * A length as a refusal says it to a player: inches to the ten-thousandth the wire carries ({@link Wire}), without
 * trailing zeros, so that 3.0001" past a 3" limit does not read as 3".
 */
final class Inches {

    private Inches() {
    }

    static String of(double inches) {
        return BigDecimal.valueOf(Wire.of(inches)).movePointLeft(4).setScale(4, RoundingMode.UNNECESSARY).stripTrailingZeros()
                .toPlainString() + "\"";
    }
}
