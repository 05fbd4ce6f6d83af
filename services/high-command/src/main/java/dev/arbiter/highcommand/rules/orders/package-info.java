/**
 * The orders step (shared/rulebooks/high-command.md, ORDERS: DEPLOY, PURCHASE, RUSH, REFRESHING CARDS, BANK, DRAW): the
 * active player's commands and how each cost is paid by discarding cards.
 */
package dev.arbiter.highcommand.rules.orders;
