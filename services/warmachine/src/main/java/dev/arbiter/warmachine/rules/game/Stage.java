package dev.arbiter.warmachine.rules.game;

/** Where the game stands (rulebook "Setup, Deployment & Victory Conditions", "The Player Turn"; inventory §1.1-§1.3). */
public enum Stage {
    /** Both players roll a d6; the service rolls, ties are rolled again. */
    STARTING_ROLL,
    /** The higher roller chooses who is first player. */
    ORDER,
    /** The second player chooses a table edge. */
    EDGE,
    /** The first player deploys every model, then the second player. */
    DEPLOYMENT,
    /** A turn begins: Maintenance and the automatic steps of the Control Phase, done by the service. */
    TURN_START,
    /** The turn player allocates focus, then ends the Control Phase. */
    CONTROL,
    /** The Control Phase's last step, once an effect was shaken: allocation is over, more effects may be shaken (K11). */
    CONTROL_EFFECTS,
    /** The turn player activates each model and unit once; the turn ends by itself after the last. */
    ACTIVATION,
    /** A victory condition was met. */
    OVER
}
