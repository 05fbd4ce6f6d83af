package dev.arbiter.warfighter.rules;

/** Where a game stands (docs/rules/warfighter.md, Turn structure). */
public enum Stage {
    /** §2.2 Setting up a Team: the lead seat buys the team. */
    TEAM,
    /** §2.3 Completing Setup and §3.2 Game Turns. */
    PLAY,
    OVER,
    /** §4.4 Town Activities of a continued campaign, or again after a Retreat (§4.6): the lead seat spends the points, then leaves the Town. */
    TOWN,
    /** §4.4 Enter the Town of a continued campaign whose Map offers 2 or more arrows: the lead seat chooses the route. */
    ROUTE,
    /** §4.6 Retreat: after a Retreat's Town Activities, the lead seat plays a Desperation Mission next or declines. */
    DESPERATION
}
