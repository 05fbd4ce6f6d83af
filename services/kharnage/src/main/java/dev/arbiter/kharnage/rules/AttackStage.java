package dev.arbiter.kharnage.rules;

/** Where an attack stands: Knight choice, targets, Stomp, destruction, Web. */
public enum AttackStage {
    KNIGHTS, TARGET, STOMP, DESTROY, WEB
}
