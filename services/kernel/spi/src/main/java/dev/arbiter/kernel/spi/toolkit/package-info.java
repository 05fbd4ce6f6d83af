/**
 * The ruleset toolkit: plain-Java pieces every ruleset's rules would otherwise write again (the
 * event emitter, copy-on-write lists, rulebook citations, the packs a game may be played on). The
 * kernel never calls it; rulesets may, and their purity check admits it as part of the SPI module
 * (docs/architecture.md, "The ruleset toolkit"). Whose turn it is, the kernel alone checks
 * (kernel-game's {@code TurnCheck}).
 */
package dev.arbiter.kernel.spi.toolkit;
